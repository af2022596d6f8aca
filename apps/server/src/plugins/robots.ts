import type { FastifyInstance } from 'fastify';

/**
 * /robots.txt (RFC 9309; the longest matching rule wins). Published campaigns at /p/{slug} may be
 * crawled, with what their page needs to show: the built files under /p/, the uploaded images under
 * /files/, and the one read of the player API that gives the page its content (without it a crawler
 * that renders pages would index the page's network-error notice). The builder, every other API, the
 * proof-of-work challenges and the builder's preview (/p/preview) may not.
 */
export const ROBOTS_TXT = `# Game Campaigns: published campaigns may be crawled; the builder and its API may not.
User-agent: *
Allow: /p/
Allow: /files/
Allow: /api/play/campaigns/
Disallow: /api/play/campaigns/*/
Disallow: /p/preview
Disallow: /
`;

/** Answered from memory; an hour of caching is plenty for rules that change with a deploy. */
export async function robotsRoutes(app: FastifyInstance) {
  app.get('/robots.txt', { config: { isPublic: true }, schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(ROBOTS_TXT),
  );
}
