import { randomUUID } from 'node:crypto';
import { publishedCampaignSchema } from '@gc/contracts/play';
import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALTCHA_MAX_NUMBER } from '../src/modules/play/altcha.ts';
import { PLAY, type PlaySeed, sectorsWithPrize, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

describe.each(DIALECTS)('the published campaign (%s)', (kind) => {
  let s: PlaySeed;
  beforeAll(async () => {
    s = await seedPlay(kind);
  }, 60_000);
  afterAll(() => s?.t.close());

  const read = (slug: string) => s.inject('GET', `${PLAY}/campaigns/${slug}`);

  it('answers the current release of a live campaign, without odds or pool ids, cacheable briefly', async () => {
    const poolId = await s.addPool(['A']);
    const { id, slug } = await s.publishWheel({ settings: { sectors: sectorsWithPrize(poolId, 2_500) } });
    const response = await read(slug);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=15');
    const campaign = publishedCampaignSchema.parse(response.json().data);
    expect(campaign).toMatchObject({
      campaignId: id,
      slug,
      campaignType: 'spin-the-wheel',
      availability: 'live',
      releaseNumber: 1,
      isDebug: false,
      endDate: null,
    });
    expect(campaign.document.languageOptions.languages).toEqual(['en', 'de']);
    const settings = campaign.document.game.settings as { sectors: Record<string, unknown>[]; poolIds?: unknown };
    expect(settings.sectors).toHaveLength(8);
    for (const sector of settings.sectors) {
      expect(sector).not.toHaveProperty('oddsBp');
      expect(sector).not.toHaveProperty('poolId');
    }
    expect(settings).not.toHaveProperty('poolIds');
    expect(response.body).not.toContain(poolId);
  });

  it('tells scheduled and ended campaigns apart', async () => {
    const start = new Date(Date.now() + 86_400_000);
    const scheduled = await s.publishWheel({ status: 'SCHEDULED', startDate: start });
    expect((await read(scheduled.slug)).json().data).toMatchObject({
      availability: 'scheduled',
      startDate: start.toISOString(),
    });
    const ended = await s.publishWheel({ endDate: new Date(Date.now() - 1000) });
    expect((await read(ended.slug)).json().data.availability).toBe('ended');
    const deactivated = await s.publishWheel({ status: 'INACTIVE' });
    expect((await read(deactivated.slug)).json().data.availability).toBe('ended');
  });

  it('hides drafts, campaigns never published, deleted ones and unknown addresses', async () => {
    const draft = await s.publishWheel({ status: 'DRAFT' });
    const unpublished = await s.publishWheel({ unpublished: true });
    const deleted = await s.publishWheel({ status: 'DELETED' });
    for (const slug of [draft.slug, unpublished.slug, deleted.slug, 'no-such-campaign', 'UPPER', randomUUID()]) {
      const response = await read(slug);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('CAMPAIGN_NOT_FOUND');
    }
  });

  it('hands out a proof-of-work challenge that a browser solves and a play accepts once', async () => {
    const { slug } = await s.publishWheel({ registrationType: 'noDelivery' });
    const response = await s.inject('GET', `${PLAY}/campaigns/${slug}/challenge`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json().data;
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: ALTCHA_MAX_NUMBER });
    expect(challenge.salt).toMatch(/\?expires=\d+&$/);
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
      .promise;
    expect(solution).not.toBeNull();
    const altcha = Buffer.from(JSON.stringify({ ...challenge, number: solution?.number })).toString('base64');
    expect((await s.play(slug, { altcha })).page).toBe('lose');
    expect((await s.playRaw(slug, { altcha })).statusCode).toBe(400);
    expect((await s.inject('GET', `${PLAY}/campaigns/no-such-campaign/challenge`)).statusCode).toBe(404);
  });
});
