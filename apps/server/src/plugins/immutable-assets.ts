import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { AppContext } from '../lib/app-context.ts';
import { encodedBody, isImmutablePath, type StaticFile, type StaticFiles, safeDecode } from '../lib/static-bundle.ts';
import { carriesLegacyCookie } from '../modules/auth/legacy-cookies.ts';
import { createSecurityHeaders } from './security-headers.ts';

/** A built app's files as its route serves them: under `prefix`, with the headers the route adds to each. */
export type StaticBundle = { prefix: string; files: StaticFiles; headers?: Record<string, string> };

type ImmutableAsset = { file: StaticFile; headers: Record<string, string> };

/** The content-hashed files of the built apps, found by request URL (its query ignored). */
export type ImmutableAssets = { find(url: string): ImmutableAsset | undefined };

export function immutableAssetsOf(bundles: StaticBundle[]): ImmutableAssets {
  return {
    find(url) {
      const query = url.indexOf('?');
      const path = safeDecode(query === -1 ? url : url.slice(0, query));
      for (const { prefix, files, headers = {} } of bundles) {
        if (!path.startsWith(`${prefix}/`)) continue;
        // Known from the path before the file is read: a file is read on its first request (static-bundle.ts).
        const filePath = path.slice(prefix.length);
        const file = isImmutablePath(filePath) ? files.get(filePath) : undefined;
        if (file) return { file, headers };
      }
      return undefined;
    },
  };
}

/**
 * Answers the built apps' content-hashed files (/p/assets/…, /assets/…) in the first onRequest hook, from
 * memory: the answer of their routes (player-app.ts, web-app.ts), with the same headers, without the
 * hooks every other request runs (helmet rebuilding its middleware, cookies, the session, shutdown) and
 * without a log line (app.ts). Such a file is public, the same for everyone and never changes; at a
 * campaign's launch it is most of the requests. Anything else falls through to the routes: a method
 * other than GET and HEAD, a request carrying a legacy cookie (the routes remove it), and every request
 * once the server shuts down (plugins/shutdown.ts closes the connection, then answers 503).
 */
export const immutableAssetsPlugin = fp(
  async (
    app: FastifyInstance,
    { assets, config, state }: { assets: ImmutableAssets; config: Config; state: AppContext['state'] },
  ) => {
    const setSecurityHeaders = createSecurityHeaders(config);
    app.addHook('onRequest', (request, reply, done) => {
      const { method, headers } = request;
      if (method !== 'GET' && method !== 'HEAD') return done();
      const asset = assets.find(request.url);
      if (!asset || state.isShuttingDown || state.isClosing) return done();
      if (carriesLegacyCookie(headers.cookie)) return done();
      const { file } = asset;
      const res = reply.raw;
      setSecurityHeaders(request.raw, res);
      for (const name in asset.headers) res.setHeader(name, asset.headers[name]);
      res.setHeader('cache-control', file.cacheControl);
      res.setHeader('etag', file.etag);
      res.setHeader('vary', 'accept-encoding');
      reply.hijack();
      if (headers['if-none-match'] === file.etag) {
        res.statusCode = 304;
        res.end();
        return done();
      }
      const { body, encoding } = encodedBody(file, headers['accept-encoding']);
      res.setHeader('content-type', file.contentType);
      if (encoding) res.setHeader('content-encoding', encoding);
      res.setHeader('content-length', body.length);
      res.end(method === 'HEAD' ? undefined : body);
      done();
    });
  },
);
