import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../src/modules/auth/access-tokens.ts';
import { LOG_IN_LIMIT } from '../src/modules/auth/auth.routes.ts';
import { currentOtpCode } from '../src/modules/auth/otp.ts';
import { sendQueuedResets } from '../src/modules/auth/password-links.service.ts';
import { apiClient } from './api-client.ts';
import { revealedLinkTo } from './outbox-fixture.ts';
import { createTestApp, DEMO_PASSWORD, DIALECTS, type TestApp } from './test-app.ts';

const USERS = '/api/v1/user-management/users';
const LOG_IN = `${USERS}/log-in`;
const ROLES = `${USERS}/logged-in/roles`;
const JWT_SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const HUGE_PASSWORD = 'Aa1!'.repeat(12_500);
const PROBLEM = /^application\/problem\+json/;

describe.each(DIALECTS)('security on %s', (kind) => {
  let t: TestApp;
  let ipCount = 0;
  const nextIp = () => `10.5.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;
  const client = () => apiClient(t.app, { remoteAddress: nextIp() });
  const body = (username: string, password: string, otpCode?: string) => ({
    username,
    password,
    grantType: 'password',
    ...(otpCode ? { otpCode } : {}),
  });

  beforeAll(async () => {
    t = await createTestApp(kind, { JWT_SECRET });
  });
  afterAll(() => t.close());

  it('brute force: after 5 failures every log-in needs a proof of work, and an unknown e-mail answers the same', async () => {
    async function attack(email: string) {
      const answers = [];
      // A new address for each try: the proof of work is asked for per account, from every address.
      for (let i = 0; i < 6; i++) {
        const r = await client().post(LOG_IN, body(email, `Wrong-Password-${i}!`));
        answers.push({ status: r.status, body: r.body, retryAfter: r.headers['retry-after'] });
      }
      const right = await client().post(LOG_IN, body(email, DEMO_PASSWORD));
      answers.push({ status: right.status, body: right.body, retryAfter: right.headers['retry-after'] });
      return answers;
    }
    const known = await attack('editor@demo.test');
    expect(known.map((a) => `${a.status} ${a.body.code}`)).toEqual([
      ...Array(5).fill('401 INVALID_CREDENTIALS'),
      '401 PROOF_OF_WORK_REQUIRED',
      '401 PROOF_OF_WORK_REQUIRED',
    ]);
    expect(known[5].body.violations[0].message).toBe('Please let your browser confirm this log-in and try again.');

    expect(await attack('no-such-user@demo.test')).toEqual(known);
    // Other accounts are not affected.
    expect((await client().post(LOG_IN, body('viewer@demo.test', DEMO_PASSWORD))).status).toBe(200);
  });

  it('a burst of simultaneous guesses gets no more than 5 tries at the password', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => client().post(LOG_IN, body('sales-offer-sender@demo.test', `Guess-${i}!`))),
    );
    const codes = guesses.map((g) => g.body.code);
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(5);
    expect(codes.filter((c) => c === 'PROOF_OF_WORK_REQUIRED')).toHaveLength(10);
  });

  it('limits log-in attempts per client address', async () => {
    const ip = nextIp();
    const statuses = [];
    for (let i = 0; i <= LOG_IN_LIMIT.max; i++) {
      const r = await apiClient(t.app).request('POST', LOG_IN, {
        body: body(`guess-${i}@demo.test`, 'Wrong-Password-1!'),
        remoteAddress: ip,
      });
      statuses.push(r.status);
      if (r.status === 429) {
        expect(r.headers['content-type']).toMatch(PROBLEM);
        expect(r.body.code).toBe('TOO_MANY_REQUESTS');
      }
    }
    expect(statuses).toEqual([...Array(LOG_IN_LIMIT.max).fill(401), 429]);
    expect((await client().post(LOG_IN, body('creator@demo.test', DEMO_PASSWORD))).status).toBe(200);
  });

  it('OTP: a used code is refused, and guessing codes hits the same limit', async () => {
    const api = client();
    const { accessToken } = await api.logInAs('SALES_MANAGER');
    const { secret } = (await api.post(`${USERS}/otp/setup`, undefined, accessToken)).body.data;
    const code = currentOtpCode(secret);
    expect((await api.get(`${USERS}/check-otp/${code}`, accessToken)).status).toBe(200);
    const reused = await api.del(`${USERS}/otp`, { code }, accessToken);
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('OTP_INVALID');
    // That refusal was the first failure on this session's two-factor checks; four more lock the session's checks.

    // Guessing codes at log-in counts like guessing passwords: after 5, a proof of work is needed.
    const guesses = [];
    for (let i = 0; i < 6; i++) {
      const r = await client().post(LOG_IN, body('sales-manager@demo.test', DEMO_PASSWORD, `00000${i}`));
      guesses.push(`${r.status} ${r.body.code}`);
    }
    expect(guesses).toEqual([...Array(5).fill('401 OTP_INVALID'), '401 PROOF_OF_WORK_REQUIRED']);

    const checks = [];
    for (let i = 0; i < 5; i++) checks.push((await api.get(`${USERS}/check-otp/11111${i}`, accessToken)).status);
    expect(checks).toEqual([400, 400, 400, 400, 429]);
    const rightCode = await api.get(`${USERS}/check-otp/${currentOtpCode(secret, Date.now() + 30_000)}`, accessToken);
    expect(rightCode.status).toBe(429);
  });

  it('reusing a rotated refresh token ends the whole session, not the other sessions', async () => {
    const api = client();
    const other = await api.logInAs('SUPER_ADMIN');
    const first = await api.logInAs('SUPER_ADMIN');
    const second = (await api.post(`${USERS}/refresh-token`, { refreshToken: first.refreshToken })).body.data;
    // The owner moves on; the first token is then no longer the one just rotated (no two-tab grace).
    const third = (await api.post(`${USERS}/refresh-token`, { refreshToken: second.refreshToken })).body.data;

    const replay = await api.post(`${USERS}/refresh-token`, { refreshToken: first.refreshToken });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('INVALID_REFRESH_TOKEN');

    expect((await api.post(`${USERS}/refresh-token`, { refreshToken: third.refreshToken })).status).toBe(401);
    for (const token of [first.accessToken, second.accessToken, third.accessToken]) {
      const r = await api.get(ROLES, token);
      expect(r.status).toBe(440);
      expect(r.body.code).toBe('SESSION_EXPIRED');
    }
    expect((await api.get(ROLES, other.accessToken)).status).toBe(200);
  });

  it('refuses forged, foreign and expired access tokens with 401 problem+json', async () => {
    const api = client();
    const real = await api.logInAs('USER');
    const claims = decodeJwt(real.accessToken);
    const { sub, sid, cid, email, roles } = claims as Record<string, unknown>;
    const now = Math.floor(Date.now() / 1000);
    const sign = (options: { key?: string; aud?: string; iss?: string; iat?: number; exp?: number } = {}) =>
      new SignJWT({ sid, cid, email, roles })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(sub))
        .setIssuer(options.iss ?? TOKEN_ISSUER)
        .setAudience(options.aud ?? TOKEN_AUDIENCE)
        .setIssuedAt(options.iat ?? now)
        .setExpirationTime(options.exp ?? now + 600)
        .sign(new TextEncoder().encode(options.key ?? JWT_SECRET));

    // The control: a token made the same way with the right secret works, so each refusal below is for its flaw.
    expect((await api.get(ROLES, await sign())).status).toBe(200);

    const forged = {
      'alg none': new UnsecuredJWT({ sid, cid, email, roles })
        .setSubject(String(sub))
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('10m')
        .encode(),
      'another secret': await sign({ key: 'some-other-secret-that-is-long-enough-xyz' }),
      'foreign audience': await sign({ aud: 'player' }),
      'foreign issuer': await sign({ iss: 'someone-else' }),
      expired: await sign({ iat: now - 3600, exp: now - 60 }),
      'tampered payload': real.accessToken.replace(/\.[^.]+\./, `.${btoa('{"sub":"x"}').replaceAll('=', '')}.`),
    };
    for (const [name, token] of Object.entries(forged)) {
      const r = await api.get(ROLES, token);
      expect({ name, status: r.status, code: r.body.code }).toEqual({ name, status: 401, code: 'UNAUTHENTICATED' });
      expect(r.headers['content-type']).toMatch(PROBLEM);
    }
  });

  it('a 50,000-character password is refused without a 500 at log-in, reset and change', async () => {
    const api = client();
    const started = Date.now();
    const logIn = await api.post(LOG_IN, body('user-admin@demo.test', HUGE_PASSWORD));
    expect(logIn.status).toBe(401);
    expect(logIn.body.code).toBe('INVALID_CREDENTIALS');
    expect(Date.now() - started).toBeLessThan(2_000);

    const { accessToken } = await api.logInAs('USER_ADMIN');
    for (const payload of [
      { currentPassword: HUGE_PASSWORD, newPassword: 'Strong-Enough-12!' },
      { currentPassword: DEMO_PASSWORD, newPassword: HUGE_PASSWORD },
    ]) {
      const change = await api.post(`${USERS}/change-password`, payload, accessToken);
      expect(change.status).toBe(400);
      expect(change.headers['content-type']).toMatch(PROBLEM);
    }

    await api.post(`${USERS}/forgot-password`, { email: 'user-admin@demo.test' });
    await sendQueuedResets(t.ctx);
    const superAdmin = await api.logInAs('SUPER_ADMIN');
    const { token } = await revealedLinkTo(api, superAdmin.accessToken, 'user-admin@demo.test');
    const reset = await api.post(`${USERS}/reset-password`, { token, password: HUGE_PASSWORD });
    expect(reset.status).toBe(400);
    expect(reset.body.code).toBe('WEAK_PASSWORD');
  });

  it('answers garbage bodies and wrong content types with 4xx problem+json', async () => {
    const send = (payload: string, contentType?: string) =>
      t.app.inject({
        method: 'POST',
        url: LOG_IN,
        remoteAddress: nextIp(),
        payload,
        headers: contentType ? { 'content-type': contentType } : {},
      });
    const cases: [string, string | undefined, number][] = [
      ['{"username": "editor@demo.test", "password": ', 'application/json', 400],
      ['', 'application/json', 400],
      ['null', 'application/json', 400],
      ['[1,2,3]', 'application/json', 400],
      [
        '{"__proto__": {"isAdmin": true}, "username": "a", "password": "b", "grantType": "password"}',
        'application/json',
        400,
      ],
      ['username=editor@demo.test&password=x', 'application/x-www-form-urlencoded', 415],
      // Plain text is read as a string, which is not a log-in object.
      ['hello', 'text/plain', 400],
      ['<xml/>', 'application/xml', 415],
      [
        JSON.stringify({ username: 'x'.repeat(2_000_000), password: 'a', grantType: 'password' }),
        'application/json',
        413,
      ],
    ];
    for (const [payload, contentType, status] of cases) {
      const r = await send(payload, contentType);
      expect({ payload: payload.slice(0, 40), status: r.statusCode }).toEqual({
        payload: payload.slice(0, 40),
        status,
      });
      expect(r.headers['content-type']).toMatch(PROBLEM);
      expect(r.json().violations[0].message).toEqual(expect.any(String));
    }
  });
});
