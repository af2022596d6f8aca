import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { failureTextKey, isApiError } from '../../lib/api-error.ts';
import { useInternalEvent } from '../internal-analytics/internal-events.ts';
import { BuilderEditor } from './BuilderEditor.tsx';
import { useCampaignDraft } from './builder-queries.ts';
import { CampaignNotFound } from './CampaignNotFound.tsx';

/**
 * An id that names no campaign of the acting company: 404 (unknown or another company's, which the
 * server does not tell apart) or 400 (not an id at all).
 */
function isMissingCampaign(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/** /builder/{id}: loads the campaign's draft and hands it to the editor. */
export function BuilderPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const draft = useCampaignDraft(id);
  useInternalEvent('campaign-opened', id);

  if (draft.data) {
    return (
      <BuilderEditor
        key={id}
        draft={draft.data}
        reload={async () => {
          const result = await draft.refetch();
          return result.isSuccess ? result.data : undefined;
        }}
      />
    );
  }
  if (draft.isPending) return <LoadingScreen />;
  if (isMissingCampaign(draft.error)) return <CampaignNotFound />;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      <Group justify="space-between">
        <Text size="sm">{t(failureTextKey(draft.error))}</Text>
        <Button size="xs" variant="light" color="red" onClick={() => void draft.refetch()} loading={draft.isFetching}>
          {t('builder.loadFailed.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
