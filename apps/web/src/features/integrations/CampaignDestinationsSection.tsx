import type { CampaignDestinations, Destination } from '@gc/contracts/integrations';
import { Alert, Anchor, Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showToast } from '../../components/toast.ts';
import { api } from '../../lib/api-client.ts';
import { failureTextKey, isApiError } from '../../lib/api-error.ts';
import type { SectionProps } from '../builder/section-props.ts';

// The section's own calls (not integrations-api.ts): a module shared with the /integrations page's
// chunk would become a chunk of its own, named in the log-in page's preload map (bench:builder-bundle).
const integrationsKey = ['integrations'] as const;
const fetchDestinations = () => api<Destination[]>('/integrations/destinations');
const campaignPath = (campaignId: string) => `/integrations/campaigns/${encodeURIComponent(campaignId)}/destinations`;
const errorText = (error: unknown, t: TFunction) =>
  isApiError(error) && error.firstViolation ? error.firstViolation : t(failureTextKey(error));

/** The builder's Integrations section (issue 15): which of the company's destinations get this campaign's new leads. */
export function CampaignDestinationsSection({ campaign, canEdit }: SectionProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const all = useQuery({ queryKey: [...integrationsKey, 'destinations'], queryFn: fetchDestinations });
  const chosen = useQuery({
    queryKey: [...integrationsKey, 'campaign', campaign.id],
    queryFn: () => api<CampaignDestinations>(campaignPath(campaign.id)),
  });
  const [ids, setIds] = useState<string[]>([]);
  useEffect(() => {
    if (chosen.data) setIds(chosen.data.destinationIds);
  }, [chosen.data]);
  const save = useMutation({
    mutationFn: () =>
      api<CampaignDestinations>(campaignPath(campaign.id), { method: 'PUT', body: { destinationIds: ids } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...integrationsKey, 'campaign', campaign.id] });
      showToast({ kind: 'success', message: t('integrations.campaign.saved') });
    },
    onError: (error) => showToast({ kind: 'error', message: errorText(error, t) }),
  });
  const failed = all.error ?? chosen.error;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="campaign-destinations-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="campaign-destinations-title">
          {t('integrations.campaign.title')}
        </Title>
        <Text size="sm">{t('integrations.campaign.intro')}</Text>
        {failed && <Alert color="red">{errorText(failed, t)}</Alert>}
        {all.data?.length === 0 && (
          <Text size="sm">
            {t('integrations.campaign.none')}{' '}
            <Anchor component={Link} to="/integrations">
              {t('pages.integrations')}
            </Anchor>
          </Text>
        )}
        <Checkbox.Group value={ids} onChange={setIds} label={t('integrations.campaign.label')}>
          <Stack gap={6} mt="xs">
            {all.data?.map((destination) => (
              <Checkbox
                key={destination.id}
                value={destination.id}
                disabled={!canEdit}
                label={`${destination.name}${destination.isPaused ? ` (${t('integrations.list.paused')})` : ''}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {canEdit && (all.data?.length ?? 0) > 0 && (
          <Button w="fit-content" onClick={() => save.mutate()} loading={save.isPending}>
            {t('integrations.campaign.save')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
