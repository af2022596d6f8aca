import { z } from 'zod';
import { MAX_TEXT_LENGTH } from './validation.ts';
import { imageAddressSchema } from './web-addresses.ts';

/**
 * Prize pools (issue 4, /prize-management): a prize with a limited stock (or unlimited), optionally
 * backed by voucher codes that are handed out one per winner. Wheel sectors point at a pool with odds.
 */
export const MAX_CODES_PER_POOL = 100_000;
export const MAX_CODE_LENGTH = 64;
/** Pattern characters for generated codes: # a digit, X a letter or digit (no 0/O, 1/I look-alikes); others are literal. */
export const CODE_PATTERN_RE = /^[A-Za-z0-9#X_-]{4,64}$/;

export const prizePoolSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** Unlimited pools never run out and have no codes. */
  isUnlimited: z.boolean(),
  /** Stock of a pool without codes; for a pool with codes, the number of codes. Null when unlimited. */
  stockTotal: z.number().int().nullable(),
  /** Prizes given so far. */
  issued: z.number().int(),
  /** stockTotal - issued, or null when unlimited. */
  remaining: z.number().int().nullable(),
  /** Whether winners get a voucher code from the pool's codes. */
  hasCodes: z.boolean(),
  codeCount: z.number().int(),
  /** Voucher codes redeemed at a point of sale (issue 13); 0 for a pool without codes. */
  redeemed: z.number().int(),
  /** Issued, not redeemed, and the pool past its expiry: vouchers nobody can use any more. */
  expired: z.number().int(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type PrizePool = z.infer<typeof prizePoolSchema>;

/** PostgreSQL text cannot hold NUL: refused here (400) rather than failing in the database (500). */
const hasNoNul = (value: string) => !value.includes('\u0000');
const NO_NUL = 'Text may not contain NUL characters.';
const nameSchema = z.string().trim().min(1, 'Please enter a name').max(MAX_TEXT_LENGTH).refine(hasNoNul, NO_NUL);
const descriptionSchema = z.string().trim().max(1000).refine(hasNoNul, NO_NUL);

const poolFields = {
  name: nameSchema,
  description: descriptionSchema.default(''),
  /** Shown as-is by the player and in the prize e-mail: an upload or an http(s) address, never javascript: or data:. */
  imageUrl: imageAddressSchema.nullable().default(null),
  expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
};

/** A pool with codes gets its stock from its codes; otherwise stock is a number or unlimited. */
export const createPrizePoolRequestSchema = z
  .object({
    ...poolFields,
    isUnlimited: z.boolean().default(false),
    hasCodes: z.boolean().default(false),
    stock: z.number().int().min(0).max(10_000_000).nullable().default(null),
  })
  .refine((v) => v.isUnlimited || v.hasCodes || v.stock !== null, {
    message: 'Enter the stock, or make the prize unlimited',
    path: ['stock'],
  })
  .refine((v) => !(v.isUnlimited && v.hasCodes), {
    message: 'A prize with voucher codes cannot be unlimited',
    path: ['isUnlimited'],
  });
export type CreatePrizePoolRequest = z.infer<typeof createPrizePoolRequestSchema>;

export const updatePrizePoolRequestSchema = z.object({
  name: nameSchema.optional(),
  description: descriptionSchema.optional(),
  imageUrl: imageAddressSchema.nullable().optional(),
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
  /** Only for pools without codes; never below the prizes already given. */
  stock: z.number().int().min(0).max(10_000_000).optional(),
});
export type UpdatePrizePoolRequest = z.infer<typeof updatePrizePoolRequestSchema>;

export const generateCodesRequestSchema = z.object({
  pattern: z
    .string()
    .regex(CODE_PATTERN_RE, 'Use 4 to 64 letters, digits, -, _ with # for a digit and X for a random character'),
  count: z.number().int().min(1).max(MAX_CODES_PER_POOL),
});
export type GenerateCodesRequest = z.infer<typeof generateCodesRequestSchema>;

export const importCodesResultSchema = z.object({
  added: z.number().int(),
  /** Codes already in the pool or repeated in the file, skipped. */
  duplicates: z.number().int(),
  /** Lines that were not a valid code (empty, too long, spaces inside), skipped. */
  invalid: z.number().int(),
  pool: prizePoolSchema,
});
export type ImportCodesResult = z.infer<typeof importCodesResultSchema>;

export const voucherCodeSchema = z.object({
  code: z.string(),
  claimedAt: z.iso.datetime({ offset: true }).nullable(),
});

export const PRIZE_AUDIT_ACTIONS = [
  'pool.created',
  'pool.updated',
  'pool.deleted',
  'codes.imported',
  'codes.generated',
  'odds.changed',
  'voucher.redeemed',
] as const;
export const prizeAuditEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  actorEmail: z.string(),
  action: z.enum(PRIZE_AUDIT_ACTIONS),
  poolId: z.uuid().nullable(),
  campaignId: z.uuid().nullable(),
  /** What changed: before/after values. */
  details: z.record(z.string(), z.unknown()),
});
export type PrizeAuditEntry = z.infer<typeof prizeAuditEntrySchema>;

/**
 * Issue 13's voucher life cycle, as a point of sale sees one code: in stock and never won (`not-issued`),
 * won (`issued`), used at a till (`redeemed`), or won and not used before the pool's expiry (`expired`).
 */
export const VOUCHER_STATUSES = ['not-issued', 'issued', 'redeemed', 'expired'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

/** A typed or scanned code: spaces around it are dropped; the server also tries it in upper case. */
export const voucherCodeInputSchema = z
  .string()
  .trim()
  .min(1, 'Please enter a code')
  .max(MAX_CODE_LENGTH, `A code has at most ${MAX_CODE_LENGTH} characters`)
  .refine(hasNoNul, NO_NUL);

export const voucherLookupQuerySchema = z.object({ code: voucherCodeInputSchema });

export const voucherSchema = z.object({
  code: z.string(),
  poolId: z.uuid(),
  poolName: z.string(),
  /** The campaign whose play won it; null when not issued (or issued outside a campaign's play). */
  campaign: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  issuedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The pool's expiry. */
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  status: z.enum(VOUCHER_STATUSES),
  redeemedAt: z.iso.datetime({ offset: true }).nullable(),
  redeemedByEmail: z.string().nullable(),
});
export type Voucher = z.infer<typeof voucherSchema>;

/** Every pool of the company holding the code (two pools may hold the same text); never empty (404 instead). */
export const voucherLookupSchema = z.object({ vouchers: z.array(voucherSchema) });
export type VoucherLookup = z.infer<typeof voucherLookupSchema>;

export const redeemVoucherRequestSchema = z.object({
  code: voucherCodeInputSchema,
  /** Which pool's code, when several pools hold the same text. */
  poolId: z.uuid({ error: 'Unknown prize' }).optional(),
});
export type RedeemVoucherRequest = z.infer<typeof redeemVoucherRequestSchema>;
