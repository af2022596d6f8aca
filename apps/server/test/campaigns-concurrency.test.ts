import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN, type CampaignsSeed, seedCampaigns } from './campaigns-fixture.ts';
import { DIALECTS } from './test-app.ts';

/**
 * Requests that race for one name or one revision. PGlite runs one statement at a time, so there it
 * checks the queueing; on PostgreSQL (a pool of 10) the checks really run side by side and the unique
 * index and the row lock decide.
 */
describe.each(DIALECTS)('campaign races on %s', (kind) => {
  let s = {} as CampaignsSeed;
  beforeAll(async () => {
    s = await seedCampaigns(kind);
  });
  afterAll(() => s.t.close());

  const statuses = (responses: { status: number }[]) => responses.map((r) => r.status).sort();
  const codesOfLosers = (responses: { status: number; body: { code?: string } }[]) =>
    new Set(responses.filter((r) => r.status !== 200 && r.status !== 201).map((r) => r.body.code));

  it('ten creates of one name: one 201, nine CAMPAIGN_NAME_TAKEN', async () => {
    const names = ['Race Name', 'race name', 'RACE NAME', 'Race Name', 'race NAME'];
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => s.createDraft({ name: names[i % names.length] })),
    );
    expect(statuses(responses)).toEqual([201, ...Array(9).fill(409)]);
    expect(codesOfLosers(responses)).toEqual(new Set(['CAMPAIGN_NAME_TAKEN']));
    const listed = await s.search('search=race%20name');
    expect(listed.body.data.total).toBe(1);
  });

  it('ten renames to one name: one 200, nine CAMPAIGN_NAME_TAKEN', async () => {
    const ids = [];
    for (let i = 0; i < 10; i++) ids.push((await s.newDraft({ name: `Race Rename ${i}` })).campaign.id);
    const responses = await Promise.all(
      ids.map((id) => s.api.put(`${CAMPAIGN}/`, { id, name: 'Race Renamed' }, s.tokens.EDITOR)),
    );
    expect(statuses(responses)).toEqual([200, ...Array(9).fill(409)]);
    expect(codesOfLosers(responses)).toEqual(new Set(['CAMPAIGN_NAME_TAKEN']));
  });

  it('ten saves on one base revision: one 200, nine DRAFT_CONFLICT, and the winner is stored', async () => {
    const { campaign } = await s.newDraft({ name: 'Race Save' });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => s.save(campaign.id, { texts: { en: { 'game.title': `Writer ${i}` } } }, 1)),
    );
    expect(statuses(responses)).toEqual([200, ...Array(9).fill(409)]);
    expect(codesOfLosers(responses)).toEqual(new Set(['DRAFT_CONFLICT']));
    const winner = responses.find((r) => r.status === 200)?.body.data;
    const stored = await s.draftOf(campaign.id);
    expect(stored.revision).toBe(2);
    expect(stored.document.texts.en?.['game.title']).toBe(winner.document.texts.en['game.title']);
  });

  it('ten saves without a base revision all land, one after another', async () => {
    const { campaign } = await s.newDraft({ name: 'Race Queue' });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => s.save(campaign.id, { texts: { en: { 'game.title': `Queued ${i}` } } })),
    );
    expect(statuses(responses)).toEqual(Array(10).fill(200));
    expect(responses.map((r) => r.body.data.revision).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect((await s.draftOf(campaign.id)).revision).toBe(11);
  });

  it('copies made at once get distinct names', async () => {
    const { campaign } = await s.newDraft({ name: 'Race Copy' });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => s.api.post(`${CAMPAIGN}/${campaign.id}/copy`, undefined, s.tokens.EDITOR)),
    );
    expect(statuses(responses)).toEqual(Array(5).fill(201));
    const names = responses.map((r) => r.body.data.name);
    expect(new Set(names).size).toBe(5);
  });
});
