import { z } from 'zod';
import { MAX_TEXT_LENGTH } from './validation.ts';

export const COMPANY_TAGS = ['builder2access', 'showCustomOutcomeAttributes'] as const;

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  tags: z.array(z.string()),
  timeZone: z.string(),
  expirationDate: z.string().nullable(),
  createdAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const createCompanyRequestSchema = z.object({
  name: z.string().trim().min(1).max(MAX_TEXT_LENGTH),
  parentId: z.string().uuid().nullable().default(null),
  tags: z.array(z.enum(COMPANY_TAGS)).default([]),
  timeZone: z.string().max(64).default('Europe/Zurich'),
});
export const updateCompanyRequestSchema = createCompanyRequestSchema.partial().omit({ parentId: true });
