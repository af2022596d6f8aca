import { demoEmailFor, type Role } from '@gc/contracts/roles';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentOtpCode } from '../src/modules/auth/otp.ts';
import { apiClient } from './api-client.ts';
import { createTestApp, DEMO_PASSWORD, DIALECTS, type TestApp } from './test-app.ts';

const USERS = '/api/v1/user-management/users';
const STEP_MS = 30_000;

describe.each(DIALECTS)('two-factor log-in on %s', (kind) => {
  let t: TestApp;
  let ipCount = 0;
  const client = () => apiClient(t.app, { remoteAddress: `10.4.0.${++ipCount}` });
  const logIn = (role: Role, otpCode?: string, password = DEMO_PASSWORD) =>
    client().post(`${USERS}/log-in`, {
      username: demoEmailFor(role),
      password,
      grantType: 'password',
      ...(otpCode === undefined ? {} : { otpCode }),
    });

  /**
   * The clock of server and authenticator app: pinned to the middle of a 30 s step so that no test
   * straddles two steps, and never behind the real clock (tokens issued "before" an account existed fail).
   */
  let now = 0;
  const advanceSteps = (steps: number) => {
    now += steps * STEP_MS;
    vi.setSystemTime(now);
  };
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    now = Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS * 1.5;
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Sets up and confirms two-factor for a user; returns the secret and a token of the session. */
  async function enableOtp(role: Role) {
    const api = client();
    const { accessToken } = await api.logInAs(role);
    const setup = await api.post(`${USERS}/otp/setup`, undefined, accessToken);
    expect(setup.status).toBe(200);
    const secret: string = setup.body.data.secret;
    const confirmed = await api.get(`${USERS}/check-otp/${currentOtpCode(secret)}`, accessToken);
    expect(confirmed.status).toBe(200);
    return { api, secret, accessToken };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('set-up shows a secret, turns on only once a code confirms it, then log-in asks for a code', async () => {
    const api = client();
    const { accessToken } = await api.logInAs('EDITOR');
    const me = (await api.get('/api/v1/user-management/user-details/logged-in', accessToken)).body.data;
    expect((await api.get(`${USERS}/is-otp-set/${me.id}`, accessToken)).body).toEqual({ data: false });

    const setup = await api.post(`${USERS}/otp/setup`, undefined, accessToken);
    expect(setup.status).toBe(200);
    const { secret, uri } = setup.body.data;
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${secret}`);
    // Not confirmed yet: log-in goes on without a code.
    expect((await logIn('EDITOR')).status).toBe(200);

    const wrong = await api.get(`${USERS}/check-otp/000000`, accessToken);
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('OTP_INVALID');
    expect(wrong.body.violations[0].message).toBe('The code is not valid. Please try again with a new code.');

    const confirmed = await api.get(`${USERS}/check-otp/${currentOtpCode(secret)}`, accessToken);
    expect(confirmed.body).toEqual({ data: true });
    expect((await api.get(`${USERS}/is-otp-set/${me.id}`, accessToken)).body).toEqual({ data: true });

    const withoutCode = await logIn('EDITOR');
    expect(withoutCode.status).toBe(401);
    expect(withoutCode.body.code).toBe('OTP_REQUIRED');
    expect(withoutCode.body.violations[0]).toEqual({
      field: 'otpCode',
      message: 'Enter the six-digit code from your authenticator app.',
    });
    // Being asked for the code is no failed attempt: it never locks the account.
    for (let i = 0; i < 6; i++) expect((await logIn('EDITOR')).body.code).toBe('OTP_REQUIRED');
    // A wrong password says nothing about two-factor.
    expect((await logIn('EDITOR', undefined, 'Wrong-Password-1!')).body.code).toBe('INVALID_CREDENTIALS');
  });

  it('log-in accepts a valid code once; the same code, or an older one, is refused', async () => {
    const { secret } = await enableOtp('CREATOR');
    const confirmCode = currentOtpCode(secret);
    advanceSteps(1);
    const code = currentOtpCode(secret);

    const accepted = await logIn('CREATOR', code);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.accessToken).toEqual(expect.any(String));

    for (const used of [code, confirmCode, '123456', 'abcdef']) {
      const refused = await logIn('CREATOR', used);
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('OTP_INVALID');
    }
    advanceSteps(1);
    expect((await logIn('CREATOR', currentOtpCode(secret))).status).toBe(200);
  });

  it('tolerates a phone clock one step behind, and the code typed as the app shows it ("123 456")', async () => {
    const { secret } = await enableOtp('SALES_MANAGER');
    advanceSteps(2);
    expect((await logIn('SALES_MANAGER', currentOtpCode(secret, now - STEP_MS))).status).toBe(200);
    advanceSteps(1);
    const spaced = currentOtpCode(secret).replace(/^(\d{3})/, '$1 ');
    expect((await logIn('SALES_MANAGER', spaced)).status).toBe(200);
  });

  it('removing two-factor needs a valid code; afterwards log-in needs none', async () => {
    const { api, secret, accessToken } = await enableOtp('VIEWER');
    advanceSteps(1);
    const wrong = await api.del(`${USERS}/otp`, { code: '000000' }, accessToken);
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('OTP_INVALID');
    expect((await logIn('VIEWER')).body.code).toBe('OTP_REQUIRED');

    const removed = await api.del(`${USERS}/otp`, { code: currentOtpCode(secret) }, accessToken);
    expect(removed.status).toBe(204);
    expect((await logIn('VIEWER')).status).toBe(200);
    const again = await api.del(`${USERS}/otp`, { code: currentOtpCode(secret) }, accessToken);
    expect(again.body.code).toBe('OTP_NOT_SET_UP');
  });

  it('an active second factor cannot be swapped for a new secret without removing it first', async () => {
    const { api, secret, accessToken } = await enableOtp('SUCCESS_MANAGER');
    const swap = await api.post(`${USERS}/otp/setup`, undefined, accessToken);
    expect(swap.status).toBe(409);
    expect(swap.body.code).toBe('OTP_ALREADY_SET_UP');

    // Removal still works with the code of the active secret.
    advanceSteps(1);
    expect((await api.del(`${USERS}/otp`, { code: currentOtpCode(secret) }, accessToken)).status).toBe(204);
  });

  it('answers check-otp without a set-up, and is-otp-set about others, as the rules say', async () => {
    const api = client();
    const user = await api.logInAs('USER');
    const notSetUp = await api.get(`${USERS}/check-otp/123456`, user.accessToken);
    expect(notSetUp.status).toBe(400);
    expect(notSetUp.body.code).toBe('OTP_NOT_SET_UP');
    expect((await api.get(`${USERS}/check-otp/123456`)).status).toBe(401);

    const admin = await api.logInAs('USER_ADMIN');
    const list = await api.get(`${USERS}?size=100`, admin.accessToken);
    const id = (role: Role) => list.body.data.items.find((u: { email: string }) => u.email === demoEmailFor(role)).id;

    expect((await api.get(`${USERS}/is-otp-set/${id('CREATOR')}`, admin.accessToken)).body).toEqual({ data: true });
    expect((await api.get(`${USERS}/is-otp-set/${id('USER')}`, admin.accessToken)).body).toEqual({ data: false });
    // A user without user-management rights learns nothing about others.
    expect((await api.get(`${USERS}/is-otp-set/${id('CREATOR')}`, user.accessToken)).status).toBe(404);
    expect((await api.get(`${USERS}/is-otp-set/not-a-uuid`, user.accessToken)).status).toBe(400);
  });
});
