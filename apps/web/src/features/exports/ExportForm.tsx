import { LEAD_OUTCOME_FILTERS } from '@gc/contracts/leads';
import { Alert, Button, Group, MultiSelect, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast.ts';
import { failureTextKey, isApiError } from '../../lib/api-error.ts';
import { EXPORTS_KEY, fetchCampaignChoices, startExport } from './exports-api.ts';

type Outcome = (typeof LEAD_OUTCOME_FILTERS)[number];

/** The filters of a new export (campaigns, registration days, outcome) and the button that starts it. */
export function ExportForm() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [campaignIds, setCampaignIds] = useState<string[]>([]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [outcome, setOutcome] = useState<Outcome>('all');
  const campaigns = useQuery({ queryKey: [...EXPORTS_KEY, 'campaigns'], queryFn: fetchCampaignChoices });
  const isRangeReversed = from !== '' && to !== '' && to < from;
  const start = useMutation({
    mutationFn: () =>
      startExport({
        campaignIds,
        from: from || undefined,
        to: to || undefined,
        outcome,
        language: i18n.resolvedLanguage === 'sr' ? 'sr' : 'en',
      }),
    onSuccess: async () => {
      showToast({ kind: 'success', message: t('exports.form.started') });
      await queryClient.invalidateQueries({ queryKey: EXPORTS_KEY });
    },
    onError: (error) =>
      showToast({
        kind: 'error',
        message: isApiError(error) && error.status < 500 ? error.message : t(failureTextKey(error)),
      }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isRangeReversed) start.mutate();
  }

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} aria-labelledby="new-export-title">
      <Stack>
        <Title order={2} size="h4" id="new-export-title">
          {t('exports.form.title')}
        </Title>
        {campaigns.isError && (
          <Alert color="yellow" variant="light">
            {t('exports.form.campaignsFailed')}
          </Alert>
        )}
        <MultiSelect
          label={t('exports.form.campaigns')}
          description={t('exports.form.campaignsHelp')}
          placeholder={campaignIds.length === 0 ? t('exports.form.campaignsPlaceholder') : undefined}
          data={(campaigns.data?.items ?? []).map((campaign) => ({ value: campaign.id, label: campaign.name }))}
          value={campaignIds}
          onChange={setCampaignIds}
          searchable
          clearable
          disabled={campaigns.isLoading}
          maxValues={100}
        />
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={t('exports.form.from')}
            description={t('exports.form.rangeHelp')}
            value={from}
            onChange={(event) => setFrom(event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t('exports.form.to')}
            description={t('exports.form.rangeHelp')}
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
            error={isRangeReversed ? t('exports.form.toBeforeFrom') : undefined}
          />
          <Select
            label={t('exports.form.outcome')}
            data={LEAD_OUTCOME_FILTERS.map((value) => ({ value, label: t(`exports.form.outcomes.${value}`) }))}
            value={outcome}
            onChange={(value) => setOutcome((value as Outcome | null) ?? 'all')}
            allowDeselect={false}
          />
        </Group>
        <Group>
          <Button type="submit" loading={start.isPending} disabled={isRangeReversed}>
            {t('exports.form.start')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
