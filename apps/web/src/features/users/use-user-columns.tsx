import { USER_STATUSES, type User } from '@gc/contracts/users';
import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCompanyDates } from '../../app/use-company-dates.ts';
import type { DataTableColumn } from '../../components/data-table/types.ts';
import { getSession } from '../../lib/session.ts';

const STATUS_COLORS = { ACTIVE: 'teal', INVITED: 'blue', PENDING: 'grape', DEACTIVATED: 'gray' } as const;

type Actions = {
  onEdit: (user: User) => void;
  onStatusChange: (user: User) => void;
  /** Whether the acting user may change this one (they could give every role it holds). */
  mayManage: (user: User) => boolean;
};

/** Columns of the users table; sortable fields are USER_SORT_FIELDS of the contracts. */
export function useUserColumns({ onEdit, onStatusChange, mayManage }: Actions): DataTableColumn<User>[] {
  const { t } = useTranslation();
  const dates = useCompanyDates();
  return [
    {
      key: 'email',
      title: t('users.email'),
      sortable: true,
      filter: { type: 'search', param: 'search' },
      render: (user) => user.email,
    },
    { key: 'firstName', title: t('users.firstName'), sortable: true, render: (user) => user.firstName },
    { key: 'lastName', title: t('users.lastName'), sortable: true, render: (user) => user.lastName },
    {
      key: 'roles',
      title: t('users.roles'),
      render: (user) => (
        <Group gap={4}>
          {user.roles.map((role) => (
            <Badge key={role} size="xs" variant="light">
              {t(`roles.${role}`)}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'status',
      title: t('users.status'),
      sortable: true,
      filter: {
        type: 'select',
        param: 'status',
        options: USER_STATUSES.map((status) => ({ value: status, label: t(`users.statuses.${status}`) })),
      },
      render: (user) => (
        <Badge size="sm" color={STATUS_COLORS[user.status]} variant="dot">
          {t(`users.statuses.${user.status}`)}
        </Badge>
      ),
    },
    { key: 'createdAt', title: t('users.createdAt'), sortable: true, render: (user) => dates.date(user.createdAt) },
    {
      key: 'actions',
      title: t('users.actions'),
      width: 96,
      render: (user) => {
        const isDeactivated = user.status === 'DEACTIVATED';
        // The server refuses changes to one's own roles and status, and to users holding a role the
        // acting user could not give; offer them only where they would work.
        const isSelf = user.id === getSession()?.claims.sub;
        if (isSelf || !mayManage(user)) return null;
        return (
          <Group gap={4} wrap="nowrap">
            {!isDeactivated && (
              <Tooltip label={t('users.edit')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('users.editUser', { email: user.email })}
                  onClick={() => onEdit(user)}
                >
                  <IconEdit size={16} />
                </ActionIcon>
              </Tooltip>
            )}
            <Tooltip label={t(isDeactivated ? 'users.activate' : 'users.deactivate')}>
              <ActionIcon
                variant="subtle"
                color={isDeactivated ? 'teal' : 'red'}
                aria-label={t(isDeactivated ? 'users.activateUser' : 'users.deactivateUser', { email: user.email })}
                onClick={() => onStatusChange(user)}
              >
                {isDeactivated ? <IconUserCheck size={16} /> : <IconUserOff size={16} />}
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      },
    },
  ];
}
