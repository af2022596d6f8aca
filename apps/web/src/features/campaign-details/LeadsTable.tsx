import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCompanyViewId } from '../../app/use-company-view.ts';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { useTableState } from '../../components/data-table/use-table-state.ts';
import { DETAILS_KEY, fetchLeads } from './details-api.ts';
import { LeadsEmptyState } from './LeadsEmptyState.tsx';
import { useLeadColumns } from './use-lead-columns.tsx';

/** The campaign's leads, searched, sorted and paged by the server. */
export function LeadsTable({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation();
  const [companyViewId] = useCompanyViewId();
  const [state, setState] = useTableState({ sort: 'createdAt' });
  const leads = useQuery({
    queryKey: [DETAILS_KEY, 'leads', companyViewId, campaignId, state],
    queryFn: () => fetchLeads(campaignId, state),
    placeholderData: keepPreviousData,
  });
  const columns = useLeadColumns();
  const isSearching = Boolean(state.filters.search);

  // No leads at all (not merely none matching a search): say so instead of showing an empty table.
  if (leads.data?.total === 0 && !isSearching && state.page === 0) return <LeadsEmptyState />;
  return (
    <DataTable
      label={t('details.leads')}
      columns={columns}
      rows={leads.data?.items ?? []}
      total={leads.data?.total ?? 0}
      state={state}
      onStateChange={setState}
      rowKey={(lead) => lead.id}
      loading={leads.isFetching}
    />
  );
}
