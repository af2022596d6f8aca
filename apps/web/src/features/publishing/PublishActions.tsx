import type { Campaign } from '@gc/contracts/campaigns';
import { EDITING_ROLES, hasAnyRole } from '@gc/contracts/roles';
import { Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlayerPause, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WarningDialog } from '../../components/dialogs/WarningDialog.tsx';
import { showToast } from '../../components/toast.ts';
import { useSession } from '../../lib/use-session.ts';
import { useCampaignErrorMessage } from '../campaigns/use-campaign-error-message.ts';
import { PublishDialog } from './PublishDialog.tsx';
import { useDeactivate } from './use-publishing.ts';

type Props = { campaign: Campaign; hasUnsavedChanges: boolean };

/**
 * Publish and, for a live or scheduled campaign, Deactivate, in the builder's header. Only editors
 * publish (spec §6). What is published is the saved draft, so unsaved changes must be saved first.
 */
export function PublishActions({ campaign, hasUnsavedChanges }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const [isDialogOpen, setDialogOpen] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const deactivate = useDeactivate();
  const errorMessage = useCampaignErrorMessage();
  if (!hasAnyRole(session?.roles ?? [], EDITING_ROLES) || campaign.status === 'DELETED') return null;
  const isLive = campaign.status === 'ACTIVE' || campaign.status === 'SCHEDULED';

  const confirmDeactivate = () =>
    deactivate.mutate(campaign.id, {
      onSuccess: () =>
        showToast({ kind: 'success', message: t('publishing.deactivate.done', { name: campaign.name }) }),
      onError: (error) => showToast({ kind: 'error', message: errorMessage(error) }),
      onSettled: () => setConfirming(false),
    });

  return (
    <Stack gap={2} align="flex-end">
      <Text size="xs" c={hasUnsavedChanges ? 'orange' : 'dimmed'}>
        {hasUnsavedChanges ? t('publishing.saveFirst') : '\u00a0'}
      </Text>
      <Group gap="xs">
        {isLive && (
          <Button
            variant="default"
            color="red"
            leftSection={<IconPlayerPause size={16} />}
            onClick={() => setConfirming(true)}
          >
            {t('publishing.deactivate.button')}
          </Button>
        )}
        <Tooltip label={t('publishing.saveFirst')} disabled={!hasUnsavedChanges}>
          {/* A disabled button gets no pointer events: the wrapper keeps the tooltip working. */}
          <span>
            <Button
              color="teal"
              leftSection={<IconRocket size={16} />}
              disabled={hasUnsavedChanges}
              onClick={() => setDialogOpen(true)}
            >
              {t('publishing.publish')}
            </Button>
          </span>
        </Tooltip>
      </Group>
      <PublishDialog campaign={campaign} opened={isDialogOpen} onClose={() => setDialogOpen(false)} />
      <WarningDialog
        opened={isConfirming}
        message={t(
          campaign.status === 'SCHEDULED' ? 'publishing.deactivate.confirmScheduled' : 'publishing.deactivate.confirm',
          { name: campaign.name },
        )}
        confirmLabel={t('publishing.deactivate.button')}
        loading={deactivate.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDeactivate}
      />
    </Stack>
  );
}
