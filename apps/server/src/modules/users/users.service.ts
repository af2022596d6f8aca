import type { PageQuery } from '@gc/contracts/paging';
import { type GrantScope, grantableRoles, grantableTypes, mayManageUser } from '@gc/contracts/role-grants';
import type { Role } from '@gc/contracts/roles';
import type { InviteUserRequest, LoggedInUser, UpdateUserRequest, User } from '@gc/contracts/users';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { revokeAllSessions } from '../auth/auth.repo.ts';
import { sendInvitation } from '../auth/password-links.service.ts';
import { toCompanySummary } from '../companies/companies.mapper.ts';
import { findCompany } from '../companies/companies.repo.ts';
import { toUserResponse } from './users.mapper.ts';
import { emailExists, findCompanyUser, insertUser, listCompanyUsers, updateCompanyUser } from './users.repo.ts';

const scopeOf = (actor: Actor): GrantScope => ({
  actorRoles: actor.roles,
  isHomeCompany: actor.companyId === actor.homeCompanyId,
});

const notGrantable = (field: 'roles' | 'type', message: string) =>
  new AppError('ROLE_NOT_GRANTABLE', 403, message, { violations: [{ field, message }] });

/** Company-level admins manage their own company only; a super admin manages any (docs/security.md). */
function assertManagesUsersHere(actor: Actor) {
  if (grantableRoles(scopeOf(actor)).length === 0) throw forbidden('You cannot manage the users of this company.');
}

function assertCanGrant(actor: Actor, roles: readonly Role[], type?: string) {
  const allowed = grantableRoles(scopeOf(actor));
  const refused = roles.filter((role) => !allowed.includes(role));
  if (refused.length > 0) throw notGrantable('roles', `You cannot give the role ${refused.join(', ')}.`);
  if (type !== undefined && !(grantableTypes(scopeOf(actor)) as string[]).includes(type)) {
    throw notGrantable('type', `You cannot create users of type ${type}.`);
  }
}

/** Editing or (de)activating a user who holds a role (or type) the actor could not give is refused too. */
function assertCanManage(actor: Actor, user: { roles: string[]; type: string }) {
  if (!mayManageUser(scopeOf(actor), user)) {
    throw notGrantable('roles', 'You cannot change a user who holds a role you cannot give.');
  }
}

const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 409, 'A user with this e-mail already exists.', {
    violations: [{ field: 'email', message: 'A user with this e-mail already exists.' }],
  });

const cannotChangeSelf = (what: string) =>
  new AppError('CANNOT_CHANGE_SELF', 400, `You cannot ${what} your own account here.`);

export async function listUsers(ctx: AppContext, actor: Actor, query: PageQuery & { status?: string }) {
  assertManagesUsersHere(actor);
  const { items, total } = await listCompanyUsers(ctx.db, actor.companyId, query);
  return { items: items.map(toUserResponse), total, page: query.page, size: query.size };
}

export async function inviteUser(ctx: AppContext, actor: Actor, input: InviteUserRequest): Promise<User> {
  assertManagesUsersHere(actor);
  assertCanGrant(actor, input.roles, input.type);
  if (await emailExists(ctx.db, input.email)) throw emailTaken();
  const user = await ctx.db
    .transaction(async (tx) => {
      const row = await insertUser(tx, {
        companyId: actor.companyId,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        roles: input.roles,
        type: input.type,
        status: 'INVITED',
      });
      await sendInvitation(ctx, tx, row);
      return row;
    })
    .catch((error: unknown) => {
      // Two invitations of one address at once: the unique index decides, the loser gets the same 409.
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
  ctx.mailer.kick();
  return toUserResponse(user);
}

export async function updateUser(
  ctx: AppContext,
  actor: Actor,
  userId: string,
  input: UpdateUserRequest,
): Promise<User> {
  assertManagesUsersHere(actor);
  const existing = await findCompanyUser(ctx.db, actor.companyId, userId);
  if (!existing) throw notFound('User');
  assertCanManage(actor, existing);
  const isRoleChange = input.roles !== undefined && !sameRoles(input.roles, existing.roles as Role[]);
  if (isRoleChange) {
    if (userId === actor.userId) throw cannotChangeSelf('change the roles of');
    assertCanGrant(actor, input.roles ?? []);
  }
  const row = await ctx.db.transaction(async (tx) => {
    // A role change ends the user's sessions, so that no token carries the old roles (the SPA logs out).
    const updated = await updateCompanyUser(tx, actor.companyId, userId, {
      ...input,
      ...(isRoleChange ? { tokensValidAfter: new Date() } : {}),
    });
    if (updated && isRoleChange) await revokeAllSessions(tx, userId, 'roles-changed');
    return updated;
  });
  if (!row) throw notFound('User');
  return toUserResponse(row);
}

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** A deactivated user's sessions end at once: every token of theirs is refused from now on. */
export async function setUserActive(ctx: AppContext, actor: Actor, userId: string, isActive: boolean): Promise<User> {
  if (userId === actor.userId) throw cannotChangeSelf(isActive ? 'activate' : 'deactivate');
  assertManagesUsersHere(actor);
  const existing = await findCompanyUser(ctx.db, actor.companyId, userId);
  if (!existing) throw notFound('User');
  assertCanManage(actor, existing);
  const row = await ctx.db.transaction(async (tx) => {
    const status = isActive ? (existing.passwordHash ? 'ACTIVE' : 'INVITED') : 'DEACTIVATED';
    const updated = await updateCompanyUser(tx, actor.companyId, userId, {
      status,
      ...(isActive ? {} : { tokensValidAfter: new Date() }),
    });
    if (!isActive) await revokeAllSessions(tx, userId, 'deactivated');
    return updated;
  });
  if (!row) throw notFound('User');
  return toUserResponse(row);
}

export async function loggedInUser(ctx: AppContext, actor: Actor): Promise<LoggedInUser> {
  const user = await findCompanyUser(ctx.db, actor.homeCompanyId, actor.userId);
  const company = await findCompany(ctx.db, actor.homeCompanyId);
  if (!user || !company) throw notFound('User');
  return { ...toUserResponse(user), company: toCompanySummary(company) };
}

export async function updateProfile(
  ctx: AppContext,
  actor: Actor,
  input: { firstName: string; lastName: string },
): Promise<LoggedInUser> {
  await updateCompanyUser(ctx.db, actor.homeCompanyId, actor.userId, input);
  return loggedInUser(ctx, actor);
}

export function userEmailExists(ctx: AppContext, email: string) {
  return emailExists(ctx.db, email);
}
