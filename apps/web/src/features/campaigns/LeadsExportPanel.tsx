import { LEAD_OUTCOME_FILTERS } from '@gc/contracts/leads';
import { Alert, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyViewId } from '../../app/use-company-view.ts';
import { DownloadButton } from '../campaign-details/DownloadButton.tsx';
import { searchCampaigns } from './campaign-api.ts';

type Outcome = (typeof LEAD_OUTCOME_FILTERS)[number];
const day = (date: string | null) => (date ? dayjs(date).format('YYYY-MM-DD') : undefined);

/**
 * The general leads export (issue 16), in a dialog of the campaign list: the company's leads across its
 * campaigns as one CSV, filtered by campaign, registration day (the company's time zone) and outcome.
 * The file streams as it is written; the button shows the size received so far. Part of the campaign
 * list's chunk (which has the date pickers already): a chunk of its own would add its name to the
 * log-in page's start-up bytes, which are at their budget.
 */
export function LeadsExportPanel() {
  const { t } = useTranslation();
  const [companyViewId] = useCompanyViewId();
  const [campaignIds, setCampaignIds] = useState<string[]>([]);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>('all');
  // The company's 100 newest campaigns to choose from (the list's own search: deleted ones are not offered).
  const campaigns = useQuery({
    queryKey: ['leads-export', 'campaigns', companyViewId],
    queryFn: () =>
      searchCampaigns({ page: 0, size: 100, sort: 'createdDate', direction: 'DESC', filters: { status: 'ALL' } }),
  });
  const isRangeInvalid = Boolean(from && to && from > to);
  const query: Record<string, string> = { outcome };
  if (campaignIds.length > 0) query.campaignIds = campaignIds.join(',');
  const fromDay = day(from);
  const toDay = day(to);
  if (fromDay) query.from = fromDay;
  if (toDay) query.to = toDay;

  return (
    <Stack>
      <Text size="sm">{t('campaigns.leadsExport.intro')}</Text>
      <form onSubmit={(event) => event.preventDefault()}>
        <Stack>
          {campaigns.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {t('campaigns.leadsExport.campaignsFailed')}
            </Alert>
          )}
          <MultiSelect
            label={t('campaigns.leadsExport.campaigns')}
            description={t('campaigns.leadsExport.campaignsHint')}
            placeholder={campaignIds.length === 0 ? t('campaigns.leadsExport.allCampaigns') : undefined}
            data={(campaigns.data?.items ?? []).map((campaign) => ({ value: campaign.id, label: campaign.name }))}
            value={campaignIds}
            onChange={setCampaignIds}
            searchable
            clearable
          />
          <Group grow align="flex-start">
            <DatePickerInput
              label={t('campaigns.leadsExport.from')}
              valueFormat="DD.MM.YYYY"
              value={from}
              onChange={setFrom}
              clearable
            />
            <DatePickerInput
              label={t('campaigns.leadsExport.to')}
              valueFormat="DD.MM.YYYY"
              value={to}
              onChange={setTo}
              clearable
              error={isRangeInvalid ? t('campaigns.leadsExport.rangeInvalid') : undefined}
            />
          </Group>
          <Select
            label={t('campaigns.leadsExport.outcome')}
            value={outcome}
            onChange={(value) => setOutcome((value ?? 'all') as Outcome)}
            allowDeselect={false}
            data={LEAD_OUTCOME_FILTERS.map((value) => ({ value, label: t(`campaigns.leadsExport.outcomes.${value}`) }))}
          />
          <div>
            {isRangeInvalid ? null : (
              <DownloadButton
                path="/leads/export.csv"
                query={query}
                fallbackName="leads.csv"
                label={t('campaigns.leadsExport.download')}
              />
            )}
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
