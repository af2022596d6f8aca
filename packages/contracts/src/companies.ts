import { z } from 'zod';
import { customAttributeSchemaSchema } from './custom-attributes.ts';
import { MAX_TEXT_LENGTH } from './validation.ts';

export const COMPANY_TAGS = ['builder2access', 'showCustomOutcomeAttributes'] as const;

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  tags: z.array(z.string()),
  timeZone: z.string(),
  expirationDate: z.string().nullable(),
  /** When a super admin deactivated it (its users cannot log in); null while it is active. */
  deactivatedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const createCompanyRequestSchema = z.object({
  name: z.string().trim().min(1).max(MAX_TEXT_LENGTH),
  parentId: z.string().uuid().nullable().default(null),
  tags: z.array(z.enum(COMPANY_TAGS)).default([]),
  timeZone: z.string().max(64).default('Europe/Zurich'),
  /** The day after which nobody of the company can log in (an ISO date-time); null: no end. */
  expirationDate: z.iso.datetime({ offset: true }).nullable().default(null),
});
/** No defaults here: a field left out of an update keeps its stored value. */
export const updateCompanyRequestSchema = z.object({
  name: z.string().trim().min(1).max(MAX_TEXT_LENGTH).optional(),
  tags: z.array(z.enum(COMPANY_TAGS)).optional(),
  timeZone: z.string().max(64).optional(),
  /** A company's parent; null makes it a top-level company. Never itself nor one of its children. */
  parentId: z.uuid().nullable().optional(),
  expirationDate: z.iso.datetime({ offset: true }).nullable().optional(),
  /** The custom outcome attribute schema of the company's integrations (spec §3); null removes it. */
  customAttributeSchema: customAttributeSchemaSchema.nullable().optional(),
});
