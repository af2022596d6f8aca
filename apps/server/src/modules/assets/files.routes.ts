import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../lib/file-storage/file-storage.ts';
import { isStorageKey } from '../../lib/file-storage/storage-key.ts';
import { fileNotFound, storageUnavailable } from './asset-errors.ts';

/** An uploaded SVG opened on its own is a document of this origin: it may show itself, never run script. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * GET /files/{key}: uploaded files, public because players load them without a token. A key is
 * random, names one content for good, and so is cached for a year (a CDN in front may keep it too).
 * Any key that is not a well-formed storage key is simply not found: nothing reaches the storage.
 */
export async function filesRoutes(app: FastifyInstance, { files }: { files: FileStorage }) {
  app.get<{ Params: { key: string } }>(
    '/files/:key',
    { config: { isPublic: true }, schema: { tags: ['assets'], summary: 'An uploaded file (public)' } },
    async (request, reply) => {
      const { key } = request.params;
      if (!isStorageKey(key)) throw fileNotFound();
      const file = await files.get(key).catch((error: unknown) => {
        request.log.error({ err: error }, 'reading a stored file failed');
        throw storageUnavailable();
      });
      if (!file) throw fileNotFound();

      const etag = `"${key}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        // Campaign pages embedded on customers' sites load these files from another origin.
        .header('cross-origin-resource-policy', 'cross-origin');
      if (file.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY);
      if (request.headers['if-none-match'] === etag) {
        file.body.destroy();
        return reply.status(304).send();
      }
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.type(file.contentType).send(file.body);
    },
  );
}
