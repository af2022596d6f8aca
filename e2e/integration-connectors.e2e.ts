import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { startService } from '../apps/server/test/connector-service.ts';
import { fakeHubspot, TOKEN } from '../apps/server/test/fake-hubspot.ts';
import { bearerFor, createWheelCampaign, publishNow } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { DEMO_PASSWORD, expect, logInAs, test } from './fixtures.ts';

/**
 * Issue 15's services in /integrations: an editor adds a HubSpot destination with its private app
 * token and a changed field mapping, against the connector tests' fake HubSpot (a real HTTP server on
 * a local port, HUBSPOT_API_URL pointing at it); a player plays; the contact arrives with the mapped
 * properties and the log shows the delivery; the destination is edited (its token shown only as
 * "Saved") and deleted after a confirmation.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 1003;
const ORIGIN = `http://localhost:${PORT}`;

test.use({ baseURL: ORIGIN });
// One worker: the tests share this file's server and fake HubSpot.
test.describe.configure({ mode: 'serial', timeout: 420_000 });

const hubspot = fakeHubspot();
let service: Awaited<ReturnType<typeof startService>> | undefined;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  service = await startService(hubspot.handle);
  server = spawn('node_modules/.bin/node', ['apps/server/src/main.ts'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'gc-e2e-connectors-')),
      DEMO_PASSWORD,
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: ORIGIN,
      LEAD_DELIVERY_DELAY_SECONDS: '0',
      LEAD_DELIVERY_RETRY_DELAY_SECONDS: '1',
      LEAD_DELIVERY_RETRY_LIMIT: '2',
      LEAD_DELIVERY_TIMEOUT_SECONDS: '2',
      HUBSPOT_API_URL: service.origin,
      // The fake HubSpot listens on 127.0.0.1: the SSRF guard would refuse it.
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
  await service?.close();
});

/** A member of the public registers and spins once. */
async function playOnce(browser: Browser, path: string, email: string) {
  const context = await browser.newContext({ baseURL: ORIGIN, locale: 'en-GB' });
  const player = await context.newPage();
  await player.goto(path);
  await player.getByRole('button', { name: 'Start' }).click();
  await player.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await player.getByRole('textbox', { name: 'First name' }).fill('Hana');
  await player.getByRole('textbox', { name: 'Last name' }).fill('Spot');
  await player.getByRole('checkbox').first().check();
  await player.getByRole('button', { name: 'Continue' }).click();
  await player.getByRole('button', { name: 'Spin' }).click();
  await expect(player.getByRole('heading', { name: /Congratulations|luck/ }).last()).toBeVisible({ timeout: 20_000 });
  await context.close();
}

test('an editor adds a HubSpot destination with a field mapping; a lead arrives as a contact; the destination is edited and deleted', async ({
  page,
  browser,
}) => {
  await logInAs(page, 'EDITOR');
  await page.goto('/integrations');
  await expect(page.getByTestId('integrations-empty')).toBeVisible();

  // The editor chooses HubSpot: its token, then the mapping (defaults, with the job title row
  // replaced by one that sends the last name to HubSpot's jobtitle property).
  await page.getByRole('radio', { name: 'HubSpot (CRM contacts)' }).check();
  await page.getByRole('textbox', { name: 'Name' }).fill('CRM contacts');
  await page.getByLabel('Private app access token').fill(TOKEN);
  await page.getByRole('button', { name: 'Remove row 8' }).click();
  await page.getByRole('button', { name: 'Add field' }).click();
  await page.getByRole('textbox', { name: 'Lead field, Row 8' }).click();
  await page.getByRole('option', { name: 'Last name', exact: true }).click();
  await page.getByRole('textbox', { name: 'Destination field, Row 8' }).fill('jobtitle');
  await expectNoAxeViolations(page, 'the integrations page with the HubSpot form');
  await page.getByRole('button', { name: 'Save destination' }).click();
  const row = page.getByTestId('destinations').getByRole('row').filter({ hasText: 'CRM contacts' });
  await expect(row).toContainText('HubSpot');
  await expect(page.getByText(TOKEN)).toHaveCount(0);

  // The campaign chooses it, goes live, a player plays: the contact arrives with the mapped properties.
  const headers = await bearerFor(page.request);
  const campaign = await createWheelCampaign(page.request, headers, `HubSpot flow ${Date.now()}`);
  await page.goto(`/builder/${campaign.id}?section=integrations`);
  await page.getByRole('checkbox', { name: 'CRM contacts' }).check();
  await page.getByRole('button', { name: 'Save destinations' }).click();
  await expect(page.getByText('Destinations saved.')).toBeVisible();
  const path = await publishNow(page.request, headers, campaign);
  const email = `hana.${Date.now()}@example.com`;
  await playOnce(browser, path, email);
  await expect.poll(() => hubspot.contacts.has(email), { timeout: 60_000 }).toBe(true);
  expect(hubspot.contacts.get(email)?.properties).toMatchObject({
    email,
    firstname: 'Hana',
    lastname: 'Spot',
    jobtitle: 'Spot',
  });

  // The log shows it sent.
  await page.goto('/integrations');
  const delivery = page.getByRole('row').filter({ hasText: email });
  await expect(delivery.getByText('Delivered', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page, 'the integrations page with a HubSpot delivery');

  // Edited: a new name; the token is only "Saved", never shown, and stays when left empty.
  await page.getByRole('button', { name: 'Edit: CRM contacts' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Saved').first()).toBeVisible();
  await expect(dialog.getByLabel('Private app access token')).toHaveValue('');
  await expectNoAxeViolations(page, 'the edit dialog of a HubSpot destination', '[role="dialog"]');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('CRM contacts EU');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Destination saved.')).toBeVisible();
  await expect(page.getByTestId('destinations')).toContainText('CRM contacts EU');
  const second = `hana.2.${Date.now()}@example.com`;
  await playOnce(browser, path, second);
  await expect.poll(() => hubspot.contacts.has(second), { timeout: 60_000 }).toBe(true);

  // Deleted after a confirmation.
  await page.getByRole('button', { name: 'Delete: CRM contacts EU' }).click();
  await expect(page.getByRole('dialog')).toContainText('Delete the destination CRM contacts EU?');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('integrations-empty')).toBeVisible();
});

test('the page speaks Serbian', async ({ page }) => {
  await logInAs(page, 'EDITOR');
  await page.getByText('SR', { exact: true }).click();
  await page.goto('/integrations');
  await expect(page.getByRole('heading', { name: 'Dodaj odredište' })).toBeVisible();
  await page.getByRole('radio', { name: 'HubSpot (CRM kontakti)' }).check();
  await expect(page.getByRole('button', { name: 'Sačuvaj odredište' })).toBeVisible();
  await expectNoAxeViolations(page, 'the integrations page in Serbian');
  await page.getByText('EN', { exact: true }).click();
});
