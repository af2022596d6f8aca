import type { FastifyInstance } from 'fastify';
import { loadStaticBundle, safeDecode, sendStaticFile } from '../lib/static-bundle.ts';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Player not built</title>
<p>The player app has not been built. Run <code>npm run build</code> (or <code>npm start</code>, which builds first).</p>`;

/** The player is built with base '/p/': its files are addressed under this prefix. */
const PREFIX = '/p';

/**
 * Serves the player app (the published-campaign runtime and the builder's preview at /p/preview) from
 * memory. Every /p/ path that is not a file gets the player's index.html, which decides from the path
 * what to show; a missing file under /assets/ is a 404, so that a stale page never runs HTML as script.
 */
export async function playerAppRoutes(app: FastifyInstance, { playerDist }: { playerDist: string }) {
  const files = loadStaticBundle(playerDist);
  const index = files.get('/index.html');

  app.get('/p/*', { config: { isPublic: true }, schema: { hide: true } }, async (request, reply) => {
    const path = safeDecode(request.url.split('?')[0]).slice(PREFIX.length);
    const file = files.get(path);
    if (file) return sendStaticFile(request, reply, file);
    if (path.startsWith('/assets/')) return reply.callNotFound();
    if (!index) return reply.type('text/html').send(NOT_BUILT);
    return sendStaticFile(request, reply, index);
  });
}
