import type { FreeText } from '@gc/contracts/responses';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCompanyDates } from '../../app/use-company-dates.ts';
import { useCompanyViewId } from '../../app/use-company-view.ts';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import type { DataTableColumn } from '../../components/data-table/types.ts';
import { useTableState } from '../../components/data-table/use-table-state.ts';
import { DETAILS_KEY } from './details-api.ts';
import { fetchFreeTexts } from './responses-api.ts';

/** What players typed into one free-text question, newest first, searched by the server. */
export function FreeTextsTable({
  campaignId,
  questionId,
  label,
}: {
  campaignId: string;
  questionId: string;
  label: string;
}) {
  const { t } = useTranslation();
  const dates = useCompanyDates();
  const [companyViewId] = useCompanyViewId();
  const [state, setState] = useTableState({});
  const texts = useQuery({
    queryKey: [DETAILS_KEY, 'free-texts', companyViewId, campaignId, questionId, state],
    queryFn: () => fetchFreeTexts(campaignId, questionId, state),
    placeholderData: keepPreviousData,
  });
  const columns: DataTableColumn<FreeText>[] = [
    {
      key: 'text',
      title: t('details.survey.answer'),
      filter: { type: 'search', param: 'search' },
      render: (row) => row.text,
    },
    {
      key: 'answeredAt',
      title: t('details.survey.answeredAt'),
      width: 200,
      render: (row) => dates.date(row.answeredAt),
    },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={texts.data?.items ?? []}
      total={texts.data?.total ?? 0}
      state={state}
      onStateChange={setState}
      rowKey={(row) => row.playId}
      loading={texts.isFetching}
    />
  );
}
