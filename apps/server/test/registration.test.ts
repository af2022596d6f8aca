import { PASSWORD_RULE_TEXT } from '@gc/contracts/validation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionTokens, companies, users } from '../src/db/schema/index.ts';
import { apiClient } from './api-client.ts';
import { listedMailsTo, revealedLinkTo } from './outbox-fixture.ts';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';

const REGISTRATION = '/api/v1/user-management/registration';
const USERS = '/api/v1/user-management/users';
const PASSWORD = 'Founder-Pass-2026!';

describe.each(DIALECTS)('company sign-up on %s', (kind) => {
  let t: TestApp;
  let superAdminToken: string;
  let ipCount = 0;
  const client = () => apiClient(t.app, { remoteAddress: `10.17.0.${++ipCount}` });
  let counter = 0;
  const signUp = (overrides: Record<string, unknown> = {}, api = client()) => {
    counter += 1;
    return api.post(REGISTRATION, {
      companyName: `Acme ${counter}`,
      firstName: 'Ada',
      lastName: 'Founder',
      email: `founder-${counter}@example.test`,
      password: PASSWORD,
      ...overrides,
    });
  };
  const logIn = (email: string, password = PASSWORD) =>
    client().post(`${USERS}/log-in`, { username: email, password, grantType: 'password' });
  const linkTo = (email: string) => revealedLinkTo(client(), superAdminToken, email);

  beforeAll(async () => {
    t = await createTestApp(kind);
    superAdminToken = (await client().logInAs('SUPER_ADMIN')).accessToken;
  });
  afterAll(() => t.close());

  it('opens a pending company, mails a link that confirms once and logs the founder in to an empty company', async () => {
    const response = await signUp({ email: '  New.Founder@Example.TEST ', companyName: ' Rocket Games ' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ data: { email: 'new.founder@example.test', status: 'PENDING' } });

    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, 'new.founder@example.test'));
    expect(user).toMatchObject({ status: 'PENDING', roles: ['USER_ADMIN', 'EDITOR'], firstName: 'Ada' });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const [company] = await t.ctx.db.select().from(companies).where(eq(companies.id, user.companyId));
    expect(company).toMatchObject({ name: 'Rocket Games', parentId: null, expirationDate: null });

    // Before the confirmation the account does not log in, and says why.
    const early = await logIn('new.founder@example.test');
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('ACCOUNT_PENDING');

    const [listed] = await listedMailsTo(client(), superAdminToken, 'new.founder@example.test');
    expect(listed.subject).toBe('Confirm your e-mail address');
    const { url, token, mail } = await linkTo('new.founder@example.test');
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/register/confirm');
    expect(mail.text).toContain('Rocket Games');
    expect(mail.text).toContain('within 48 hours');
    const [stored] = await t.ctx.db.select().from(actionTokens).where(eq(actionTokens.userId, user.id));
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);

    const confirmed = await client().post(`${REGISTRATION}/confirm`, { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ firstLogin: true });
    const access = confirmed.body.data.accessToken as string;
    const me = await client().get('/api/v1/user-management/user-details/logged-in', access);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ status: 'ACTIVE', company: { name: 'Rocket Games' } });
    const overview = await client().get('/api/v1/campaign/overview', access);
    expect(overview.status).toBe(200);
    expect(overview.body.data.latest).toEqual([]);

    const again = await client().post(`${REGISTRATION}/confirm`, { token });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_CONFIRMATION_TOKEN');
    expect((await logIn('new.founder@example.test')).status).toBe(200);
  });

  it('refuses a taken e-mail, a weak password and bad input with problems that name the field', async () => {
    const taken = await signUp({ email: 'editor@demo.test' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('EMAIL_TAKEN');
    expect(taken.body.violations[0]).toMatchObject({ field: 'email' });

    await signUp({ email: 'twice@example.test' });
    const twice = await signUp({ email: 'TWICE@example.test' });
    expect(twice.status).toBe(409);

    // The founder administers the company's users: the strong variant of §5.
    const weak = await signUp({ password: 'Short-pass!' });
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe('WEAK_PASSWORD');
    expect(weak.body.violations[0]).toEqual({ field: 'password', message: PASSWORD_RULE_TEXT.strong });
    expect((await signUp({ password: 'Long enough Pass 1!' })).body.code).toBe('WEAK_PASSWORD');

    for (const bad of [
      { email: 'not-an-email' },
      { companyName: '   ' },
      { firstName: '' },
      { lastName: 'x'.repeat(256) },
      { password: 'A'.repeat(129) },
      { companyName: 42 },
    ]) {
      const response = await signUp(bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.headers['content-type']).toMatch(/problem\+json/);
    }
    const empty = await client().post(REGISTRATION, undefined);
    expect(empty.status).toBe(400);
    const noToken = await client().post(`${REGISTRATION}/confirm`, { token: 'nonsense' });
    expect(noToken.body.code).toBe('INVALID_CONFIRMATION_TOKEN');
    for (const [path, body] of [
      ['confirm', {}],
      ['confirm', { token: 'x'.repeat(201) }],
      ['confirm', { token: 7 }],
      ['confirmation-email', { email: 'nope' }],
      ['confirmation-email', {}],
    ] as const) {
      const response = await client().post(`${REGISTRATION}/${path}`, body);
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(response.headers['content-type']).toMatch(/problem\+json/);
    }
  });

  it('two sign-ups with one e-mail at once: one account, the other gets EMAIL_TAKEN', async () => {
    const email = `race-${Date.now()}@example.test`;
    const answers = await Promise.all([signUp({ email }), signUp({ email })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('sends the link again for a pending account only, at most three an hour, and answers the same for any address', async () => {
    await signUp({ email: 'resend@example.test' });
    const first = (await linkTo('resend@example.test')).token;
    const resend = (email: string) => client().post(`${REGISTRATION}/confirmation-email`, { email });
    expect((await resend('resend@example.test')).status).toBe(202);
    const second = (await linkTo('resend@example.test')).token;
    expect(second).not.toBe(first);
    await resend('resend@example.test');
    await resend('resend@example.test');
    expect(await listedMailsTo(client(), superAdminToken, 'resend@example.test')).toHaveLength(3);

    const unknown = await resend('nobody-here@example.test');
    const active = await resend('editor@demo.test');
    expect([unknown.status, active.status]).toEqual([202, 202]);
    expect(await listedMailsTo(client(), superAdminToken, 'editor@demo.test')).toHaveLength(0);
    // Both links work until one of them is used.
    expect((await client().post(`${REGISTRATION}/confirm`, { token: first })).status).toBe(200);
    expect((await client().post(`${REGISTRATION}/confirm`, { token: second })).status).toBe(400);
  });

  it('a reset-password link also confirms a pending account (it proves the mailbox too)', async () => {
    await signUp({ email: 'forgot-first@example.test' });
    await client().post(`${USERS}/forgot-password`, { email: 'forgot-first@example.test' });
    const { sendQueuedResets } = await import('../src/modules/auth/password-links.service.ts');
    await sendQueuedResets(t.ctx);
    const [reset] = await listedMailsTo(client(), superAdminToken, 'forgot-first@example.test');
    expect(reset.subject).toBe('Reset your password');
    const { token } = await linkTo('forgot-first@example.test');
    expect((await client().post(`${USERS}/reset-password`, { token, password: 'Another-Pass-2026!' })).status).toBe(
      200,
    );
    expect((await logIn('forgot-first@example.test', 'Another-Pass-2026!')).status).toBe(200);
  });

  it('a company past its expiration date logs nobody in and refreshes no session, and the problem says when', async () => {
    await signUp({ email: 'expiring@example.test' });
    const { token } = await linkTo('expiring@example.test');
    const confirmed = await client().post(`${REGISTRATION}/confirm`, { token });
    const refreshToken = confirmed.body.data.refreshToken as string;
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, 'expiring@example.test'));
    const expiredAt = new Date(Date.now() - 60_000);
    await t.ctx.db.update(companies).set({ expirationDate: expiredAt }).where(eq(companies.id, user.companyId));

    const refused = await logIn('expiring@example.test');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_EXPIRED', expirationDate: expiredAt.toISOString() });
    expect((await client().post(`${USERS}/refresh-token`, { refreshToken })).status).toBe(403);
    // A wrong password says nothing about the company.
    expect((await logIn('expiring@example.test', 'Wrong-Pass-2026!')).body.code).toBe('INVALID_CREDENTIALS');

    await t.ctx.db
      .update(companies)
      .set({ expirationDate: new Date(Date.now() + 86_400_000) })
      .where(eq(companies.id, user.companyId));
    expect((await logIn('expiring@example.test')).status).toBe(200);
  });

  it('the log-in/registration restriction flag closes sign-up, and the availability call says so', async () => {
    expect((await client().get(REGISTRATION)).body).toEqual({ data: { isOpen: true } });
    const closed = await client().put(
      '/api/v1/flags/LOGIN_REGISTRATION_RESTRICTION',
      { enabled: true, companyId: null },
      superAdminToken,
    );
    expect(closed.status).toBe(200);
    try {
      expect((await client().get(REGISTRATION)).body).toEqual({ data: { isOpen: false } });
      const refused = await signUp();
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('REGISTRATION_CLOSED');
    } finally {
      await client().put(
        '/api/v1/flags/LOGIN_REGISTRATION_RESTRICTION',
        { enabled: false, companyId: null },
        superAdminToken,
      );
    }
    expect((await signUp()).status).toBe(201);
  });

  it('limits sign-ups per address', async () => {
    const api = apiClient(t.app, { remoteAddress: '10.17.1.1' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signUp({ password: 'weak' }, api)).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
