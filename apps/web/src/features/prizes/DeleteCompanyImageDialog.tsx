import type { Asset } from '@gc/contracts/assets';
import { Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../components/dialogs/ConfirmDeleteDialog.tsx';
import { showToast } from '../../components/toast.ts';
import { imageDeleteErrorText } from './image-delete-error-text.ts';
import { usePools } from './prize-queries.ts';

type Props = {
  image: Asset | null;
  remove: UseMutationResult<void, Error, Asset>;
  onClose: () => void;
  onDeleted: (image: Asset) => void;
};

/** The prize list's pools may hold the app's own path or a full address ending in it, as the server counts. */
const shows = (imageUrl: string | null, url: string) =>
  imageUrl !== null && (imageUrl === url || imageUrl.endsWith(url));

/**
 * Asks before deleting a library image. The server refuses an image a prize still shows; that
 * refusal names the prizes and stays in the dialog, where the user reads it, rather than in a toast.
 */
export function DeleteCompanyImageDialog({ image, remove, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const pools = usePools();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!image) return;
    remove.mutate(image, {
      onSuccess: () => {
        showToast({ kind: 'success', message: t('assets.library.deleted', { name: image.fileName }) });
        onDeleted(image);
        close();
      },
    });
  };
  const prizeNames = image
    ? (pools.data ?? []).filter((pool) => shows(pool.imageUrl, image.url)).map((p) => p.name)
    : [];
  return (
    <ConfirmDeleteDialog
      opened={image !== null}
      title={t('prizes.image.deleteTitle')}
      message={
        // The dialog puts the message in a paragraph: only inline elements may go inside it.
        <>
          {t('prizes.image.deleteMessage', { name: image?.fileName ?? '' })}
          {remove.error && (
            <Text span display="block" mt="sm" size="sm" c="red" fw={500} role="alert">
              {imageDeleteErrorText(remove.error, t, prizeNames)}
            </Text>
          )}
        </>
      }
      loading={remove.isPending}
      onCancel={close}
      onConfirm={confirm}
    />
  );
}
