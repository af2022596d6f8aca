import type { Page } from '@gc/contracts/paging';
import type { InviteUserRequest, UpdateUserRequest, User } from '@gc/contracts/users';
import type { TableState } from '../../components/data-table/table-state.ts';
import { api } from '../../lib/api-client.ts';

const USERS = '/user-management/users';

export function fetchUsers(state: TableState) {
  return api<Page<User>>(USERS, {
    query: {
      page: state.page,
      size: state.size,
      search: state.filters.search ?? '',
      sort: state.sort ?? 'email',
      direction: state.direction,
      // Omitted when empty: the server refuses `status=` (not one of the statuses).
      status: state.filters.status ?? undefined,
    },
  });
}

export const inviteUser = (body: InviteUserRequest) => api<User>(USERS, { method: 'POST', body });

export const updateUser = (id: string, body: UpdateUserRequest) =>
  api<User>(`${USERS}/${encodeURIComponent(id)}`, { method: 'PUT', body });

export const deactivateUser = (id: string) =>
  api<User>(`${USERS}/${encodeURIComponent(id)}/deactivate`, { method: 'POST' });

export const activateUser = (id: string) =>
  api<User>(`${USERS}/${encodeURIComponent(id)}/activate`, { method: 'POST' });
