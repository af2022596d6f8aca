import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CampaignsSeed, seedCampaigns } from './campaigns-fixture.ts';
import { DIALECTS } from './test-app.ts';

type Settings = Record<string, unknown>;

/**
 * Issue 17, flags that gate: the LIMITS flag (spec §6) gates the play limits (playLimitEnabled,
 * numberOfIpPlaysLimit, playMinutesLimit). While it is off the builder hides them and a save that
 * changes one answers 403; every other setting saves as before, and the limits saved earlier stay.
 */
describe.each(DIALECTS)('the LIMITS flag on %s', (kind) => {
  let s = {} as CampaignsSeed;
  let campaignId = '';

  beforeAll(async () => {
    s = await seedCampaigns(kind);
    campaignId = (await s.newDraft({ name: 'Scratch with limits', campaignType: 'scratch-card' })).campaign.id;
  });
  afterAll(() => s.t.close());

  const setLimits = async (enabled: boolean) => {
    const response = await s.api.put('/api/v1/flags/LIMITS', { enabled, companyId: s.companyId }, s.tokens.SUPER_ADMIN);
    expect(response.status).toBe(200);
  };
  const saveSettings = (settings: Settings) => s.save(campaignId, { game: { settings } });
  const savedSettings = async () => (await s.draftOf(campaignId)).document.game.settings as Settings;

  it('saves a change to the limits while the flag is on (the default)', async () => {
    const response = await saveSettings({ playLimitEnabled: true, playMinutesLimit: 7 });
    expect(response.status).toBe(200);
    expect(await savedSettings()).toMatchObject({ playLimitEnabled: true, playMinutesLimit: 7 });
  });

  it('refuses a change to any limit while it is off, keeps what was saved, and saves other settings', async () => {
    await setLimits(false);
    try {
      for (const change of [{ playLimitEnabled: false }, { numberOfIpPlaysLimit: 3 }, { playMinutesLimit: 9 }]) {
        const response = await saveSettings(change);
        expect(response.status, JSON.stringify(change)).toBe(403);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(response.body).toMatchObject({
          code: 'FORBIDDEN',
          detail: 'Play limits are not enabled for your company.',
        });
      }
      expect(await savedSettings()).toMatchObject({ playLimitEnabled: true, playMinutesLimit: 7 });

      // The builder sends the whole settings back: unchanged limits do not stop a save.
      const before = await savedSettings();
      const other = await saveSettings({ ...before, showConfettiSnow: !before.showConfettiSnow });
      expect(other.status).toBe(200);
      expect(await savedSettings()).toMatchObject({ showConfettiSnow: !before.showConfettiSnow, playMinutesLimit: 7 });
    } finally {
      await setLimits(true);
    }
    expect((await saveSettings({ playMinutesLimit: 9 })).status).toBe(200);
  });
});
