import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROTATION_GRACE_MS } from '../src/modules/auth/refresh.service.ts';
import { apiClient } from './api-client.ts';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';

const REFRESH = '/api/v1/user-management/users/refresh-token';
const LOG_OUT = '/api/v1/user-management/users/log-out';
const ROLES = '/api/v1/user-management/users/logged-in/roles';
const DAY_MS = 86_400_000;

describe.each(DIALECTS)('refresh tokens on %s', (kind) => {
  let t: TestApp;
  let ipCount = 0;
  const client = () => apiClient(t.app, { remoteAddress: `10.2.0.${++ipCount}` });

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rotates: the answer is a new pair whose access token works', async () => {
    const api = client();
    const first = await api.logInAs('EDITOR');
    const response = await api.post(REFRESH, { refreshToken: first.refreshToken });
    expect(response.status).toBe(200);
    const next = response.body.data;
    expect(next).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect((await api.get(ROLES, next.accessToken)).body).toEqual({ data: ['EDITOR'] });

    // The rotated pair can itself be refreshed, again and again.
    const third = await api.post(REFRESH, { refreshToken: next.refreshToken });
    expect(third.status).toBe(200);
    expect((await api.get(ROLES, third.body.data.accessToken)).status).toBe(200);
  });

  it('a used refresh token presented again after the grace ends the session', async () => {
    const api = client();
    const { refreshToken } = await api.logInAs('VIEWER');
    const rotated = (await api.post(REFRESH, { refreshToken })).body.data;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ROTATION_GRACE_MS + 1_000);
    const again = await api.post(REFRESH, { refreshToken });
    expect(again.status).toBe(401);
    expect(again.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(again.body.code).toBe('INVALID_REFRESH_TOKEN');
    expect(again.body.violations[0].message).toBe('Your session has ended. Please log in again.');
    // The replay ended the session: the owner's newer tokens stop working too.
    expect((await api.get(ROLES, rotated.accessToken)).status).toBe(440);
    expect((await api.post(REFRESH, { refreshToken: rotated.refreshToken })).status).toBe(401);
  });

  it('a used refresh token replayed after the chain moved on ends the session, even inside the grace', async () => {
    const api = client();
    const { refreshToken } = await api.logInAs('CREATOR');
    const second = (await api.post(REFRESH, { refreshToken })).body.data;
    const third = (await api.post(REFRESH, { refreshToken: second.refreshToken })).body.data;
    expect((await api.post(REFRESH, { refreshToken })).status).toBe(401);
    expect((await api.get(ROLES, third.accessToken)).status).toBe(440);
  });

  it('refuses unknown, empty and oversized refresh tokens without a 500', async () => {
    const api = client();
    for (const refreshToken of ['made-up-token', '']) {
      const response = await api.post(REFRESH, { refreshToken });
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('INVALID_REFRESH_TOKEN');
    }
    const oversized = await api.post(REFRESH, { refreshToken: 'x'.repeat(10_000) });
    expect(oversized.status).toBe(400);
    // No token in the body and no cookie: nothing to refresh with.
    const missing = await api.post(REFRESH, {});
    expect(missing.status).toBe(401);
    expect(missing.body.code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('refuses a refresh token older than its 14 days', async () => {
    const api = client();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 15 * DAY_MS);
    const old = await api.logInAs('CREATOR');
    vi.useRealTimers();

    const response = await api.post(REFRESH, { refreshToken: old.refreshToken });
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('INVALID_REFRESH_TOKEN');
    // The access token of that log-in expired long ago as well.
    expect((await api.get(ROLES, old.accessToken)).status).toBe(401);
  });

  it('keeps one session across rotations: log-out with the newest token ends the older access token too', async () => {
    const api = client();
    const first = await api.logInAs('USER_ADMIN');
    const rotated = (await api.post(REFRESH, { refreshToken: first.refreshToken })).body.data;
    expect((await api.get(ROLES, first.accessToken)).status).toBe(200);

    expect((await api.post(LOG_OUT, {}, rotated.accessToken)).status).toBe(204);
    expect((await api.get(ROLES, first.accessToken)).status).toBe(440);
    expect((await api.get(ROLES, rotated.accessToken)).status).toBe(440);
    expect((await api.post(REFRESH, { refreshToken: rotated.refreshToken })).status).toBe(401);
  });

  it('two simultaneous refreshes with the same token (two tabs) both get a pair of the same, living session', async () => {
    const api = client();
    const { refreshToken } = await api.logInAs('SALES_MANAGER');
    const answers = await Promise.all([api.post(REFRESH, { refreshToken }), api.post(REFRESH, { refreshToken })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    for (const answer of answers) expect((await api.get(ROLES, answer.body.data.accessToken)).status).toBe(200);
    expect(answers[0].body.data.refreshToken).not.toBe(answers[1].body.data.refreshToken);
  });
});
