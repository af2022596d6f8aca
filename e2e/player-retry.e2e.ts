import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { bearerFor, createWheelCampaign, makeWheelPublishable } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { answerUnavailable } from './unavailable-route.ts';

test.describe.configure({ timeout: 120_000 });

const RETRY_SOON = 'The campaign is briefly unavailable. Please try again in a moment.';

/** The server's answer while its database is unreachable; come back in 1 s. */
const unavailable = answerUnavailable(1);

/** A wheel with the registration form, published through the API by editor@demo.test. */
async function publishFormWheel(request: APIRequestContext, name: string) {
  const headers = await bearerFor(request);
  const campaign = await createWheelCampaign(request, headers, name);
  await makeWheelPublishable(request, headers, campaign.id);
  const published = await request.post('/api/v1/build/publish', {
    headers,
    data: { campaignId: campaign.id, campaignType: 'spin-the-wheel', publishOptions: { mode: 1 } },
  });
  expect(published.ok(), await published.text()).toBe(true);
  return campaign;
}

async function newPlayer(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
    baseURL,
    locale: 'en-GB',
  });
  return context.newPage();
}

/** Answers every call to `path` with the 503 until `release()`; counts the calls. */
async function outage(player: Page, path: string) {
  let calls = 0;
  await player.route(path, (route) => {
    calls++;
    return unavailable(route);
  });
  return { calls: () => calls, release: () => player.unroute(path) };
}

test('while the server is briefly unavailable the page shows its retry state, keeps what the player typed, and goes on once it is back', async ({
  page,
  browser,
  baseURL,
}) => {
  const campaign = await publishFormWheel(page.request, `Player outage ${Date.now()}`);
  const player = await newPlayer(browser, baseURL);
  const campaignPath = `**/api/play/campaigns/${campaign.slug}`;

  // The campaign does not load: the page says why, offers Try again, and keeps trying by itself.
  const load = await outage(player, campaignPath);
  await player.goto(`/p/${campaign.slug}`);
  await expect(player.getByText(RETRY_SOON)).toBeVisible();
  await expect(player.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoAxeViolations(player, 'a campaign page that could not load');
  await expect.poll(load.calls, { timeout: 10_000 }).toBeGreaterThan(2);
  // Back: the next automatic try loads the campaign, without a click.
  await load.release();
  await expect(player.getByRole('heading', { name: 'Play and win!' })).toBeVisible();

  // The registration is refused: after the automatic tries the form says so, with everything typed still there.
  await player.getByRole('button', { name: 'Start' }).click();
  const email = `outage.${Date.now()}@example.com`;
  await player.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await player.getByRole('textbox', { name: 'First name' }).fill('Mila');
  await player.getByRole('textbox', { name: 'Last name' }).fill('Player');
  await player.getByRole('checkbox').check();
  const registrations = await outage(player, `${campaignPath}/registrations`);
  await player.getByRole('button', { name: 'Continue' }).click();
  await expect(player.getByRole('alert').filter({ hasText: RETRY_SOON })).toBeVisible({ timeout: 20_000 });
  expect(registrations.calls()).toBe(3);
  await expect(player.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  await expect(player.getByRole('textbox', { name: 'First name' })).toHaveValue('Mila');
  await expect(player.getByRole('textbox', { name: 'Last name' })).toHaveValue('Player');
  await expect(player.getByRole('checkbox')).toBeChecked();
  await expectNoAxeViolations(player, 'the registration form after the server was unavailable');
  await registrations.release();
  await player.getByRole('button', { name: 'Continue' }).click();
  await expect(player.getByRole('heading', { name: 'Good luck!' })).toBeVisible();

  // The play is refused: the wheel keeps turning through the automatic tries, then the page says so and
  // Spin tries again.
  const plays = await outage(player, `${campaignPath}/plays`);
  await player.getByRole('button', { name: 'Spin' }).click();
  await expect(player.getByRole('alert').filter({ hasText: RETRY_SOON })).toBeVisible({ timeout: 20_000 });
  expect(plays.calls()).toBe(3);
  await expectNoAxeViolations(player, 'the game page after the server was unavailable');
  await plays.release();
  await player.getByRole('button', { name: 'Spin' }).click();
  await expect(player.getByRole('heading', { name: /Not this time|Congratulations!/ })).toBeVisible({
    timeout: 20_000,
  });
  await player.context().close();
});
