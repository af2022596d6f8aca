import { z } from 'zod';

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
});
export type Problem = z.infer<typeof problemSchema>;
