import type { PrizePool } from '@gc/contracts/prizes';
import { Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../components/dialogs/ConfirmDeleteDialog.tsx';
import { showToast } from '../../components/toast.ts';
import { prizeErrorText } from './prize-error-text.ts';
import { PRIZES_KEY } from './prize-queries.ts';
import { deletePool } from './prizes-api.ts';

/**
 * Asks before deleting a prize. The server refuses a prize that a live campaign still gives out;
 * its message names the campaigns, so it stays in the dialog rather than in a passing toast.
 */
export function DeletePoolDialog({ pool, onClose }: { pool: PrizePool | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (target: PrizePool) => deletePool(target.id),
    onSuccess: (_, target) => {
      showToast({ kind: 'success', message: t('prizes.delete.done', { name: target.name }) });
      void queryClient.invalidateQueries({ queryKey: [PRIZES_KEY] });
      close();
    },
  });
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDeleteDialog
      opened={pool !== null}
      title={t('prizes.delete.title')}
      message={
        // The dialog puts the message in a paragraph: only inline elements may go inside it.
        <>
          {t('prizes.delete.message', { name: pool?.name ?? '' })}
          {remove.error && (
            <Text span display="block" mt="sm" size="sm" c="red" fw={500} role="alert">
              {prizeErrorText(remove.error, t)}
            </Text>
          )}
        </>
      }
      loading={remove.isPending}
      onCancel={close}
      onConfirm={() => pool && remove.mutate(pool)}
    />
  );
}
