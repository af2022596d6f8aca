import type { Company } from '@gc/contracts/companies';
import { Badge, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { applyTableState } from '../../components/data-table/local-table.ts';
import type { DataTableColumn } from '../../components/data-table/types.ts';
import { useTableState } from '../../components/data-table/use-table-state.ts';
import { formatDate } from '../../lib/format-date.ts';
import { companyLabel } from './company-label.ts';
import { useCompanies } from './use-companies.ts';

const SORT_VALUES: Record<string, (company: Company) => string | null> = {
  name: (company) => company.name.toLowerCase(),
  timeZone: (company) => company.timeZone,
  createdAt: (company) => company.createdAt,
};

/** Every company, parents and children named as name plus the first id segment (spec §2). */
export function CompaniesTable() {
  const { t } = useTranslation();
  const companies = useCompanies();
  const [state, setState] = useTableState({ sort: 'name', direction: 'ASC' });
  const all = companies.data ?? [];
  const byId = new Map(all.map((company) => [company.id, company]));
  const page = useMemo(
    () =>
      applyTableState(companies.data ?? [], state, {
        matches: (company, term) => companyLabel(company).toLowerCase().includes(term),
        sortValue: (company, field) => SORT_VALUES[field]?.(company) ?? null,
      }),
    [companies.data, state],
  );

  const columns: DataTableColumn<Company>[] = [
    {
      key: 'name',
      title: t('admin.company'),
      sortable: true,
      filter: { type: 'search', param: 'search' },
      render: (company) => (
        <Text size="sm" fw={500}>
          {companyLabel(company)}
        </Text>
      ),
    },
    {
      key: 'parent',
      title: t('admin.parent'),
      render: (company) => {
        const parent = company.parentId ? byId.get(company.parentId) : undefined;
        return parent ? companyLabel(parent) : '—';
      },
    },
    {
      key: 'tags',
      title: t('admin.tags'),
      render: (company) => (
        <Group gap={4}>
          {company.tags.map((tag) => (
            <Badge key={tag} size="xs" variant="outline">
              {tag}
            </Badge>
          ))}
        </Group>
      ),
    },
    { key: 'timeZone', title: t('admin.timeZone'), sortable: true, render: (company) => company.timeZone },
    {
      key: 'createdAt',
      title: t('users.createdAt'),
      sortable: true,
      render: (company) => formatDate(company.createdAt, company.timeZone),
    },
  ];

  return (
    <DataTable
      label={t('admin.companies')}
      columns={columns}
      rows={page.rows}
      total={page.total}
      state={state}
      onStateChange={setState}
      rowKey={(company) => company.id}
      loading={companies.isFetching}
    />
  );
}
