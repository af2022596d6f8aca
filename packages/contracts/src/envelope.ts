import { z } from 'zod';
import { checklistItemSchema } from './publish-checklist.ts';

/** Every successful response is `{ data }` (spec §7). */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

export const violationSchema = z.object({
  field: z.string().optional(),
  message: z.string(),
});
export type Violation = z.infer<typeof violationSchema>;

/** application/problem+json body of every error answer. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: z.string(),
  detail: z.string().optional(),
  violations: z.array(violationSchema),
  /** PUBLISH_CHECKLIST_FAILED: every item of the publish checklist, errors and warnings. */
  checklist: z.array(checklistItemSchema).optional(),
  /** ACCOUNT_EXPIRED: when the company's access ended (ISO 8601). */
  expirationDate: z.string().optional(),
  /** EULA_NOT_ACCEPTED: the demo company that must accept the EULA (accept-EULA/{companyId}). */
  companyId: z.string().optional(),
});
export type Problem = z.infer<typeof problemSchema>;
