/**
 * Remote feature flags of §6: a global default, overridable per company. Their schemas are in
 * flag-schemas.ts: the builder's route guards read this file, and its start-up bundle stays without zod.
 */
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
export type FlagMap = Record<FeatureFlag, boolean>;
