import { z } from 'zod';
import { MAX_SUPPORT_MESSAGE_LENGTH } from './support-limits.ts';

/**
 * A message to the support team from the chat widget (spec §2, CHAT_WIDGET): who sends it (e-mail, full
 * name, company) is the session's, never the body's; the page it was written on helps support find the problem.
 */
export const supportMessageRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, { error: 'Write a message.' })
    .max(MAX_SUPPORT_MESSAGE_LENGTH, { error: `A message has at most ${MAX_SUPPORT_MESSAGE_LENGTH} characters.` }),
  page: z.string().max(500).optional(),
});
export type SupportMessageRequest = z.infer<typeof supportMessageRequestSchema>;
