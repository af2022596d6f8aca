import robotsModule from 'robots-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';

// Its types say `export default`, its code `module.exports =`: imported from ESM, the default is the function.
const robotsParser = robotsModule as unknown as typeof robotsModule.default;

const BASE = 'http://localhost:3000';

describe.each(DIALECTS)('/robots.txt (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t?.close());

  it('is a plain-text robots file, not the builder page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toMatch(/^User-agent: \*$/m);
    expect(response.body).not.toContain('<');
  });

  it('lets crawlers read published campaigns and what their pages show, nothing of the builder or its API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    // Read as a crawler reads it (RFC 9309: the longest matching rule wins).
    const robots = robotsParser(`${BASE}/robots.txt`, response.body);
    const allowed = (path: string) => robots.isAllowed(`${BASE}${path}`, 'Googlebot');
    for (const path of [
      '/p/summer-wheel-x7k2',
      '/p/summer-wheel-x7k2?lang=de',
      '/p/assets/index-C2jaNk9l.js',
      '/files/4f0c2a9e1b7d4c3a8e6f5d4c3b2a1908.png',
      '/api/play/campaigns/summer-wheel-x7k2',
    ]) {
      expect(allowed(path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/login',
      '/campaigns',
      '/builder/2b7f3c9e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
      '/p/preview',
      '/api/v1/campaign/search',
      '/api/docs',
      '/api/health',
      '/api/play/campaigns/summer-wheel-x7k2/challenge',
      '/api/play/campaigns/summer-wheel-x7k2/plays',
      '/api/play/plays/2b7f3c9e-1a2b-4c3d-8e9f-0a1b2c3d4e5f/finish',
    ]) {
      expect(allowed(path), path).toBe(false);
    }
  });
});
