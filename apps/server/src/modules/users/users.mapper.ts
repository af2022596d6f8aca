import type { Role, UserType } from '@gc/contracts/roles';
import type { User } from '@gc/contracts/users';
import type { UserRow } from './users.repo.ts';

/** The one place a user row becomes an API shape: hashes and secrets never leave the server. */
export function toUserResponse(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roles: row.roles as Role[],
    type: row.type as UserType,
    status: row.status as User['status'],
    otpEnabled: row.otpSecret !== null,
    companyId: row.companyId,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}
