import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { demoOffers } from '../../db/schema/index.ts';

export type DemoOfferRow = typeof demoOffers.$inferSelect;

/** Offers are the platform's, not a company's: sales staff see every one of them. */
export async function listDemoOffers(db: DbOrTx, page: { page: number; size: number }) {
  const [items, [{ total }]] = await Promise.all([
    db
      .select()
      .from(demoOffers)
      .orderBy(desc(demoOffers.createdAt), desc(demoOffers.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ total: count() }).from(demoOffers),
  ]);
  return { items, total };
}

export async function findDemoOffer(db: DbOrTx, id: string): Promise<DemoOfferRow | undefined> {
  const [row] = await db.select().from(demoOffers).where(eq(demoOffers.id, id));
  return row;
}

export async function insertDemoOffer(db: DbOrTx, values: typeof demoOffers.$inferInsert): Promise<DemoOfferRow> {
  const [row] = await db.insert(demoOffers).values(values).returning();
  return row;
}

/** CREATED or SENT becomes SENT (a resend too); a COMPLETED offer is left alone (no row back). */
export async function markDemoOfferSent(db: DbOrTx, id: string): Promise<DemoOfferRow | undefined> {
  const [row] = await db
    .update(demoOffers)
    .set({ status: 'SENT', sentAt: new Date() })
    .where(and(eq(demoOffers.id, id), ne(demoOffers.status, 'COMPLETED')))
    .returning();
  return row;
}

/**
 * Takes the offer for one registration: the guarded update lets exactly one of concurrent
 * registrations through (the others wait for its row lock and then find it COMPLETED).
 */
export async function claimDemoOffer(db: DbOrTx, id: string): Promise<DemoOfferRow | undefined> {
  const [row] = await db
    .update(demoOffers)
    .set({ status: 'COMPLETED', completedAt: new Date() })
    .where(and(eq(demoOffers.id, id), ne(demoOffers.status, 'COMPLETED')))
    .returning();
  return row;
}

export async function setDemoOfferCompany(db: DbOrTx, id: string, companyId: string): Promise<void> {
  await db.update(demoOffers).set({ companyId }).where(eq(demoOffers.id, id));
}
