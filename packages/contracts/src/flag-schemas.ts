import { z } from 'zod';
import { FEATURE_FLAGS } from './flags.ts';

/** The flags API's bodies (flags.ts holds the names, without zod). */
export const flagMapSchema = z.record(z.enum(FEATURE_FLAGS), z.boolean());

export const setFlagRequestSchema = z.object({
  enabled: z.boolean(),
  /** null sets the global default. */
  companyId: z.string().uuid().nullable(),
});
