import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { bearerFor, createVoucherPool, createWheelCampaign, makeWheelPublishable } from './api-seed.ts';
import { DEMO_PASSWORD, expect, logInAs, test } from './fixtures.ts';

/**
 * The issue 14 journey against a server of its own: the suite's server keeps mails in its outbox (no
 * SMTP_URL), this one sends them to a real SMTP peer that parses what it receives.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 1000;
const ORIGIN = `http://localhost:${PORT}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n% Teilnahmebedingungen\ntrailer<<>>\n%%EOF\n');

test.use({ baseURL: ORIGIN });
test.describe.configure({ timeout: 240_000 });

const received: { to: string[]; parsed: ParsedMail }[] = [];
let smtp: SMTPServer;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), parsed });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;
  server = spawn('node_modules/.bin/node', ['apps/server/src/main.ts'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'gc-e2e-mail-')),
      DEMO_PASSWORD,
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: ORIGIN,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Game Campaigns <games@example.test>',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      ...(process.env.E2E_PLAYER_DIST ? { PLAYER_DIST: process.env.E2E_PLAYER_DIST } : {}),
    },
  });
  await expect
    .poll(async () => (await fetch(`${ORIGIN}/api/health`).catch(() => null))?.status, { timeout: 120_000 })
    .toBe(200);
});

test.afterAll(async () => {
  if (server?.pid) process.kill(server.pid, 'SIGTERM');
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

test('an editor writes the e-mails per outcome in two languages with an attachment; a German winner gets the German one', async ({
  page,
  browser,
}) => {
  const name = `Mail journey ${Date.now()}`;
  const headers = await bearerFor(page.request);
  const campaign = await createWheelCampaign(page.request, headers, name, ['en', 'de']);
  const poolId = await createVoucherPool(page.request, headers, `${name} Kaffee`, 'MAIL-XXXX####', 2);
  await makeWheelPublishable(page.request, headers, campaign.id, poolId);

  // The editor: one e-mail per outcome, all four written from the default template, then the win e-mails.
  await logInAs(page, 'EDITOR');
  await page.goto(`/builder/${campaign.id}?section=emails`);
  await page.getByRole('textbox', { name: 'Mail type' }).click();
  await page.getByRole('option', { name: 'One e-mail per outcome' }).click();
  await page.getByRole('button', { name: 'Create all e-mails from template' }).click();
  await expect(page.getByText('4 e-mails created from the template.')).toBeVisible();

  const subject = page.getByRole('textbox', { name: 'Subject' });
  await expect(subject).toHaveValue('Default');
  await subject.fill('You won {{prize}}');
  await page.getByRole('button', { name: 'Save e-mail' }).click();
  await expect(page.getByText('E-mail saved.')).toBeVisible();

  await page.getByRole('textbox', { name: 'E-mail language' }).click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await expect(subject).toHaveValue('Default');
  await subject.fill('Gewonnen: {{prize}}');
  await page.getByRole('textbox', { name: 'Heading' }).fill('Hallo {{firstName}},');
  await page.getByRole('button', { name: 'Save e-mail' }).click();
  await expect(page.getByText('E-mail saved.').first()).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'Teilnahmebedingungen.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('mail-attachment-name')).toHaveText('Teilnahmebedingungen.pdf');

  const published = await page.request.post('/api/v1/build/publish', {
    headers,
    data: { campaignId: campaign.id, campaignType: 'spin-the-wheel', publishOptions: { mode: 1 } },
  });
  expect(published.ok(), await published.text()).toBe(true);

  // A German player registers, spins and wins.
  const address = `greta.${Date.now()}@example.com`;
  const context = await browser.newContext({ baseURL: ORIGIN, locale: 'de-DE' });
  const player = await context.newPage();
  await player.goto(`/p/${campaign.slug}?lang=de`);
  await player.getByRole('button', { name: 'Starten' }).click();
  await player.getByRole('textbox', { name: 'E-Mail' }).fill(address);
  await player.getByRole('textbox', { name: 'Vorname' }).fill('Greta');
  await player.getByRole('textbox', { name: 'Nachname' }).fill('Spielerin');
  await player.getByRole('checkbox').first().check();
  await player.getByRole('button', { name: 'Weiter' }).click();
  await player.getByRole('button', { name: 'Drehen' }).click();
  await expect(player.getByRole('heading', { name: 'Herzlichen Glückwunsch!' })).toBeVisible({ timeout: 20_000 });
  const code = ((await player.getByTestId('voucher-code').textContent()) ?? '').trim();
  await context.close();

  // The German e-mail with the attachment reaches the SMTP peer (beside the prize e-mail).
  const campaignMail = () =>
    received.find((mail) => mail.to.includes(address) && mail.parsed.subject?.startsWith('Gewonnen'));
  await expect.poll(() => Boolean(campaignMail()), { timeout: 60_000 }).toBe(true);
  const mail = campaignMail()?.parsed as ParsedMail;
  expect(mail.subject).toBe(`Gewonnen: ${name} Kaffee`);
  expect(mail.text).toContain('Hallo Greta,');
  expect(mail.text).toContain(code);
  expect(mail.from?.value[0].address).toBe('games@example.test');
  expect(mail.attachments.map((a) => a.filename)).toEqual(['Teilnahmebedingungen.pdf']);
  expect(Buffer.compare(mail.attachments[0].content, PDF)).toBe(0);
  expect(mail.headerLines.some((line) => line.key === 'list-unsubscribe')).toBe(true);

  // The delivery log shows it sent.
  await page.getByRole('tab', { name: 'Delivery log' }).click();
  const row = page.getByRole('row').filter({ hasText: address });
  await expect(row).toBeVisible();
  await expect(row.getByText('Sent', { exact: true })).toBeVisible();
});
