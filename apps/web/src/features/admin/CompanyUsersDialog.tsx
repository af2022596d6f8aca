import type { Company } from '@gc/contracts/companies';
import type { User } from '@gc/contracts/users';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { useTableState } from '../../components/data-table/use-table-state.ts';
import { fetchUsers } from '../users/api.ts';
import { EditUserDialog } from '../users/EditUserDialog.tsx';
import { InviteUserDialog } from '../users/InviteUserDialog.tsx';
import { StatusChangeDialog } from '../users/StatusChangeDialog.tsx';
import { useGrantRules } from '../users/use-grant-rules.ts';
import { useUserColumns } from '../users/use-user-columns.tsx';
import { companyLabel } from './company-label.ts';

/**
 * A company's users, for a super admin (issue 17): the user management of /users, shown while the
 * admin area views that company (CompaniesTable puts its id in `companyViewId` for as long as this is
 * open), so the list, the invitation and the role rules are the users feature's own, scoped by the server.
 */
export function CompanyUsersDialog({ company, onClose }: { company: Company | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={company !== null}
      onClose={onClose}
      title={company ? t('adminArea.usersOf', { company: companyLabel(company) }) : ''}
      centered
      size="80rem"
    >
      {company && <CompanyUsers company={company} />}
    </Modal>
  );
}

function CompanyUsers({ company }: { company: Company }) {
  const { t } = useTranslation();
  const [state, setState] = useTableState({ sort: 'email' });
  const [isInviting, setIsInviting] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const [statusChange, setStatusChange] = useState<User | null>(null);
  const users = useQuery({
    queryKey: ['users', company.id, state],
    queryFn: () => fetchUsers(state),
    placeholderData: keepPreviousData,
  });
  const grants = useGrantRules();
  const columns = useUserColumns({ onEdit: setEditing, onStatusChange: setStatusChange, mayManage: grants.mayManage });

  return (
    <Stack>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('adminArea.usersHelp')}
        </Text>
        <Button leftSection={<IconUserPlus size={16} />} onClick={() => setIsInviting(true)}>
          {t('users.invite')}
        </Button>
      </Group>
      <DataTable
        label={t('adminArea.usersOf', { company: companyLabel(company) })}
        columns={columns}
        rows={users.data?.items ?? []}
        total={users.data?.total ?? 0}
        state={state}
        onStateChange={setState}
        rowKey={(user) => user.id}
        loading={users.isFetching}
      />
      <InviteUserDialog opened={isInviting} onClose={() => setIsInviting(false)} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <StatusChangeDialog user={statusChange} onClose={() => setStatusChange(null)} />
    </Stack>
  );
}
