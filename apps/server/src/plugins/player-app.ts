import { PREVIEW_PATH } from '@gc/contracts/preview-messages';
import type { FastifyInstance } from 'fastify';
import Negotiator from 'negotiator';
import type { DbOrTx } from '../db/client.ts';
import { type StaticFiles, safeDecode, sendStaticFile } from '../lib/static-bundle.ts';
import { firstPageRenderer } from '../modules/play/first-page.ts';
import { createPublishedPages } from '../modules/play/published-page.ts';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Player not built</title>
<p>The player app has not been built. Run <code>npm run build</code> (or <code>npm start</code>, which builds first).</p>`;

/** The player is built with base '/p/': its files are addressed under this prefix. */
const PREFIX = '/p';
/** /p/{slug}, as the player reads it (a trailing slash allowed); /p/preview is the builder's preview. */
const CAMPAIGN_PATH = /^\/([^/]+)\/?$/;
/** /p/{slug}/wallet: a player's own prize wallet (issue 13), never to be indexed. */
const WALLET_PATH = /^\/[^/]+\/wallet\/?$/;

/**
 * The builder frames its preview sandboxed, an opaque origin: module scripts, styles and images of the
 * bundle reach it only as cross-origin loads. They are public files, the same for everyone.
 */
export const PLAYER_FILE_HEADERS = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
} as const;

/**
 * Serves the player app (the published-campaign runtime and the builder's preview at /p/preview) from
 * memory, each file read on its first request. Every /p/ path that is not a file gets the player's
 * index.html, which decides from the path what to show; a published campaign's gets its title and
 * description in the head and, while it is live, its first page rendered in the body (published-page.ts).
 * A missing file under /assets/ is a 404, so that a stale page never runs HTML as script. Its
 * content-hashed files are answered before the routes, with the same headers (immutable-assets.ts).
 */
export async function playerAppRoutes(
  app: FastifyInstance,
  { playerDist, files, db }: { playerDist: string; files: StaticFiles; db: DbOrTx },
) {
  let publishedPage: ReturnType<typeof createPublishedPages> | undefined;

  // A preflight for a bundle file: where something adds its own header to every request (a browser
  // extension, a test harness), the sandboxed preview's cross-origin loads ask first.
  app.options('/p/assets/*', { config: { isPublic: true }, schema: { hide: true } }, async (_request, reply) =>
    reply
      .status(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET, HEAD')
      .header('access-control-allow-headers', '*')
      .header('access-control-max-age', '86400')
      .send(),
  );

  app.get('/p/*', { config: { isPublic: true }, schema: { hide: true } }, async (request, reply) => {
    const path = safeDecode(request.url.split('?')[0]).slice(PREFIX.length);
    const file = files.get(path);
    if (file) return sendStaticFile(request, reply.headers(PLAYER_FILE_HEADERS), file);
    if (path.startsWith('/assets/')) return reply.callNotFound();
    if (WALLET_PATH.test(path)) reply.header('x-robots-tag', 'noindex');
    const index = files.get('/index.html');
    if (!index) return reply.type('text/html').send(NOT_BUILT);
    publishedPage ??= createPublishedPages(db, index, {
      renderer: firstPageRenderer(playerDist),
      styleSheet: (stylePath) => files.get(stylePath)?.body.toString('utf8'),
    });
    const slug = CAMPAIGN_PATH.exec(path)?.[1];
    if (!slug || `${PREFIX}/${slug}` === PREVIEW_PATH) return sendStaticFile(request, reply, index);
    const { lang } = request.query as { lang?: unknown };
    // Whatever goes wrong (an unknown slug, the database away), the page still loads and says why itself.
    const browserLanguages = new Negotiator(request).languages();
    const page = await publishedPage(slug, lang, browserLanguages).catch(() => index);
    return sendStaticFile(request, reply, page);
  });
}
