import { randomInt } from 'node:crypto';
import { demoEmailFor, ROLES, type Role } from '@gc/contracts/roles';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/passwords.ts';
import { type Db, queryRows } from './client.ts';
import { companies, users } from './schema/index.ts';

export type DemoSeedResult = { companyId: string; childCompanyId: string; password: string; generated: boolean };

/** A password that meets the strong §5 rules, for the demo accounts when DEMO_PASSWORD is not set. */
export function generateDemoPassword(): string {
  const alphabet = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const body = Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${body}-${randomInt(10)}aZ!`;
}

function demoName(role: Role) {
  const words = role.toLowerCase().split('_');
  return { firstName: 'Demo', lastName: words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ') };
}

/**
 * On the first start of an empty database: a demo company with a child company and one user per role.
 * The exclusive table lock makes several processes starting at once on PostgreSQL seed only once.
 */
export async function seedDemoIfEmpty(db: Db, demoPassword: string | undefined): Promise<DemoSeedResult | null> {
  const password = demoPassword ?? generateDemoPassword();
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table companies in exclusive mode`);
    const [existing] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from companies`);
    if ((existing?.n ?? 0) > 0) return null;
    const [company] = await tx
      .insert(companies)
      .values({ name: 'Demo Company', timeZone: 'Europe/Zurich' })
      .returning({ id: companies.id });
    const [child] = await tx
      .insert(companies)
      .values({ name: 'Demo Child Company', parentId: company.id, timeZone: 'Europe/Belgrade' })
      .returning({ id: companies.id });
    // One hash for all: the demo accounts share one password anyway, and argon2 is the slow part of a seed.
    const passwordHash = await hashPassword(password);
    for (const role of ROLES) {
      await tx.insert(users).values({
        companyId: company.id,
        email: demoEmailFor(role),
        passwordHash,
        roles: [role],
        type: role === 'SUPER_ADMIN' ? 'ADMIN' : 'USER',
        status: 'ACTIVE',
        ...demoName(role),
      });
    }
    return { companyId: company.id, childCompanyId: child.id, password, generated: demoPassword === undefined };
  });
}
