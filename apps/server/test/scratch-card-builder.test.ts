import type { PublishChecklist } from '@gc/contracts/publish-checklist';
import type { ScratchCardSettings } from '@gc/games/scratch-card/definition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD, type PublishingSeed, seedPublishing } from './publishing-fixture.ts';
import { DIALECTS } from './test-app.ts';

const settingsUrl = (campaignId: string) => `/api/v1/games/scratch-card/game-settings/${campaignId}`;

/** Issue 11: a scratch card made in the wizard, edited through the game settings API, checked and published. */
describe.each(DIALECTS)('a scratch card in the builder on %s', (kind) => {
  let s = {} as PublishingSeed;
  beforeAll(async () => {
    s = await seedPublishing(kind);
  });
  afterAll(() => s.t.close());

  const newCard = (name: string) =>
    s.newDraft({
      name,
      campaignType: 'scratch-card',
      languages: ['en', 'de'] as never,
      registrationType: 'noDelivery',
    });
  const read = async (campaignId: string) => (await s.api.get(settingsUrl(campaignId), s.tokens.EDITOR)).body.data;
  const checklistOf = async (campaignId: string) =>
    (await s.api.get(`${BUILD}/checklist/${campaignId}`, s.tokens.EDITOR)).body.data as PublishChecklist;

  it('starts with faces in each campaign language and a prize waiting for its pool, which blocks publishing', async () => {
    const draft = await newCard('Card Defaults');
    const { version, settings } = await read(draft.campaign.id);
    expect(version).toBe(1);
    expect(settings.prizes[0]).toMatchObject({ text: { en: 'You won a prize!', de: 'Sie haben gewonnen!' } });
    expect(settings.outcomes[0].text).toEqual({ en: 'No luck this time', de: 'Leider kein Gewinn' });
    const checklist = await checklistOf(draft.campaign.id);
    expect(checklist.items).toContainEqual(
      expect.objectContaining({ code: 'scratchCard.prizeWithoutPool', severity: 'error', params: expect.anything() }),
    );
  });

  it('saves new faces with stable ids and the pool list derived, refuses a foreign pool, and publishes', async () => {
    const draft = await newCard('Card Saved');
    const ownPool = await s.addPool(s.companyId, 'Own voucher');
    const foreignPool = await s.addPool(s.other.id, 'Foreign voucher');
    const { settings } = (await read(draft.campaign.id)) as { settings: ScratchCardSettings };
    const prize = { ...settings.prizes[0], id: 'NEWID_abc', poolId: ownPool, oddsBp: 2_500 };
    const outcome = { ...settings.outcomes[0], id: 'NEWID_def', text: { en: 'Next time', de: 'Nächstes Mal' } };
    const body = { ...settings, prizes: [prize], outcomes: [...settings.outcomes, outcome], poolIds: [ownPool] };

    const foreign = await s.api.put(
      settingsUrl(draft.campaign.id),
      { ...body, prizes: [{ ...prize, poolId: foreignPool }], poolIds: [foreignPool] },
      s.tokens.EDITOR,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.violations).toContainEqual(expect.objectContaining({ field: 'settings.prizes.0.poolId' }));

    const saved = await s.api.put(settingsUrl(draft.campaign.id), body, s.tokens.EDITOR);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const stored = saved.body.data.settings as ScratchCardSettings;
    expect(stored.prizes[0].id).toMatch(/^prize-[0-9a-f]{8}$/);
    expect(stored.outcomes[1].id).toMatch(/^outcome-[0-9a-f]{8}$/);
    expect(stored.poolIds).toEqual([ownPool]);

    const checklist = await checklistOf(draft.campaign.id);
    expect(checklist.items.filter((item) => item.code.startsWith('scratchCard.'))).toEqual([]);
    const published = await s.api.post(
      `${BUILD}/publish`,
      { campaignId: draft.campaign.id, campaignType: 'scratch-card', publishOptions: { mode: 1 } },
      s.tokens.EDITOR,
    );
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const page = await s.t.app.inject({ method: 'GET', url: `/api/play/campaigns/${draft.campaign.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(ownPool);
    expect(page.body).not.toMatch(/oddsBp|poolId/);
  });
});
