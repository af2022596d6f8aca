import { solveAltcha } from '@gc/contracts/altcha-solver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../src/lib/jwt-secret.ts';
import { newChallenge } from '../src/modules/play/altcha.ts';
import { derivePlayKeys } from '../src/modules/play/play-keys.ts';
import { apiClient } from './api-client.ts';
import { createTestApp, DEMO_PASSWORD, DIALECTS, type TestApp } from './test-app.ts';

const USERS = '/api/v1/user-management/users';
const LOG_IN = `${USERS}/log-in`;
const CHALLENGE = `${LOG_IN}/challenge`;

type Answer = { status: number; code?: string; message?: string; retryAfter?: string };

describe.each(DIALECTS)('nobody can lock anyone out on %s', (kind) => {
  let t: TestApp;
  let ipCount = 0;
  const newAddress = () => `10.42.${Math.floor(++ipCount / 250)}.${(ipCount % 250) + 1}`;

  /** A challenge from the log-in page's endpoint, solved the way the browser solves it. */
  async function proof(): Promise<string> {
    const challenge = await apiClient(t.app).request('GET', CHALLENGE, { remoteAddress: newAddress() });
    expect(challenge.status).toBe(200);
    expect(challenge.headers['cache-control']).toBe('no-store');
    const solved = await solveAltcha(challenge.body.data);
    if (!solved) throw new Error('the challenge could not be solved');
    return solved;
  }

  async function logIn(ip: string, username: string, password: string, altcha?: string): Promise<Answer> {
    const response = await apiClient(t.app).request('POST', LOG_IN, {
      remoteAddress: ip,
      body: { username, password, grantType: 'password', ...(altcha ? { altcha } : {}) },
    });
    return {
      status: response.status,
      code: response.body.code,
      message: response.body.violations?.[0]?.message,
      retryAfter: response.headers['retry-after'] as string | undefined,
    };
  }
  const wrong = (i: number) => `Wrong-Password-${i}!`;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** Six failures from one address, then the owner tries from another: what each of them is told. */
  async function attackThenOwner(email: string) {
    const attacker = newAddress();
    const owner = newAddress();
    const answers: Answer[] = [];
    // Solved beforehand: solving takes a while on a busy machine, and the sixth must come within the wait.
    const attackerProof = await proof();
    for (let i = 0; i < 5; i++) answers.push(await logIn(attacker, email, wrong(i)));
    // The sixth from the attacker's address: slowed, even with a proof of work.
    answers.push(await logIn(attacker, email, wrong(5), attackerProof));
    // The owner, on another address, without and with a proof of work.
    answers.push(await logIn(owner, email, DEMO_PASSWORD));
    const withProof = await logIn(owner, email, DEMO_PASSWORD, await proof());
    return { answers, withProof };
  }

  it("an attacker's failures do not lock the owner out: from another address the right password works with a proof of work", async () => {
    const { answers, withProof } = await attackThenOwner('editor@demo.test');
    expect(answers.slice(0, 5).map((a) => `${a.status} ${a.code}`)).toEqual(Array(5).fill('401 INVALID_CREDENTIALS'));
    expect(answers[5]).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS', retryAfter: '5' });
    expect(answers[6]).toEqual({
      status: 401,
      code: 'PROOF_OF_WORK_REQUIRED',
      message: 'Please let your browser confirm this log-in and try again.',
      retryAfter: undefined,
    });
    expect(withProof).toMatchObject({ status: 200 });
  });

  it('an unknown e-mail is answered exactly like a known one', async () => {
    const known = await attackThenOwner('creator@demo.test');
    const unknown = await attackThenOwner('nobody-here@demo.test');
    expect(unknown.answers).toEqual(known.answers);
    expect(known.withProof.status).toBe(200);
    expect(unknown.withProof).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
  });

  it("the attacker's address waits longer after every failure; other addresses are not slowed", async () => {
    const attacker = newAddress();
    const email = 'viewer@demo.test';
    const proofs = [await proof(), await proof(), await proof()];
    for (let i = 0; i < 5; i++) expect((await logIn(attacker, email, wrong(i))).status).toBe(401);
    expect(await logIn(attacker, email, wrong(5), proofs[0])).toMatchObject({ status: 429, retryAfter: '5' });
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    expect(await logIn(attacker, email, wrong(6), proofs[1])).toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
    });
    // Even the right password waits at that address: the wait is the address's, not the password's.
    const slowed = await logIn(attacker, email, DEMO_PASSWORD, proofs[2]);
    expect(slowed).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS', retryAfter: '10' });
    expect(slowed.message).toBe('Too many attempts. Please try again in 10 seconds.');
    // Another address is not slowed: its wrong guess is checked (and needs a proof of work).
    const other = newAddress();
    expect(await logIn(other, email, wrong(7))).toMatchObject({ status: 401, code: 'PROOF_OF_WORK_REQUIRED' });
    expect(await logIn(other, email, wrong(7), await proof())).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('a proof of work counts once, and only one made for the log-in counts', async () => {
    const email = 'user@demo.test';
    for (let i = 0; i < 5; i++) await logIn(newAddress(), email, wrong(i));
    const solved = await proof();
    expect(await logIn(newAddress(), email, wrong(9), solved)).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(await logIn(newAddress(), email, DEMO_PASSWORD, solved)).toMatchObject({ code: 'PROOF_OF_WORK_REQUIRED' });

    // A player's challenge, solved, is signed with another key.
    const playerKey = derivePlayKeys(await resolveJwtSecret(t.ctx.db, t.ctx.config.jwtSecret)).altcha;
    const playerProof = await solveAltcha(await newChallenge(playerKey, 1000));
    expect(await logIn(newAddress(), email, DEMO_PASSWORD, playerProof ?? '')).toMatchObject({
      code: 'PROOF_OF_WORK_REQUIRED',
    });
    const forged = Buffer.from(
      JSON.stringify({
        algorithm: 'SHA-256',
        challenge: 'a'.repeat(64),
        number: 1,
        salt: 'x?expires=9999999999',
        signature: 'b'.repeat(64),
      }),
    ).toString('base64');
    for (const altcha of [forged, 'not base64 at all', 'e30=']) {
      expect(await logIn(newAddress(), email, DEMO_PASSWORD, altcha)).toMatchObject({
        status: 401,
        code: 'PROOF_OF_WORK_REQUIRED',
      });
    }
    expect(await logIn(newAddress(), email, DEMO_PASSWORD, await proof())).toMatchObject({ status: 200 });
  });

  it('failed log-ins do not stop the owner from changing the password or checking two-factor codes', async () => {
    const email = 'sales-offer-sender@demo.test';
    const session = await apiClient(t.app, { remoteAddress: newAddress() }).logIn(email);
    for (let i = 0; i < 6; i++) await logIn(newAddress(), email, wrong(i));
    const api = apiClient(t.app, { remoteAddress: newAddress() });
    const changed = await api.post(
      `${USERS}/change-password`,
      { currentPassword: DEMO_PASSWORD, newPassword: 'Changed-Anyway-1!' },
      session.accessToken,
    );
    expect(changed.status).toBe(200);
  });

  it("one session's wrong guesses at its password or codes limit that session only", async () => {
    const email = 'success-manager@demo.test';
    const guesser = await apiClient(t.app, { remoteAddress: newAddress() }).logIn(email);
    const owner = await apiClient(t.app, { remoteAddress: newAddress() }).logIn(email);
    const api = apiClient(t.app, { remoteAddress: newAddress() });
    const change = (token: string, currentPassword: string) =>
      api.post(`${USERS}/change-password`, { currentPassword, newPassword: 'Owner-Changed-It-1!' }, token);
    const guesses = [];
    for (let i = 0; i < 6; i++) guesses.push((await change(guesser.accessToken, wrong(i))).status);
    expect(guesses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await api.post(`${USERS}/otp/setup`, undefined, guesser.accessToken)).status).toBe(200);
    const checks = [];
    for (let i = 0; i < 6; i++)
      checks.push((await api.get(`${USERS}/check-otp/00000${i}`, guesser.accessToken)).status);
    expect(checks).toEqual([400, 400, 400, 400, 400, 429]);

    expect((await api.post(`${USERS}/otp/setup`, undefined, owner.accessToken)).status).toBe(200);
    expect((await api.get(`${USERS}/check-otp/000000`, owner.accessToken)).status).toBe(400);
    expect((await change(owner.accessToken, DEMO_PASSWORD)).status).toBe(200);
  });
});
