import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { actionTokens, emailOutbox, passwordResetRequests, users } from '../src/db/schema/index.ts';
import { sendQueuedResets } from '../src/modules/auth/password-links.service.ts';
import { apiClient } from './api-client.ts';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';

const FORGOT = '/api/v1/user-management/users/forgot-password';

describe.each(DIALECTS)('forgot-password queue on %s', (kind) => {
  let t: TestApp;
  let ipCount = 0;
  const ask = (email: string) => apiClient(t.app, { remoteAddress: `10.9.0.${++ipCount}` }).post(FORGOT, { email });
  const mailsTo = (address: string) => t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers a known and an unknown e-mail alike, having only queued the request; the mail comes from the queue', async () => {
    const [viewer] = await t.ctx.db.select().from(users).where(eq(users.email, 'viewer@demo.test'));
    const known = await ask('Viewer@demo.test');
    const unknown = await ask('no-such-account@demo.test');

    // Nothing the known e-mail's answer waited for differs from the unknown one's: no link, no mail yet.
    expect(await mailsTo('viewer@demo.test')).toEqual([]);
    expect(await t.ctx.db.select().from(actionTokens).where(eq(actionTokens.userId, viewer.id))).toEqual([]);
    const queued = await t.ctx.db.select({ email: passwordResetRequests.email }).from(passwordResetRequests);
    expect(queued.map((row) => row.email).sort()).toEqual(['no-such-account@demo.test', 'viewer@demo.test']);
    expect(unknown.status).toBe(202);
    expect({ status: unknown.status, body: unknown.body, type: unknown.headers['content-type'] }).toEqual({
      status: known.status,
      body: known.body,
      type: known.headers['content-type'],
    });

    expect(await sendQueuedResets(t.ctx)).toBe(1);
    const [mail, ...more] = await mailsTo('viewer@demo.test');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: 'Reset your password', status: 'KEPT' });
    expect(mail.textBody).toMatch(/\/forgot-password\/reset\?token=[\w-]+/);
    expect(await mailsTo('no-such-account@demo.test')).toEqual([]);
    expect(await t.ctx.db.select().from(passwordResetRequests)).toEqual([]);
  });

  it('still sends at most three reset mails an hour to one account, with two queue runs at once', async () => {
    for (let i = 0; i < 5; i++) expect((await ask('creator@demo.test')).status).toBe(202);
    await Promise.all([sendQueuedResets(t.ctx), sendQueuedResets(t.ctx)]);
    expect(await mailsTo('creator@demo.test')).toHaveLength(3);
    expect((await ask('creator@demo.test')).status).toBe(202);
    expect(await sendQueuedResets(t.ctx)).toBe(0);
    expect(await mailsTo('creator@demo.test')).toHaveLength(3);
  });

  it('deactivated accounts get no link', async () => {
    await t.ctx.db.update(users).set({ status: 'DEACTIVATED' }).where(eq(users.email, 'sales-offer-sender@demo.test'));
    await ask('sales-offer-sender@demo.test');
    expect(await sendQueuedResets(t.ctx)).toBe(0);
    expect(await mailsTo('sales-offer-sender@demo.test')).toEqual([]);
  });

  it('a request answered just before a restart is mailed by the next process once it listens', async () => {
    expect((await ask('editor@demo.test')).status).toBe(202);
    await t.app.close();
    const next = await buildApp(t.ctx.config, t.ctx.database);
    try {
      await next.app.listen({ port: 0, host: '127.0.0.1' });
      await expect.poll(() => mailsTo('editor@demo.test'), { timeout: 10_000 }).toHaveLength(1);
      expect(await t.ctx.db.select().from(passwordResetRequests)).toEqual([]);
    } finally {
      await next.app.close();
    }
  });
});
