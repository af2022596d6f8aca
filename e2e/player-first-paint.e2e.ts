import type { Browser, Page } from '@playwright/test';
import { bearerFor, createWheelCampaign, publishNow } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: 'en-GB' };

async function phonePage(browser: Browser, baseURL: string | undefined, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled });
  return context.newPage();
}

const boxOf = async (page: Page, name: string) => page.getByRole('heading', { name }).boundingBox();

/**
 * Issue 18: a published page's introduction comes in its HTML, so it shows before (and without) any
 * script; once the player runs, its own page stands where the served one was, nothing moved, under the
 * page's unchanged policy (no inline script).
 */
test('the introduction shows without JavaScript, then the player takes its place', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const headers = await bearerFor(request);
  const campaign = await createWheelCampaign(request, headers, `First paint ${Date.now()}`, ['en', 'sr']);
  const path = await publishNow(request, headers, campaign);

  const served = await phonePage(browser, baseURL, false);
  await served.goto(path);
  await expect(served.getByRole('heading', { name: 'Play and win!' })).toBeVisible();
  await expect(served.getByText('Try your luck: every player has a chance to win one of our prizes.')).toBeVisible();
  // The start button is there, busy: it works once the player runs.
  await expect(served.getByRole('button', { name: 'Start' })).toBeVisible();
  await expect(served.getByRole('button', { name: 'Start' })).toBeDisabled();
  const servedBox = await boxOf(served, 'Play and win!');
  await served.goto(`${path}?lang=sr`);
  await expect(served.getByRole('heading', { name: 'Igrajte i osvojite!' })).toBeVisible();
  await expect(served.getByRole('button', { name: 'Započni' })).toBeVisible();

  const player = await phonePage(browser, baseURL, true);
  const policyErrors: string[] = [];
  player.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      policyErrors.push(message.text());
  });
  await player.goto(path);
  // The player's page replaced the served one: one page, one main landmark, the button working.
  await expect(player.locator('#gc-first-page')).toHaveCount(0);
  await expect(player.getByRole('main')).toHaveCount(1);
  await expect(player.getByRole('button', { name: 'Start' })).toBeEnabled();
  expect(await boxOf(player, 'Play and win!')).toEqual(servedBox);
  await expectNoAxeViolations(player, 'the published page once the player runs');
  await player.getByRole('button', { name: 'Start' }).click();
  await expect(player.getByRole('heading', { name: 'Tell us who you are' })).toBeVisible();
  expect(policyErrors).toEqual([]);
});
