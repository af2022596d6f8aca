import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One built file held in memory with its precompressed forms: served without touching the disk again. */
export type StaticFile = {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.webmanifest',
  '.ico',
  '.ttf',
  '.otf',
]);
/** Vite names built assets with a content hash: such a file never changes, so it may be cached for ever. */
const HASHED_NAME = /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheControlFor(path: string): string {
  if (path.endsWith('.html') || path.endsWith('build.json')) return 'no-cache';
  if (path.startsWith('/assets/') && HASHED_NAME.test(path)) return IMMUTABLE;
  return 'public, max-age=3600';
}

/**
 * Builds may ship `.br`/`.gz` siblings compressed at the highest level; files without them are compressed
 * here at a level that keeps start-up fast (quality 11 takes seconds per megabyte).
 */
const FAST_BROTLI_QUALITY = 5;

function readSibling(path: string): Buffer | undefined {
  return existsSync(path) ? readFileSync(path) : undefined;
}

const fastGzip = (body: Buffer) => gzipSync(body, { level: 6 });
const fastBrotli = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: FAST_BROTLI_QUALITY } });
const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** A page made at run time (a published campaign's index.html), held and served like a built file. */
export function inMemoryHtml(html: string): StaticFile {
  const body = Buffer.from(html, 'utf8');
  return {
    body,
    gzip: fastGzip(body),
    brotli: fastBrotli(body),
    contentType: CONTENT_TYPES['.html'],
    etag: etagOf(body),
    cacheControl: cacheControlFor('/index.html'),
  };
}

/** A build's files, each read from disk (with its compressed forms) on its first request and then served from memory. */
export type StaticFiles = { get(path: string): StaticFile | undefined };

/**
 * The build in `root`: only its file names are listed at start. Reading, hashing and compressing every
 * file up front cost a restart a tenth of a second and held some 18 MB, source maps included, that most
 * processes never send (issue 18). A file is read once, on its first request; a file added to the
 * folder after start is not served (a build happens before the server starts).
 */
export function openStaticBundle(root: string): StaticFiles {
  const onDisk = listFiles(root);
  const loaded = new Map<string, StaticFile>();
  return {
    get(path) {
      let file = loaded.get(path);
      if (file) return file;
      const full = onDisk.get(path);
      if (!full) return undefined;
      file = readStaticFile(path, full);
      loaded.set(path, file);
      return file;
    },
  };
}

/** Request path → file on disk, for every file of the build but dotfiles and precompressed siblings. */
function listFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(root)) return files;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      // Build metadata (Vite's .vite/manifest.json) is for tools, not for browsers.
      if (entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory() || (entry.isSymbolicLink() && statSync(full).isDirectory())) {
        walk(full);
        continue;
      }
      const ext = extname(entry.name).toLowerCase();
      if (ext === '.gz' || ext === '.br') continue;
      files.set(`/${relative(root, full).split(sep).join('/')}`, full);
    }
  };
  walk(root);
  return files;
}

function readStaticFile(path: string, full: string): StaticFile {
  const ext = extname(full).toLowerCase();
  const body = readFileSync(full);
  const isCompressible = COMPRESSIBLE.has(ext) && body.length > 512;
  return {
    body,
    gzip: isCompressible ? (readSibling(`${full}.gz`) ?? fastGzip(body)) : undefined,
    brotli: isCompressible ? (readSibling(`${full}.br`) ?? fastBrotli(body)) : undefined,
    contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
    etag: etagOf(body),
    cacheControl: cacheControlFor(path),
  };
}

/** The form of a file a client accepting `acceptEncoding` gets: brotli, else gzip, else as built. */
export function encodedBody(file: StaticFile, acceptEncoding = ''): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (file.brotli && /\bbr\b/.test(acceptEncoding)) return { body: file.brotli, encoding: 'br' };
  if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.body };
}

export function sendStaticFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile) {
  reply.header('cache-control', file.cacheControl).header('etag', file.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
  const { body, encoding } = encodedBody(file, request.headers['accept-encoding']);
  reply.type(file.contentType);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/**
 * Vite's content-hashed files: the same bytes for ever under their name (answered first,
 * immutable-assets.ts). Known from the path alone, before the file is read.
 */
export const isImmutablePath = (path: string) => cacheControlFor(path) === IMMUTABLE;

/** A request path as the file map keys it; a malformed escape is looked up as sent (and not found). */
export function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
