import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, DIALECTS, type TestApp } from './test-app.ts';

const USERS = '/api/v1/user-management/users';
const REFRESH = `${USERS}/refresh-token`;
const ROLES = `${USERS}/logged-in/roles`;
const FOURTEEN_DAYS = 14 * 24 * 60 * 60;
/** What the builder sends: the refresh token as the HttpOnly cookie only, never in a body. */
const COOKIE_ONLY = { 'x-token-delivery': 'cookie' };

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

const refreshCookieOf = (response: Answer) => response.cookies.find((cookie) => cookie.name === 'gc_refresh');

describe.each(DIALECTS)('the builder refresh cookie on %s', (kind) => {
  let t: TestApp;
  let ipCount = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST', url: string, options: { body?: object; headers?: object } = {}) =>
    t.app.inject({
      method,
      url,
      remoteAddress: `10.9.0.${++ipCount}`,
      headers: { ...COOKIE_ONLY, ...options.headers },
      ...(options.body ? { payload: options.body } : {}),
    });
  const logIn = (email: string, headers: object = COOKIE_ONLY) =>
    t.app.inject({
      method: 'POST',
      url: `${USERS}/log-in`,
      remoteAddress: `10.9.1.${++ipCount}`,
      headers: { ...headers },
      payload: { username: email, password: DEMO_PASSWORD, grantType: 'password' },
    });
  const refreshWith = (cookie: string) => send('POST', REFRESH, { headers: { cookie: `gc_refresh=${cookie}` } });
  const rolesWith = (accessToken: string) =>
    send('GET', ROLES, { headers: { authorization: `Bearer ${accessToken}` } }).then((r) => r.statusCode);
  const cookieValue = (response: Answer) => {
    const cookie = refreshCookieOf(response);
    if (!cookie?.value) throw new Error(`no refresh cookie in ${response.statusCode} ${response.body}`);
    return cookie.value;
  };

  it('log-in sets the refresh token as an HttpOnly, SameSite=Strict cookie of the refresh path for 14 days', async () => {
    const response = await logIn('editor@demo.test');
    expect(response.statusCode).toBe(200);
    const cookie = refreshCookieOf(response);
    expect(cookie).toMatchObject({
      path: REFRESH,
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: FOURTEEN_DAYS,
    });
    // PUBLIC_URL is http here: a Secure cookie would be dropped by the browser.
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
    // The builder asked for the cookie alone: the body carries the access token only.
    expect(response.json().data).not.toHaveProperty('refreshToken');
  });

  it('refreshes by the cookie alone (no body): a new access token and a rotated cookie', async () => {
    const first = cookieValue(await logIn('viewer@demo.test'));
    const response = await refreshWith(first);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).not.toHaveProperty('refreshToken');
    expect(await rolesWith(response.json().data.accessToken)).toBe(200);
    const rotated = cookieValue(response);
    expect(rotated).not.toBe(first);
    expect(refreshCookieOf(response)).toMatchObject({ path: REFRESH, httpOnly: true, maxAge: FOURTEEN_DAYS });
    // The rotated cookie refreshes again.
    expect((await refreshWith(rotated)).statusCode).toBe(200);
  });

  it('still refreshes the spec way for API clients: the token in the body, a new pair in the answer', async () => {
    const login = await logIn('creator@demo.test', {});
    const { refreshToken } = login.json().data;
    expect(refreshToken).toEqual(expect.any(String));
    // An API client keeps its own tokens: no cookie for it.
    expect(refreshCookieOf(login)).toBeUndefined();
    const response = await t.app.inject({ method: 'POST', url: REFRESH, payload: { refreshToken } });
    expect(response.statusCode).toBe(200);
    expect(refreshCookieOf(response)).toBeUndefined();
    const pair = response.json().data;
    expect(pair).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(pair.refreshToken).not.toBe(refreshToken);
    expect(await rolesWith(pair.accessToken)).toBe(200);
  });

  it('without a cookie or a body token the answer is 401 INVALID_REFRESH_TOKEN', async () => {
    const response = await send('POST', REFRESH);
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json().code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('log-out clears the cookie (same name and path, expired), and the old cookie no longer refreshes', async () => {
    const login = await logIn('user@demo.test');
    const refreshCookie = cookieValue(login);
    const out = await send('POST', `${USERS}/log-out`, {
      headers: { authorization: `Bearer ${login.json().data.accessToken}` },
    });
    expect(out.statusCode).toBe(204);
    const cleared = refreshCookieOf(out);
    expect(cleared).toMatchObject({ value: '', path: REFRESH, maxAge: 0 });
    // A browser that kept it anyway (or a copy) gets nothing for it.
    const replay = await refreshWith(refreshCookie);
    expect(replay.statusCode).toBe(401);
    expect(refreshCookieOf(replay)).toMatchObject({ value: '', maxAge: 0 });
  });

  it('log-out clears the cookie even when the access token is no longer accepted', async () => {
    const out = await send('POST', `${USERS}/log-out`, { headers: { authorization: 'Bearer expired' } });
    expect(out.statusCode).toBe(401);
    expect(refreshCookieOf(out)).toMatchObject({ value: '', path: REFRESH, maxAge: 0 });
  });

  it('two tabs loading at once refresh with the same cookie and both stay signed in', async () => {
    const shared = cookieValue(await logIn('user-admin@demo.test'));
    const [tabA, tabB] = await Promise.all([refreshWith(shared), refreshWith(shared)]);
    expect([tabA.statusCode, tabB.statusCode]).toEqual([200, 200]);
    for (const tab of [tabA, tabB]) expect(await rolesWith(tab.json().data.accessToken)).toBe(200);
    // Whichever Set-Cookie the browser kept last goes on working.
    expect((await refreshWith(cookieValue(tabB))).statusCode).toBe(200);
    expect(await rolesWith(tabA.json().data.accessToken)).toBe(200);
  });

  it('a replayed old cookie, after the session moved on, ends the session', async () => {
    const login = await logIn('super-user-admin@demo.test');
    const stolen = cookieValue(login);
    const second = await refreshWith(stolen);
    const third = await refreshWith(cookieValue(second));
    expect(third.statusCode).toBe(200);

    const replay = await refreshWith(stolen);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('INVALID_REFRESH_TOKEN');
    // The owner's tokens die with it: the access token answers 440, the newest cookie refreshes no more.
    expect(await rolesWith(third.json().data.accessToken)).toBe(440);
    expect((await refreshWith(cookieValue(third))).statusCode).toBe(401);
  });

  it('a browser with the old script-readable token cookies loses them on its first request, and stays signed in', async () => {
    const login = await logIn('success-manager@demo.test', {});
    const { accessToken, refreshToken } = login.json().data;
    const oldCookies = `gc_access=${accessToken}; gc_refresh=${refreshToken}; gc_session=some-session-id`;
    for (const url of ['/p/summer-wheel', '/campaigns']) {
      const response = await send('GET', url, { headers: { cookie: oldCookies } });
      const byPath = (name: string, path: string) =>
        response.cookies.find((cookie) => cookie.name === name && cookie.path === path);
      for (const name of ['gc_access', 'gc_refresh', 'gc_session']) {
        expect(byPath(name, '/'), `${url} ${name}`).toMatchObject({ value: '', maxAge: 0 });
      }
      expect(byPath('gc_refresh', REFRESH), url).toMatchObject({ value: refreshToken, httpOnly: true });
    }
    expect((await refreshWith(refreshToken)).statusCode).toBe(200);
    // A browser without them gets no Set-Cookie at all.
    expect((await send('GET', '/campaigns')).headers['set-cookie']).toBeUndefined();
  });

  it('a password change sets a new cookie for the new session', async () => {
    const login = await logIn('sales-offer-sender@demo.test');
    const old = cookieValue(login);
    const response = await send('POST', `${USERS}/change-password`, {
      headers: { authorization: `Bearer ${login.json().data.accessToken}` },
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Another-Password-2026!' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).not.toHaveProperty('refreshToken');
    const renewed = cookieValue(response);
    expect(refreshCookieOf(response)).toMatchObject({ path: REFRESH, httpOnly: true, sameSite: 'Strict' });
    expect((await refreshWith(old)).statusCode).toBe(401);
    expect((await refreshWith(renewed)).statusCode).toBe(200);
  });
});
