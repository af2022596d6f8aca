import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';

const INDEX = '<!doctype html><title>Player</title><div id="root"></div>';
const ASSET = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const ASSET_NAME = 'index-Ab3dE9fG.js';

/** The player app is static: one dialect is enough, the database plays no part. */
describe('player app at /p/', () => {
  const dist = mkdtempSync(join(tmpdir(), 'gc-player-dist-'));
  let t: TestApp;
  let unbuilt: TestApp;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', ASSET_NAME), ASSET);
    t = await createTestApp(DIALECTS[0], { PLAYER_DIST: dist });
    unbuilt = await createTestApp(DIALECTS[0], { PLAYER_DIST: join(dist, 'missing') });
  });
  afterAll(async () => {
    await t.close();
    await unbuilt.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/p/preview', '/p/some-slug', '/p/', '/p/some-slug?lang=de'])(
    'answers %s with the index, not cached',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    },
  );

  it('serves a hashed asset compressed and cached for ever', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/p/assets/${ASSET_NAME}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(ASSET.length);
  });

  it('lets the sandboxed preview (an opaque origin) load the bundle files, and only those', async () => {
    const asset = await t.app.inject({ method: 'GET', url: `/p/assets/${ASSET_NAME}`, headers: { origin: 'null' } });
    expect(asset.headers['access-control-allow-origin']).toBe('*');
    expect(asset.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const page = await t.app.inject({ method: 'GET', url: '/p/preview', headers: { origin: 'null' } });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    // A load that carries a header of its own is asked for first.
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: `/p/assets/${ASSET_NAME}`,
      headers: { origin: 'null', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-extra' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toBe('*');
  });

  it('answers a repeated request with 304 by its etag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/p/preview' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/p/preview',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers a missing asset with 404, never with the index', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/p/assets/index-Zz9yX8wV.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('leaves other paths to the builder app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/campaigns' });
    expect(response.body).not.toBe(INDEX);
  });

  it('explains when the player is not built', async () => {
    const response = await unbuilt.app.inject({ method: 'GET', url: '/p/preview' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('The player app has not been built');
  });
});
