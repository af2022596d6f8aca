import { z } from 'zod';
import { attemptSchema } from './integrations.ts';

/**
 * Loyalty (spec §3 Loyalty outcome setting, Company integration, Spending points; §4 Loyalty form;
 * §7 Loyalty). A company's loyalty programs, what an outcome awards, what a play costs.
 */

const httpUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .regex(/^https?:\/\/[^\s]+$/i, 'Enter a web address starting with http:// or https://');

export const LOYALTY_IDENTIFIER_REQUIRED = 'The loyalty identifier is required.';

export const loyaltyIntegrationBodySchema = z.object({
  /** loyaltyIntegration.key: how the program is named to the lead flow and in outcome settings. */
  key: z
    .string()
    .trim()
    .min(1, 'The key is required.')
    .max(64)
    .regex(/^[A-Za-z0-9_.-]+$/, 'Only letters, digits, dot, underscore and hyphen are allowed.'),
  name: z.string().trim().min(1, 'The name is required.').max(100),
  /** Where the lead flow sends awarded points; may be set later. */
  endpointUrl: z.union([z.literal(''), httpUrlSchema]).default(''),
});
export type LoyaltyIntegrationBody = z.infer<typeof loyaltyIntegrationBodySchema>;

export const loyaltyIntegrationSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  name: z.string(),
  endpointUrl: z.string(),
  /** Spec §3 shape: id, loyaltyIntegration.key. */
  loyaltyIntegration: z.object({ key: z.string() }),
});
export type LoyaltyIntegration = z.infer<typeof loyaltyIntegrationSchema>;

/** Spec §3 Loyalty outcome setting. */
export const loyaltyOutcomeSettingSchema = z.object({
  id: z.uuid(),
  outcomeId: z.string(),
  companyIntegrationId: z.uuid(),
  identifier: z.string(),
  points: z.number().int().nullable(),
  campaignId: z.uuid(),
  integrationKey: z.string(),
});
export type LoyaltyOutcomeSetting = z.infer<typeof loyaltyOutcomeSettingSchema>;

const pointsSchema = z
  .number({ error: 'Points must be a whole number.' })
  .int('Points must be a whole number.')
  .min(0, 'Points may not be negative.')
  .max(1_000_000);

/**
 * The §4 Loyalty form as submitted for one outcome: companyIntegrationId '' deletes the outcome's
 * setting, an id creates or updates it, null changes nothing.
 */
export const loyaltyFormSubmitSchema = z
  .object({
    companyIntegrationId: z.union([z.literal(''), z.uuid(), z.null()]),
    identifier: z.string().trim().max(255).default(''),
    points: pointsSchema.nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (typeof value.companyIntegrationId === 'string' && value.companyIntegrationId !== '' && !value.identifier) {
      ctx.addIssue({ code: 'custom', path: ['identifier'], message: LOYALTY_IDENTIFIER_REQUIRED });
    }
  });
export type LoyaltyFormSubmit = z.infer<typeof loyaltyFormSubmitSchema>;

/** What the form submit did, and the campaign's registration as it stands after it (§4). */
export const loyaltyFormResultSchema = z.object({
  action: z.enum(['created', 'updated', 'deleted', 'none']),
  setting: loyaltyOutcomeSettingSchema.nullable(),
  registrationType: z.string(),
  registerPageIncluded: z.boolean(),
  /** The draft's revision after the change: the builder reloads its draft when it moved. */
  revision: z.number().int(),
});
export type LoyaltyFormResult = z.infer<typeof loyaltyFormResultSchema>;

/** Spec §3 Spending points, per campaign (fields of our design: the program, points per play). */
export const spendingPointsBodySchema = z.object({
  companyIntegrationId: z.uuid({ error: 'Choose a loyalty integration.' }),
  pointsPerPlay: z
    .number({ error: 'Points per play must be a whole number.' })
    .int('Points per play must be a whole number.')
    .min(1, 'A play costs at least 1 point.')
    .max(1_000_000),
});
export type SpendingPointsBody = z.infer<typeof spendingPointsBodySchema>;

export const spendingPointsSchema = spendingPointsBodySchema.extend({
  id: z.uuid(),
  campaignId: z.uuid(),
  integrationKey: z.string(),
});
export type SpendingPoints = z.infer<typeof spendingPointsSchema>;

/** Points given to a player by the company (a top-up from its own program). */
export const loyaltyCreditBodySchema = z.object({
  clientUserId: z.string().trim().min(1).max(128),
  points: z.number().int().min(1).max(1_000_000),
});
export const loyaltyBalanceSchema = z.object({
  integrationId: z.uuid(),
  clientUserId: z.string(),
  points: z.number().int(),
});
export type LoyaltyBalance = z.infer<typeof loyaltyBalanceSchema>;

/** The app's signing secret: whether it exists; the secret itself only in the answer that made it. */
export const appSecretStatusSchema = z.object({ exists: z.boolean(), createdAt: z.iso.datetime().nullable() });
export const appSecretCreatedSchema = z.object({ secret: z.string(), createdAt: z.iso.datetime() });

/** What a loyalty play did to the player's points; absent from plays of campaigns without loyalty. */
export const playLoyaltySchema = z.object({
  spent: z.number().int(),
  awarded: z.number().int(),
  balance: z.number().int(),
});
export type PlayLoyalty = z.infer<typeof playLoyaltySchema>;

/** An award's delivery to its program: pending (waiting or retrying), delivered, or dead (given up: failed). */
export const LOYALTY_AWARD_STATUSES = ['pending', 'delivered', 'dead'] as const;
export type LoyaltyAwardStatus = (typeof LOYALTY_AWARD_STATUSES)[number];

/** One award of a program as the account page lists it, with where its delivery stands. */
export const loyaltyAwardSchema = z.object({
  id: z.string(),
  clientUserId: z.string(),
  points: z.number().int(),
  identifier: z.string().nullable(),
  campaignId: z.string().nullable(),
  playId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  deliveredAt: z.iso.datetime().nullable(),
  status: z.enum(LOYALTY_AWARD_STATUSES),
  attempts: z.number().int(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
});
export type LoyaltyAward = z.infer<typeof loyaltyAwardSchema>;

/** One award with every attempt to deliver it, oldest first (the account page's delivery log). */
export const loyaltyAwardDetailSchema = loyaltyAwardSchema.extend({ attemptsLog: z.array(attemptSchema) });
export type LoyaltyAwardDetail = z.infer<typeof loyaltyAwardDetailSchema>;

export const loyaltyAwardsQuerySchema = z.object({
  status: z.enum(LOYALTY_AWARD_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
