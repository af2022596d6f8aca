import { z } from 'zod';

/** Remote feature flags of §6: a global default, overridable per company. */
export const FEATURE_FLAGS = [
  'ANALYTICS',
  'EXPORTS',
  'CALENDAR',
  'LIMITS',
  'CHAT_WIDGET',
  'LOGIN_REGISTRATION_RESTRICTION',
  'SIMULTANEOUS_EDIT_PREVENTION',
  'INTERNAL_ANALYTICS',
  'CUSTOM_OUTCOME_ATTRIBUTES',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const flagMapSchema = z.record(z.enum(FEATURE_FLAGS), z.boolean());
export type FlagMap = Record<FeatureFlag, boolean>;

export const setFlagRequestSchema = z.object({
  enabled: z.boolean(),
  /** null sets the global default. */
  companyId: z.string().uuid().nullable(),
});
