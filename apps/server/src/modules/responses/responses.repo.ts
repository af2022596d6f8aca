import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { leads, plays } from '../../db/schema/index.ts';

/**
 * Where the previous batch ended. The timestamp travels as PostgreSQL's own text: a JS Date keeps
 * milliseconds only, and a cursor rounded down from microseconds would return its own row again.
 */
export type ResponseCursor = { createdAt: string; id: string };

/**
 * One batch of a campaign's responses, the decided plays whose game kept a state, in (created_at, id)
 * order after `cursor` (keyset pagination over plays_campaign_responses_idx, as the leads export):
 * each batch costs what the first does and nothing is held open between batches. With the lead that
 * played, when the player registered.
 */
export function responseBatch(
  db: DbOrTx,
  companyId: string,
  campaignId: string,
  cursor: ResponseCursor | null,
  limit: number,
) {
  const filters = [
    eq(plays.companyId, companyId),
    eq(plays.campaignId, campaignId),
    isNotNull(plays.state),
    ne(plays.page, 'open'),
  ];
  if (cursor) {
    filters.push(
      sql`${plays.createdAt} >= ${cursor.createdAt}::timestamptz`,
      sql`(${plays.createdAt} > ${cursor.createdAt}::timestamptz or ${plays.id} > ${cursor.id})`,
    );
  }
  return db
    .select({
      id: plays.id,
      cursorAt: sql<string>`${plays.createdAt}::text`,
      createdAt: plays.createdAt,
      state: plays.state,
      email: leads.email,
      firstName: leads.firstName,
      lastName: leads.lastName,
    })
    .from(plays)
    .leftJoin(leads, eq(leads.id, plays.leadId))
    .where(and(...filters))
    .orderBy(asc(plays.createdAt), asc(plays.id))
    .limit(limit);
}

export type ResponseRow = Awaited<ReturnType<typeof responseBatch>>[number];
