import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Slider,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconAlertCircle, IconRotate2, IconRotateClockwise2 } from '@tabler/icons-react';
import { useId, useState } from 'react';
import Cropper, { type Area, type MediaSize } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { cropToDataUrl, normalizeRotation, rotatedSize } from './crop-image.ts';
import { editedFileName } from './data-url.ts';

/** Spec §2 Image editor: the crop area is 360 px high and the image turns in quarter turns. */
export const CROP_AREA_HEIGHT = 360;
export const ROTATION_STEP = 90;

export type EditedImage = { dataUrl: string; fileName: string };
type Source = { url: string; fileName: string };

type Props = {
  /** The image to edit; the dialog is open while it is set. */
  source: Source | null;
  saving?: boolean;
  /** An error of what the caller did with the result (an upload), shown in the dialog. */
  error?: string | null;
  onCancel: () => void;
  onSave: (image: EditedImage) => void;
};

/** Crops, zooms and turns an image; the result is a PNG data URL plus a file name (spec §2). */
export function ImageEditorDialog({ source, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={source !== null} onClose={rest.onCancel} title={t('assets.editor.title')} size="xl" centered>
      {/* Keyed by the image, so every image starts uncropped and unturned. */}
      {source && <ImageEditor key={source.url} source={source} {...rest} />}
    </Modal>
  );
}

const ASPECTS = { original: 0, square: 1, landscape: 4 / 3, wide: 16 / 9, portrait: 3 / 4 } as const;
type AspectName = keyof typeof ASPECTS;

function ImageEditor({ source, saving, error, onCancel, onSave }: Omit<Props, 'source'> & { source: Source }) {
  const { t } = useTranslation();
  const zoomLabelId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [aspectName, setAspectName] = useState<AspectName>('original');
  const [media, setMedia] = useState<MediaSize | null>(null);
  const [area, setArea] = useState<Area | null>(null);
  const [renderError, setRenderError] = useState(false);
  const [rendering, setRendering] = useState(false);

  const turned = media ? rotatedSize(media.naturalWidth, media.naturalHeight, rotation) : null;
  const aspect = aspectName === 'original' ? (turned ? turned.width / turned.height : 1) : ASPECTS[aspectName];
  const turn = (step: number) => setRotation((current) => normalizeRotation(current + step));

  async function save() {
    if (!area) return;
    setRendering(true);
    setRenderError(false);
    try {
      const dataUrl = await cropToDataUrl(source.url, area, rotation);
      onSave({ dataUrl, fileName: editedFileName(source.fileName) });
    } catch {
      // A cross-origin image without CORS headers taints the canvas and cannot be read back.
      setRenderError(true);
    } finally {
      setRendering(false);
    }
  }

  return (
    <Stack>
      <Box pos="relative" h={CROP_AREA_HEIGHT} bg="dark.7" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
        <Cropper
          image={source.url}
          crop={crop}
          zoom={zoom}
          rotation={rotation}
          aspect={aspect}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          onMediaLoaded={setMedia}
          mediaProps={{ crossOrigin: 'anonymous', alt: source.fileName }}
        />
      </Box>
      <Group align="flex-end" gap="lg">
        <Box flex={1}>
          <Text size="sm" fw={500} id={zoomLabelId}>
            {t('assets.editor.zoom')}
          </Text>
          <Slider
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={setZoom}
            label={(value) => `${Math.round(value * 100)}%`}
            thumbProps={{ 'aria-labelledby': zoomLabelId }}
          />
        </Box>
        <Group gap={4}>
          <Tooltip label={t('assets.editor.rotateLeft')}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('assets.editor.rotateLeft')}
              onClick={() => turn(-ROTATION_STEP)}
            >
              <IconRotate2 size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('assets.editor.rotateRight')}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('assets.editor.rotateRight')}
              onClick={() => turn(ROTATION_STEP)}
            >
              <IconRotateClockwise2 size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <SegmentedControl
        value={aspectName}
        onChange={(value) => setAspectName(value as AspectName)}
        aria-label={t('assets.editor.aspect')}
        data={(Object.keys(ASPECTS) as AspectName[]).map((name) => ({
          value: name,
          label: t(`assets.editor.aspects.${name}`),
        }))}
      />
      {(renderError || error) && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {renderError ? t('assets.editor.renderFailed') : error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={rendering || saving} disabled={!area}>
          {t('assets.editor.save')}
        </Button>
      </Group>
    </Stack>
  );
}
