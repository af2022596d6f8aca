import { demoEmailFor } from '@gc/contracts/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema/index.ts';
import { apiClient } from './api-client.ts';
import { demoTokens } from './companies-fixture.ts';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';

const MESSAGES = '/api/v1/support/messages';

/**
 * Issue 17, the chat widget (spec §2, CHAT_WIDGET): while the flag is on, a signed-in user's message goes
 * to the support mailbox through the outbox, signed with the session's e-mail and full name.
 */
describe.each(DIALECTS)('support messages on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let tokens: Record<'SUPER_ADMIN' | 'EDITOR' | 'VIEWER', string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = apiClient(t.app);
    tokens = await demoTokens(t, ['SUPER_ADMIN', 'EDITOR', 'VIEWER'] as const);
  });
  afterAll(() => t.close());

  const supportMails = () => t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'support@localhost'));
  const setFlag = async (enabled: boolean) => {
    const response = await api.put('/api/v1/flags/CHAT_WIDGET', { enabled, companyId: null }, tokens.SUPER_ADMIN);
    expect(response.status).toBe(200);
  };

  it('refuses messages while CHAT_WIDGET is off, with a problem and no mail', async () => {
    await setFlag(false);
    const response = await api.post(MESSAGES, { message: 'Hello' }, tokens.EDITOR);
    expect(response.status).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(await supportMails()).toEqual([]);
  });

  it('sends a message as the signed-in user while it is on; bad bodies are 400, no token 401', async () => {
    await setFlag(true);
    try {
      const sent = await api.post(
        MESSAGES,
        { message: '  The <b>wheel</b> does not spin  ', page: '/builder/x', email: 'forged@evil.test' },
        tokens.VIEWER,
      );
      expect(sent.status).toBe(204);
      const [mail] = await supportMails();
      expect(mail.textBody).toContain(`<${demoEmailFor('VIEWER')}>`);
      expect(mail.textBody).toContain('The <b>wheel</b> does not spin');
      expect(mail.textBody).toContain('Page: /builder/x');
      expect(mail.textBody).not.toContain('forged@evil.test');
      expect(mail.htmlBody).toContain('&lt;b&gt;wheel&lt;/b&gt;');
      expect(mail.subject).toMatch(/^Support chat: /);
      expect(mail.replyTo).toBe(demoEmailFor('VIEWER'));

      for (const body of [{ message: '   ' }, { message: 'x'.repeat(4001) }, {}, { message: 7 }]) {
        const response = await api.post(MESSAGES, body, tokens.EDITOR);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      }
      expect((await api.post(MESSAGES, { message: 'Anyone?' })).status).toBe(401);
      expect(await supportMails()).toHaveLength(1);
    } finally {
      await setFlag(false);
    }
  });
});
