import { CALENDAR_CAMPAIGN_TYPES } from '@gc/contracts/campaign-types';
import type { CampaignTypeInfo } from '@gc/contracts/campaigns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN, type CampaignsSeed, RESOURCES, seedCampaigns } from './campaigns-fixture.ts';
import { DIALECTS } from './test-app.ts';

/**
 * Issue 17, flags that gate: the CALENDAR flag (spec §6) gates the calendar games. While it is off the
 * wizard's list leaves them out and the API refuses to create or copy one (403 problem+json); the
 * company's other games, and its calendars already made, stay as they are.
 */
describe.each(DIALECTS)('the CALENDAR flag on %s', (kind) => {
  let s = {} as CampaignsSeed;
  let advent = '';

  beforeAll(async () => {
    s = await seedCampaigns(kind);
    advent = (await s.newDraft({ name: 'Advent before the switch', campaignType: 'advent-calendar' })).campaign.id;
  });
  afterAll(() => s.t.close());

  const setCalendar = async (enabled: boolean) => {
    const response = await s.api.put(
      '/api/v1/flags/CALENDAR',
      { enabled, companyId: s.companyId },
      s.tokens.SUPER_ADMIN,
    );
    expect(response.status).toBe(200);
  };
  const listedTypes = async () => {
    const response = await s.api.get(`${RESOURCES}/campaign-types`, s.tokens.EDITOR);
    expect(response.status).toBe(200);
    return (response.body.data as CampaignTypeInfo[]).map((info) => info.type);
  };

  it('lists and creates the calendars while the flag is on (the default)', async () => {
    expect(await listedTypes()).toEqual(expect.arrayContaining([...CALENDAR_CAMPAIGN_TYPES]));
    const created = await s.createDraft({ name: 'Weekly while on', campaignType: 'weekly-calendar' });
    expect(created.status).toBe(201);
  });

  it('leaves the calendars out and refuses creating or copying one while it is off, then allows them again', async () => {
    await setCalendar(false);
    try {
      const listed = await listedTypes();
      for (const type of CALENDAR_CAMPAIGN_TYPES) expect(listed).not.toContain(type);
      expect(listed).toContain('spin-the-wheel');

      const created = await s.createDraft({ name: 'Advent while off', campaignType: 'advent-calendar' });
      expect(created.status).toBe(403);
      expect(created.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(created.body).toMatchObject({ code: 'FORBIDDEN', detail: 'Calendars are not enabled for your company.' });
      const copied = await s.api.post(`${CAMPAIGN}/${advent}/copy`, undefined, s.tokens.EDITOR);
      expect(copied.status).toBe(403);

      // The company's other games and its calendar made before stay.
      expect((await s.createDraft({ name: 'Wheel while off' })).status).toBe(201);
      expect((await s.api.get(`${CAMPAIGN}/${advent}`, s.tokens.EDITOR)).status).toBe(200);
    } finally {
      await setCalendar(true);
    }
    expect((await s.createDraft({ name: 'Advent after', campaignType: 'advent-calendar' })).status).toBe(201);
  });
});
