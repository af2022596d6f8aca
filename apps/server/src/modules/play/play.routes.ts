import { dataEnvelope } from '@gc/contracts/envelope';
import {
  altchaChallengeSchema,
  playRequestSchema,
  playResponseSchema,
  publishedCampaignSchema,
  registrationRequestSchema,
  registrationResponseSchema,
} from '@gc/contracts/play';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { resolveJwtSecret } from '../../lib/jwt-secret.ts';
import { newChallenge } from './altcha.ts';
import { deleteExpiredChallenges } from './play.repo.ts';
import { finishPlay, play } from './play.service.ts';
import type { PlayContext } from './play-context.ts';
import { derivePlayKeys } from './play-keys.ts';
import { loadPublishedCampaign, toPublishedCampaign } from './published-campaign.ts';
import { register } from './registration.service.ts';

const tags = ['play'];
/**
 * Per-IP request limits (@fastify/rate-limit). Generous, because a whole event venue or a mobile
 * carrier's NAT can share one address; the campaign's own IP limit (numberOfIpPlaysLimit) is what
 * counts plays, this only keeps one address from flooding the API.
 */
const READ_LIMIT = { max: 600, timeWindow: '1 minute' };
const CHALLENGE_LIMIT = { max: 300, timeWindow: '1 minute' };
const REGISTRATION_LIMIT = { max: 120, timeWindow: '1 minute' };
const PLAY_LIMIT = { max: 300, timeWindow: '1 minute' };
const CLEANUP_INTERVAL_MS = 10 * 60_000;

const slugParams = z.object({ slug: z.string().max(500) });
const registrationHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'The Idempotency-Key header is required' })
    .regex(/^[\x21-\x7e]{8,128}$/, 'The Idempotency-Key header must be 8 to 128 printable characters'),
});

/** The public player API (ARCHITECTURE §5): what the published page at /p/{slug} calls. */
export async function playRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pc: PlayContext = { ctx, keys: derivePlayKeys(await resolveJwtSecret(ctx.db, ctx.config.jwtSecret)) };
  const base = '/api/play';

  r.get(
    `${base}/campaigns/:slug`,
    {
      config: { isPublic: true, rateLimit: READ_LIMIT },
      schema: { tags, params: slugParams, response: { 200: dataEnvelope(publishedCampaignSchema) } },
    },
    async (request, reply) => {
      const campaign = await loadPublishedCampaign(ctx.db, request.params.slug);
      // Short: a deactivation reaches players within seconds, while a viral spike is absorbed by caches.
      reply.header('cache-control', 'public, max-age=15');
      return { data: toPublishedCampaign(campaign) };
    },
  );

  r.get(
    `${base}/campaigns/:slug/challenge`,
    {
      config: { isPublic: true, rateLimit: CHALLENGE_LIMIT },
      schema: { tags, params: slugParams, response: { 200: dataEnvelope(altchaChallengeSchema) } },
    },
    async (request, reply) => {
      await loadPublishedCampaign(ctx.db, request.params.slug);
      reply.header('cache-control', 'no-store');
      return { data: await newChallenge(pc.keys.altcha) };
    },
  );

  r.post(
    `${base}/campaigns/:slug/registrations`,
    {
      config: { isPublic: true, rateLimit: REGISTRATION_LIMIT },
      schema: {
        tags,
        params: slugParams,
        headers: registrationHeaders,
        body: registrationRequestSchema,
        response: { 200: dataEnvelope(registrationResponseSchema) },
      },
    },
    async (request) => ({
      data: await register(pc, {
        slug: request.params.slug,
        body: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        ip: request.ip,
      }),
    }),
  );

  r.post(
    `${base}/campaigns/:slug/plays`,
    {
      config: { isPublic: true, rateLimit: PLAY_LIMIT },
      schema: {
        tags,
        params: slugParams,
        body: playRequestSchema,
        response: { 200: dataEnvelope(playResponseSchema) },
      },
    },
    async (request) => ({ data: await play(pc, { slug: request.params.slug, body: request.body, ip: request.ip }) }),
  );

  r.post(
    `${base}/plays/:playId/finish`,
    {
      config: { isPublic: true, rateLimit: PLAY_LIMIT },
      schema: {
        tags,
        params: z.object({ playId: z.string().max(100) }),
        // Nullish: sendBeacon and fetch without a payload arrive without a body.
        body: z.object({ playerToken: z.string().max(2048).optional() }).nullish(),
      },
    },
    async (request, reply) => {
      await finishPlay(pc, request.params.playId, request.body?.playerToken);
      return reply.status(204).send();
    },
  );

  // Spent ALTCHA solutions are only needed until their challenge expires.
  const cleanup = setInterval(() => {
    deleteExpiredChallenges(ctx.db).catch((error) => app.log.warn({ err: error }, 'could not delete used challenges'));
  }, CLEANUP_INTERVAL_MS);
  cleanup.unref();
  app.addHook('onClose', async () => clearInterval(cleanup));
}
