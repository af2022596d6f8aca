import { demoEmailFor } from '@gc/contracts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './api-client.ts';
import { createTestApp, DEMO_PASSWORD, DIALECTS, type TestApp } from './test-app.ts';

const LOG_IN = '/api/v1/user-management/users/log-in';
const LOG_OUT = '/api/v1/user-management/users/log-out';
const REFRESH = '/api/v1/user-management/users/refresh-token';
const ROLES = '/api/v1/user-management/users/logged-in/roles';
const PROBLEM = /^application\/problem\+json/;

describe.each(DIALECTS)('log-in and log-out on %s', (kind) => {
  let t: TestApp;
  let ipCount = 0;
  /** Each test its own client address, so the per-IP limit (10 a minute) never interferes. */
  const client = () => apiClient(t.app, { remoteAddress: `10.1.0.${++ipCount}` });
  const logInBody = (username: string, password: string) => ({ username, password, grantType: 'password' });

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('logs in with the right password and the tokens open private routes', async () => {
    const api = client();
    const first = await api.post(LOG_IN, logInBody('editor@demo.test', DEMO_PASSWORD));
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      firstLogin: true,
    });
    const roles = await api.get(ROLES, first.body.data.accessToken);
    expect(roles.status).toBe(200);
    expect(roles.body).toEqual({ data: ['EDITOR'] });

    const second = await api.logIn('editor@demo.test');
    expect(second.firstLogin).toBeUndefined();
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const response = await client().post(LOG_IN, logInBody('  Viewer@DEMO.test ', DEMO_PASSWORD));
    expect(response.status).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail with the same message the login page shows', async () => {
    const api = client();
    const wrong = await api.post(LOG_IN, logInBody('creator@demo.test', 'Not-the-password-1!'));
    const unknown = await api.post(LOG_IN, logInBody('nobody@demo.test', 'Not-the-password-1!'));
    expect(wrong.status).toBe(401);
    expect(wrong.headers['content-type']).toMatch(PROBLEM);
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
    expect(wrong.body.violations[0].message).toBe('Invalid email or password.');
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers a malformed log-in with violations that name the field', async () => {
    const api = client();
    const missing = await api.post(LOG_IN, { username: 'editor@demo.test', grantType: 'password' });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    expect(missing.body.violations.map((v: { field?: string }) => v.field)).toContain('password');

    const wrongGrant = await api.post(LOG_IN, { ...logInBody('editor@demo.test', DEMO_PASSWORD), grantType: 'code' });
    expect(wrongGrant.status).toBe(400);
    expect(wrongGrant.body.violations[0].field).toBe('grantType');
  });

  it('tells a deactivated user, and only with the right password, that the account is deactivated', async () => {
    const admin = client();
    const adminTokens = await admin.logInAs('USER_ADMIN');
    const list = await admin.get('/api/v1/user-management/users?size=50', adminTokens.accessToken);
    const plainUser = list.body.data.items.find((u: { email: string }) => u.email === demoEmailFor('USER'));
    const victim = client();
    const before = await victim.logInAs('USER');

    const deactivated = await admin.post(
      `/api/v1/user-management/users/${plainUser.id}/deactivate`,
      {},
      adminTokens.accessToken,
    );
    expect(deactivated.status).toBe(200);

    const right = await victim.post(LOG_IN, logInBody(plainUser.email, DEMO_PASSWORD));
    expect(right.status).toBe(403);
    expect(right.body.code).toBe('ACCOUNT_DEACTIVATED');
    expect(right.body.violations[0].message).toBe(
      'This account has been deactivated. Please contact your administrator.',
    );
    const wrong = await victim.post(LOG_IN, logInBody(plainUser.email, 'Not-the-password-1!'));
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
    // The session that was open when the account was deactivated ends too.
    expect([401, 440]).toContain((await victim.get(ROLES, before.accessToken)).status);
    expect((await victim.post(REFRESH, { refreshToken: before.refreshToken })).status).toBe(401);
  });

  it('refuses an invited user who has not chosen a password yet, like a wrong password', async () => {
    const admin = client();
    const { accessToken } = await admin.logInAs('USER_ADMIN');
    const invite = await admin.post(
      '/api/v1/user-management/users',
      { email: 'invited-login@demo.test', firstName: 'In', lastName: 'Vited', roles: ['VIEWER'] },
      accessToken,
    );
    expect(invite.status).toBe(201);
    const response = await client().post(LOG_IN, logInBody('invited-login@demo.test', ''));
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('log-out ends the session: its access and refresh tokens stop working, other sessions go on', async () => {
    const api = client();
    const kept = await api.logInAs('EDITOR');
    const ended = await api.logInAs('EDITOR');

    const out = await api.request('POST', LOG_OUT, { token: ended.accessToken });
    expect(out.status).toBe(204);

    const afterwards = await api.get(ROLES, ended.accessToken);
    expect(afterwards.status).toBe(440);
    expect(afterwards.headers['content-type']).toMatch(PROBLEM);
    expect(afterwards.body.code).toBe('SESSION_EXPIRED');
    const refresh = await api.post(REFRESH, { refreshToken: ended.refreshToken });
    expect(refresh.status).toBe(401);
    expect(refresh.body.code).toBe('INVALID_REFRESH_TOKEN');

    expect((await api.get(ROLES, kept.accessToken)).status).toBe(200);
  });

  it('log-out accepts a JSON body naming the refresh token, as the SPA sends it', async () => {
    const api = client();
    const tokens = await api.logInAs('CREATOR');
    const out = await api.post(LOG_OUT, { refreshToken: tokens.refreshToken }, tokens.accessToken);
    expect(out.status).toBe(204);
    expect((await api.get(ROLES, tokens.accessToken)).status).toBe(440);
  });

  it('answers private routes without a usable token with 401 problem+json', async () => {
    const api = client();
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Basic ZWRpdG9yOnB3' },
      { authorization: 'Bearer x' },
    ];
    for (const headers of attempts) {
      const response = await api.request('GET', ROLES, { headers });
      expect(response.status).toBe(401);
      expect(response.headers['content-type']).toMatch(PROBLEM);
      expect(response.body.code).toBe('UNAUTHENTICATED');
    }
  });
});
