import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, DIALECTS, type TestApp } from './test-app.ts';

/** The builder, a published campaign, an uploaded file (unknown key) and the API, each answered by another part. */
const PATHS = ['/login', '/p/summer-wheel', '/files/not-a-key', '/api/v1/user-management/users/logged-in/roles'];

const directivesOf = (policy: unknown) =>
  new Map(
    String(policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );

describe.each(DIALECTS)('security headers on %s', (kind) => {
  let plain: TestApp;
  let secure: TestApp;

  beforeAll(async () => {
    plain = await createTestApp(kind, { PUBLIC_URL: 'http://campaigns.intranet:3000' });
    secure = await createTestApp(kind, { PUBLIC_URL: 'https://campaigns.example.com' });
  });
  afterAll(async () => {
    await plain.close();
    await secure.close();
  });

  const get = (t: TestApp, url: string, host = 'campaigns.intranet:3000') =>
    t.app.inject({ method: 'GET', url, headers: { host } });

  it('over plain http: no HSTS and no upgrade-insecure-requests, on every part', async () => {
    for (const url of PATHS) {
      const response = await get(plain, url);
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
      const policy = directivesOf(response.headers['content-security-policy']);
      expect(policy.has('default-src'), url).toBe(true);
      expect(policy.has('upgrade-insecure-requests'), url).toBe(false);
    }
  });

  it('with an https PUBLIC_URL: HSTS and upgrade-insecure-requests, on every part', async () => {
    for (const url of PATHS) {
      const response = await get(secure, url, 'campaigns.example.com');
      expect(response.headers['strict-transport-security'], url).toMatch(/^max-age=\d{7,}/);
      expect(directivesOf(response.headers['content-security-policy']).has('upgrade-insecure-requests'), url).toBe(
        true,
      );
    }
  });

  it('marks the refresh cookie Secure only with an https PUBLIC_URL', async () => {
    const logIn = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user-management/users/log-in',
        headers: { 'x-token-delivery': 'cookie' },
        payload: { username: 'editor@demo.test', password: DEMO_PASSWORD, grantType: 'password' },
      });
    const cookieOf = async (t: TestApp) => (await logIn(t)).cookies.find((cookie) => cookie.name === 'gc_refresh');
    expect((await cookieOf(secure))?.secure).toBe(true);
    expect((await cookieOf(plain))?.secure).toBeFalsy();
  });

  it('a campaign page may fetch only the play API, and may be framed only by its own origin', async () => {
    const page = await get(plain, '/p/summer-wheel');
    const policy = directivesOf(page.headers['content-security-policy']);
    expect(policy.get('connect-src')).toBe('campaigns.intranet:3000/api/play/ campaigns.intranet:3000/robots.txt');
    expect(policy.get('frame-ancestors')).toBe("'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Not in the builder's browsing context group: a builder window it opens is out of its reach.
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');

    // Reached under another name than PUBLIC_URL's (a proxy, an alias): both names are allowed.
    const aliased = directivesOf(
      (await get(plain, '/p/summer-wheel', '10.0.0.5:3000')).headers['content-security-policy'],
    );
    expect(aliased.get('connect-src')).toBe(
      'campaigns.intranet:3000/api/play/ campaigns.intranet:3000/robots.txt 10.0.0.5:3000/api/play/ 10.0.0.5:3000/robots.txt',
    );
  });

  it('the builder and the API are never framed and keep their own browsing context group', async () => {
    for (const url of ['/login', '/campaigns', '/api/v1/user-management/users/logged-in/roles']) {
      const response = await get(plain, url);
      const policy = directivesOf(response.headers['content-security-policy']);
      expect(policy.get('frame-ancestors'), url).toBe("'none'");
      expect(policy.get('connect-src'), url).toBe("'self'");
      // WebAssembly (the voucher scan's QR reader), never script text: no 'unsafe-eval'.
      expect(policy.get('script-src'), url).toBe("'self' 'wasm-unsafe-eval'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it('the play API (which skips helmet) answers as a document that may run, fetch and be framed by nothing', async () => {
    const response = await get(plain, '/api/play/campaigns/no-such-campaign');
    expect(response.statusCode).toBe(404);
    const policy = directivesOf(response.headers['content-security-policy']);
    expect(policy.get('default-src')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('a hostile Host header changes nothing in the policy and is no 500', async () => {
    for (const host of ["evil.test; script-src 'unsafe-inline'", 'a,b', 'x y']) {
      const response = await get(plain, '/p/summer-wheel', host);
      expect(response.statusCode, host).toBe(200);
      const policy = directivesOf(response.headers['content-security-policy']);
      expect(policy.get('connect-src'), host).toBe(
        'campaigns.intranet:3000/api/play/ campaigns.intranet:3000/robots.txt',
      );
      expect(policy.get('script-src'), host).toBe("'self'");
    }
  });
});
