import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { bearerFor, createWheelCampaign, publishNow } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { DEMO_PASSWORD, expect, logInAs, test } from './fixtures.ts';

/**
 * The issue 15 journey against a server of its own, with the lead flow's timing shortened (no delay
 * before the first attempt, 1 s backoff, 2 retries), and a real webhook receiver (node:http) that a
 * test can take down and bring back.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 1002;
const ORIGIN = `http://localhost:${PORT}`;
const SINK_ANSWER = '{"received":"thanks from the sink"}';

test.use({ baseURL: ORIGIN });
test.describe.configure({ timeout: 420_000 });

const received: { email: string; key: string }[] = [];
let sink: Server | undefined;
let sinkPort = 0;
let server: ChildProcess | undefined;

function sinkUp(): Promise<void> {
  return new Promise((resolve) => {
    const created = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push({ email: JSON.parse(body).lead.email, key: String(request.headers['idempotency-key']) });
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(SINK_ANSWER);
      });
    });
    created.keepAliveTimeout = 1;
    created.listen(sinkPort, '127.0.0.1', () => {
      sinkPort = (created.address() as AddressInfo).port;
      sink = created;
      resolve();
    });
  });
}

function sinkDown(): Promise<void> {
  const closing = sink;
  sink = undefined;
  if (!closing) return Promise.resolve();
  closing.closeAllConnections();
  return new Promise((resolve) => closing.close(() => resolve()));
}

test.beforeAll(async () => {
  await sinkUp();
  server = spawn('node_modules/.bin/node', ['apps/server/src/main.ts'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'gc-e2e-integrations-')),
      DEMO_PASSWORD,
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: ORIGIN,
      LEAD_DELIVERY_DELAY_SECONDS: '0',
      LEAD_DELIVERY_RETRY_DELAY_SECONDS: '1',
      LEAD_DELIVERY_RETRY_LIMIT: '2',
      LEAD_DELIVERY_TIMEOUT_SECONDS: '2',
      // The sink (and the fake HubSpot) listen on 127.0.0.1: the SSRF guard would refuse them.
      INTEGRATIONS_ALLOW_PRIVATE_URLS: 'true',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      ...(process.env.E2E_PLAYER_DIST ? { PLAYER_DIST: process.env.E2E_PLAYER_DIST } : {}),
    },
  });
  await expect
    // A shared CI machine can take minutes to start a second server beside the suite's own.
    .poll(async () => (await fetch(`${ORIGIN}/api/health`).catch(() => null))?.status, { timeout: 300_000 })
    .toBe(200);
});

test.afterAll(async () => {
  if (server?.pid) process.kill(server.pid, 'SIGTERM');
  await sinkDown();
});

/** A member of the public registers and spins once. */
async function playOnce(browser: Browser, path: string, email: string) {
  const context = await browser.newContext({ baseURL: ORIGIN, locale: 'en-GB' });
  const player = await context.newPage();
  await player.goto(path);
  await player.getByRole('button', { name: 'Start' }).click();
  await player.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await player.getByRole('textbox', { name: 'First name' }).fill('Lea');
  await player.getByRole('textbox', { name: 'Last name' }).fill('Flow');
  await player.getByRole('checkbox').first().check();
  await player.getByRole('button', { name: 'Continue' }).click();
  await player.getByRole('button', { name: 'Spin' }).click();
  await expect(player.getByRole('heading', { name: /Congratulations|luck/ }).last()).toBeVisible({ timeout: 20_000 });
  await context.close();
}

test('an editor connects a webhook, a lead is delivered with the sink answer in the log; a dead letter is replayed', async ({
  page,
  browser,
}) => {
  await logInAs(page, 'EDITOR');
  await page.goto('/integrations');
  await expect(page.getByTestId('integrations-empty')).toBeVisible();
  await expectNoAxeViolations(page, 'the integrations page, empty');

  // The editor adds a webhook; its secret is shown once.
  await page.getByRole('textbox', { name: 'Name' }).fill('Sink hook');
  await page.getByRole('textbox', { name: 'URL' }).fill(`http://127.0.0.1:${sinkPort}/hook`);
  await page.getByRole('button', { name: 'Save webhook' }).click();
  await expect(page.getByTestId('webhook-secret')).toContainText('whsec_');
  await expect(page.getByTestId('destinations')).toContainText('Sink hook');

  // The campaign chooses it in the builder, then goes live.
  const headers = await bearerFor(page.request);
  const campaign = await createWheelCampaign(page.request, headers, `Lead flow ${Date.now()}`);
  await page.goto(`/builder/${campaign.id}?section=integrations`);
  await page.getByRole('checkbox', { name: 'Sink hook' }).check();
  await page.getByRole('button', { name: 'Save destinations' }).click();
  await expect(page.getByText('Destinations saved.')).toBeVisible();
  const path = await publishNow(page.request, headers, campaign);

  // A player plays; the lead reaches the sink and the log shows it with the sink's answer.
  const first = `lea.${Date.now()}@example.com`;
  await playOnce(browser, path, first);
  await expect.poll(() => received.some((r) => r.email === first), { timeout: 60_000 }).toBe(true);
  await page.goto('/integrations');
  const firstRow = page.getByRole('row').filter({ hasText: first });
  await expect(firstRow.getByText('Delivered', { exact: true })).toBeVisible({ timeout: 15_000 });
  await firstRow.getByRole('button', { name: `Attempts: ${first}` }).click();
  await expect(page.getByTestId('response-excerpt').first()).toContainText('thanks from the sink');
  await expectNoAxeViolations(page, 'the integrations page with a delivery log');

  // The sink goes down: the next lead dead-letters after its retries; back up, a replay delivers it.
  await sinkDown();
  const second = `leo.${Date.now()}@example.com`;
  await playOnce(browser, path, second);
  const secondRow = page.getByRole('row').filter({ hasText: second });
  await expect(secondRow.getByText('Dead letter', { exact: true })).toBeVisible({ timeout: 60_000 });
  await sinkUp();
  await secondRow.getByRole('button', { name: `Replay: ${second}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Replay' }).click();
  await expect(secondRow.getByText('Delivered', { exact: true })).toBeVisible({ timeout: 30_000 });
  expect(received.filter((r) => r.email === second)).toHaveLength(1);
  expect(received.filter((r) => r.email === first)).toHaveLength(1);
});
