import { tokenPairSchema } from '@gc/contracts/auth';
import { dataEnvelope } from '@gc/contracts/envelope';
import {
  confirmRegistrationRequestSchema,
  registerCompanyRequestSchema,
  registrationAvailabilitySchema,
  registrationSchema,
  resendConfirmationRequestSchema,
} from '@gc/contracts/registration';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { sharedLimit } from '../../plugins/rate-limit-store.ts';
import { CREDENTIAL_LIMIT } from './auth.routes.ts';
import { deliverTokens, wantsCookieOnly } from './refresh-cookie.ts';
import {
  confirmRegistration,
  isRegistrationOpen,
  registerCompany,
  resendConfirmation,
} from './registration.service.ts';

/**
 * Sign-ups per address: a handful of companies an hour is more than any honest office opens, and each
 * one costs an argon2 hash and a mail.
 */
export const REGISTER_LIMIT = sharedLimit({ max: 10, timeWindow: '1 hour' });
const tags = ['registration'];

/** Self sign-up of a company (spec §2 /register, /account-status); every route is public. */
export async function registrationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/user-management/registration';

  r.get(
    base,
    {
      config: { isPublic: true, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { tags, response: { 200: dataEnvelope(registrationAvailabilitySchema) } },
    },
    async () => ({ data: { isOpen: await isRegistrationOpen(ctx) } }),
  );

  r.post(
    base,
    {
      config: { isPublic: true, rateLimit: REGISTER_LIMIT },
      schema: { tags, body: registerCompanyRequestSchema, response: { 201: dataEnvelope(registrationSchema) } },
    },
    async (request, reply) => {
      const { email } = await registerCompany(ctx, request.body);
      return reply.status(201).send({ data: { email, status: 'PENDING' as const } });
    },
  );

  r.post(
    `${base}/confirm`,
    {
      config: { isPublic: true, rateLimit: CREDENTIAL_LIMIT },
      schema: { tags, body: confirmRegistrationRequestSchema, response: { 200: dataEnvelope(tokenPairSchema) } },
    },
    async (request, reply) =>
      deliverTokens(reply, ctx.config, await confirmRegistration(ctx, request.body.token), wantsCookieOnly(request)),
  );

  r.post(
    `${base}/confirmation-email`,
    {
      config: { isPublic: true, rateLimit: CREDENTIAL_LIMIT },
      schema: { tags, body: resendConfirmationRequestSchema },
    },
    async (request, reply) => {
      await resendConfirmation(ctx, request.body.email);
      return reply.status(202).send({ data: { accepted: true } });
    },
  );
}
