import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { REFRESH_COOKIE, REFRESH_PATH, setRefreshCookie } from './refresh-cookie.ts';

/** The builder's cookies before issue 9: script-readable tokens on Path=/, which campaign pages could read. */
const LEGACY_COOKIES = ['gc_access', REFRESH_COOKIE, 'gc_session'] as const;

/**
 * Whether a Cookie header carries one of the old cookies the hook below acts on (gc_access, gc_session),
 * read without parsing: for the answers made before the hooks run (plugins/immutable-assets.ts).
 */
export const carriesLegacyCookie = (header: string | undefined) =>
  header !== undefined && /(?:^|;\s*)gc_(?:access|session)=/.test(header);

/**
 * Removes the old token cookies from a browser on its first request, whatever page it asks for (a
 * campaign page before the builder): the Set-Cookie of the document is applied before its scripts
 * run. The old refresh token moves into the HttpOnly cookie, so nobody has to log in again.
 */
export const legacyCookiesPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  app.addHook('onRequest', async (request, reply) => {
    const { gc_access: access, gc_session: session, [REFRESH_COOKIE]: refresh } = request.cookies;
    if (!access && !session) return;
    for (const name of LEGACY_COOKIES) reply.clearCookie(name, { path: '/', sameSite: 'strict' });
    // On the refresh path the cookie sent may be the new one; elsewhere only the old one is sent.
    if (refresh && !request.url.startsWith(REFRESH_PATH)) setRefreshCookie(reply, config, refresh);
  });
});
