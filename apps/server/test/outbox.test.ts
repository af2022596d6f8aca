import type { OutboxMail } from '@gc/contracts/outbox';
import { ROLES } from '@gc/contracts/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, emailReveals } from '../src/db/schema/index.ts';
import { apiClient } from './api-client.ts';
import { demoTokens } from './companies-fixture.ts';
import { OUTBOX } from './outbox-fixture.ts';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';

const RESET_PASSWORD = '/api/v1/user-management/users/reset-password';
const linkIn = (text: string) => new URL(text.match(/https?:\/\/\S+/)?.[0] ?? '');

describe.each(DIALECTS)('the e-mail outbox on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let tokens: Record<(typeof ROLES)[number], string>;
  const listed = async (token = tokens.SUPER_ADMIN) =>
    (await api.get(`${OUTBOX}?size=100`, token)).body.data.items as OutboxMail[];
  const mailTo = async (address: string) => (await listed()).find((mail) => mail.to === address) as OutboxMail;
  const reveal = (id: string, token = tokens.SUPER_ADMIN) => api.request('POST', `${OUTBOX}/${id}/reveal`, { token });
  const auditOf = (id: string) => t.ctx.db.select().from(emailReveals).where(eq(emailReveals.emailId, id));

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = apiClient(t.app);
    tokens = await demoTokens(t, ROLES);
    for (const name of ['first', 'second', 'third']) {
      const invited = await api.post(
        '/api/v1/user-management/users',
        { email: `${name}@outbox.test`, firstName: name, lastName: 'Invitee', roles: ['VIEWER'] },
        tokens.USER_ADMIN,
      );
      expect(invited.status).toBe(201);
    }
    await t.ctx.mailer.enqueue(t.ctx.db, {
      companyId: t.seed.companyId,
      to: 'plain@outbox.test',
      subject: 'Nothing secret',
      text: 'See https://example.com/news?page=2 for the news.',
    });
  });
  afterAll(() => t.close());

  it('a super admin reads the kept mails, newest first, paged', async () => {
    const response = await api.get(`${OUTBOX}?size=2`, tokens.SUPER_ADMIN);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ total: 4, page: 0, size: 2 });
    expect(response.body.data.items.map((m: { to: string }) => m.to)).toEqual([
      'plain@outbox.test',
      'third@outbox.test',
    ]);
    expect(response.body.data.items[1]).toMatchObject({
      companyId: t.seed.companyId,
      status: 'KEPT',
      attempts: 0,
      sentAt: null,
    });
    const next = await api.get(`${OUTBOX}?size=2&page=1`, tokens.SUPER_ADMIN);
    expect(next.body.data.items.map((m: { to: string }) => m.to)).toEqual(['second@outbox.test', 'first@outbox.test']);
  });

  it('lists an invitation with its link made useless: the token appears nowhere in the answer', async () => {
    const [row] = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'third@outbox.test'));
    const [token] = row.secrets;
    expect(row.textBody).toContain(`token=${token}`);

    const response = await api.get(`${OUTBOX}?size=100`, tokens.SUPER_ADMIN);
    expect(JSON.stringify(response.body)).not.toContain(token);
    const mail = await mailTo('third@outbox.test');
    expect(mail.hasHiddenSecrets).toBe(true);
    expect(mail.text).toContain('/forgot-password/reset?token=••••••••&invite=1');
    const refused = await api.post(RESET_PASSWORD, {
      token: linkIn(mail.text).searchParams.get('token'),
      password: 'Taken-Over-2026!',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('INVALID_RESET_TOKEN');
  });

  it('a mail without secrets is listed whole', async () => {
    const mail = await mailTo('plain@outbox.test');
    expect(mail).toMatchObject({ hasHiddenSecrets: false, text: 'See https://example.com/news?page=2 for the news.' });
  });

  it('a super admin reveals one mail in full; each reveal is audited and read back, newest first', async () => {
    const mail = await mailTo('second@outbox.test');
    expect(await auditOf(mail.id)).toEqual([]);

    const first = await reveal(mail.id);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ id: mail.id, to: 'second@outbox.test', hasHiddenSecrets: false });
    const link = linkIn(first.body.data.text);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);
    await reveal(mail.id);

    const superAdmin = (await api.get('/api/v1/user-management/user-details/logged-in', tokens.SUPER_ADMIN)).body.data;
    const audit = await api.get(`${OUTBOX}/${mail.id}/reveals`, tokens.SUPER_ADMIN);
    expect(audit.status).toBe(200);
    expect(audit.body.data).toHaveLength(2);
    for (const entry of audit.body.data) {
      expect(entry).toEqual({
        userId: superAdmin.id,
        userEmail: 'super-admin@demo.test',
        revealedAt: expect.any(String),
      });
    }
    expect(Date.parse(audit.body.data[0].revealedAt)).toBeGreaterThanOrEqual(Date.parse(audit.body.data[1].revealedAt));
    // The other mails' audit is untouched, and the list still hides this one's link.
    expect(
      (await api.get(`${OUTBOX}/${(await mailTo('first@outbox.test')).id}/reveals`, tokens.SUPER_ADMIN)).body.data,
    ).toEqual([]);
    expect((await mailTo('second@outbox.test')).text).not.toContain(link.searchParams.get('token'));

    // The revealed link is the real one: the invited user sets a password with it.
    const saved = await api.post(RESET_PASSWORD, {
      token: link.searchParams.get('token'),
      password: 'Welcome-Aboard-1!',
    });
    expect(saved.status).toBe(200);
  });

  it('answers 404 to an unknown mail (and audits nothing) and 400 to a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await reveal(unknown);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
    expect(await auditOf(unknown)).toEqual([]);
    expect((await api.get(`${OUTBOX}/${unknown}/reveals`, tokens.SUPER_ADMIN)).status).toBe(404);
    expect((await reveal('not-a-uuid')).status).toBe(400);
  });

  it.each(ROLES.filter((role) => role !== 'SUPER_ADMIN'))(
    'a %s gets 403 for the list, a reveal and its audit',
    async (role) => {
      const mail = await mailTo('first@outbox.test');
      for (const response of [
        await api.get(OUTBOX, tokens[role]),
        await reveal(mail.id, tokens[role]),
        await api.get(`${OUTBOX}/${mail.id}/reveals`, tokens[role]),
      ]) {
        expect(response.status).toBe(403);
        expect(JSON.stringify(response.body)).not.toContain('outbox.test');
      }
      expect(await auditOf(mail.id)).toEqual([]);
    },
  );

  it('answers 401 without a token and 400 to a bad page', async () => {
    expect((await api.get(OUTBOX)).status).toBe(401);
    expect((await api.request('POST', `${OUTBOX}/00000000-0000-4000-8000-000000000000/reveal`)).status).toBe(401);
    expect((await api.get(`${OUTBOX}?size=1000`, tokens.SUPER_ADMIN)).status).toBe(400);
    expect((await api.get(`${OUTBOX}?page=-1`, tokens.SUPER_ADMIN)).status).toBe(400);
  });
});
