import { bearerFor, createGameCampaign } from './api-seed.ts';
import { emailFor, expect, logInAs, test } from './fixtures.ts';

/**
 * Issue 17, INTERNAL_ANALYTICS (spec §6): with the flag on, the builder reports app-init, the campaign
 * opened in the builder and its analytics page, and the log-out; a super admin reads their counts.
 */
test('with INTERNAL_ANALYTICS on, the builder reports its use and a super admin counts it', async ({ page }) => {
  const editor = await bearerFor(page.request);
  const admin = await bearerFor(page.request, emailFor('SUPER_ADMIN'));
  const companyId = JSON.parse(Buffer.from(editor.Authorization.split('.')[1], 'base64url').toString()).cid as string;
  const campaign = await createGameCampaign(page.request, editor, `Counted ${Date.now()}`, 'spin-the-wheel');
  const setFlag = async (enabled: boolean) => {
    const response = await page.request.put('/api/v1/flags/INTERNAL_ANALYTICS', {
      headers: admin,
      data: { enabled, companyId },
    });
    expect(response.ok()).toBe(true);
  };
  const sent: { eventName: string; campaignId?: string }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/internal-analytics/events')) sent.push(request.postDataJSON());
  });

  await setFlag(true);
  try {
    await logInAs(page, 'EDITOR');
    await page.goto(`/builder/${campaign.id}`);
    await expect(page.getByRole('heading', { name: /Counted/ })).toBeVisible();
    await page.goto(`/campaign/details/${campaign.id}`);
    await expect
      .poll(() => sent.map((event) => event.eventName))
      .toEqual(expect.arrayContaining(['app-init', 'campaign-opened', 'analytics-opened']));
    expect(sent.find((event) => event.eventName === 'campaign-opened')?.campaignId).toBe(campaign.id);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(() => sent.map((event) => event.eventName)).toContain('logged-out');

    const counts = await page.request.get('/api/v1/internal-analytics/counts?days=1', { headers: admin });
    const rows = (await counts.json()).data as { eventName: string; events: number }[];
    for (const name of ['app-init', 'campaign-opened', 'analytics-opened', 'logged-out']) {
      expect(rows.find((row) => row.eventName === name)?.events ?? 0, name).toBeGreaterThan(0);
    }
  } finally {
    await setFlag(false);
  }
});
