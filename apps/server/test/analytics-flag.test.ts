import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CampaignsSeed, seedCampaigns } from './campaigns-fixture.ts';
import { insertPublishedCampaign, LEADS, type PublishedCampaign } from './leads-fixture.ts';
import { DIALECTS } from './test-app.ts';

/**
 * Issue 17, flags that gate: the ANALYTICS flag (spec §6) gates the campaign details page's API (its
 * counts, leads table and survey results); the builder hides the page and its link (e2e).
 */
describe.each(DIALECTS)('the ANALYTICS flag on %s', (kind) => {
  let s = {} as CampaignsSeed;
  let campaign = {} as PublishedCampaign;

  beforeAll(async () => {
    s = await seedCampaigns(kind);
    campaign = await insertPublishedCampaign(s.t, s.companyId, 'Analytics Wheel');
  });
  afterAll(() => s.t.close());

  const setAnalytics = async (enabled: boolean, companyId = s.companyId) => {
    const response = await s.api.put('/api/v1/flags/ANALYTICS', { enabled, companyId }, s.tokens.SUPER_ADMIN);
    expect(response.status).toBe(200);
  };
  const detailsReads = () => [
    `${LEADS}/${campaign.id}/stats`,
    `${LEADS}/${campaign.id}`,
    `/api/v1/responses/campaigns/${campaign.id}/summary`,
    `/api/v1/responses/campaigns/${campaign.id}/free-texts`,
  ];

  it('answers the details page while analytics are on (the default)', async () => {
    for (const url of detailsReads()) {
      expect((await s.api.get(url, s.tokens.EDITOR)).status, url).not.toBe(403);
    }
    expect((await s.api.get(`${LEADS}/${campaign.id}/stats`, s.tokens.EDITOR)).status).toBe(200);
  });

  it('answers 403 problem+json to every read of the details page while they are off, then 200 again', async () => {
    await setAnalytics(false);
    try {
      for (const url of detailsReads()) {
        const response = await s.api.get(url, s.tokens.EDITOR);
        expect(response.status, url).toBe(403);
        expect(response.body, url).toMatchObject({
          code: 'FORBIDDEN',
          detail: 'Analytics are not enabled for your company.',
        });
      }
      // Not an analytics read: the campaign itself and the company's flags stay.
      expect((await s.api.get(`/api/v1/campaign/${campaign.id}`, s.tokens.EDITOR)).status).toBe(200);
    } finally {
      await setAnalytics(true);
    }
    expect((await s.api.get(`${LEADS}/${campaign.id}/stats`, s.tokens.EDITOR)).status).toBe(200);
  });

  it("follows the acting company's own flag: another company's switch changes nothing here", async () => {
    await setAnalytics(false, s.other.id);
    try {
      expect((await s.api.get(`${LEADS}/${campaign.id}/stats`, s.tokens.EDITOR)).status).toBe(200);
    } finally {
      await setAnalytics(true, s.other.id);
    }
  });
});
