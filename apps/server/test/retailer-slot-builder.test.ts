import type { PublishChecklist } from '@gc/contracts/publish-checklist';
import type { RetailerSlotSettings } from '@gc/games/retailer-slot/definition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD, type PublishingSeed, seedPublishing } from './publishing-fixture.ts';
import { DIALECTS } from './test-app.ts';

const settingsUrl = (campaignId: string) => `/api/v1/games/retailer-slot/game-settings/${campaignId}`;

/** A slot machine made in the wizard, edited through the game settings API, checked and published. */
describe.each(DIALECTS)('a slot machine in the builder on %s', (kind) => {
  let s = {} as PublishingSeed;
  beforeAll(async () => {
    s = await seedPublishing(kind);
  });
  afterAll(() => s.t.close());

  const newMachine = (name: string) =>
    s.newDraft({
      name,
      campaignType: 'retailer-slot',
      languages: ['en', 'de'] as never,
      registrationType: 'noDelivery',
    });
  const read = async (campaignId: string) =>
    (await s.api.get(settingsUrl(campaignId), s.tokens.EDITOR)).body.data as { settings: RetailerSlotSettings };
  const checklistOf = async (campaignId: string) =>
    (await s.api.get(`${BUILD}/checklist/${campaignId}`, s.tokens.EDITOR)).body.data as PublishChecklist;
  const slotCodes = (checklist: PublishChecklist) =>
    checklist.items.filter((item) => item.code.startsWith('slot.')).map((item) => [item.code, item.severity]);

  it('starts with six symbols named in each language and a prize waiting for its pool, which blocks publishing', async () => {
    const draft = await newMachine('Slot Defaults');
    const { settings } = await read(draft.campaign.id);
    expect(settings.symbols.map((symbol) => symbol.label.de)).toEqual([
      'Kirsche',
      'Zitrone',
      'Glocke',
      'Stern',
      'Sieben',
      'Diamant',
    ]);
    expect(settings.speed).toBe(1);
    expect(slotCodes(await checklistOf(draft.campaign.id))).toEqual([['slot.prizeWithoutPool', 'error']]);
  });

  it('keeps one play a day without multi-registration, blocks two prizes on one symbol, and publishes once fixed', async () => {
    const draft = await newMachine('Slot Saved');
    const pool = await s.addPool(s.companyId, 'Slot voucher');
    const { settings } = await read(draft.campaign.id);
    const prize = { ...settings.prizes[0], poolId: pool, oddsBp: 2_000 };
    const twice = { ...prize, id: 'NEWID_second', text: { en: 'Also sevens', de: 'Auch Siebenen' } };
    const body = { ...settings, playsPerDay: 5, speed: 2.5, prizes: [prize, twice], poolIds: [pool] };

    const saved = await s.api.put(settingsUrl(draft.campaign.id), body, s.tokens.EDITOR);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const stored = saved.body.data.settings as RetailerSlotSettings;
    expect(stored).toMatchObject({ playsPerDay: 1, speed: 2.5 });
    expect(stored.prizes[1].id).toMatch(/^prize-[0-9a-f]{8}$/);
    expect(slotCodes(await checklistOf(draft.campaign.id))).toEqual([['slot.symbolTwice', 'error']]);
    const refused = await s.api.post(
      `${BUILD}/publish`,
      { campaignId: draft.campaign.id, campaignType: 'retailer-slot', publishOptions: { mode: 1 } },
      s.tokens.EDITOR,
    );
    expect(refused.status).toBe(422);

    const overHundred = {
      ...body,
      prizes: [
        { ...prize, oddsBp: 6_000 },
        { ...twice, symbolId: 'symbol-bell', oddsBp: 6_000 },
      ],
    };
    const tooHigh = await s.api.put(settingsUrl(draft.campaign.id), overHundred, s.tokens.EDITOR);
    expect(tooHigh.status).toBe(400);

    const fixed = { ...body, prizes: [prize, { ...stored.prizes[1], symbolId: 'symbol-bell', poolId: pool }] };
    expect((await s.api.put(settingsUrl(draft.campaign.id), fixed, s.tokens.EDITOR)).status).toBe(200);
    expect(slotCodes(await checklistOf(draft.campaign.id))).toEqual([]);
    const published = await s.api.post(
      `${BUILD}/publish`,
      { campaignId: draft.campaign.id, campaignType: 'retailer-slot', publishOptions: { mode: 1 } },
      s.tokens.EDITOR,
    );
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const page = await s.t.app.inject({ method: 'GET', url: `/api/play/campaigns/${draft.campaign.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(pool);
    expect(page.body).not.toMatch(/oddsBp|poolId/);
  });
});
