import type { DatabaseKind } from '../src/db/client.ts';
import { apiClient } from './api-client.ts';
import { addCompany, addUsers, demoTokens } from './companies-fixture.ts';
import { createTestApp } from './test-app.ts';

export const USERS = '/api/v1/user-management/users';
export const EXISTS = '/api/v1/user-management/user-details/exists';
export const ME = '/api/v1/user-management/user-details/logged-in';

/**
 * The data both user-management suites start from: the demo company with three "Listmark" users
 * (one invited) and another company with its own user admin and a Listmark user.
 */
export async function seedUserManagement(kind: DatabaseKind) {
  const t = await createTestApp(kind);
  const api = apiClient(t.app);
  const tokens = await demoTokens(t, ['USER_ADMIN', 'SUPER_USER_ADMIN', 'SUPER_ADMIN', 'VIEWER', 'EDITOR'] as const);
  const listed = await addUsers(t, t.seed.companyId, [
    { email: 'listmark-bravo@demo.test', roles: ['VIEWER'], firstName: 'Listmark', lastName: 'Bravo' },
    { email: 'listmark-alpha@demo.test', roles: ['EDITOR'], firstName: 'Listmark', lastName: 'Alpha' },
    {
      email: 'listmark-charlie@demo.test',
      roles: ['USER'],
      firstName: 'Listmark',
      lastName: 'Charlie',
      status: 'INVITED',
    },
  ]);
  const other = await addCompany(t, {
    name: 'Other Company',
    users: [
      { email: 'admin@other.test', roles: ['USER_ADMIN'], firstName: 'Other', lastName: 'Admin' },
      { email: 'listmark-other@other.test', roles: ['USER'], firstName: 'Listmark', lastName: 'Other' },
    ],
  });
  const list = (query: string, token = tokens.USER_ADMIN) => api.get(`${USERS}?${query}`, token);
  return { t, api, tokens, listed, other, list };
}

export type UserManagementSeed = Awaited<ReturnType<typeof seedUserManagement>>;
