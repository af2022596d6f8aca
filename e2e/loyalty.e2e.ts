import { createHmac } from 'node:crypto';
import { bearerFor, createVoucherPool, createWheelCampaign, makeWheelPublishable } from './api-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, logInAs, test } from './fixtures.ts';

test.describe.configure({ timeout: 180_000 });

/** The link the company's app opens for a signed-in customer (the snippet on the account page). */
function appLink(path: string, secret: string, userId: string, email: string): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const sig = createHmac('sha256', secret).update(`${userId}.${exp}`).digest('base64url');
  const query = new URLSearchParams({ userId, email, userIdExp: String(exp), userIdSig: sig });
  return `${path}?${query}`;
}

test('an editor sets up a loyalty program and an outcome award, an app player spends and earns points', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now();
  const key = `club-${stamp}`;
  await logInAs(page, 'EDITOR');

  // The company's loyalty program and the app's secret, on the account page (company settings).
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Loyalty integrations' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Key' }).fill(key);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Club ${stamp}`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('cell', { name: key })).toBeVisible();
  await page.getByRole('button', { name: /^(Create|Replace) secret$/ }).click();
  const secret = ((await page.getByTestId('app-secret').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await expectNoAxeViolations(page, 'the account page with the loyalty settings', '#loyalty');

  // A wheel that always wins; in the builder its win outcome awards 10 points and a play costs 3.
  const headers = await bearerFor(page.request);
  const campaign = await createWheelCampaign(page.request, headers, `Loyalty journey ${stamp}`);
  const poolId = await createVoucherPool(page.request, headers, `Loyalty coffee ${stamp}`, 'LOY-XXXX####', 3);
  await makeWheelPublishable(page.request, headers, campaign.id, poolId);
  await page.goto(`/builder/${campaign.id}?section=outcomes`);
  const panel = page.getByRole('region', { name: 'Loyalty' });
  await expect(panel).toBeVisible();
  const spending = panel.getByRole('form', { name: 'Spending points per play' });
  await spending.getByRole('textbox', { name: 'Loyalty integration' }).click();
  await page.getByRole('option', { name: `Club ${stamp} (${key})` }).click();
  await spending.getByRole('textbox', { name: 'Points per play' }).fill('3');
  await spending.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The spending points have been saved.')).toBeVisible();

  const winForm = panel.getByRole('form', { name: /^Loyalty of the outcome/ }).first();
  await winForm.getByRole('textbox', { name: 'Loyalty integration' }).click();
  await page.getByRole('option', { name: `Club ${stamp} (${key})` }).click();
  // §5: the identifier is required.
  await winForm.getByRole('button', { name: 'Save' }).click();
  await expect(winForm.getByText('The loyalty identifier is required.')).toBeVisible();
  await winForm.getByRole('textbox', { name: 'Loyalty identifier' }).fill('WIN-BONUS');
  await winForm.getByRole('textbox', { name: 'Points' }).fill('10');
  await winForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The loyalty setting has been created.')).toBeVisible();
  await expectNoAxeViolations(page, 'the builder loyalty panel', 'section[aria-labelledby="loyalty-panel-title"]');

  // §4: the campaign now identifies players by the app (App solution registration).
  const draft = await page.request.get(`/api/v1/campaign-data/campaigns/${campaign.id}`, { headers });
  expect(((await draft.json()).data as { document: { registrationType: string } }).document.registrationType).toBe(
    'appSolution',
  );

  // The company gives the customer 5 points; the campaign goes live.
  const integrations = await page.request.get('/api/v1/loyalty/integrations', { headers });
  const integration = ((await integrations.json()).data as { id: string; key: string }[]).find((i) => i.key === key);
  const userId = `customer-${stamp}`;
  const credit = await page.request.post(`/api/v1/loyalty/integrations/${integration?.id}/credits`, {
    headers,
    data: { clientUserId: userId, points: 5 },
  });
  expect(credit.ok(), await credit.text()).toBe(true);
  const published = await page.request.post('/api/v1/build/publish', {
    headers,
    data: { campaignId: campaign.id, campaignType: 'spin-the-wheel', publishOptions: { mode: 1 } },
  });
  expect(published.ok(), await published.text()).toBe(true);

  // The customer opens the app's signed link: registered by it, spins, wins, sees the points.
  const context = await browser.newContext({ baseURL });
  const player = await context.newPage();
  await player.goto(appLink(`/p/${campaign.slug}`, secret, userId, `customer.${stamp}@example.com`));
  await player.getByRole('button', { name: 'Start' }).click();
  await player.getByRole('button', { name: 'Spin' }).click();
  await expect(player.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 20_000 });
  await expect(player.getByTestId('loyalty-points')).toHaveText(
    'Points spent: 3. Points earned: 10. Your balance: 12 points.',
  );
  await expectNoAxeViolations(player, 'the win page with the loyalty points');
  await context.close();

  const balance = await page.request.get(`/api/v1/loyalty/integrations/${integration?.id}/balances/${userId}`, {
    headers,
  });
  expect(((await balance.json()).data as { points: number }).points).toBe(12);

  // The award on the account page: pending, since the program has no endpoint to deliver it to yet.
  await page.goto('/account');
  const awards = page.getByRole('region', { name: 'Awarded points' });
  await expect(awards.getByRole('row').filter({ hasText: userId })).toContainText('Pending');
  // Its delivery log: every attempt is kept; none yet, with no endpoint.
  const showAttempts = awards.getByRole('button', {
    name: `Attempts to send the award of 10 points to ${userId}`,
  });
  await showAttempts.click();
  await expect(showAttempts).toHaveAttribute('aria-expanded', 'true');
  await expect(awards.getByTestId('delivery-attempts')).toHaveText('No attempt yet.');
  await expectNoAxeViolations(page, 'the account page with an awarded points row', '#loyalty');
});
