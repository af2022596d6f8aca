import type { PublishChecklist } from '@gc/contracts/publish-checklist';
import type { RetailerPathSettings } from '@gc/games/retailer-path/definition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD, type PublishingSeed, seedPublishing } from './publishing-fixture.ts';
import { DIALECTS } from './test-app.ts';

const settingsUrl = (campaignId: string) => `/api/v1/games/retailer-path/game-settings/${campaignId}`;

/** A retailer path made in the wizard, edited through the game settings API, checked and published. */
describe.each(DIALECTS)('a retailer path in the builder on %s', (kind) => {
  let s = {} as PublishingSeed;
  beforeAll(async () => {
    s = await seedPublishing(kind);
  });
  afterAll(() => s.t.close());

  const newPath = (name: string) =>
    s.newDraft({
      name,
      campaignType: 'retailer-path',
      languages: ['en', 'de'] as never,
      registrationType: 'noDelivery',
    });
  const read = async (campaignId: string) =>
    (await s.api.get(settingsUrl(campaignId), s.tokens.EDITOR)).body.data as { settings: RetailerPathSettings };
  const checklistOf = async (campaignId: string) =>
    (await s.api.get(`${BUILD}/checklist/${campaignId}`, s.tokens.EDITOR)).body.data as PublishChecklist;

  it('starts with a prize on the finish waiting for its pool, which blocks publishing', async () => {
    const draft = await newPath('Path Defaults');
    const { settings } = await read(draft.campaign.id);
    expect(settings).toMatchObject({ pathLength: 16, rollsPerPlay: 3 });
    expect(settings.prizes[0]).toMatchObject({ text: { en: 'Prize', de: 'Gewinn' }, squares: [16] });
    expect((await checklistOf(draft.campaign.id)).items).toContainEqual(
      expect.objectContaining({
        code: 'path.prizeWithoutPool',
        severity: 'error',
        field: 'game.settings.prizes.0.poolId',
      }),
    );
  });

  it('refuses a prize square no play can reach or past the path, then saves, checks and publishes a playable board', async () => {
    const draft = await newPath('Path Saved');
    const pool = await s.addPool(s.companyId, 'Path voucher');
    const { settings } = await read(draft.campaign.id);
    const prize = { ...settings.prizes[0], id: 'NEWID_abc', poolId: pool, oddsBp: 2_000 };
    const body = { ...settings, prizes: [prize], poolIds: [pool] };
    const put = (next: RetailerPathSettings) => s.api.put(settingsUrl(draft.campaign.id), next, s.tokens.EDITOR);

    // Three rolls make 3 to 18: square 2 is out of reach; a 12-square path has no square 16.
    const unreachable = await put({ ...body, prizes: [{ ...prize, squares: [2] }] });
    expect(unreachable.status).toBe(400);
    expect(unreachable.body.violations).toContainEqual(expect.objectContaining({ field: 'settings.prizes.0.squares' }));
    expect((await put({ ...body, pathLength: 12 })).status).toBe(400);
    // One roll ends on 1 to 6: all six prize squares leave no square to lose on at 20 %.
    expect((await put({ ...body, rollsPerPlay: 1, prizes: [{ ...prize, squares: [1, 2, 3, 4, 5, 6] }] })).status).toBe(
      400,
    );

    // Spec §5: without multiple registration a path is played once a day, whatever is sent.
    const saved = await put({ ...body, multiRegistration: false, playsPerDay: 5 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.settings.playsPerDay).toBe(1);
    expect(saved.body.data.settings.prizes[0].id).toMatch(/^prize-[0-9a-f]{8}$/);
    expect((await checklistOf(draft.campaign.id)).items.filter((item) => item.code.startsWith('path.'))).toEqual([]);
    const published = await s.api.post(
      `${BUILD}/publish`,
      { campaignId: draft.campaign.id, campaignType: 'retailer-path', publishOptions: { mode: 1 } },
      s.tokens.EDITOR,
    );
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const page = await s.t.app.inject({ method: 'GET', url: `/api/play/campaigns/${draft.campaign.slug}` });
    expect(page.body).not.toContain(pool);
    expect(page.body).not.toMatch(/oddsBp|poolId/);
  });
});
