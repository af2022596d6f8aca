import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './api-client.ts';
import { multipartBody } from './assets-fixture.ts';
import { type PlaySeed, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

const MAIL = '/api/v1/mail';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const blocks = [
  { type: 'heading', text: 'Hello {{firstName}}' },
  { type: 'text', text: 'You won {{prize}}.\nValid until {{expiryDate}}.' },
  { type: 'voucher', label: 'Your code' },
  { type: 'button', label: 'My prizes', url: '{{walletLink}}' },
  { type: 'divider' },
];

/** The §7 Mail calls: mail type, sender, e-mails per outcome and language, attachment, preview, templates. */
describe.each(DIALECTS)('mail API (%s)', (kind) => {
  let s: PlaySeed;
  let api: ReturnType<typeof apiClient>;
  let editor: string;
  let viewer: string;
  let campaignId: string;

  beforeAll(async () => {
    s = await seedPlay(kind);
    api = apiClient(s.t.app);
    editor = (await api.logInAs('EDITOR')).accessToken;
    viewer = (await api.logInAs('VIEWER')).accessToken;
    campaignId = (await s.publishWheel({ unpublished: true })).id;
  }, 60_000);
  afterAll(() => s?.t.close());

  const newEmail = (overrides: Record<string, unknown> = {}) => ({
    campaignId,
    outcome: 'win',
    language: 'en',
    subject: 'You won, {{firstName}}!',
    blocks,
    ...overrides,
  });

  async function upload(emailId: string, fileName: string, bytes: Uint8Array, token = editor) {
    const { body, contentType } = await multipartBody({ file: { fileName, bytes } });
    return api.request('POST', `${MAIL}/mailsls/${campaignId}/${emailId}/attachment`, {
      token,
      body,
      headers: { 'content-type': contentType },
    });
  }

  it('sets and reads the mail type and the sender; the from address is configuration', async () => {
    expect((await api.get(`${MAIL}/mailType/${campaignId}`, editor)).body.data).toEqual({
      campaignId,
      emailType: 'NOEMAIL',
    });
    const put = await api.put(`${MAIL}/mailType/${campaignId}`, { emailType: 'ONEPEROUTCOME' }, editor);
    expect(put.status).toBe(200);
    expect((await api.get(`${MAIL}/mailType/${campaignId}`, viewer)).body.data.emailType).toBe('ONEPEROUTCOME');
    expect((await api.put(`${MAIL}/mailType/${campaignId}`, { emailType: 'SOMETIMES' }, editor)).status).toBe(400);

    const sender = await api.put(
      `${MAIL}/sender/${campaignId}`,
      { displayName: 'Coffee Shop', replyTo: 'hello@coffee.test' },
      editor,
    );
    expect(sender.status).toBe(200);
    expect(sender.body.data).toMatchObject({ displayName: 'Coffee Shop', replyTo: 'hello@coffee.test' });
    expect(sender.body.data.fromAddress).toContain('@');
    const bad = await api.put(
      `${MAIL}/sender/${campaignId}`,
      { displayName: 'Evil\r\nBcc: x@y.z', replyTo: 'nope' },
      editor,
    );
    expect(bad.status).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect((await api.get(`${MAIL}/sender/${campaignId}`, editor)).body.data.displayName).toBe('Coffee Shop');
  });

  it('refuses writes from a viewer and answers 404 for a campaign of nobody', async () => {
    expect((await api.put(`${MAIL}/mailType/${campaignId}`, { emailType: 'NOEMAIL' }, viewer)).status).toBe(403);
    expect((await api.post(`${MAIL}/mailsls/`, newEmail(), viewer)).status).toBe(403);
    const missing = await api.get(`${MAIL}/getAll/00000000-0000-4000-8000-000000000000`, editor);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('CAMPAIGN_NOT_FOUND');
  });

  it('creates, lists and updates e-mails per outcome and language; a second one of the same pair is refused', async () => {
    const created = await api.post(`${MAIL}/mailsls/`, newEmail(), editor);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ outcome: 'win', language: 'en', attachment: null });
    const again = await api.post(`${MAIL}/mailsls/`, newEmail(), editor);
    expect(again.status).toBe(400);
    const de = await api.post(`${MAIL}/mailsls/`, newEmail({ language: 'de', subject: 'Gewonnen!' }), editor);
    expect(de.status).toBe(201);

    const updated = await api.put(
      `${MAIL}/mailsls/`,
      { ...newEmail({ subject: 'New subject' }), id: created.body.data.id },
      editor,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.subject).toBe('New subject');
    const all = await api.get(`${MAIL}/getAll/${campaignId}`, viewer);
    expect(all.body.data.map((e: { language: string }) => e.language).sort()).toEqual(['de', 'en']);
  });

  it('answers a clear 4xx for an unknown placeholder, a script, a foreign language or outcome, and keeps what was there', async () => {
    const before = (await api.get(`${MAIL}/getAll/${campaignId}`, editor)).body.data;
    const cases = [
      newEmail({ outcome: 'lose', subject: 'Hi {{lastName}}' }),
      newEmail({ outcome: 'lose', blocks: [{ type: 'text', text: 'Hi <script>alert(1)</script>' }] }),
      newEmail({ outcome: 'lose', blocks: [{ type: 'button', label: 'Go', url: 'javascript:alert(1)' }] }),
      newEmail({ outcome: 'lose', language: 'fr' }),
      newEmail({ outcome: 'jackpot' }),
    ];
    const answers = await Promise.all(cases.map((body) => api.post(`${MAIL}/mailsls/`, body, editor)));
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toContain('application/problem+json');
    }
    expect(answers[0].body.detail ?? answers[0].body.title).toBeDefined();
    expect(JSON.stringify(answers[0].body)).toContain('Unknown placeholder {{lastName}}');
    expect(JSON.stringify(answers[1].body)).toContain('HTML tags and scripts are not allowed');
    expect(JSON.stringify(answers[3].body)).toContain('no such language');
    expect((await api.get(`${MAIL}/getAll/${campaignId}`, editor)).body.data).toEqual(before);
  });

  it('attaches a PDF shown by its name, refuses 6 MB and a disguised file, and keeps the attachment it had', async () => {
    const [email] = (await api.get(`${MAIL}/getAll/${campaignId}`, editor)).body.data;
    const ok = await upload(email.id, 'Terms & conditions.pdf', PDF);
    expect(ok.status).toBe(200);
    expect(ok.body.data.attachment).toEqual({
      fileName: 'Terms & conditions.pdf',
      size: PDF.length,
      contentType: 'application/pdf',
    });

    const big = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]);
    const tooLarge = await upload(email.id, 'big.pdf', big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('FILE_TOO_LARGE');
    const disguised = await upload(email.id, 'invoice.pdf', Buffer.from('#!/bin/sh\necho owned\n'));
    expect(disguised.status).toBe(415);
    const exe = await upload(email.id, 'setup.exe', PDF);
    expect(exe.status).toBe(415);

    const after = (await api.get(`${MAIL}/getAll/${campaignId}`, editor)).body.data.find(
      (e: { id: string }) => e.id === email.id,
    );
    expect(after.attachment.fileName).toBe('Terms & conditions.pdf');
  });

  it('previews unsaved content with sample data: MJML HTML and a plain-text part', async () => {
    const preview = await api.post(`${MAIL}/preview/${campaignId}`, newEmail(), viewer);
    expect(preview.status).toBe(200);
    const { subject, html, text } = preview.body.data;
    expect(subject).toBe('You won, Ana!');
    expect(html).toContain('<!doctype html>');
    expect(html).toContain('SAMPLE-2026');
    expect(html).toContain('Hello Ana');
    expect(text).toContain('You won Sample prize.');
    expect(text).toContain('SAMPLE-2026');
    expect(html).not.toContain('{{');
    const unknown = await api.post(`${MAIL}/preview/${campaignId}`, newEmail({ subject: '{{ voucher }}' }), viewer);
    expect(unknown.status).toBe(400);
  });

  it('lists the default template first and never deletes it; company templates come and go', async () => {
    const list = await api.get(`${MAIL}/templates`, viewer);
    expect(list.body.data[0]).toMatchObject({ key: 'default-email', subject: 'Default', isProtected: true });
    const removed = await api.del(`${MAIL}/templates/default-email`, undefined, editor);
    expect(removed.status).toBe(409);
    expect(removed.body.code).toBe('ITEM_PROTECTED');

    const made = await api.post(
      `${MAIL}/templates`,
      { name: 'Spring', language: 'de', subject: 'Frühling', blocks },
      editor,
    );
    expect(made.status).toBe(201);
    expect((await api.get(`${MAIL}/templates`, editor)).body.data).toHaveLength(2);
    expect((await api.del(`${MAIL}/templates/${made.body.data.key}`, undefined, editor)).status).toBe(204);
    expect((await api.del(`${MAIL}/templates/${made.body.data.key}`, undefined, editor)).status).toBe(404);
  });

  it('generates the per-outcome e-mails from a template; a template in a language the campaign lacks is refused', async () => {
    await api.put(`${MAIL}/mailType/${campaignId}`, { emailType: 'ONEPEROUTCOME' }, editor);
    const generated = await api.post(
      '/api/v1/build/generate-emails',
      { campaignId, emailTemplateId: 'default-email' },
      editor,
    );
    expect(generated.status).toBe(200);
    const pairs = generated.body.data
      .map((e: { outcome: string; language: string }) => `${e.outcome}/${e.language}`)
      .sort();
    expect(pairs).toEqual(['lose/de', 'lose/en', 'win/de', 'win/en']);
    expect(generated.body.data.every((e: { subject: string }) => e.subject === 'Default')).toBe(true);

    const french = await api.post(
      `${MAIL}/templates`,
      { name: 'FR', language: 'fr', subject: 'Bravo', blocks },
      editor,
    );
    const before = (await api.get(`${MAIL}/getAll/${campaignId}`, editor)).body.data;
    const refused = await api.post(
      '/api/v1/build/generate-emails',
      { campaignId, emailTemplateId: french.body.data.key },
      editor,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.detail ?? refused.body.title).toMatch(/language this campaign does not have/);
    expect((await api.get(`${MAIL}/getAll/${campaignId}`, editor)).body.data).toEqual(before);
    const unknown = await api.post('/api/v1/build/generate-emails', { campaignId, emailTemplateId: 'nope' }, editor);
    expect(unknown.status).toBe(404);
  });

  it('deletes all e-mails of the campaign', async () => {
    expect((await api.del(`${MAIL}/deleteAll/${campaignId}`, undefined, editor)).status).toBe(204);
    expect((await api.get(`${MAIL}/getAll/${campaignId}`, editor)).body.data).toEqual([]);
  });
});
