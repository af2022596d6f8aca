import { dataEnvelope } from '@gc/contracts/envelope';
import {
  altchaChallengeSchema,
  playFinishRequestSchema,
  playOutcomeRequestSchema,
  playRequestSchema,
  playResponseSchema,
  playStartResponseSchema,
  playStepRequestSchema,
  playStepResponseSchema,
  publishedCampaignSchema,
  registrationRequestSchema,
  registrationResponseSchema,
  usedPlayKeysRequestSchema,
  usedPlayKeysResponseSchema,
} from '@gc/contracts/play';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { createFileStorage } from '../../lib/file-storage/create-file-storage.ts';
import { resolveJwtSecret } from '../../lib/jwt-secret.ts';
import { releaseCustomCodeOf } from '../advanced-builder/advanced-builder.service.ts';
import { collectRoutes } from '../analytics/collect.routes.ts';
import { createDailySalts } from '../analytics/daily-salt.ts';
import { createCampaignEmailJob } from '../mail/campaign-emails.job.ts';
import { createMailDeps } from '../mail/mail.module.ts';
import { createPrizeEmailJob } from '../prize-emails/prize-emails.job.ts';
import { walletRoutes } from '../prize-wallet/wallet.routes.ts';
import { newChallenge } from './altcha.ts';
import { emailVerificationRoutes } from './email-verification.routes.ts';
import { createOpenPlayCache } from './open-play-cache.ts';
import { deleteExpiredChallenges, type PlayAttempt, runPlayAttempts } from './play.repo.ts';
import { finishPlay, play } from './play.service.ts';
import { createBatcher } from './play-batcher.ts';
import type { PlayContext } from './play-context.ts';
import { derivePlayKeys } from './play-keys.ts';
import { type PlayProgress, runPlayProgress } from './play-progress.repo.ts';
import { decidePlayOutcome, takeStep } from './play-steps.service.ts';
import { loadPublishedCampaign, toPublishedCampaign } from './published-campaign.ts';
import { register } from './registration.service.ts';
import { type SurveyQuestion, surveyStandings } from './survey-offer.repo.ts';
import { usedKeysOf } from './used-play-keys.service.ts';

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
/**
 * Plays written in one call at most. PostgreSQL keeps the ids of a transaction's first 64
 * subtransactions in shared memory; play_attempts uses none, but a larger batch would also hold the
 * winners' pool rows for longer.
 */
const PLAY_BATCH_MAX = 32;
/**
 * Calls at the same time on PostgreSQL, of plays and of multi-step plays' steps and outcomes: together
 * 12 of the default pool of 20 connections, so that plays never take every connection from the rest of the API.
 */
const PLAY_CALLS_IN_FLIGHT_POSTGRES = 8;
const PROGRESS_CALLS_IN_FLIGHT_POSTGRES = 4;
/** Open multi-step plays kept per process (a few hundred bytes each): a viral quiz's players of some minutes. */
const OPEN_PLAYS_CACHED = 50_000;
/**
 * The security headers a JSON answer needs, set once per response. The player API skips helmet
 * (`helmet: false`): it rebuilds its dozen page headers (CSP and the rest, meant for HTML) on every
 * response, which cost a viral campaign's plays a quarter of their own time on the server.
 */
const API_HEADERS = {
  // Never a document that runs or fetches anything, nor one a campaign page could frame and script:
  // from a same-origin document without a policy it could call the builder API with its cookie.
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
} as const;

/** The browser's user agent as the cookieless visitor hash reads it (analytics only). */
const userAgentOf = (headers: { 'user-agent'?: string }) => String(headers['user-agent'] ?? '').slice(0, 500);
const slugParams = z.object({ slug: z.string().max(500) });
const registrationHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'The Idempotency-Key header is required' })
    .regex(/^[\x21-\x7e]{8,128}$/, 'The Idempotency-Key header must be 8 to 128 printable characters'),
});

