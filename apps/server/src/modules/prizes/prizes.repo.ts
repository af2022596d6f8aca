import type { PageQuery } from '@gc/contracts/paging';

export type CodesQuery = Pick<PageQuery, 'page' | 'size' | 'search'>;

import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { prizePools } from '../../db/schema/index.ts';

/** Every query here is scoped to one company, and sees only pools that are not deleted. */
const livePoolOf = (companyId: string) => and(eq(prizePools.companyId, companyId), isNull(prizePools.deletedAt));

/**
 * Codes are numbered 1..n without gaps, so the highest seq is the number of codes: one read of the
 * (pool_id, seq) index instead of counting up to 100,000 rows for every pool in a list.
 */
// Written out in full: Drizzle renders the outer column as a bare "id", which inside the subquery
// would be voucher_codes.id.
const codeCount =
  sql<number>`(select coalesce(max(vc.seq), 0) from voucher_codes vc where vc.pool_id = prize_pools.id)`.mapWith(
    Number,
  );

/** Vouchers of the pool used at a point of sale (issue 13). */
const redeemedCount =
  sql<number>`(select count(*) from voucher_codes vc where vc.pool_id = prize_pools.id and vc.redeemed_at is not null)`.mapWith(
    Number,
  );

export type PoolRow = typeof prizePools.$inferSelect & { codeCount: number; redeemedCount: number };

const poolColumns = {
  id: prizePools.id,
  companyId: prizePools.companyId,
  name: prizePools.name,
  description: prizePools.description,
  imageUrl: prizePools.imageUrl,
  isUnlimited: prizePools.isUnlimited,
  hasCodes: prizePools.hasCodes,
  stockTotal: prizePools.stockTotal,
  issued: prizePools.issued,
  expiresAt: prizePools.expiresAt,
  createdAt: prizePools.createdAt,
  updatedAt: prizePools.updatedAt,
  deletedAt: prizePools.deletedAt,
  codeCount,
  redeemedCount,
};

export function listCompanyPools(db: DbOrTx, companyId: string): Promise<PoolRow[]> {
  return db
    .select(poolColumns)
    .from(prizePools)
    .where(livePoolOf(companyId))
    .orderBy(desc(prizePools.createdAt), desc(prizePools.id));
}

export function findCompanyPool(db: DbOrTx, companyId: string, poolId: string) {
  return db
    .select(poolColumns)
    .from(prizePools)
    .where(and(livePoolOf(companyId), eq(prizePools.id, poolId)))
    .limit(1)
    .then((rows) => rows[0] as PoolRow | undefined);
}

/**
 * The pool row locked until the transaction ends: stock edits and code imports queue behind each
 * other and behind winning plays (whose guarded update takes the same row lock).
 */
export function lockCompanyPool(db: DbOrTx, companyId: string, poolId: string) {
  return db
    .select()
    .from(prizePools)
    .where(and(livePoolOf(companyId), eq(prizePools.id, poolId)))
    .for('update')
    .limit(1)
    .then((rows) => rows[0] as typeof prizePools.$inferSelect | undefined);
}

export async function insertPool(db: DbOrTx, values: typeof prizePools.$inferInsert) {
  const [row] = await db.insert(prizePools).values(values).returning();
  return row;
}

export async function updateCompanyPool(
  db: DbOrTx,
  companyId: string,
  poolId: string,
  values: Partial<typeof prizePools.$inferInsert>,
) {
  const [row] = await db
    .update(prizePools)
    .set({ ...values, updatedAt: new Date() })
    .where(and(livePoolOf(companyId), eq(prizePools.id, poolId)))
    .returning();
  return row as typeof prizePools.$inferSelect | undefined;
}

/**
 * Names of the company's live (ACTIVE or SCHEDULED) campaigns whose draft or current release names the
 * pool anywhere in its game settings (a wheel's sector, a quiz's outcome, the common `poolIds` list):
 * a pool id is a random uuid, so any value equal to it is a reference, whatever the game's shape. The
 * JSON path runs in SQL, without loading the documents.
 */
