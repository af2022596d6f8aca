import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { bearerFor, createGameCampaign, createVoucherPool } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, logInAs, test } from './fixtures.ts';
import { registerByKeyboard, tabTo } from './keyboard.ts';

test.describe.configure({ timeout: 240_000 });

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true };
const QUESTION = 'What brought you to our shop?';

/** Sends the question on screen: Next, or Send my answers on the last one. */
const next = (player: Page) => player.getByRole('button', { name: /^(Next|Send my answers)$/ });

test('a survey built in the builder is answered on a phone by touch and by keyboard only; the results, the answers export and the leads show both', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Survey journey ${Date.now()}`;
  const headers = await bearerFor(page.request);
  const campaign = await createGameCampaign(page.request, headers, name, 'survey');
  const poolName = `${name} thanks`;
  const poolId = await createVoucherPool(page.request, headers, poolName, 'THANKS-####', 3);

  // The editor rewrites the first question, makes the last one required and gives the thank-you a prize.
  await logInAs(page, 'EDITOR');
  await page.goto(`/builder/${campaign.id}?section=game`);
  const first = page.getByRole('group', { name: 'Question 1', exact: true });
  await first.getByRole('textbox', { name: 'Question 1 (EN)' }).fill(QUESTION);
  const last = page.getByRole('group', { name: 'Question 4', exact: true });
  await expect(last.getByText('Players type their own answer, up to 2,000 characters.')).toBeVisible();
  await last.getByRole('switch', { name: 'An answer is required' }).check();
  const thanks = page.getByRole('group', { name: 'Thank-you after the survey' });
  await thanks.getByRole('textbox', { name: 'Prize', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(poolName) }).click();
  await thanks.getByRole('textbox', { name: 'Chance of winning' }).fill('100');
  await expectNoAxeViolations(page, 'the survey editor');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  const published = await page.request.post('/api/v1/build/publish', {
    headers,
    data: { campaignId: campaign.id, campaignType: 'survey', publishOptions: { mode: 1 } },
  });
  expect(published.ok(), await published.text()).toBe(true);
  const path = `/p/${campaign.slug}`;

  // A player on a phone answers by touch.
  const touchEmail = `survey.touch.${Date.now()}@example.com`;
  const phone = await browser.newContext({ ...PHONE, baseURL, locale: 'en-GB' });
  const toucher = await phone.newPage();
  expect(await (await toucher.request.get(path)).text()).not.toContain(poolId);
  await toucher.goto(path);
  await toucher.getByRole('button', { name: 'Start' }).tap();
  await registerByKeyboard(toucher, touchEmail, 'Tess');
  await toucher.getByRole('button', { name: 'Start the survey' }).tap();
  await expect(toucher.getByRole('heading', { name: QUESTION })).toBeFocused();
  await expect(toucher.getByText('Question 1 of 4')).toBeVisible();
  await expectNoAxeViolations(toucher, 'a survey question');
  expect(await toucher.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await toucher.getByRole('radio', { name: 'Social media' }).tap();
  await next(toucher).tap();
  await expect(toucher.getByText('Choose 1 to 3 answers.')).toBeVisible();
  await toucher.getByRole('checkbox', { name: 'Product A' }).tap();
  await toucher.getByRole('checkbox', { name: 'Product C' }).tap();
  await next(toucher).tap();
  await toucher.getByRole('radio', { name: '4', exact: true }).tap();
  await next(toucher).tap();
  // The last question is required now: sending it empty says so, and nothing is lost. (Its own button:
  // a tap before it shows lands on the third question's, busy with its step, and does nothing.)
  await expect(toucher.getByText('Question 4 of 4')).toBeVisible();
  await next(toucher).tap();
  await expect(toucher.locator('.gsv-problem')).toHaveText('Please answer this question to go on.');
  await toucher.getByRole('textbox', { name: 'What could we do better?' }).fill('Open on Sundays');
  await next(toucher).tap();
  await expect(toucher.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 20_000 });
  const voucher = (await toucher.getByTestId('voucher-code').textContent()) ?? '';
  expect(voucher).toMatch(/^THANKS-\d{4}$/);
  await expect(toucher.getByText('Your answers help us improve.')).toBeVisible();
  await phone.close();

  // Another player answers with the keyboard alone, with reduced motion.
  const keyEmail = `survey.keys.${Date.now()}@example.com`;
  const keys = await browser.newContext({ ...PHONE, baseURL, locale: 'en-GB', reducedMotion: 'reduce' });
  const keyboarder = await keys.newPage();
  await keyboarder.goto(path);
  await tabTo(keyboarder, 'Start');
  await keyboarder.keyboard.press('Enter');
  await registerByKeyboard(keyboarder, keyEmail, 'Kim');
  await tabTo(keyboarder, 'Start the survey');
  await keyboarder.keyboard.press('Enter');
  await expect(keyboarder.getByRole('heading', { name: QUESTION })).toBeFocused();
  // Arrow keys move within the radio group: the second answer.
  await tabTo(keyboarder, 'Social media');
  await keyboarder.keyboard.press('ArrowDown');
  await expect(keyboarder.getByRole('radio', { name: 'From a friend' })).toBeChecked();
  await tabTo(keyboarder, 'Next');
  await keyboarder.keyboard.press('Enter');
  await tabTo(keyboarder, 'Product B');
  await keyboarder.keyboard.press('Space');
  await tabTo(keyboarder, 'Next');
  await keyboarder.keyboard.press('Enter');
  await tabTo(keyboarder, '1');
  await keyboarder.keyboard.press('ArrowRight');
  await keyboarder.keyboard.press('ArrowRight');
  await expect(keyboarder.getByRole('radio', { name: '3', exact: true })).toBeChecked();
  await tabTo(keyboarder, 'Next');
  await keyboarder.keyboard.press('Enter');
  await expect(keyboarder.getByText('Question 4 of 4')).toBeVisible();
  await keyboarder.keyboard.press('Tab');
  await keyboarder.keyboard.type('Longer opening hours, please');
  await tabTo(keyboarder, 'Send my answers');
  await keyboarder.keyboard.press('Enter');
  await expect(keyboarder.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(keyboarder, 'the survey win page');
  await keys.close();

  // The results: each answer counted, the free texts searchable, the answers and the leads exported.
  await page.goto(`/campaign/details/${campaign.id}`);
  const results = page.getByRole('region', { name: 'Survey results' });
  await expect(results.getByText('Responses: 2')).toBeVisible();
  const firstTable = results.getByRole('table', { name: `1. ${QUESTION}` });
  await expect(firstTable.getByRole('row', { name: /Social media 1 50 %/ })).toBeVisible();
  await expect(firstTable.getByRole('row', { name: /From a friend 1 50 %/ })).toBeVisible();
  await expect(results.getByText('Answered by 2 of 2 · average 3.5')).toBeVisible();
  const texts = results.getByRole('table', { name: '4. What could we do better?' });
  await expect(texts.getByText('Open on Sundays')).toBeVisible();
  await texts.getByRole('textbox', { name: 'Search' }).fill('hours');
  await expect(texts.getByText('Open on Sundays')).toBeHidden();
  await expect(texts.getByText('Longer opening hours, please')).toBeVisible();
  await expectNoAxeViolations(page, 'the survey results');

  const downloading = page.waitForEvent('download');
  await results.getByRole('button', { name: 'Export answers (CSV)' }).click();
  const answers = (await readFile(await (await downloading).path())).toString('utf8');
  expect(answers).toContain(QUESTION);
  expect(answers).toContain(`${touchEmail},Tess,Player,Social media,Product A; Product C,4,Open on Sundays`);
  expect(answers).toContain(`${keyEmail},Kim,Player,From a friend,Product B,3,"Longer opening hours, please"`);
  const xlsxDownloading = page.waitForEvent('download');
  await results.getByRole('button', { name: 'Export answers (XLSX)' }).click();
  const xlsx = await xlsxDownloading;
  expect(xlsx.suggestedFilename()).toBe(`${campaign.slug}-responses.xlsx`);
  expect((await readFile(await xlsx.path())).subarray(0, 2).toString()).toBe('PK');

  const leadsDownloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const leads = (await readFile(await (await leadsDownloading).path())).toString('utf8');
  for (const expected of [touchEmail, voucher, keyEmail]) expect(leads).toContain(expected);
});
