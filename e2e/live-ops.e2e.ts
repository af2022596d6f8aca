import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { solveChallenge } from 'altcha-lib/v1';
import { makeWheelPublishable } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { DEMO_PASSWORD, expect, logInAs, test } from './fixtures.ts';

test.describe.configure({ timeout: 90_000 });

/** A published wheel without registration, made through the API as the builder would. */
async function publishedWheel(request: APIRequestContext, name: string) {
  const logIn = await request.post('/api/v1/user-management/users/log-in', {
    data: { username: 'editor@demo.test', password: DEMO_PASSWORD, grantType: 'password' },
  });
  expect(logIn.ok()).toBe(true);
  const { accessToken } = (await logIn.json()).data as { accessToken: string };
  const headers = { Authorization: `Bearer ${accessToken}` };
  const created = await request.post('/api/v1/campaign-data/campaigns', {
    headers,
    data: { name, campaignType: 'spin-the-wheel', languages: ['en'], registrationType: 'noDelivery' },
  });
  expect(created.status()).toBe(201);
  const campaign = ((await created.json()).data as { campaign: { id: string; slug: string } }).campaign;
  await makeWheelPublishable(request, headers, campaign.id);
  const published = await request.post('/api/v1/build/publish', {
    headers,
    data: { campaignId: campaign.id, campaignType: 'spin-the-wheel', publishOptions: { mode: 1 } },
  });
  expect(published.ok(), await published.text()).toBe(true);
  return campaign;
}

/** Solves the campaign's proof-of-work challenge as the player's widget would. */
async function altcha(request: APIRequestContext, slug: string): Promise<string> {
  const response = await request.get(`/api/play/campaigns/${slug}/challenge`);
  expect(response.ok()).toBe(true);
  const challenge = (await response.json()).data as {
    algorithm: string;
    challenge: string;
    maxnumber?: number;
    salt: string;
    signature: string;
  };
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ ...challenge, number: solution.number })).toString('base64');
}

test('an editor watches a running campaign: a play moves the live counter within 5 s', async ({ page, request }) => {
  const name = `Live ${randomUUID().slice(0, 8)}`;
  const campaign = await publishedWheel(request, name);
  await logInAs(page, 'EDITOR');
  await page.goto(`/campaign/details/${campaign.id}`);
  await expect(page.getByRole('heading', { name: 'Live now' })).toBeVisible();
  await expect(page.getByTestId('live-today-plays')).toHaveText('0');
  await expect(page.getByTestId('live-recent-plays')).toHaveText('0');
  await expect(page.getByText('No alerts: prize stock, win rate and plays look as expected.')).toBeVisible();
  // The polite live region is there, silent for the counts the page opened with.
  const region = page.locator('section[aria-labelledby="live-ops-title"] [role="status"][aria-live="polite"]');
  await expect(region).toHaveText('');

  // A player plays through the public API (one play: the wheel lets an unknown address play once a day).
  const proof = await altcha(request, campaign.slug);
  const played = await request.post(`/api/play/campaigns/${campaign.slug}/plays`, {
    data: { language: 'en', altcha: proof },
  });
  expect(played.ok(), await played.text()).toBe(true);

  await expect(page.getByTestId('live-recent-plays')).toHaveText('1', { timeout: 5_000 });
  await expect(page.getByTestId('live-today-plays')).toHaveText('1', { timeout: 5_000 });
  await expectNoAxeViolations(page, 'the campaign details page with its live operations view');
});

test('the live view follows reduced motion and speaks Serbian', async ({ page, request }) => {
  const campaign = await publishedWheel(request, `Live sr ${randomUUID().slice(0, 8)}`);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await logInAs(page, 'EDITOR');
  await page.getByText('SR', { exact: true }).click();
  await page.goto(`/campaign/details/${campaign.id}`);
  await expect(page.getByRole('heading', { name: 'Uživo' })).toBeVisible();
  const counter = page.getByTestId('live-today-plays').locator('..');
  await expect(counter).toHaveCSS('transition-property', 'none');
  await expectNoAxeViolations(page, 'the live operations view in Serbian');
});
