import type { PageQuery } from '@gc/contracts/paging';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Every query here is scoped to one company: a user is never loaded by id alone. */
const scopedToCompany = (companyId: string) => eq(users.companyId, companyId);

const SORT_COLUMNS = {
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  createdAt: users.createdAt,
  status: users.status,
} as const;

export type UserRow = typeof users.$inferSelect;

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listCompanyUsers(db: DbOrTx, companyId: string, query: PageQuery & { status?: string }) {
  const filters: SQL[] = [scopedToCompany(companyId)];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const match = or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern));
    if (match) filters.push(match);
  }
  if (query.status) filters.push(eq(users.status, query.status));
  const where = and(...filters);
  const column = SORT_COLUMNS[(query.sort ?? 'createdAt') as keyof typeof SORT_COLUMNS] ?? users.createdAt;
  const order = query.direction === 'ASC' ? asc(column) : desc(column);
  const [items, [{ total }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(order, asc(users.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items, total };
}

export function findCompanyUser(db: DbOrTx, companyId: string, userId: string) {
  return db
    .select()
    .from(users)
    .where(and(scopedToCompany(companyId), eq(users.id, userId)))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

export async function updateCompanyUser(
  db: DbOrTx,
  companyId: string,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(scopedToCompany(companyId), eq(users.id, userId)))
    .returning();
  return row;
}

export function emailExists(db: DbOrTx, email: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1)
    .then((rows) => rows.length > 0);
}
