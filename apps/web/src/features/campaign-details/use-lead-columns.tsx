import type { Lead } from '@gc/contracts/leads';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompanyDates } from '../../app/use-company-dates.ts';
import type { DataTableColumn } from '../../components/data-table/types.ts';

/** Columns of the leads table (times in the company's zone, named); sortable fields are LEAD_SORT_FIELDS of the contracts. */
export function useLeadColumns(): DataTableColumn<Lead>[] {
  const { t } = useTranslation();
  const dates = useCompanyDates();
  const fullName = (lead: Lead) => [lead.firstName, lead.lastName].filter(Boolean).join(' ');
  return [
    {
      key: 'email',
      title: t('details.columns.email'),
      sortable: true,
      filter: { type: 'search', param: 'search' },
      render: (lead) => lead.email,
    },
    { key: 'lastName', title: t('details.columns.name'), sortable: true, render: fullName },
    { key: 'phone', title: t('details.columns.phone'), render: (lead) => lead.phone },
    { key: 'plays', title: t('details.columns.plays'), render: (lead) => lead.plays },
    {
      key: 'prize',
      title: t('details.columns.prize'),
      render: (lead) =>
        lead.prizeName ? (
          <Badge variant="light" color="teal">
            {lead.prizeName}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            {t('details.noPrize')}
          </Text>
        ),
    },
    {
      key: 'voucherCode',
      title: t('details.columns.voucherCode'),
      render: (lead) => (lead.voucherCode ? <Text ff="monospace">{lead.voucherCode}</Text> : null),
    },
    { key: 'language', title: t('details.columns.language'), render: (lead) => lead.language.toUpperCase() },
    {
      key: 'createdAt',
      title: dates.titleInZone(t('details.columns.createdAt')),
      sortable: true,
      render: (lead) => dates.dateTime(lead.createdAt),
    },
  ];
}
