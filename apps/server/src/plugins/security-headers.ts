import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import { isHttpsPublicUrl } from '../lib/public-url.ts';

/** Published campaigns and the builder's preview: the player app, which runs marketer-written content. */
export const isPlayerPath = (url = '') => url === '/p' || url.startsWith('/p/');

/** A Host header as browsers send it; anything else is left out of the policy rather than refused. */
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * What a campaign page may fetch: the public play API, on the host the page was loaded from and on
 * PUBLIC_URL's (a proxy may rename the Host), and the robots file: Lighthouse (PageSpeed Insights
 * too) reads /robots.txt from within the page, under its policy, and without it fails its SEO audit
 * (robots-txt: "unable to download"). Scheme-less sources follow the page's scheme. With that, a
 * script on a campaign page cannot call the builder API, the refresh endpoint included, with the
 * builder's cookie.
 */
function playApiSources(req: IncomingMessage, config: Config): string {
  const forwarded = config.trustProxy
    ? String(req.headers['x-forwarded-host'] ?? '')
        .split(',')[0]
        .trim()
    : '';
  const hosts = new Set([new URL(config.publicUrl).host]);
  for (const host of [req.headers.host ?? '', forwarded]) if (HOST.test(host)) hosts.add(host.toLowerCase());
  return [...hosts].map((host) => `${host}/api/play/ ${host}/robots.txt`).join(' ');
}

/** What a player page's response carries beyond helmet's: it may be framed by its own origin (the preview is). */
const PLAYER_PAGE_HEADERS = {
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
} as const;

/**
 * Helmet for every response. HSTS and `upgrade-insecure-requests` only when PUBLIC_URL is https: over
 * plain http (an intranet host name) they turn every script into an https request that fails.
 * Player pages are kept away from the builder, which shares their origin: they fetch only the play
 * API, nothing but player pages may be framed (the preview is), and they do not share a browsing
 * context group with builder windows (so a window a campaign page opens is not scriptable by it).
 */
function helmetOptions(config: Config) {
  const isHttps = isHttpsPublicUrl(config);
  return {
    contentSecurityPolicy: {
      directives: {
        'connect-src': [(req: IncomingMessage) => (isPlayerPath(req.url) ? playApiSources(req, config) : "'self'")],
        'frame-ancestors': [(req: IncomingMessage) => (isPlayerPath(req.url) ? "'self'" : "'none'")],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        // The builder compiles one WebAssembly module (the QR reader of the voucher scan, ZXing): only
        // WebAssembly, never eval of script text. Player pages run none.
        'script-src': [(req: IncomingMessage) => (isPlayerPath(req.url) ? "'self'" : "'self' 'wasm-unsafe-eval'")],
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': isHttps ? [] : null,
      },
    },
    strictTransportSecurity: isHttps,
    xFrameOptions: { action: 'deny' as const },
  };
}

/**
 * The same headers as the plugin below sets, as one function on the raw response, for the answers made
 * before Fastify's hooks run (immutable-assets.ts). Helmet's middleware is built once here; the plugin
 * (@fastify/helmet) builds it anew for every request: a fifth of the server's time per answer of a built
 * file (a profile of bench:player-bundle's serving part).
 */
export function createSecurityHeaders(config: Config): (req: IncomingMessage, res: ServerResponse) => void {
  const middleware = helmet(helmetOptions(config));
  const failed = (error?: unknown) => {
    if (error) throw error;
  };
  return (req, res) => {
    middleware(req, res, failed);
    if (!isPlayerPath(req.url)) return;
    for (const [name, value] of Object.entries(PLAYER_PAGE_HEADERS)) res.setHeader(name, value);
  };
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  await app.register(fastifyHelmet, helmetOptions(config));
  app.addHook('onRequest', async (request, reply) => {
    if (isPlayerPath(request.url)) reply.headers(PLAYER_PAGE_HEADERS);
  });
});