/** The public player API (ARCHITECTURE §5): what the published page at /p/{slug} calls. */
export async function playRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const keys = derivePlayKeys(await resolveJwtSecret(ctx.db, ctx.config.jwtSecret));
  const prizeEmails = createPrizeEmailJob(ctx, app.log, keys.wallet);
  // Started on listen, like the schedule runner: tests drive the app by inject() and run the job themselves.
  app.addHook('onListen', async () => prizeEmails.start());
  app.addHook('onClose', async () => prizeEmails.stop());
  const mailFiles = createFileStorage(ctx.config);
  app.addHook('onClose', () => mailFiles.close());
  const campaignEmails = createCampaignEmailJob(await createMailDeps(ctx, mailFiles), app.log);
  app.addHook('onListen', async () => campaignEmails.start());
  app.addHook('onClose', async () => campaignEmails.stop());
  const pc: PlayContext = {
    ctx,
    keys,
    prizeEmails,
    campaignEmails,
    salts: createDailySalts(ctx.db),
    plays: createBatcher((attempts: readonly PlayAttempt[]) => runPlayAttempts(ctx.database, attempts), {
      maxBatch: PLAY_BATCH_MAX,
      maxInFlight: ctx.database.kind === 'pglite' ? 1 : PLAY_CALLS_IN_FLIGHT_POSTGRES,
    }),
    progress: createBatcher((items: readonly PlayProgress[]) => runPlayProgress(ctx.database, items), {
      maxBatch: PLAY_BATCH_MAX,
      maxInFlight: ctx.database.kind === 'pglite' ? 1 : PROGRESS_CALLS_IN_FLIGHT_POSTGRES,
    }),
    surveys: createBatcher((questions: readonly SurveyQuestion[]) => surveyStandings(ctx.db, questions), {
      maxBatch: PLAY_BATCH_MAX,
      maxInFlight: ctx.database.kind === 'pglite' ? 1 : PROGRESS_CALLS_IN_FLIGHT_POSTGRES,
    }),
    openPlays: createOpenPlayCache(OPEN_PLAYS_CACHED),
  };
  const base = '/api/play';
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(API_HEADERS);
  });

  r.get(
    `${base}/campaigns/:slug`,
    {
      config: { isPublic: true, rateLimit: READ_LIMIT },
      helmet: false,
      schema: { tags, params: slugParams, response: { 200: dataEnvelope(publishedCampaignSchema) } },
    },
    async (request, reply) => {
      const campaign = await loadPublishedCampaign(ctx.db, request.params.slug);
      // Short: a deactivation reaches players within seconds, while a viral spike is absorbed by caches.
      reply.header('cache-control', 'public, max-age=15');
      const customCode = await releaseCustomCodeOf(ctx.db, campaign.release.id);
      return { data: { ...toPublishedCampaign(campaign), customCode } };
    },
  );

  r.get(
    `${base}/campaigns/:slug/challenge`,
    {
      config: { isPublic: true, rateLimit: CHALLENGE_LIMIT },
      helmet: false,
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
      helmet: false,
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
      helmet: false,
      schema: {
        tags,
        params: slugParams,
        body: playRequestSchema,
        response: { 200: dataEnvelope(playStartResponseSchema) },
      },
    },
    async (request) => ({
      data: await play(pc, {
        slug: request.params.slug,
        body: request.body,
        ip: request.ip,
        userAgent: userAgentOf(request.headers),
      }),
    }),
  );

  // What a player has used up (a calendar's opened tiles): a page opened again shows them.
  r.post(
    `${base}/campaigns/:slug/used-play-keys`,
    {
      config: { isPublic: true, rateLimit: READ_LIMIT },
      helmet: false,
      schema: {
        tags,
        params: slugParams,
        body: usedPlayKeysRequestSchema,
        response: { 200: dataEnvelope(usedPlayKeysResponseSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await usedKeysOf(pc, { slug: request.params.slug, body: request.body, ip: request.ip }) };
    },
  );

  const playParams = z.object({ playId: z.string().max(100) });

  // A multi-step play (a quiz): its steps, one at a time, checked by the game on the server.
  r.post(
    `${base}/plays/:playId/steps`,
    {
      config: { isPublic: true, rateLimit: PLAY_LIMIT },
      helmet: false,
      schema: {
        tags,
        params: playParams,
        body: playStepRequestSchema,
        response: { 200: dataEnvelope(playStepResponseSchema) },
      },
    },
    async (request) => ({ data: await takeStep(pc, request.params.playId, request.body) }),
  );

  // A multi-step play's outcome, decided by the server from the play's stored state (the client sends no
  // score). Not /finish: that one records that the player saw the result (game_finished), for every game.
  r.post(
    `${base}/plays/:playId/outcome`,
    {
      config: { isPublic: true, rateLimit: PLAY_LIMIT },
      helmet: false,
      schema: {
        tags,
        params: playParams,
        body: playOutcomeRequestSchema.nullish(),
        response: { 200: dataEnvelope(playResponseSchema) },
      },
    },
    async (request) => ({
      data: await decidePlayOutcome(pc, request.params.playId, request.body?.playerToken),
    }),
  );

  r.post(
    `${base}/plays/:playId/finish`,
    {
      config: { isPublic: true, rateLimit: PLAY_LIMIT },
      helmet: false,
      schema: {
        tags,
        params: playParams,
        // Nullish: sendBeacon and fetch without a payload arrive without a body.
        body: playFinishRequestSchema.nullish(),
      },
    },
    async (request, reply) => {
      await finishPlay(pc, request.params.playId, request.body ?? {}, {
        ip: request.ip,
        userAgent: userAgentOf(request.headers),
      });
      return reply.status(204).send();
    },
  );

  emailVerificationRoutes(app, pc, base);
  walletRoutes(app, pc, base);
  collectRoutes(app, pc, base);

  // Spent ALTCHA solutions are only needed until their challenge expires.
  const cleanup = setInterval(() => {
    deleteExpiredChallenges(ctx.db).catch((error) => app.log.warn({ err: error }, 'could not delete used challenges'));
  }, CLEANUP_INTERVAL_MS);
  cleanup.unref();
  app.addHook('onClose', async () => clearInterval(cleanup));
}
