import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema/index.ts';
import { sendQueuedResets } from '../src/modules/auth/password-links.service.ts';
import { apiClient } from './api-client.ts';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';

const USERS = '/api/v1/user-management/users';
type Received = { from: string; to: string[]; raw: string };
type OutboxMail = { to: string; status: string; attempts: number; lastError: string | null; sentAt: string | null };

/**
 * A real SMTP peer on a random local port: it keeps what it receives, refuses mail to `refused`
 * addresses and never answers the message of a mail to `stalled` ones.
 */
async function startSmtpPeer({ refused, stalled }: { refused: string[]; stalled: string[] }) {
  const received: Received[] = [];
  const stalledMails: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 200,
    onRcptTo(address, _session, callback) {
      if (!refused.includes(address.address)) return callback();
      callback(Object.assign(new Error('Mailbox unavailable, try later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        if (to.some((address) => stalled.includes(address))) return stalledMails.push(...to);
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    stalledMails,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The text of a received mail, quoted-printable soft breaks and escapes undone. */
function decodedText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function eventually<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(DIALECTS)('e-mail through SMTP on %s', (kind) => {
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let t: TestApp;
  let isClosed = false;

  beforeAll(async () => {
    peer = await startSmtpPeer({ refused: ['viewer@demo.test'], stalled: ['creator@demo.test'] });
    t = await createTestApp(kind, { SMTP_URL: peer.url, MAIL_FROM: 'Game Campaigns <no-reply@campaigns.test>' });
  });
  afterAll(async () => {
    if (!isClosed) await t?.close();
    await peer?.close();
  });

  async function outboxOf(app: TestApp, to: string): Promise<OutboxMail | undefined> {
    const api = apiClient(app.app);
    const { accessToken } = await api.logInAs('SUPER_ADMIN');
    const response = await api.get('/api/v1/admin/outbox?size=100', accessToken);
    return response.body.data.items.find((mail: OutboxMail) => mail.to === to);
  }

  it('delivers a password reset to the SMTP peer, and the link in it works', async () => {
    const api = apiClient(t.app);
    expect((await api.post(`${USERS}/forgot-password`, { email: 'editor@demo.test' })).status).toBe(202);
    await sendQueuedResets(t.ctx);

    const mail = await eventually(() => peer.received.find((m) => m.to.includes('editor@demo.test')));
    expect(mail.from).toBe('no-reply@campaigns.test');
    const text = decodedText(mail.raw);
    expect(text).toMatch(/^Subject: Reset your password$/m);
    const link = text.match(/http:\/\/localhost:3000\/forgot-password\/reset\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();

    const sent = await eventually(async () => {
      const row = await outboxOf(t, 'editor@demo.test');
      return row?.status === 'SENT' ? row : undefined;
    });
    expect(sent).toMatchObject({ attempts: 1, lastError: null, sentAt: expect.any(String) });

    const token = new URL(link ?? '').searchParams.get('token');
    const reset = await api.post(`${USERS}/reset-password`, { token, password: 'Mailed-Link-Pass1!' });
    expect(reset.status).toBe(200);
    expect((await api.logIn('editor@demo.test', 'Mailed-Link-Pass1!')).accessToken).toEqual(expect.any(String));
  });

  it('delivers an invitation too, once, even when delivery is triggered again', async () => {
    const api = apiClient(t.app);
    const { accessToken } = await api.logInAs('USER_ADMIN');
    const invited = await api.post(
      USERS,
      { email: 'smtp.invitee@demo.test', firstName: 'Smtp', lastName: 'Invitee', roles: ['VIEWER'] },
      accessToken,
    );
    expect(invited.status).toBe(201);
    await eventually(() => peer.received.find((m) => m.to.includes('smtp.invitee@demo.test')));
    await t.ctx.mailer.deliverDue();
    expect(peer.received.filter((m) => m.to.includes('smtp.invitee@demo.test'))).toHaveLength(1);
  });

  it('a peer that refuses the mail leaves it PENDING with the attempt and the error', async () => {
    const api = apiClient(t.app);
    expect((await api.post(`${USERS}/forgot-password`, { email: 'viewer@demo.test' })).status).toBe(202);
    await sendQueuedResets(t.ctx);

    const row = await eventually(async () => {
      const found = await outboxOf(t, 'viewer@demo.test');
      return found?.lastError ? found : undefined;
    });
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, sentAt: null });
    expect(row.lastError).toMatch(/451|Mailbox unavailable/);
    expect(peer.received.filter((m) => m.to.includes('viewer@demo.test'))).toEqual([]);
  });

  it('a mail left SENDING by a process that died is sent once its lease runs out', async () => {
    const to = 'crashed.sender@demo.test';
    await t.ctx.mailer.enqueue(t.ctx.db, { companyId: null, to, subject: 'Left behind', text: 'Hello' });
    // What a process that claimed the mail and died leaves behind: SENDING, leased for a while.
    const claim = (leaseEnd: Date) =>
      t.ctx.db
        .update(emailOutbox)
        .set({ status: 'SENDING', attempts: 1, nextAttemptAt: leaseEnd })
        .where(eq(emailOutbox.toAddress, to));
    await claim(new Date(Date.now() + 60_000));
    await t.ctx.mailer.deliverDue();
    expect(peer.received.filter((m) => m.to.includes(to))).toEqual([]);

    await claim(new Date(Date.now() - 1_000));
    await t.ctx.mailer.deliverDue();
    expect(peer.received.filter((m) => m.to.includes(to))).toHaveLength(1);
    expect(await outboxOf(t, to)).toMatchObject({ status: 'SENT', attempts: 2 });
  });

  // Last: it shuts the app down.
  it('shutting down waits only briefly for an SMTP server that stalls', async () => {
    await apiClient(t.app).post(`${USERS}/forgot-password`, { email: 'creator@demo.test' });
    await sendQueuedResets(t.ctx);
    await eventually(() => (peer.stalledMails.includes('creator@demo.test') ? true : undefined));
    const started = Date.now();
    isClosed = true;
    await t.close();
    expect(Date.now() - started).toBeLessThan(8_000);
  });
});
