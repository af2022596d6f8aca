import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  otpCodeRequestSchema,
  otpSetupSchema,
  refreshRequestSchema,
  resetPasswordRequestSchema,
  tokenPairSchema,
} from '@gc/contracts/auth';
import { dataEnvelope } from '@gc/contracts/envelope';
import { altchaChallengeSchema } from '@gc/contracts/play';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { actorOf } from '../../plugins/auth.ts';
import { sharedLimit } from '../../plugins/rate-limit-store.ts';
import { changePassword, logIn, logOut } from './auth.service.ts';
import type { LoginGuard } from './login-guard.ts';
import { checkOtp, isOtpSet, removeOtp, startOtpSetup } from './otp.service.ts';
import { requestPasswordReset, resetPassword } from './password-links.service.ts';
import { refresh } from './refresh.service.ts';
import {
  clearRefreshCookie,
  deliverTokens,
  REFRESH_PATH,
  refreshTokenFromCookie,
  wantsCookieOnly,
} from './refresh-cookie.ts';

/** Per-IP limits on the endpoints that guess secrets; the per-account lock lives in the service. */
export const CREDENTIAL_LIMIT = sharedLimit({ max: 10, timeWindow: '1 minute' });
/**
 * Log-in allows more per address than the other credential endpoints: a whole office behind one NAT
 * logs in at nine; guessing one account is slowed by the log-in guard after 5 failures.
 */
export const LOG_IN_LIMIT = sharedLimit({ max: 30, timeWindow: '1 minute' });
/** Challenges are cheap to make and only asked for after a PROOF_OF_WORK_REQUIRED answer. */
const CHALLENGE_LIMIT = sharedLimit({ max: 60, timeWindow: '1 minute' });
const tags = ['authentication'];

export async function authRoutes(app: FastifyInstance, { ctx, guard }: { ctx: AppContext; guard: LoginGuard }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/user-management/users';

  r.post(
    `${base}/log-in`,
    {
      config: { isPublic: true, rateLimit: LOG_IN_LIMIT },
      schema: { tags, body: loginRequestSchema, response: { 200: dataEnvelope(tokenPairSchema) } },
    },
    async (request, reply) =>
      deliverTokens(reply, ctx.config, await logIn(ctx, guard, request.body, request.ip), wantsCookieOnly(request)),
  );

  r.get(
    `${base}/log-in/challenge`,
    {
      config: { isPublic: true, rateLimit: CHALLENGE_LIMIT },
      schema: { tags, response: { 200: dataEnvelope(altchaChallengeSchema) } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await guard.challenge() };
    },
  );

  // The body's token (API clients, spec §7) or else the HttpOnly cookie (the builder). Every builder
  // page load refreshes, so the per-address limit leaves room for an office behind one NAT.
  r.post(
    REFRESH_PATH,
    {
      config: { isPublic: true, rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: { tags, body: refreshRequestSchema.nullish(), response: { 200: dataEnvelope(tokenPairSchema) } },
    },
    async (request, reply) => {
      const bodyToken = request.body?.refreshToken;
      try {
        const tokens = await refresh(ctx, bodyToken ?? refreshTokenFromCookie(request) ?? '');
        return deliverTokens(reply, ctx.config, tokens, bodyToken === undefined || wantsCookieOnly(request));
      } catch (error) {
        if (bodyToken === undefined) clearRefreshCookie(reply, ctx.config);
        throw error;
      }
    },
  );

  // Nullish: a log-out without any body (fetch with no payload, curl -X POST) arrives as null.
  // The cookie goes whatever the answer, a refused (expired) bearer included.
  r.post(
    `${base}/log-out`,
    {
      schema: { tags, body: logoutRequestSchema.nullish() },
      onSend: async (_request, reply) => clearRefreshCookie(reply, ctx.config),
    },
    async (request, reply) => {
      await logOut(ctx, actorOf(request));
      return reply.status(204).send();
    },
  );

  r.post(
    `${base}/forgot-password`,
    { config: { isPublic: true, rateLimit: CREDENTIAL_LIMIT }, schema: { tags, body: forgotPasswordRequestSchema } },
    async (request, reply) => {
      await requestPasswordReset(ctx, request.body.email);
      return reply.status(202).send({ data: { accepted: true } });
    },
  );

  r.post(
    `${base}/reset-password`,
    { config: { isPublic: true, rateLimit: CREDENTIAL_LIMIT }, schema: { tags, body: resetPasswordRequestSchema } },
    async (request) => {
      await resetPassword(ctx, request.body.token, request.body.password);
      return { data: { ok: true } };
    },
  );

  r.post(
    `${base}/change-password`,
    {
      config: { rateLimit: CREDENTIAL_LIMIT },
      schema: { tags, body: changePasswordRequestSchema, response: { 200: dataEnvelope(tokenPairSchema) } },
    },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      const tokens = await changePassword(ctx, actorOf(request), currentPassword, newPassword);
      return deliverTokens(reply, ctx.config, tokens, wantsCookieOnly(request));
    },
  );

  r.post(
    `${base}/otp/setup`,
    { schema: { tags, response: { 200: dataEnvelope(otpSetupSchema) } } },
    async (request) => ({ data: await startOtpSetup(ctx, actorOf(request)) }),
  );

  r.get(
    `${base}/check-otp/:code`,
    {
      config: { rateLimit: CREDENTIAL_LIMIT },
      schema: {
        tags,
        params: z.object({ code: z.string().max(16) }),
        response: { 200: dataEnvelope(z.literal(true)) },
      },
    },
    async (request) => ({ data: await checkOtp(ctx, actorOf(request), request.params.code) }),
  );

  r.get(
    `${base}/is-otp-set/:userId`,
    { schema: { tags, params: z.object({ userId: z.uuid() }), response: { 200: dataEnvelope(z.boolean()) } } },
    async (request) => ({ data: await isOtpSet(ctx, actorOf(request), request.params.userId) }),
  );

  r.delete(
    `${base}/otp`,
    { config: { rateLimit: CREDENTIAL_LIMIT }, schema: { tags, body: otpCodeRequestSchema } },
    async (request, reply) => {
      await removeOtp(ctx, actorOf(request), request.body.code);
      return reply.status(204).send();
    },
  );
}
