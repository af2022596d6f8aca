import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * A prize with its stock. `issued` is the one counter a winning play moves, with a guarded update
 * (`issued < stock_total`) inside the play's transaction, so the pool can never give more than it has.
 */
export const prizePools = pgTable(
  'prize_pools',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    isUnlimited: boolean('is_unlimited').notNull().default(false),
    hasCodes: boolean('has_codes').notNull().default(false),
    /** For a pool with codes: the number of codes. Null when unlimited. */
    stockTotal: integer('stock_total'),
    issued: integer('issued').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('prize_pools_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * Voucher codes, numbered 1..n within their pool: the n-th winner of the pool gets the code with
 * seq n (the counter hands out numbers), so no two winners can get one code.
 */
export const voucherCodes = pgTable(
  'voucher_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    poolId: uuid('pool_id')
      .notNull()
      .references(() => prizePools.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    seq: integer('seq').notNull(),
    code: text('code').notNull(),
    playId: uuid('play_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /**
     * Issue 13's voucher life cycle: issued (claimed) once, then redeemed once at a point of sale, by
     * whom. Expired is not stored: it is the pool's expiresAt passing.
     */
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedByUserId: uuid('redeemed_by_user_id'),
    redeemedByEmail: text('redeemed_by_email'),
  },
  (t) => [
    uniqueIndex('voucher_codes_pool_seq_idx').on(t.poolId, t.seq),
    uniqueIndex('voucher_codes_pool_code_idx').on(t.poolId, t.code),
    uniqueIndex('voucher_codes_play_idx').on(t.playId).where(sql`${t.playId} is not null`),
    // A point of sale looks a code up by its text within the company (two pools may share a code).
    index('voucher_codes_company_code_idx').on(t.companyId, t.code),
  ],
);

/** Every change of odds or stock, who made it and what it was before (issue 4). */
export const prizeAuditLog = pgTable(
  'prize_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    poolId: uuid('pool_id'),
    campaignId: uuid('campaign_id'),
    details: jsonb('details').notNull().default({}),
  },
  (t) => [index('prize_audit_company_at_idx').on(t.companyId, t.at)],
);
