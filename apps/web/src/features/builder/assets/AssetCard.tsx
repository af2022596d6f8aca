import type { Asset } from '@gc/contracts/assets';
import { ActionIcon, Button, Card, Center, Group, Image, Text, Tooltip } from '@mantine/core';
import { IconFileTypePdf, IconPencil, IconTrash, IconTypography } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isEditable, isPreviewable } from './asset-kinds.ts';

type Props = {
  asset: Asset;
  isChosen: boolean;
  canEdit: boolean;
  onChoose: (asset: Asset) => void;
  onEdit: (asset: Asset) => void;
  onDelete: (asset: Asset) => void;
};

const THUMBNAIL_HEIGHT = 96;

/** One asset of the library: a thumbnail, its name and size, and what can be done with it. */
export function AssetCard({ asset, isChosen, canEdit, onChoose, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      padding="xs"
      radius="md"
      style={isChosen ? { borderColor: 'var(--mantine-primary-color-filled)' } : {}}
    >
      <Card.Section>
        <Center h={THUMBNAIL_HEIGHT} bg="gray.1">
          {isPreviewable(asset) ? (
            <Image src={asset.url} alt={asset.fileName} h={THUMBNAIL_HEIGHT} fit="contain" loading="lazy" />
          ) : asset.category === 'font' ? (
            <IconTypography size={40} aria-hidden />
          ) : (
            <IconFileTypePdf size={40} aria-hidden />
          )}
        </Center>
      </Card.Section>
      <Text size="xs" fw={500} mt="xs" truncate="end" title={asset.fileName}>
        {asset.fileName}
      </Text>
      <Text size="xs" c="dimmed">
        {asset.width && asset.height
          ? t('assets.library.dimensions', { width: asset.width, height: asset.height })
          : t('assets.library.size', { size: Math.max(1, Math.round(asset.size / 1024)) })}
      </Text>
      <Group gap={4} mt="xs" wrap="nowrap">
        <Button
          size="compact-xs"
          flex={1}
          variant={isChosen ? 'filled' : 'light'}
          aria-label={t('assets.library.chooseNamed', { name: asset.fileName })}
          onClick={() => onChoose(asset)}
        >
          {isChosen ? t('assets.library.chosen') : t('assets.library.choose')}
        </Button>
        {canEdit && isEditable(asset) && (
          <Tooltip label={t('assets.library.edit')}>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={t('assets.library.editNamed', { name: asset.fileName })}
              onClick={() => onEdit(asset)}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
        )}
        {canEdit && (
          <Tooltip label={t('assets.library.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              aria-label={t('assets.library.deleteNamed', { name: asset.fileName })}
              onClick={() => onDelete(asset)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Card>
  );
}
