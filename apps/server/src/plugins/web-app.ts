import type { FastifyInstance } from 'fastify';
import { type StaticFiles, safeDecode, sendStaticFile } from '../lib/static-bundle.ts';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Builder not built</title>
<p>The builder app has not been built. Run <code>npm run build</code> (or <code>npm start</code>, which builds first).</p>`;

/**
 * Serves the builder SPA from memory, each file read on its first request. Paths that are not files get
 * index.html so that the client-side router can show them (its own 404 page included); /api paths never
 * fall back. Its content-hashed files are answered before the routes, with the same headers
 * (immutable-assets.ts).
 */
export async function webAppRoutes(app: FastifyInstance, { files }: { files: StaticFiles }) {
  app.get('/*', { config: { isPublic: true }, schema: { hide: true } }, async (request, reply) => {
    const path = safeDecode(request.url.split('?')[0]);
    if (path.startsWith('/api/') || path === '/api') return reply.callNotFound();
    const file = files.get(path);
    if (file) return sendStaticFile(request, reply, file);
    const index = files.get('/index.html');
    if (!index) return reply.type('text/html').send(NOT_BUILT);
    return sendStaticFile(request, reply, index);
  });
}
