import type { User } from '@gc/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WarningDialog } from '../../components/dialogs/WarningDialog.tsx';
import { showToast } from '../../components/toast.ts';
import { isApiError } from '../../lib/api-error.ts';
import { activateUser, deactivateUser } from './api.ts';

/** Confirms deactivating (which ends the user's sessions) or re-activating a user. */
export function StatusChangeDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isDeactivating = user?.status !== 'DEACTIVATED';
  const change = useMutation({
    mutationFn: (target: User) =>
      target.status === 'DEACTIVATED' ? activateUser(target.id) : deactivateUser(target.id),
    onSuccess: (_, target) => {
      showToast({
        kind: 'success',
        message: t(target.status === 'DEACTIVATED' ? 'users.activated' : 'users.deactivated', { email: target.email }),
      });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      onClose();
    },
    onError: (error) => {
      showToast({
        kind: 'error',
        message: isApiError(error) ? (error.firstViolation ?? t('errors.generic')) : t('errors.network'),
      });
      onClose();
    },
  });

  return (
    <WarningDialog
      opened={user !== null}
      variant={isDeactivating ? 'remove' : 'confirm'}
      confirmLabel={t(isDeactivating ? 'users.deactivate' : 'users.activate')}
      message={t(isDeactivating ? 'users.confirmDeactivate' : 'users.confirmActivate', { email: user?.email ?? '' })}
      loading={change.isPending}
      onCancel={onClose}
      onConfirm={() => user && change.mutate(user)}
    />
  );
}
