import type { Role } from '@gc/contracts/roles';
import { eq } from 'drizzle-orm';
import { companies } from '../src/db/schema/index.ts';
import { addCompany, logIn } from './companies-fixture.ts';
import type { TestApp } from './test-app.ts';

/** The roles a company's own users hold; platform roles reach across companies by design and are left out. */
const TENANT_ROLES: Role[] = ['USER', 'USER_ADMIN', 'EDITOR', 'VIEWER', 'CREATOR'];

export type Walker = { role: Role; email: string; token: string };

/** Company B, the attacker: one logged-in user per tenant role, and a child company. */
export async function seedCompanyB(t: TestApp): Promise<Walker[]> {
  const b = await addCompany(t, {
    name: 'Bravo Company',
    users: TENANT_ROLES.map((role) => ({
      email: `${role.toLowerCase()}@bravo.test`,
      roles: [role],
      firstName: 'Bravo',
      lastName: role,
    })),
  });
  await addCompany(t, { name: 'Bravo Child', parentId: b.id });
  // B has the advanced builder too, so that its walkers reach those routes' handlers (issue 17).
  await t.ctx.db
    .update(companies)
    .set({ tags: ['builder2access'] })
    .where(eq(companies.id, b.id));
  const walkers: Walker[] = [];
  for (const user of b.users) {
    walkers.push({ role: user.roles[0], email: user.email, token: (await logIn(t, user.email)).accessToken });
  }
  return walkers;
}
