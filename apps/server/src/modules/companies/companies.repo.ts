import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, sessions, users } from '../../db/schema/index.ts';

export type CompanyRow = typeof companies.$inferSelect;

export function findCompany(db: DbOrTx, id: string) {
  return db
    .select()
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

export function listAllCompanies(db: DbOrTx) {
  return db.select().from(companies).orderBy(asc(companies.name));
}

/** A company sees itself and its children. */
export function listCompanyFamily(db: DbOrTx, companyId: string) {
  return db
    .select()
    .from(companies)
    .where(or(eq(companies.id, companyId), eq(companies.parentId, companyId)))
    .orderBy(asc(companies.name));
}

export async function insertCompany(db: DbOrTx, values: typeof companies.$inferInsert) {
  const [row] = await db.insert(companies).values(values).returning();
  return row;
}

export async function updateCompany(db: DbOrTx, id: string, values: Partial<typeof companies.$inferInsert>) {
  const [row] = await db.update(companies).set(values).where(eq(companies.id, id)).returning();
  return row;
}

/** The ids from `id` up its chain of parents (itself first); stops at a repeat, so a bad chain cannot loop. */
export async function ancestorIds(db: DbOrTx, id: string): Promise<string[]> {
  const chain: string[] = [];
  let next: string | null = id;
  while (next && !chain.includes(next)) {
    chain.push(next);
    const [row]: { parentId: string | null }[] = await db
      .select({ parentId: companies.parentId })
      .from(companies)
      .where(eq(companies.id, next))
      .limit(1);
    next = row?.parentId ?? null;
  }
  return chain;
}

/** Ends every open session of the company's users; their tokens are refused from now on. */
export async function revokeCompanySessions(db: DbOrTx, companyId: string, reason: string): Promise<void> {
  const companyUsers = db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
  await db.update(users).set({ tokensValidAfter: sql`now()` }).where(eq(users.companyId, companyId));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(inArray(sessions.userId, companyUsers), isNull(sessions.revokedAt)));
}
