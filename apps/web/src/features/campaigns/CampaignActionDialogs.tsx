import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TypedNameConfirmDialog } from '../../components/dialogs/TypedNameConfirmDialog.tsx';
import { WarningDialog } from '../../components/dialogs/WarningDialog.tsx';
import type { PendingAction } from './use-campaign-action.ts';

type Props = {
  pending: PendingAction | null;
  isRunning: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Confirmations before a row action: the typed name for a delete (spec §2), a warning for the status changes. */
export function CampaignActionDialogs({ pending, isRunning, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  // The texts stay those of the last request while a dialog fades out after it was answered.
  const [shown, setShown] = useState(pending);
  if (pending && pending !== shown) setShown(pending);
  const action = pending?.action;
  const shownAction = shown?.action;
  const name = shown?.campaign.name ?? '';
  return (
    <>
      <TypedNameConfirmDialog
        // A new dialog per campaign, so that text typed for one campaign never confirms another.
        key={shown?.campaign.id ?? 'none'}
        opened={action === 'delete'}
        name={name}
        loading={isRunning}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
      <WarningDialog
        opened={action === 'deactivate' || action === 'unschedule'}
        variant="confirm"
        confirmLabel={t(shownAction === 'unschedule' ? 'campaigns.actions.unschedule' : 'campaigns.actions.deactivate')}
        message={t(shownAction === 'unschedule' ? 'campaigns.confirmUnschedule' : 'campaigns.confirmDeactivate', {
          name,
        })}
        loading={isRunning}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </>
  );
}
