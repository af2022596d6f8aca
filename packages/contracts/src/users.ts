import { z } from 'zod';
import { ROLES, USER_TYPES } from './roles.ts';
import { EMAIL_PATTERN, MAX_TEXT_LENGTH } from './validation.ts';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(MAX_TEXT_LENGTH)
  .regex(EMAIL_PATTERN, 'Please enter a valid email');

/** PENDING: signed up at /register, e-mail not confirmed yet. */
export const USER_STATUSES = ['ACTIVE', 'INVITED', 'PENDING', 'DEACTIVATED'] as const;

export const companySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  tags: z.array(z.string()),
  timeZone: z.string(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.enum(ROLES)),
  type: z.enum(USER_TYPES),
  status: z.enum(USER_STATUSES),
  otpEnabled: z.boolean(),
  companyId: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** GET /user-management/user-details/logged-in */
export const loggedInUserSchema = userSchema.extend({ company: companySummarySchema });
export type LoggedInUser = z.infer<typeof loggedInUserSchema>;

const name = z.string().trim().max(MAX_TEXT_LENGTH);

export const inviteUserRequestSchema = z.object({
  email: emailSchema,
  firstName: name.min(1),
  lastName: name.min(1),
  roles: z.array(z.enum(ROLES)).min(1).max(ROLES.length),
  type: z.enum(USER_TYPES).default('USER'),
});
export type InviteUserRequest = z.infer<typeof inviteUserRequestSchema>;

export const updateUserRequestSchema = z.object({
  firstName: name.min(1).optional(),
  lastName: name.min(1).optional(),
  roles: z.array(z.enum(ROLES)).min(1).max(ROLES.length).optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const updateProfileRequestSchema = z.object({ firstName: name.min(1), lastName: name.min(1) });

export const USER_SORT_FIELDS = ['email', 'firstName', 'lastName', 'createdAt', 'status'] as const;
