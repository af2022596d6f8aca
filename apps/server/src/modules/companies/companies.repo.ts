import { asc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';

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
