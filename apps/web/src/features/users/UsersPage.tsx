import type { User } from '@gc/contracts/users';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyViewId } from '../../app/use-company-view.ts';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { useTableState } from '../../components/data-table/use-table-state.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { fetchUsers } from './api.ts';
import { EditUserDialog } from './EditUserDialog.tsx';
import { InviteUserDialog } from './InviteUserDialog.tsx';
import { StatusChangeDialog } from './StatusChangeDialog.tsx';
import { useGrantRules } from './use-grant-rules.ts';
import { useUserColumns } from './use-user-columns.tsx';

export const USERS_KEY = 'users';

/** User management (USER_ADMIN, SUPER_USER_ADMIN): the users of the acting company. */
export function UsersPage() {
  const { t } = useTranslation();
  const [companyViewId] = useCompanyViewId();
  const [state, setState] = useTableState({ sort: 'email' });
  const [isInviting, setIsInviting] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const [statusChange, setStatusChange] = useState<User | null>(null);
  const users = useQuery({
    queryKey: [USERS_KEY, companyViewId, state],
    queryFn: () => fetchUsers(state),
    placeholderData: keepPreviousData,
  });
  const grants = useGrantRules();
  const columns = useUserColumns({ onEdit: setEditing, onStatusChange: setStatusChange, mayManage: grants.mayManage });

  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle>{t('pages.users')}</PageTitle>
        <Button leftSection={<IconUserPlus size={16} />} onClick={() => setIsInviting(true)}>
          {t('users.invite')}
        </Button>
      </Group>
      <Paper withBorder radius="md" p="md">
        <DataTable
          label={t('pages.users')}
          columns={columns}
          rows={users.data?.items ?? []}
          total={users.data?.total ?? 0}
          state={state}
          onStateChange={setState}
          rowKey={(user) => user.id}
          loading={users.isFetching}
        />
      </Paper>
      <InviteUserDialog opened={isInviting} onClose={() => setIsInviting(false)} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <StatusChangeDialog user={statusChange} onClose={() => setStatusChange(null)} />
    </Stack>
  );
}
