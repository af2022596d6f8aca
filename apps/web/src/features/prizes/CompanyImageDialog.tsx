import '@mantine/dropzone/styles.css';
import { ASSET_EXTENSIONS, type Asset } from '@gc/contracts/assets';
import { Alert, Button, Center, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertCircle, IconPhoto, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { AssetCard } from '../builder/assets/AssetCard.tsx';
import { extensionList, fileProblem, fileProblemText } from '../builder/assets/file-checks.ts';
import { prizeImageErrorText } from './prize-image-error-text.ts';
import { useCompanyImages } from './use-company-images.ts';

type Props = { opened: boolean; chosenUrl: string | null; onClose: () => void; onChoose: (asset: Asset) => void };

/** Picks a prize image from the company library, or uploads one into it and takes it at once. */
export function CompanyImageDialog({ opened, chosenUrl, onClose, onChoose }: Props) {
  const { t } = useTranslation();
  const library = useCompanyImages(opened);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const uploadFirst = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const problem = fileProblem(file, 'image');
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
    <Modal opened={opened} onClose={onClose} title={t('prizes.image.libraryTitle')} size="xl" centered>
      {library.isPending ? (
        <Center h={160}>
          <Loader aria-label={t('common.loading')} />
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
          {/* Without an `accept` list every file reaches fileProblem, which speaks the §8 texts. */}
          <Dropzone
            onDrop={uploadFirst}
            onReject={(rejections) => uploadFirst(rejections.map((r) => r.file))}
            loading={library.upload.isPending}
            multiple={false}
          >
            <Group justify="center" gap="md" mih={64} style={{ pointerEvents: 'none' }}>
              <IconUpload size={28} stroke={1.5} aria-hidden />
              <div>
                <Text size="sm" fw={500}>
                  {t('prizes.image.dropTitle')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('assets.library.dropHint', { extensions: extensionList(ASSET_EXTENSIONS.image) })}
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
                <AssetCard
                  key={asset.id}
                  asset={asset}
                  isChosen={asset.url === chosenUrl}
                  canEdit={false}
                  onChoose={onChoose}
                  onEdit={() => undefined}
                  onDelete={() => undefined}
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </Modal>
  );
}
