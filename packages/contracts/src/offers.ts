import { z } from 'zod';
import { emailSchema } from './users.ts';
import { MAX_PASSWORD_LENGTH, MAX_TEXT_LENGTH } from './validation.ts';

/**
 * Demo offers of the sales area (spec §4 Demo offer, §7, issue 17). CREATED when made, SENT once its
 * link is e-mailed (again on every resend), COMPLETED when the demo company is registered from it:
 * COMPLETED is terminal, the link then leads to a plain /register-demo.
 */
export const DEMO_OFFER_STATUSES = ['CREATED', 'SENT', 'COMPLETED'] as const;
export type DemoOfferStatus = (typeof DEMO_OFFER_STATUSES)[number];

export const DEMO_DAYS_DEFAULT = 14;
export const DEMO_DAYS_MAX = 90;

const text = z.string().trim().min(1).max(MAX_TEXT_LENGTH);

/** `POST offer/demo`: the prospect's company and person, and how long their demo runs. */
export const createDemoOfferRequestSchema = z.object({
  companyName: text,
  firstName: text,
  lastName: text,
  email: emailSchema,
  demoDays: z.number().int().min(1).max(DEMO_DAYS_MAX).default(DEMO_DAYS_DEFAULT),
});
export type CreateDemoOfferRequest = z.input<typeof createDemoOfferRequestSchema>;

export const demoOfferSchema = z.object({
  uuid: z.string(),
  companyName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  demoDays: z.number().int(),
  status: z.enum(DEMO_OFFER_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type DemoOffer = z.infer<typeof demoOfferSchema>;

/** What the public register-demo form needs of an offer (its link's holder), and its status. */
export const demoOfferFormSchema = demoOfferSchema.pick({
  uuid: true,
  companyName: true,
  firstName: true,
  lastName: true,
  email: true,
  demoDays: true,
  status: true,
});
export type DemoOfferForm = z.infer<typeof demoOfferFormSchema>;

export const demoOfferListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * `POST user-details/demo`: registration from an offer's link. The e-mail is the offer's (the link was
 * sent there, so the address is proven and the account opens at once); the rest may be corrected.
 */
export const demoRegistrationRequestSchema = z.object({
  offerUuid: z.uuid(),
  companyName: text,
  firstName: text,
  lastName: text,
  password: z.string().max(MAX_PASSWORD_LENGTH),
});
export type DemoRegistrationRequest = z.infer<typeof demoRegistrationRequestSchema>;

/** /sales-dashboard/register: a customer company opened by sales; its person sets a password from the invitation. */
export const salesRegistrationRequestSchema = z.object({
  companyName: text,
  firstName: text,
  lastName: text,
  email: emailSchema,
});
export type SalesRegistrationRequest = z.infer<typeof salesRegistrationRequestSchema>;

export const salesRegistrationSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  email: z.string(),
  status: z.literal('INVITED'),
});

/** `accept-EULA/{companyId}`: the demo company accepts the licence agreement (only `true` is an answer). */
export const acceptEulaRequestSchema = z.object({ isAccepted: z.literal(true) });
export const eulaAcceptanceSchema = z.object({ companyId: z.string(), eulaAcceptedAt: z.string() });
