import { randomUUID } from 'node:crypto';
import { expectNoAxeViolations } from './axe.ts';
import { expect, logInAs, test } from './fixtures.ts';
import { publishedCampaign, solvedAltcha } from './played-campaign.ts';

test.describe.configure({ timeout: 90_000 });

test('an editor watches a running campaign: a play moves the live counter within 5 s', async ({ page, request }) => {
  const name = `Live ${randomUUID().slice(0, 8)}`;
  const campaign = await publishedCampaign(request, name, 'noDelivery');
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
  const proof = await solvedAltcha(request, campaign.slug);
  const played = await request.post(`/api/play/campaigns/${campaign.slug}/plays`, {
    data: { language: 'en', altcha: proof },
  });
  expect(played.ok(), await played.text()).toBe(true);

  await expect(page.getByTestId('live-recent-plays')).toHaveText('1', { timeout: 5_000 });
  await expect(page.getByTestId('live-today-plays')).toHaveText('1', { timeout: 5_000 });
  await expectNoAxeViolations(page, 'the campaign details page with its live operations view');
});

test('the live view follows reduced motion and speaks Serbian', async ({ page, request }) => {
  const campaign = await publishedCampaign(request, `Live sr ${randomUUID().slice(0, 8)}`, 'noDelivery');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await logInAs(page, 'EDITOR');
  await page.getByText('SR', { exact: true }).click();
  await page.goto(`/campaign/details/${campaign.id}`);
  await expect(page.getByRole('heading', { name: 'Uživo' })).toBeVisible();
  const counter = page.getByTestId('live-today-plays').locator('..');
  await expect(counter).toHaveCSS('transition-property', 'none');
  await expectNoAxeViolations(page, 'the live operations view in Serbian');
});
