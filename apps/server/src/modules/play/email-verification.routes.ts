import { dataEnvelope } from '@gc/contracts/envelope';
import {
  emailCodeRequestSchema,
  emailCodeResponseSchema,
  emailVerificationRequestSchema,
  emailVerificationResponseSchema,
} from '@gc/contracts/play';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sharedLimit } from '../../plugins/rate-limit-store.ts';
import { requestEmailCode, verifyEmailCode } from './email-verification.service.ts';
import type { PlayContext } from './play-context.ts';

const tags = ['play'];
const slugParams = z.object({ slug: z.string().max(500) });
/**
 * Per-IP request limits. The tries that matter are counted per code (5) and per mailbox (10 codes an
 * hour) in the database; these only keep one address from flooding the API.
 */
const VERIFY_LIMIT = sharedLimit({ max: 60, timeWindow: '1 minute' });
const CODE_LIMIT = sharedLimit({ max: 30, timeWindow: '1 minute' });

/**
 * E-mail verification of a registration (a campaign's requiresEmailVerification): the code the
 * registration sent is checked, or a new one sent. Both act only on the registration of the token sent.
 */
export function emailVerificationRoutes(app: FastifyInstance, pc: PlayContext, base: string) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    `${base}/campaigns/:slug/email-verifications`,
    {
      config: { isPublic: true, rateLimit: VERIFY_LIMIT },
      helmet: false,
      schema: {
        tags,
        params: slugParams,
        body: emailVerificationRequestSchema,
        response: { 200: dataEnvelope(emailVerificationResponseSchema) },
      },
    },
    async (request) => ({ data: await verifyEmailCode(pc, request.params.slug, request.body) }),
  );

  r.post(
    `${base}/campaigns/:slug/email-verification-codes`,
    {
      config: { isPublic: true, rateLimit: CODE_LIMIT },
      helmet: false,
      schema: {
        tags,
        params: slugParams,
        body: emailCodeRequestSchema,
        response: { 202: dataEnvelope(emailCodeResponseSchema) },
      },
    },
    async (request, reply) =>
      reply.status(202).send({ data: await requestEmailCode(pc, request.params.slug, request.body) }),
  );
}
