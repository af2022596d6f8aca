import type { Asset, AssetCategory } from '@gc/contracts/assets';
import { Alert, Button, Center, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/dialogs/ConfirmDeleteDialog.tsx';
import { showToast } from '../../../components/toast.ts';
import { AssetCard } from './AssetCard.tsx';
import { AssetUploadZone } from './AssetUploadZone.tsx';
import { dataUrlToFile } from './data-url.ts';
import { fileProblem, fileProblemText } from './file-checks.ts';
import { type EditedImage, ImageEditorDialog } from './ImageEditorDialog.tsx';
import { uploadErrorText } from './upload-error.ts';
import { useAssets, useDeleteAsset, useUploadAsset } from './use-assets.ts';

type Props = {
  opened: boolean;
  category: AssetCategory;
  campaignId: string;
  /** The URL currently in the field, marked in the grid. */
  chosenUrl?: string | null;
  canEdit: boolean;
  onClose: () => void;
  onChoose: (asset: Asset) => void;
};

/**
 * The asset library of one category (spec §2 Asset-library image chooser): the campaign's own assets
 * and the company's shared ones, with upload, edit (images), delete and choose.
 */
export function AssetLibraryDialog({ opened, category, campaignId, chosenUrl, canEdit, onClose, onChoose }: Props) {
  const { t } = useTranslation();
  const assets = useAssets(category, campaignId, opened);
  const remove = useDeleteAsset(category, campaignId);
  const upload = useUploadAsset(category, campaignId);
  const [deleting, setDeleting] = useState<Asset | null>(null);
  const [editing, setEditing] = useState<Asset | null>(null);
  const [editError, setEditError] = useState<string | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () =>
        showToast({ kind: 'success', message: t('assets.library.deleted', { name: deleting.fileName }) }),
      onError: (error) => showToast({ kind: 'error', message: uploadErrorText(error, category, t) }),
      onSettled: () => setDeleting(null),
    });
  };

  // The edited image is a new asset beside the original, in the same library, so nothing that uses
  // the original changes under the marketer's feet.
  const saveEdited = (image: EditedImage) => {
    if (!editing) return;
    const file = dataUrlToFile(image.dataUrl, image.fileName);
    const problem = fileProblem(file, category);
    if (problem) {
      setEditError(fileProblemText(problem, t));
      return;
    }
    setEditError(null);
    upload.mutate(
      { file, scope: editing.scope },
      {
        onSuccess: (asset) => {
          showToast({ kind: 'success', message: t('assets.library.uploaded', { name: asset.fileName }) });
          setEditing(null);
        },
        onError: (error) => setEditError(uploadErrorText(error, category, t)),
      },
    );
  };

  const own = assets.data?.filter((asset) => asset.scope === 'campaign') ?? [];
  const shared = assets.data?.filter((asset) => asset.scope === 'company') ?? [];
  const grid = (title: string, list: Asset[], empty: string) => (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4, md: 5 }} spacing="sm">
          {list.map((asset) => (
            <AssetCard
              key={asset.id}
              asset={asset}
              isChosen={asset.url === chosenUrl}
              canEdit={canEdit}
              onChoose={onChoose}
              onEdit={(chosen) => {
                setEditError(null);
                setEditing(chosen);
              }}
              onDelete={setDeleting}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );

  return (
    <>
      <Modal opened={opened} onClose={onClose} title={t(`assets.library.title.${category}`)} size="80rem" centered>
        <Stack>
          {canEdit && <AssetUploadZone category={category} campaignId={campaignId} />}
          {assets.isPending ? (
            <Center h={160}>
              <Loader role="progressbar" aria-label={t('common.loading')} />
            </Center>
          ) : assets.isError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('assets.errors.fetch')}</Text>
                <Button size="compact-sm" variant="light" color="red" onClick={() => void assets.refetch()}>
                  {t('assets.library.retry')}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <>
              <section aria-label={t('assets.library.campaignAssets')}>
                {grid(t('assets.library.campaignAssets'), own, t('assets.library.emptyCampaign'))}
              </section>
              <section aria-label={t('assets.library.companyAssets')}>
                {grid(t('assets.library.companyAssets'), shared, t('assets.library.emptyCompany'))}
              </section>
            </>
          )}
        </Stack>
      </Modal>
      <ConfirmDeleteDialog
        opened={deleting !== null}
        message={t(deleting?.scope === 'company' ? 'assets.library.deleteShared' : 'assets.library.deleteMessage', {
          name: deleting?.fileName ?? '',
        })}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
      <ImageEditorDialog
        source={editing ? { url: editing.url, fileName: editing.fileName } : null}
        saving={upload.isPending}
        error={editError}
        onCancel={() => setEditing(null)}
        onSave={saveEdited}
      />
    </>
  );
}
