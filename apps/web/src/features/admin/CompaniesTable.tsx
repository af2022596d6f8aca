import type { Company } from '@gc/contracts/companies';
import { ActionIcon, Badge, Button, Group, Menu, Text, VisuallyHidden } from '@mantine/core';
import {
  IconBuildingPlus,
  IconDots,
  IconEdit,
  IconEye,
  IconPlayerPlay,
  IconPlus,
  IconUserOff,
  IconUsers,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCompanyViewId } from '../../app/use-company-view.ts';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { applyTableState } from '../../components/data-table/local-table.ts';
import type { DataTableColumn } from '../../components/data-table/types.ts';
import { useTableState } from '../../components/data-table/use-table-state.ts';
import { WarningDialog } from '../../components/dialogs/WarningDialog.tsx';
import { showToast } from '../../components/toast.ts';
import { isApiError } from '../../lib/api-error.ts';
import { withCompanyView } from '../../lib/company-view.ts';
import { formatDate } from '../../lib/format-date.ts';
import { useSession } from '../../lib/use-session.ts';
import { setCompanyActive } from './api.ts';
import { CompanyFormDialog } from './CompanyFormDialog.tsx';
import { CompanyUsersDialog } from './CompanyUsersDialog.tsx';
import { companyLabel } from './company-label.ts';
import { underParents } from './company-tree.ts';
import { useCompanies } from './use-companies.ts';

const SORT_VALUES: Record<string, (company: Company) => string | null> = {
  name: (company) => company.name.toLowerCase(),
  timeZone: (company) => company.timeZone,
  createdAt: (company) => company.createdAt,
};

type Row = { row: Company; depth: number };
type Editing = { company: Company | null; parentId: string | null };

/**
 * Every company, each child right under its parent, named as name plus the first id segment (spec §2).
 * A super admin creates, edits, deactivates and reactivates companies and manages their users; both
 * admin roles switch the view to a company (its campaigns, with companyViewId).
 */
