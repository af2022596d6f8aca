import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema/index.ts';
import { createFileStorage } from '../src/lib/file-storage/create-file-storage.ts';
import type { MailDeps } from '../src/modules/mail/campaign-email-render.ts';
import { queueCampaignEmails } from '../src/modules/mail/campaign-emails.job.ts';
import { createMailDeps } from '../src/modules/mail/mail.module.ts';
import { queuePrizeEmails } from '../src/modules/prize-emails/prize-emails.job.ts';
import { apiClient } from './api-client.ts';
import { multipartBody } from './assets-fixture.ts';
import { startSmtpPeer } from './mail-smtp-peer.ts';
import { type PlaySeed, sectorsWithPrize, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

const MAIL = '/api/v1/mail';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n% Gewinnbedingungen\ntrailer<<>>\n%%EOF\n');

/** A header's value as sent (mailparser also structures List-* headers, but the raw line is what clients read). */
function headerOf(parsed: ParsedMail, name: string): string | undefined {
  const line = parsed.headerLines.find((header) => header.key === name)?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}
const unsubscribeLinkOf = (parsed: ParsedMail) =>
  /^<([^>]+)>$/.exec(headerOf(parsed, 'list-unsubscribe') ?? '')?.[1] ?? '';

const blocksOf = (greeting: string) => [
  { type: 'heading', text: `${greeting} {{firstName}}` },
  { type: 'text', text: '{{prize}} · {{expiryDate}}' },
  { type: 'voucher', label: 'Code' },
  { type: 'button', label: 'Unsubscribe', url: '{{unsubscribeLink}}' },
];

/** Campaign e-mails of plays, delivered to a real SMTP peer and read back with a real MIME parser. */
describe.each(DIALECTS)('campaign e-mails to an SMTP peer (%s)', (kind) => {
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let s: PlaySeed;
  let api: ReturnType<typeof apiClient>;
  let editor: string;
  let deps: MailDeps;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    s = await seedPlay(kind, { env: { SMTP_URL: peer.url, MAIL_FROM: 'Game Campaigns <games@example.test>' } });
    api = apiClient(s.t.app);
    editor = (await api.logInAs('EDITOR')).accessToken;
    deps = await createMailDeps(s.t.ctx, createFileStorage(s.t.ctx.config));
  }, 60_000);
  afterAll(async () => {
    await s?.t.close();
    await deps?.files.close();
    await peer?.close();
  });

  const newAddress = (name: string) => `${name}-${Math.random().toString(36).slice(2)}@example.test`;

  /** A published wheel that always wins from a pool of `codes`, with the given e-mails written by the editor. */
  async function campaignWithEmails(
    mailType: string,
    emails: { outcome: string; language: string; subject: string; greeting: string; attach?: boolean }[],
    options: { codes: string[]; isDebug?: boolean },
  ) {
    const poolId = await s.addPool(options.codes);
    const campaign = await s.publishWheel({
      settings: { sectors: sectorsWithPrize(poolId) },
      isDebug: options.isDebug,
    });
    expect((await api.put(`${MAIL}/mailType/${campaign.id}`, { emailType: mailType }, editor)).status).toBe(200);
    await api.put(
      `${MAIL}/sender/${campaign.id}`,
      { displayName: 'Kaffee Haus', replyTo: 'hallo@kaffee.test' },
      editor,
    );
    for (const email of emails) {
      const created = await api.post(
        `${MAIL}/mailsls/`,
        {
          campaignId: campaign.id,
          outcome: email.outcome,
          language: email.language,
          subject: email.subject,
          blocks: blocksOf(email.greeting),
        },
        editor,
      );
      expect(created.status).toBe(201);
      if (email.attach) {
        const { body, contentType } = await multipartBody({
          file: { fileName: 'Teilnahmebedingungen.pdf', bytes: PDF },
        });
        const uploaded = await api.request(
          'POST',
          `${MAIL}/mailsls/${campaign.id}/${created.body.data.id}/attachment`,
          {
            token: editor,
            body,
            headers: { 'content-type': contentType },
          },
        );
        expect(uploaded.status).toBe(200);
      }
    }
    return campaign;
  }

  async function sendAll() {
    await queueCampaignEmails(deps);
    while ((await s.t.ctx.mailer.deliverDue()) > 0) {}
  }

  it('sends a German winner the German e-mail of the win, with the attachment, code, sender and List-Unsubscribe', async () => {
    const campaign = await campaignWithEmails(
      'ONEPEROUTCOME',
      [
        { outcome: 'win', language: 'en', subject: 'You won {{prize}}', greeting: 'Hello' },
        { outcome: 'win', language: 'de', subject: 'Gewonnen: {{prize}}', greeting: 'Hallo', attach: true },
        { outcome: 'lose', language: 'de', subject: 'Schade', greeting: 'Hallo' },
      ],
      { codes: ['KAFFEE-1'] },
    );
    const address = newAddress('grete');
    const player = await s.register(campaign.slug, { email: address, firstName: 'Grete', language: 'de' });
    expect((await s.play(campaign.slug, { playerToken: player.playerToken, language: 'de' })).page).toBe('win');
    await sendAll();

    const [mail, ...more] = peer.mailsTo(address);
    expect(more).toEqual([]);
    const parsed = mail.parsed;
    expect(parsed.subject).toBe('Gewonnen: Coffee voucher');
    expect(parsed.from?.value[0]).toEqual({ name: 'Kaffee Haus', address: 'games@example.test' });
    expect(parsed.replyTo?.value[0].address).toBe('hallo@kaffee.test');
    expect(parsed.text).toContain('Hallo Grete');
    expect(parsed.text).toContain('KAFFEE-1');
    expect(parsed.html).toContain('KAFFEE-1');
    expect(parsed.html).toContain('Hallo Grete');
    expect(parsed.html).not.toContain('{{');
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0].filename).toBe('Teilnahmebedingungen.pdf');
    expect(parsed.attachments[0].contentType).toBe('application/pdf');
    expect(Buffer.compare(parsed.attachments[0].content, PDF)).toBe(0);
    expect(headerOf(parsed, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const link = unsubscribeLinkOf(parsed);
    expect(link).toMatch(/\/api\/play\/unsubscribe\/[\w-]+\.[\w-]+\?lang=de$/);
    expect(parsed.html).toContain(link.replaceAll('&', '&amp;'));

    const log = await api.get(`${MAIL}/deliveries/${campaign.id}`, editor);
    expect(log.status).toBe(200);
    expect(log.body.data.counts).toEqual({ queued: 0, sent: 1, failed: 0 });
    expect(log.body.data.items[0]).toMatchObject({ to: address, outcome: 'win', state: 'sent', isTest: false });
  });

  it('falls back to the campaign’s default language, and sends one e-mail for all with ONEFORALLPLAYERS', async () => {
    const campaign = await campaignWithEmails(
      'ONEFORALLPLAYERS',
      [{ outcome: 'all', language: 'en', subject: 'Thanks for playing', greeting: 'Hi' }],
      { codes: ['ALL-1'] },
    );
    const address = newAddress('hans');
    const player = await s.register(campaign.slug, { email: address, firstName: 'Hans', language: 'de' });
    await s.play(campaign.slug, { playerToken: player.playerToken, language: 'de' });
    await sendAll();
    const [mail] = peer.mailsTo(address);
    expect(mail.parsed.subject).toBe('Thanks for playing');
    expect(mail.parsed.text).toContain('Hi Hans');
  });

  it('writes one e-mail per play when several processes run the job at once', async () => {
    const codes = Array.from({ length: 6 }, (_, i) => `ONCE-${i}`);
    const campaign = await campaignWithEmails(
      'ONEPEROUTCOME',
      [{ outcome: 'win', language: 'en', subject: 'Won', greeting: 'Hi' }],
      { codes },
    );
    const addresses = codes.map(() => newAddress('many'));
    const players = await Promise.all(addresses.map((email) => s.register(campaign.slug, { email })));
    await Promise.all(players.map((player) => s.play(campaign.slug, { playerToken: player.playerToken })));
    const other = await createMailDeps(s.t.ctx, deps.files);
    await Promise.all([queueCampaignEmails(deps), queueCampaignEmails(other), queueCampaignEmails(deps)]);
    await sendAll();
    const rows = await s.t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.campaignId, campaign.id));
    expect(rows).toHaveLength(codes.length);
    expect(new Set(rows.map((row) => row.playId)).size).toBe(codes.length);
    for (const address of addresses) expect(peer.mailsTo(address)).toHaveLength(1);
  });

  it('sends the e-mails of a debug-mode release to the editor who published it, never to the player', async () => {
    const campaign = await campaignWithEmails(
      'ONEPEROUTCOME',
      [{ outcome: 'win', language: 'en', subject: 'Sandbox win', greeting: 'Hi' }],
      { codes: ['DEBUG-1'], isDebug: true },
    );
    const address = newAddress('sandbox');
    const player = await s.register(campaign.slug, { email: address });
    await s.play(campaign.slug, { playerToken: player.playerToken });
    const before = peer.mailsTo('editor@demo.test').length;
    await sendAll();
    expect(peer.mailsTo(address)).toEqual([]);
    const toEditor = peer.mailsTo('editor@demo.test');
    expect(toEditor.length).toBe(before + 1);
    expect(toEditor.at(-1)?.parsed.subject).toBe('Sandbox win');
    const log = await api.get(`${MAIL}/deliveries/${campaign.id}`, editor);
    expect(log.body.data.items[0]).toMatchObject({ to: 'editor@demo.test', isTest: true });
  });

  it('an unsubscribed address gets no more campaign e-mails, while its prize e-mail still goes', async () => {
    const campaign = await campaignWithEmails(
      'ONEPEROUTCOME',
      [{ outcome: 'win', language: 'en', subject: 'Marketing', greeting: 'Hi' }],
      { codes: ['UNSUB-1'] },
    );
    const address = newAddress('leaver');
    const player = await s.register(campaign.slug, { email: address });
    await s.play(campaign.slug, { playerToken: player.playerToken });
    await sendAll();
    const [first] = peer.mailsTo(address);
    const link = new URL(unsubscribeLinkOf(first.parsed));

    // GET only asks (mail scanners open links); the one-click POST of RFC 8058 unsubscribes.
    const asked = await s.t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('<form method="post"');
    const done = await s.t.app.inject({
      method: 'POST',
      url: link.pathname + link.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    const forged = await s.t.app.inject({ method: 'POST', url: `${link.pathname}x` });
    expect(forged.statusCode).toBe(400);
    expect(forged.headers['content-type']).toContain('application/problem+json');

    // Another campaign of the company (one play a day in the first): the address is unsubscribed from all of them.
    const second = await campaignWithEmails(
      'ONEPEROUTCOME',
      [{ outcome: 'win', language: 'en', subject: 'Marketing', greeting: 'Hi' }],
      { codes: ['UNSUB-3'] },
    );
    const again = await s.register(second.slug, { email: address.toUpperCase() });
    expect((await s.play(second.slug, { playerToken: again.playerToken })).page).toBe('win');
    await queuePrizeEmails(s.t.ctx);
    await sendAll();
    const mails = peer.mailsTo(address).concat(peer.mailsTo(address.toUpperCase()));
    expect(mails.filter((mail) => mail.parsed.subject === 'Marketing')).toHaveLength(1);
    expect(mails.filter((mail) => mail.parsed.subject?.startsWith('Your prize'))).toHaveLength(2);
  });

  it('logs a failure with the SMTP answer, and the retry button sends it again', async () => {
    const campaign = await campaignWithEmails(
      'ONEPEROUTCOME',
      [{ outcome: 'win', language: 'en', subject: 'Retry me', greeting: 'Hi' }],
      { codes: ['FAIL-1'] },
    );
    const address = newAddress('busy');
    peer.refused.add(address);
    const player = await s.register(campaign.slug, { email: address });
    await s.play(campaign.slug, { playerToken: player.playerToken });
    await queueCampaignEmails(deps);
    // The sender's last attempt (the job's own kick may have made the first already): the mail is given up as failed.
    for (let round = 0; round < 5; round++) {
      await s.t.ctx.mailer.deliverDue();
      const [row] = await s.t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.campaignId, campaign.id));
      if (row.status === 'FAILED') break;
      await s.t.ctx.db
        .update(emailOutbox)
        .set({ attempts: 4, status: 'PENDING', nextAttemptAt: new Date() })
        .where(eq(emailOutbox.campaignId, campaign.id));
    }

    const failed = await api.request('GET', `${MAIL}/deliveries/${campaign.id}?state=failed`, { token: editor });
    expect(failed.body.data.counts).toEqual({ queued: 0, sent: 0, failed: 1 });
    const [item] = failed.body.data.items;
    expect(item.lastError).toContain('451');
    expect(item.lastError).toContain('Mailbox unavailable');

    const viewer = (await api.logInAs('VIEWER')).accessToken;
    expect((await api.post(`${MAIL}/deliveries/${campaign.id}/${item.id}/retry`, {}, viewer)).status).toBe(403);
    // The log names recipients: the view roles of §6 only (LEAD_DATA_ROLES), as the leads list.
    for (const role of ['CREATOR', 'USER', 'USER_ADMIN'] as const) {
      const token = (await api.logInAs(role)).accessToken;
      expect((await api.get(`${MAIL}/deliveries/${campaign.id}`, token)).status, role).toBe(403);
    }
    peer.refused.delete(address);
    const retried = await api.post(`${MAIL}/deliveries/${campaign.id}/${item.id}/retry`, {}, editor);
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ state: 'queued', isRetried: true });
    expect((await api.post(`${MAIL}/deliveries/${campaign.id}/${item.id}/retry`, {}, editor)).body.code).toBe(
      'DELIVERY_NOT_FAILED',
    );
    while ((await s.t.ctx.mailer.deliverDue()) > 0) {}
    const log = await api.get(`${MAIL}/deliveries/${campaign.id}`, editor);
    expect(log.body.data.items[0]).toMatchObject({ state: 'sent', isRetried: true });
    expect(peer.mailsTo(address)).toHaveLength(1);
  });

  it('sends a test to the editor with sample data', async () => {
    const campaign = await campaignWithEmails(
      'ONEPEROUTCOME',
      [{ outcome: 'win', language: 'de', subject: 'Test {{voucherCode}}', greeting: 'Hallo', attach: true }],
      { codes: ['T-1'] },
    );
    const [email] = (await api.get(`${MAIL}/getAll/${campaign.id}`, editor)).body.data;
    const sent = await api.post(`${MAIL}/mailsls/${campaign.id}/${email.id}/test`, {}, editor);
    expect(sent.status).toBe(202);
    while ((await s.t.ctx.mailer.deliverDue()) > 0) {}
    const mail = peer.mailsTo('editor@demo.test').find((m) => m.parsed.subject === 'Test SAMPLE-2026');
    expect(mail?.parsed.attachments[0]?.filename).toBe('Teilnahmebedingungen.pdf');
    expect(
      await s.count(sql`select count(*)::int as n from email_outbox where campaign_id = ${campaign.id} and is_test`),
    ).toBe(1);
  });
});