export async function liveCampaignsUsingPool(db: DbOrTx, companyId: string, poolId: string): Promise<string[]> {
  const variables = JSON.stringify({ pool: poolId });
  const uses = (document: SQL) =>
    sql`jsonb_path_exists(${document}, '$.game.settings.** ? (@ == $pool)', ${variables}::jsonb)`;
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select c.name from campaigns c
        left join campaign_releases r on r.id = c.current_release_id and r.company_id = c.company_id
        where c.company_id = ${companyId} and c.status in ('ACTIVE', 'SCHEDULED')
          and (${uses(sql`c.document`)} or (r.id is not null and ${uses(sql`r.document`)}))
        order by lower(c.name)`,
  );
  return rows.map((row) => row.name);
}

/** The number of codes in the pool (their highest seq; see codeCount). */
export async function lastCodeSeq(db: DbOrTx, poolId: string): Promise<number> {
  const [row] = await queryRows<{ last: number | string }>(
    db,
    sql`select coalesce(max(seq), 0) as last from voucher_codes where pool_id = ${poolId}`,
  );
  return Number(row.last);
}

/** The pool's vouchers redeemed at a point of sale. */
export async function countRedeemed(db: DbOrTx, poolId: string): Promise<number> {
  const [row] = await queryRows<{ redeemed: number | string }>(
    db,
    sql`select count(*) as redeemed from voucher_codes where pool_id = ${poolId} and redeemed_at is not null`,
  );
  return Number(row.redeemed);
}

/** Which of `codes` the pool already holds. The list travels as one JSON parameter, whatever its length. */
export async function codesAlreadyInPool(db: DbOrTx, poolId: string, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await queryRows<{ code: string }>(
    db,
    sql`select v.code from voucher_codes v
        join jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb) as t(code) on t.code = v.code
        where v.pool_id = ${poolId}`,
  );
  return new Set(rows.map((row) => row.code));
}

export async function allCodesOfPool(db: DbOrTx, poolId: string): Promise<Set<string>> {
  const rows = await queryRows<{ code: string }>(db, sql`select code from voucher_codes where pool_id = ${poolId}`);
  return new Set(rows.map((row) => row.code));
}

/**
 * Appends codes numbered afterSeq+1, afterSeq+2, … in file order, with one statement and one JSON
 * parameter (a VALUES list of 100,000 rows would need 400,000 bind parameters, over PostgreSQL's limit).
 */
export async function appendCodes(
  db: DbOrTx,
  companyId: string,
  poolId: string,
  afterSeq: number,
  codes: readonly string[],
) {
  if (codes.length === 0) return;
  await db.execute(
    sql`insert into voucher_codes (pool_id, company_id, seq, code)
        select ${poolId}, ${companyId}, ${afterSeq}::int + t.n::int, t.code
        from jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb) with ordinality as t(code, n)`,
  );
}

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A page of the pool's codes in the order winners get them. */
export async function listPoolCodes(db: DbOrTx, companyId: string, poolId: string, query: CodesQuery) {
  const filters: SQL[] = [sql`pool_id = ${poolId}`, sql`company_id = ${companyId}`];
  if (query.search) filters.push(sql`code ilike ${`%${escapeLike(query.search)}%`}`);
  const where = sql.join(filters, sql` and `);
  const [items, [{ total }]] = await Promise.all([
    queryRows<{ code: string; claimedAt: string | null }>(
      db,
      sql`select code, to_json(claimed_at) #>> '{}' as "claimedAt" from voucher_codes where ${where}
          order by seq limit ${query.size} offset ${query.page * query.size}`,
    ),
    queryRows<{ total: number | string }>(db, sql`select count(*) as total from voucher_codes where ${where}`),
  ]);
  return { items, total: Number(total) };
}