export function CompaniesTable() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isSuperAdmin = useSession()?.roles.includes('SUPER_ADMIN') ?? false;
  const ownCompanyId = useSession()?.claims.cid ?? null;
  const companies = useCompanies();
  const [state, setState] = useTableState({ sort: 'name', direction: 'ASC' });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [statusChange, setStatusChange] = useState<Company | null>(null);
  const [usersOf, setUsersOf] = useState<{ company: Company; previousViewId: string | null } | null>(null);
  const [companyViewId, setCompanyViewId] = useCompanyViewId();
  const all = companies.data ?? [];
  const byId = new Map(all.map((company) => [company.id, company]));
  const page = useMemo(() => {
    const sorted = applyTableState(
      companies.data ?? [],
      { ...state, page: 0, size: Number.MAX_SAFE_INTEGER },
      {
        matches: (company, term) => companyLabel(company).toLowerCase().includes(term),
        sortValue: (company, field) => SORT_VALUES[field]?.(company) ?? null,
      },
    );
    const ordered = underParents(sorted.rows);
    const start = state.page * state.size;
    return { rows: ordered.slice(start, start + state.size), total: ordered.length };
  }, [companies.data, state]);

  const change = useMutation({
    mutationFn: (company: Company) => setCompanyActive(company.id, company.deactivatedAt !== null),
    onSuccess: (saved) => {
      showToast({
        kind: 'success',
        message: t(saved.deactivatedAt ? 'adminArea.deactivated' : 'adminArea.reactivated', { name: saved.name }),
      });
      void queryClient.invalidateQueries({ queryKey: ['companies'] });
      setStatusChange(null);
    },
    onError: (error) => {
      showToast({
        kind: 'error',
        message: isApiError(error) ? (error.firstViolation ?? t('errors.generic')) : t('errors.network'),
      });
      setStatusChange(null);
    },
  });

  const openUsers = (company: Company) => {
    setUsersOf({ company, previousViewId: companyViewId });
    setCompanyViewId(company.id);
  };
  const closeUsers = () => {
    setCompanyViewId(usersOf?.previousViewId ?? null);
    setUsersOf(null);
  };

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'name',
      title: t('admin.company'),
      sortable: true,
      filter: { type: 'search', param: 'search' },
      render: ({ row: company, depth }) => (
        <Group gap={6} wrap="nowrap" pl={depth * 20}>
          {depth > 0 && (
            <Text size="sm" c="dimmed" aria-hidden>
              ↳
            </Text>
          )}
          <Text size="sm" fw={500}>
            {companyLabel(company)}
          </Text>
          {company.deactivatedAt && (
            <Badge size="xs" color="gray" variant="filled">
              {t('adminArea.deactivatedBadge')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'parent',
      title: t('admin.parent'),
      render: ({ row: company }) => {
        const parent = company.parentId ? byId.get(company.parentId) : undefined;
        return parent ? companyLabel(parent) : '—';
      },
    },
    {
      key: 'tags',
      title: t('admin.tags'),
      render: ({ row: company }) => (
        <Group gap={4}>
          {company.tags.map((tag) => (
            <Badge key={tag} size="xs" variant="outline">
              {tag}
            </Badge>
          ))}
        </Group>
      ),
    },
    { key: 'timeZone', title: t('admin.timeZone'), sortable: true, render: ({ row: company }) => company.timeZone },
    {
      key: 'expirationDate',
      title: t('adminArea.expirationDate'),
      render: ({ row: company }) => formatDate(company.expirationDate, company.timeZone) || '—',
    },
    {
      key: 'createdAt',
      title: t('users.createdAt'),
      sortable: true,
      render: ({ row: company }) => formatDate(company.createdAt, company.timeZone),
    },
    {
      key: 'actions',
      title: <VisuallyHidden>{t('adminArea.actions')}</VisuallyHidden>,
      render: ({ row: company }) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconEye size={14} />}
            aria-label={t('adminArea.viewAs', { name: companyLabel(company) })}
            onClick={() => navigate(withCompanyView('/campaigns', company.id))}
          >
            {t('adminArea.view')}
          </Button>
          {isSuperAdmin && (
            <Menu position="bottom-end" withinPortal shadow="md">
              <Menu.Target>
                <ActionIcon variant="subtle" aria-label={t('adminArea.actionsFor', { name: companyLabel(company) })}>
                  <IconDots size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconEdit size={14} />}
                  onClick={() => setEditing({ company, parentId: company.parentId })}
                >
                  {t('adminArea.edit')}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconBuildingPlus size={14} />}
                  onClick={() => setEditing({ company: null, parentId: company.id })}
                >
                  {t('adminArea.newChild')}
                </Menu.Item>
                <Menu.Item leftSection={<IconUsers size={14} />} onClick={() => openUsers(company)}>
                  {t('adminArea.users')}
                </Menu.Item>
                {company.deactivatedAt ? (
                  <Menu.Item leftSection={<IconPlayerPlay size={14} />} onClick={() => setStatusChange(company)}>
                    {t('adminArea.reactivate')}
                  </Menu.Item>
                ) : (
                  company.id !== ownCompanyId && (
                    <Menu.Item
                      color="red"
                      leftSection={<IconUserOff size={14} />}
                      onClick={() => setStatusChange(company)}
                    >
                      {t('adminArea.deactivate')}
                    </Menu.Item>
                  )
                )}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      ),
    },
  ];

  return (
    <>
      {isSuperAdmin && (
        <Group justify="flex-end" mb="sm">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ company: null, parentId: null })}>
            {t('adminArea.newCompany')}
          </Button>
        </Group>
      )}
      <DataTable
        label={t('admin.companies')}
        columns={columns}
        rows={page.rows}
        total={page.total}
        state={state}
        onStateChange={setState}
        rowKey={({ row: company }) => company.id}
        rowStyle={({ row: company }) => (company.deactivatedAt ? { opacity: 0.7 } : undefined)}
        loading={companies.isFetching}
      />
      <CompanyFormDialog
        opened={editing !== null}
        company={editing?.company ?? null}
        parentId={editing?.parentId ?? null}
        companies={all}
        onClose={() => setEditing(null)}
      />
      <WarningDialog
        opened={statusChange !== null}
        message={
          statusChange?.deactivatedAt
            ? t('adminArea.reactivateConfirm', { name: statusChange ? companyLabel(statusChange) : '' })
            : t('adminArea.deactivateConfirm', { name: statusChange ? companyLabel(statusChange) : '' })
        }
        variant={statusChange?.deactivatedAt ? 'confirm' : 'remove'}
        confirmLabel={statusChange?.deactivatedAt ? t('adminArea.reactivate') : t('adminArea.deactivate')}
        loading={change.isPending}
        onCancel={() => setStatusChange(null)}
        onConfirm={() => statusChange && change.mutate(statusChange)}
      />
      <CompanyUsersDialog
        company={usersOf && companyViewId === usersOf.company.id ? usersOf.company : null}
        onClose={closeUsers}
      />
    </>
  );
}
