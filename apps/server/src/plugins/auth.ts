import { COMPANY_VIEW_ROLES, hasAnyRole, type Role, type UserType } from '@gc/contracts/roles';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { companies, sessions, users } from '../db/schema/index.ts';
import type { AppContext } from '../lib/app-context.ts';
import { AppError, forbidden } from '../lib/app-error.ts';

/** Who is acting, and for which company (their own, or the one a super admin views). */
export type Actor = {
  userId: string;
  sessionId: string;
  email: string;
  roles: Role[];
  type: UserType;
  homeCompanyId: string;
  /** The tenant every company-owned query is scoped to. */
  companyId: string;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token (log-in, health, player pages). */
    isPublic?: boolean;
    /** When set, the actor needs one of these roles. */
    roles?: readonly Role[];
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 401, 'Please log in again.');

/** Routes are private unless they say `config: { isPublic: true }`. */
export const authPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  app.decorateRequest('actor', null);

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const url = request.routeOptions.url;
    // Unmatched requests go to the not-found handler; the OpenAPI document and its UI are public.
    if (config.isPublic || url === undefined || url.startsWith('/api/docs')) return;
    request.actor = await authenticate(ctx, request);
    if (config.roles && !hasAnyRole(request.actor.roles, config.roles)) throw forbidden();
  });
});

async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<Actor> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) throw unauthenticated();
  const viewId = (request.query as Record<string, unknown> | undefined)?.companyViewId;
  return actorFromToken(ctx, header.slice(7).trim(), viewId);
}

/** The actor of an access token, acting for `viewId`'s company where allowed (also the presence handshake's check). */
export async function actorFromToken(ctx: AppContext, token: string, viewId: unknown): Promise<Actor> {
  const claims = await ctx.tokens.verify(token);
  if (!claims) throw unauthenticated();

  const [row] = await ctx.db
    .select({
      email: users.email,
      roles: users.roles,
      type: users.type,
      status: users.status,
      companyId: users.companyId,
      tokensValidAfter: users.tokensValidAfter,
      sessionRevokedAt: sessions.revokedAt,
    })
    .from(users)
    .innerJoin(sessions, and(eq(sessions.userId, users.id), eq(sessions.id, claims.sid)))
    .where(eq(users.id, claims.sub))
    .limit(1);
  if (row?.status !== 'ACTIVE') throw unauthenticated();
  if (claims.iat < Math.floor(row.tokensValidAfter.getTime() / 1000)) throw unauthenticated();
  // 440: the session was ended on purpose (log-out elsewhere, refresh-token reuse); the SPA logs out as for 401.
  if (row.sessionRevokedAt) throw new AppError('SESSION_EXPIRED', 440, 'Your session has ended. Please log in again.');

  const roles = row.roles as Role[];
  return {
    userId: claims.sub,
    sessionId: claims.sid,
    email: row.email,
    roles,
    type: row.type as UserType,
    homeCompanyId: row.companyId,
    companyId: await resolveActingCompany(ctx, viewId, roles, row.companyId),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Super admins and success managers act on another company only through `companyViewId` (spec §2). */
async function resolveActingCompany(
  ctx: AppContext,
  viewId: unknown,
  roles: Role[],
  homeCompanyId: string,
): Promise<string> {
  if (viewId === undefined || viewId === '' || viewId === homeCompanyId) return homeCompanyId;
  if (typeof viewId !== 'string' || !UUID.test(viewId)) {
    throw new AppError('VALIDATION_FAILED', 400, 'companyViewId must be a company id.');
  }
  if (!hasAnyRole(roles, COMPANY_VIEW_ROLES)) throw forbidden('You cannot act on another company.');
  const [company] = await ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.id, viewId)).limit(1);
  if (!company) throw new AppError('NOT_FOUND', 404, 'Company not found');
  return company.id;
}

/** For handlers of private routes: the actor is always set there. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}
