import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';

const PLAYER_ASSET = '/p/assets/index-Ab3dE9fG.js';
const BUILDER_ASSET = '/assets/index-Qw4eR5tY.js';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
/** A builder cookie from before issue 9: a request carrying one gets the routes' answer, which removes it. */
const LEGACY_COOKIE = 'gc_access=old-token';

/** What differs between two answers of the same bytes in any case: when, and the cookie the routes remove. */
const comparable = (response: LightMyRequestResponse) => {
  const { date: _date, 'set-cookie': _cookie, ...headers } = response.headers;
  return headers;
};

/**
 * The built apps' content-hashed files are answered before Fastify's other hooks (immutable-assets.ts):
 * the answer must be the routes' own, header for header. Static files: one dialect is enough.
 */
describe('content-hashed files answered first', () => {
  const playerDist = mkdtempSync(join(tmpdir(), 'gc-immutable-player-'));
  const webDist = mkdtempSync(join(tmpdir(), 'gc-immutable-web-'));
  let t: TestApp;

  beforeAll(async () => {
    for (const [dist, asset] of [
      [playerDist, PLAYER_ASSET.slice('/p'.length)],
      [webDist, BUILDER_ASSET],
    ]) {
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>App</title>');
      writeFileSync(join(dist, asset), SCRIPT);
    }
    t = await createTestApp(DIALECTS[0], {
      PLAYER_DIST: playerDist,
      WEB_DIST: webDist,
      PUBLIC_URL: 'https://campaigns.example.com',
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(playerDist, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers: { host: 'campaigns.example.com', ...headers } });

  it.each([
    [PLAYER_ASSET, 'br, gzip'],
    [PLAYER_ASSET, 'gzip'],
    [PLAYER_ASSET, ''],
    [BUILDER_ASSET, 'br, gzip'],
  ])('answers %s (accept-encoding "%s") as its route does, security headers and all', async (url, encoding) => {
    const first = await get(url, { 'accept-encoding': encoding });
    const routed = await get(url, { 'accept-encoding': encoding, cookie: LEGACY_COOKIE });
    // The routed answer really went through the hooks: it removes the old cookie.
    expect(String(routed.headers['set-cookie'])).toContain('gc_access=;');
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.statusCode).toBe(200);
    expect(comparable(first)).toEqual(comparable(routed));
    expect(first.rawPayload.equals(routed.rawPayload)).toBe(true);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['content-security-policy']).toContain("default-src 'self'");
    expect(first.headers['strict-transport-security']).toMatch(/^max-age=/);
  });

  it('answers HEAD with the headers of GET and no body, and a known etag with 304', async () => {
    const full = await get(PLAYER_ASSET, { 'accept-encoding': 'gzip' });
    const head = await get(PLAYER_ASSET, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(comparable(head)).toEqual(comparable(full));

    const again = await get(PLAYER_ASSET, { 'if-none-match': String(full.headers.etag) });
    const routedAgain = await get(PLAYER_ASSET, { 'if-none-match': String(full.headers.etag), cookie: LEGACY_COOKIE });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(comparable(again)).toEqual(comparable(routedAgain));
  });

  it('leaves a missing hashed file to the routes (404) and a query string does not hide the file', async () => {
    expect((await get('/p/assets/index-Zz9yX8wV.js')).statusCode).toBe(404);
    const withQuery = await get(`${PLAYER_ASSET}?v=1`, { 'accept-encoding': 'gzip' });
    expect(withQuery.statusCode).toBe(200);
    expect(withQuery.headers['content-encoding']).toBe('gzip');
  });

  it('once the server shuts down, answers as every other request: closing the connection', async () => {
    t.ctx.state.isShuttingDown = true;
    try {
      const response = await get(PLAYER_ASSET);
      expect(response.statusCode).toBe(200);
      expect(response.headers.connection).toBe('close');
    } finally {
      t.ctx.state.isShuttingDown = false;
    }
  });
});
