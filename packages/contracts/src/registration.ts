import { z } from 'zod';
import type { Role } from './roles.ts';
import { emailSchema } from './users.ts';
import { MAX_PASSWORD_LENGTH, MAX_TEXT_LENGTH } from './validation.ts';

/**
 * Self sign-up of a company (spec §2 `/register`): the company, the person who opens it, and their
 * log-in. The password's §5 rules are checked by the service (WEAK_PASSWORD names them); the founder
 * administers the company's users, so the strong variant applies (STRONG_PASSWORD_ROLES).
 */
const text = z.string().trim().min(1).max(MAX_TEXT_LENGTH);
export const registerCompanyRequestSchema = z.object({
  companyName: text,
  firstName: text,
  lastName: text,
  email: emailSchema,
  password: z.string().max(MAX_PASSWORD_LENGTH),
});
export type RegisterCompanyRequest = z.infer<typeof registerCompanyRequestSchema>;

/** The roles of the person who signs a company up: they build campaigns and invite their colleagues. */
export const FOUNDER_ROLES = ['USER_ADMIN', 'EDITOR'] as const satisfies readonly Role[];

export const registrationSchema = z.object({ email: z.string(), status: z.literal('PENDING') });

/** The link's token from the confirmation e-mail. */
export const confirmRegistrationRequestSchema = z.object({ token: z.string().min(1).max(200) });

export const resendConfirmationRequestSchema = z.object({ email: emailSchema });

/** Whether /register takes sign-ups (the log-in/registration restriction flag of §6 closes it). */
export const registrationAvailabilitySchema = z.object({ isOpen: z.boolean() });

/**
 * Where an account stands (spec §2 `/account-status`), as a log-in tells it: ACTIVE logs in, the
 * others are refused with ACCOUNT_PENDING, ACCOUNT_EXPIRED or ACCOUNT_DEACTIVATED.
 */
export const ACCOUNT_STATES = ['PENDING', 'ACTIVE', 'EXPIRED', 'DEACTIVATED'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];
