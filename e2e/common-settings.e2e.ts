import type { APIRequestContext } from '@playwright/test';
import type { WheelSettings } from '../packages/games/src/spin-the-wheel/definition.ts';
import { bearerFor, createGameCampaign, createVoucherPool, publishableSectors } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, logInAs, test } from './fixtures.ts';

test.describe.configure({ timeout: 120_000 });

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true };

async function publish(request: APIRequestContext, headers: Record<string, string>, id: string, type: string) {
  const published = await request.post('/api/v1/build/publish', {
    headers,
    data: { campaignId: id, campaignType: type, publishOptions: { mode: 1 } },
  });
  expect(published.ok(), await published.text()).toBe(true);
}

test('an editor offers a survey after the first play; the lose page links to the published survey', async ({
  page,
  browser,
  baseURL,
}) => {
  const headers = await bearerFor(page.request);
  const surveyName = `After-play survey ${Date.now()}`;
  const survey = await createGameCampaign(page.request, headers, surveyName, 'survey');
  await publish(page.request, headers, survey.id, 'survey');

  // A wheel without registration whose every sector loses.
  const created = await page.request.post('/api/v1/campaign-data/campaigns', {
    headers,
    data: {
      name: `Survey wheel ${Date.now()}`,
      campaignType: 'spin-the-wheel',
      languages: ['en'],
      registrationType: 'noDelivery',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const wheel = ((await created.json()).data as { campaign: { id: string; slug: string } }).campaign;
  const settingsUrl = `/api/v1/games/spin-the-wheel/game-settings/${wheel.id}`;
  const current = (
    (await (await page.request.get(settingsUrl, { headers })).json()).data as { settings: WheelSettings }
  ).settings;
  const saved = await page.request.put(settingsUrl, {
    headers,
    data: { ...current, sectors: publishableSectors(current.sectors, null) },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  // The builder: the Survey section's switch shows the survey's settings; the select lists the company's surveys.
  await logInAs(page, 'EDITOR');
  await page.goto(`/builder/${wheel.id}?section=game`);
  const offer = page.getByRole('switch', { name: 'Offer a survey' });
  await expect(offer).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Offer it after (plays)' })).toBeHidden();
  await offer.click();
  await page.getByRole('textbox', { name: 'Survey', exact: true }).click();
  await page.getByRole('option', { name: surveyName }).click();
  await page.getByRole('textbox', { name: 'Offer it after (plays)' }).fill('1');
  await expectNoAxeViolations(page, "the Game section with the survey's settings");
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  const stored = ((await (await page.request.get(settingsUrl, { headers })).json()).data as { settings: WheelSettings })
    .settings;
  expect(stored).toMatchObject({ surveyEnabled: true, surveyCampaignId: survey.id, showSurveyAfter: 1 });
  await publish(page.request, headers, wheel.id, 'spin-the-wheel');

  // A player on a phone: the first play's lose page offers the survey's published page.
  const context = await browser.newContext({ ...PHONE, baseURL, locale: 'en-GB' });
  const player = await context.newPage();
  await player.goto(`/p/${wheel.slug}`);
  await player.getByRole('button', { name: 'Start' }).tap();
  await player.getByRole('button', { name: 'Spin' }).tap();
  await expect(player.getByRole('heading', { name: 'Not this time' })).toBeVisible({ timeout: 20_000 });
  const link = player.getByRole('link', { name: 'Take a short survey' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/p/${survey.slug}`);
  await expectNoAxeViolations(player, 'the lose page offering the survey');
  await context.close();
});

/** A wheel without registration whose first sector always wins a code of a fresh pool, with `change` on its settings. */
async function publishWinningWheel(
  request: APIRequestContext,
  name: string,
  change: Partial<WheelSettings>,
): Promise<string> {
  const headers = await bearerFor(request);
  const created = await request.post('/api/v1/campaign-data/campaigns', {
    headers,
    data: { name, campaignType: 'spin-the-wheel', languages: ['en'], registrationType: 'noDelivery' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const wheel = ((await created.json()).data as { campaign: { id: string; slug: string } }).campaign;
  const poolId = await createVoucherPool(request, headers, `${name} pool`, 'WIN-XXXX####', 2);
  const settingsUrl = `/api/v1/games/spin-the-wheel/game-settings/${wheel.id}`;
  const current = ((await (await request.get(settingsUrl, { headers })).json()).data as { settings: WheelSettings })
    .settings;
  const saved = await request.put(settingsUrl, {
    headers,
    data: { ...current, ...change, showWinPageAfter: 0, sectors: publishableSectors(current.sectors, poolId) },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await publish(request, headers, wheel.id, 'spin-the-wheel');
  return `/p/${wheel.slug}`;
}

for (const [snow, firework] of [
  [true, false],
  [false, true],
  [false, false],
] as const) {
  test(`a win with showConfettiSnow ${snow} and showConfettiFirework ${firework} ${snow || firework ? 'throws' : 'throws no'} confetti`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const path = await publishWinningWheel(page.request, `Confetti ${snow}-${firework} ${Date.now()}`, {
      showConfettiSnow: snow,
      showConfettiFirework: firework,
    });
    const context = await browser.newContext({ ...PHONE, baseURL, locale: 'en-GB' });
    const player = await context.newPage();
    // Counts every confetti canvas the page ever adds, however short it stays.
    await player.addInitScript(() => {
      const seen = { canvases: 0 };
      (window as unknown as { confettiSeen: typeof seen }).confettiSeen = seen;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.addedNodes))
            if (node instanceof HTMLCanvasElement && node.classList.contains('gc-confetti')) seen.canvases++;
      }).observe(document, { subtree: true, childList: true });
    });
    await player.goto(path);
    await player.getByRole('button', { name: 'Start' }).tap();
    await player.getByRole('button', { name: 'Spin' }).tap();
    await expect(player.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 20_000 });
    const thrown = () =>
      player.evaluate(() => (window as unknown as { confettiSeen: { canvases: number } }).confettiSeen.canvases);
    if (snow || firework) await expect.poll(thrown).toBe(1);
    else {
      await player.waitForTimeout(1_000);
      expect(await thrown()).toBe(0);
    }
    await context.close();
  });
}
