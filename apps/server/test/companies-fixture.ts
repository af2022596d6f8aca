import type { TokenPair } from '@gc/contracts/auth';
import { demoEmailFor, type Role, type UserType } from '@gc/contracts/roles';
import { eq } from 'drizzle-orm';
import { companies, users } from '../src/db/schema/index.ts';
import { DEMO_PASSWORD, type TestApp } from './test-app.ts';

export type SeededUser = { id: string; email: string; roles: Role[]; companyId: string };

type UserInput = {
  email: string;
  roles: Role[];
  firstName?: string;
  lastName?: string;
  type?: UserType;
  /** INVITED users have no password yet. */
  status?: 'ACTIVE' | 'INVITED' | 'DEACTIVATED';
};

/**
 * Writes users straight into the database, reusing the demo password's hash so that no argon2 work is
 * repeated; they log in with DEMO_PASSWORD like the demo users.
 */
export async function addUsers(t: TestApp, companyId: string, inputs: UserInput[]): Promise<SeededUser[]> {
  const [demo] = await t.ctx.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, demoEmailFor('USER')));
  if (inputs.length === 0) return [];
  const rows = await t.ctx.db
    .insert(users)
    .values(
      inputs.map((input) => ({
        companyId,
        email: input.email,
        roles: input.roles,
        firstName: input.firstName ?? 'Test',
        lastName: input.lastName ?? input.roles.join(' '),
        type: input.type ?? 'USER',
        status: input.status ?? 'ACTIVE',
        passwordHash: input.status === 'INVITED' ? null : demo.hash,
      })),
    )
    .returning();
  return rows.map((row) => ({ id: row.id, email: row.email, roles: row.roles as Role[], companyId: row.companyId }));
}

/** A company of its own (optionally with a parent) and its users. */
export async function addCompany(
  t: TestApp,
  input: { name: string; parentId?: string; timeZone?: string; users?: UserInput[] },
): Promise<{ id: string; name: string; users: SeededUser[] }> {
  const [company] = await t.ctx.db
    .insert(companies)
    .values({ name: input.name, parentId: input.parentId ?? null, timeZone: input.timeZone ?? 'Europe/Zurich' })
    .returning();
  return { id: company.id, name: company.name, users: await addUsers(t, company.id, input.users ?? []) };
}

let nextAddress = 0;

/**
 * A real log-in through the API. Each call comes from an address of its own, so that the per-IP log-in
 * limit (tested in the security suite) does not decide which test logs in last.
 */
export async function logIn(t: TestApp, email: string, password = DEMO_PASSWORD): Promise<TokenPair> {
  nextAddress++;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user-management/users/log-in',
    remoteAddress: `10.77.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`,
    payload: { username: email, password, grantType: 'password' },
  });
  if (response.statusCode !== 200)
    throw new Error(`log-in of ${email} failed: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** Logs in the demo user of each role and returns their access tokens. */
export async function demoTokens<R extends Role>(t: TestApp, roles: readonly R[]): Promise<Record<R, string>> {
  const entries = await Promise.all(
    roles.map(async (role) => [role, (await logIn(t, demoEmailFor(role))).accessToken] as const),
  );
  return Object.fromEntries(entries) as Record<R, string>;
}
