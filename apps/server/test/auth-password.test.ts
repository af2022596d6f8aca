import { PASSWORD_RULE_TEXT } from '@gc/contracts/validation';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendQueuedResets } from '../src/modules/auth/password-links.service.ts';
import { apiClient } from './api-client.ts';
import { listedMailsTo, revealedLinkTo } from './outbox-fixture.ts';
import { createTestApp, DEMO_PASSWORD, DIALECTS, type TestApp } from './test-app.ts';

const USERS = '/api/v1/user-management/users';
const ROLES = `${USERS}/logged-in/roles`;

describe.each(DIALECTS)('passwords on %s', (kind) => {
  let t: TestApp;
  let superAdminToken: string;
  let ipCount = 0;
  const client = () => apiClient(t.app, { remoteAddress: `10.3.0.${++ipCount}` });

  const mailsTo = (address: string) => listedMailsTo(client(), superAdminToken, address);
  const resetLinkFor = (address: string) => revealedLinkTo(client(), superAdminToken, address);
  /** A forgot-password request, and the background job's run that turns it into a mail. */
  async function requestReset(email: string) {
    const response = await client().post(`${USERS}/forgot-password`, { email });
    await sendQueuedResets(t.ctx);
    return response;
  }
  async function reset(token: string, password: string) {
    return client().post(`${USERS}/reset-password`, { token, password });
  }
  function logInStatus(email: string, password: string) {
    return client()
      .post(`${USERS}/log-in`, { username: email, password, grantType: 'password' })
      .then((r) => r.status);
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    superAdminToken = (await client().logInAs('SUPER_ADMIN')).accessToken;
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('forgot password: the e-mailed link sets a new password once, and the old one stops working', async () => {
    const accepted = await requestReset('Editor@demo.test');
    expect(accepted.status).toBe(202);
    const [mail] = await mailsTo('editor@demo.test');
    expect(mail).toMatchObject({ subject: 'Reset your password', status: 'KEPT' });
    const { url, token } = await resetLinkFor('editor@demo.test');
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/forgot-password/reset');

    const done = await reset(token, 'New-Editor-Pass1!');
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ data: { ok: true } });
    expect(await logInStatus('editor@demo.test', 'New-Editor-Pass1!')).toBe(200);
    expect(await logInStatus('editor@demo.test', DEMO_PASSWORD)).toBe(401);

    const again = await reset(token, 'Another-Pass1!');
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_RESET_TOKEN');
    expect(again.body.violations[0].message).toBe('This link is invalid or has expired. Please ask for a new one.');
    expect(await logInStatus('editor@demo.test', 'Another-Pass1!')).toBe(401);
  });

  it('a new password makes every other outstanding link of the account stop working', async () => {
    await requestReset('super-user-admin@demo.test');
    const older = (await resetLinkFor('super-user-admin@demo.test')).token;
    await requestReset('super-user-admin@demo.test');
    const newer = (await resetLinkFor('super-user-admin@demo.test')).token;
    expect(newer).not.toBe(older);

    expect((await reset(newer, 'Super-User-Admin-1!')).status).toBe(200);
    const stale = await reset(older, 'Someone-Else-Now-1!');
    expect(stale.status).toBe(400);
    expect(stale.body.code).toBe('INVALID_RESET_TOKEN');
    expect(await logInStatus('super-user-admin@demo.test', 'Super-User-Admin-1!')).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one and sends nothing', async () => {
    const known = await requestReset('viewer@demo.test');
    const unknown = await requestReset('nobody@demo.test');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await mailsTo('nobody@demo.test')).toEqual([]);
  });

  it('a reset ends every open session of the account', async () => {
    const api = client();
    const before = await api.logInAs('CREATOR');
    await requestReset('creator@demo.test');
    const { token } = await resetLinkFor('creator@demo.test');
    expect((await reset(token, 'Creator-Reset-1!')).status).toBe(200);

    expect([401, 440]).toContain((await api.get(ROLES, before.accessToken)).status);
    expect((await api.post(`${USERS}/refresh-token`, { refreshToken: before.refreshToken })).status).toBe(401);
  });

  it('a link older than 60 minutes no longer works', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 61 * 60_000);
    await requestReset('sales-manager@demo.test');
    vi.useRealTimers();
    const { token } = await resetLinkFor('sales-manager@demo.test');
    const response = await reset(token, 'Sales-Manager-Pass-1!');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('INVALID_RESET_TOKEN');
    expect(await logInStatus('sales-manager@demo.test', DEMO_PASSWORD)).toBe(200);
  });

  it('a weak password is refused with the rule text and does not use up the link', async () => {
    await requestReset('user@demo.test');
    const { token } = await resetLinkFor('user@demo.test');
    const weak = await reset(token, 'short');
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe('WEAK_PASSWORD');
    expect(weak.body.violations[0]).toEqual({ field: 'password', message: PASSWORD_RULE_TEXT.normal });
    expect((await reset(token, 'Good-Enough!')).status).toBe(200);
  });

  it('sends at most three reset mails an hour to one account, still answering 202', async () => {
    for (let i = 0; i < 4; i++) expect((await requestReset('sales-offer-sender@demo.test')).status).toBe(202);
    expect(await mailsTo('sales-offer-sender@demo.test')).toHaveLength(3);
  });

  it('change password: the old access and refresh tokens stop working, the returned ones work', async () => {
    const api = client();
    const old = await api.logIn('success-manager@demo.test');
    const wrongCurrent = await api.post(
      `${USERS}/change-password`,
      { currentPassword: 'Not-it-123456!', newPassword: 'Success-Manager-2!' },
      old.accessToken,
    );
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.body.violations[0]).toEqual({
      field: 'currentPassword',
      message: 'The current password is not correct.',
    });

    const changed = await api.post(
      `${USERS}/change-password`,
      { currentPassword: DEMO_PASSWORD, newPassword: 'Success-Manager-2!' },
      old.accessToken,
    );
    expect(changed.status).toBe(200);
    expect((await api.get(ROLES, changed.body.data.accessToken)).status).toBe(200);
    expect([401, 440]).toContain((await api.get(ROLES, old.accessToken)).status);
    expect((await api.post(`${USERS}/refresh-token`, { refreshToken: old.refreshToken })).status).toBe(401);
    const refreshed = await api.post(`${USERS}/refresh-token`, { refreshToken: changed.body.data.refreshToken });
    expect(refreshed.status).toBe(200);

    expect(await logInStatus('success-manager@demo.test', DEMO_PASSWORD)).toBe(401);
    expect(await logInStatus('success-manager@demo.test', 'Success-Manager-2!')).toBe(200);
  });

  it('admins need the strong password (12+, with a digit); other users the normal one', async () => {
    const api = client();
    const admin = await api.logInAs('USER_ADMIN');
    const normalOnly = 'Abcdefg!';
    const refused = await api.post(
      `${USERS}/change-password`,
      { currentPassword: DEMO_PASSWORD, newPassword: normalOnly },
      admin.accessToken,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('WEAK_PASSWORD');
    expect(refused.body.violations[0].message).toBe(PASSWORD_RULE_TEXT.strong);
    const strong = await api.post(
      `${USERS}/change-password`,
      { currentPassword: DEMO_PASSWORD, newPassword: 'Abcdefghij1!' },
      admin.accessToken,
    );
    expect(strong.status).toBe(200);

    const viewer = await api.logInAs('VIEWER');
    const normal = await api.post(
      `${USERS}/change-password`,
      { currentPassword: DEMO_PASSWORD, newPassword: normalOnly },
      viewer.accessToken,
    );
    expect(normal.status).toBe(200);
    const spaced = await api.post(
      `${USERS}/change-password`,
      { currentPassword: normalOnly, newPassword: 'Abc defg!' },
      normal.body.data.accessToken,
    );
    expect(spaced.body.violations[0].message).toBe(PASSWORD_RULE_TEXT.normal);
  });

  it('an invitation link lets the new user choose a password once and log in', async () => {
    const api = client();
    const { accessToken } = await api.logIn('user-admin@demo.test', 'Abcdefghij1!');
    const invited = await api.post(
      USERS,
      { email: 'new.colleague@demo.test', firstName: 'New', lastName: 'Colleague', roles: ['EDITOR'] },
      accessToken,
    );
    expect(invited.status).toBe(201);
    expect(invited.body.data.status).toBe('INVITED');

    const [mail] = await mailsTo('new.colleague@demo.test');
    expect(mail.subject).toBe('Your invitation to Demo Company');
    const { url, token } = await resetLinkFor('new.colleague@demo.test');
    expect(url.searchParams.get('invite')).toBe('1');

    expect((await reset(token, 'Welcome-Aboard1!')).status).toBe(200);
    expect(await logInStatus('new.colleague@demo.test', 'Welcome-Aboard1!')).toBe(200);
    expect((await reset(token, 'Second-Try-1!')).status).toBe(400);

    const list = await api.get(`${USERS}?size=100`, accessToken);
    const row = list.body.data.items.find((u: { email: string }) => u.email === 'new.colleague@demo.test');
    expect(row.status).toBe('ACTIVE');
  });
});
