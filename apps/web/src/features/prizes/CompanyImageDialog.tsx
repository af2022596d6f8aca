import '@mantine/dropzone/styles.css';
import type { Asset } from '@gc/contracts/assets';
import { PICTURE_EXTENSIONS } from '@gc/contracts/assets';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertCircle, IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { AssetCard } from '../builder/assets/AssetCard.tsx';
import { extensionList, fileProblemText } from '../builder/assets/file-checks.ts';
import { DeleteCompanyImageDialog } from './DeleteCompanyImageDialog.tsx';
import { prizeImageErrorText } from './prize-image-error-text.ts';
import { PICTURE_TYPES, prizeImageProblem } from './prize-image-kinds.ts';
import { useCompanyImages } from './use-company-images.ts';

type Props = {
  opened: boolean;
  chosenUrl: string | null;
  onClose: () => void;
  onChoose: (asset: Asset) => void;
  /** An image left the library: a form that had just chosen it must let go of it. */
  onDeleted: (asset: Asset) => void;
};

/** Picks a prize image from the company library, uploads one into it and takes it at once, or deletes one. */
export function CompanyImageDialog({ opened, chosenUrl, onClose, onChoose, onDeleted }: Props) {
  const { t } = useTranslation();
  const library = useCompanyImages(opened);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Asset | null>(null);

  const uploadFirst = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const problem = prizeImageProblem(file);
    if (problem) {
      setUploadError(fileProblemText(problem, t));
      return;
    }
    setUploadError(null);
    library.upload.mutate(file, {
      onSuccess: onChoose,
      onError: (error) => setUploadError(prizeImageErrorText(error, t)),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('prizes.image.libraryTitle')}
      size="xl"
      centered
      // Escape in the delete confirmation closes that one only.
      closeOnEscape={deleting === null}
    >
      {library.isPending ? (
        <Center h={160}>
          <Loader role="progressbar" aria-label={t('common.loading')} />
        </Center>
      ) : library.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          <Group justify="space-between">
            <Text size="sm">{t('assets.errors.fetch')}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={library.refetch}>
              {t('prizes.retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Stack>
          {/* The file picker offers pictures only; a file dropped anyway is rejected into the same
              checks, which speak the §8 texts. */}
          <Dropzone
            accept={PICTURE_TYPES}
            onDrop={uploadFirst}
            onReject={(rejections) => uploadFirst(rejections.map((r) => r.file))}
            loading={library.upload.isPending}
            multiple={false}
            inputProps={{ 'aria-label': t('prizes.image.dropTitle') }}
          >
            <Group justify="center" gap="md" mih={64} style={{ pointerEvents: 'none' }}>
              <IconUpload size={28} stroke={1.5} aria-hidden />
              <div>
                <Text size="sm" fw={500}>
                  {t('prizes.image.dropTitle')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('assets.library.dropHint', { extensions: extensionList(PICTURE_EXTENSIONS) })}
                </Text>
              </div>
            </Group>
          </Dropzone>
          {uploadError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {uploadError}
            </Alert>
          )}
          {library.images.length === 0 ? (
            <EmptyState
              testId="prize-images-empty"
              icon={<IconPhoto size={32} stroke={1.5} />}
              title={t('prizes.image.emptyTitle')}
              message={t('prizes.image.emptyMessage')}
            />
          ) : (
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              {library.images.map((asset) => (
                // AssetCard's own delete comes with its crop editor (canEdit), which this dialog has not:
                // the delete sits on the thumbnail's corner instead.
                <Box key={asset.id} pos="relative">
                  <AssetCard
                    asset={asset}
                    isChosen={asset.url === chosenUrl}
                    canEdit={false}
                    onChoose={onChoose}
                    onEdit={() => undefined}
                    onDelete={() => undefined}
                  />
                  <Tooltip label={t('assets.library.delete')}>
                    <ActionIcon
                      pos="absolute"
                      top={6}
                      right={6}
                      variant="white"
                      color="red"
                      size="sm"
                      aria-label={t('assets.library.deleteNamed', { name: asset.fileName })}
                      onClick={() => setDeleting(asset)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Box>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
      <DeleteCompanyImageDialog
        image={deleting}
        remove={library.remove}
        onClose={() => setDeleting(null)}
        onDeleted={onDeleted}
      />
    </Modal>
  );
}
