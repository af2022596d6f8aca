import { z } from 'zod';

/** KEPT: no SMTP_URL, the mail stays for a super admin to hand over; the others are the sender's states. */
export const OUTBOX_STATUSES = ['PENDING', 'SENDING', 'SENT', 'FAILED', 'KEPT'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** What is put in place of a secret (a reset or invitation link's token) in a listed mail. */
export const HIDDEN_SECRET = '••••••••';

/** GET /api/v1/admin/outbox: a mail as listed, with what only its recipient may read hidden. */
export const outboxMailSchema = z.object({
  id: z.string(),
  companyId: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** True when parts of the text are hidden: POST …/outbox/{id}/reveal shows them (and is audited). */
  hasHiddenSecrets: z.boolean(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** GET /api/v1/admin/outbox/{id}/reveals: the audit of one mail's reveals, newest first. */
export const outboxRevealSchema = z.object({
  revealedAt: z.string(),
  userId: z.string(),
  userEmail: z.string(),
});
export type OutboxReveal = z.infer<typeof outboxRevealSchema>;
