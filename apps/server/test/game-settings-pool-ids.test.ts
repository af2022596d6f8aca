import { WHEEL_DEFAULTS, type WheelSettings } from '@gc/games/spin-the-wheel/definition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prizePools } from '../src/db/schema/index.ts';
import { type CampaignsSeed, seedCampaigns } from './campaigns-fixture.ts';
import { DIALECTS } from './test-app.ts';

const settingsUrl = (campaignId: string) => `/api/v1/games/spin-the-wheel/game-settings/${campaignId}`;

/** The defaults with sectors `index` given `poolId` at 10 % each. */
function withPools(pools: Record<number, string>): WheelSettings {
  return {
    ...WHEEL_DEFAULTS,
    sectors: WHEEL_DEFAULTS.sectors.map((sector, i) =>
      pools[i] ? { ...sector, poolId: pools[i], oddsBp: 1_000 } : { ...sector, poolId: null, oddsBp: 0 },
    ),
  };
}

/**
 * The common `poolIds` (issue 13): derived by the server from the game's prize slots on every save,
 * so the list names exactly the pools a play draws from (the wheel's sectors); a pool listed but given
 * by no sector is not kept, and a pool of another company is refused.
 */
describe.each(DIALECTS)('poolIds on %s', (kind) => {
  let s = {} as CampaignsSeed;
  let poolA = '';
  let poolB = '';
  const insertPool = async (name: string) =>
    (
      await s.t.ctx.db
        .insert(prizePools)
        .values({ companyId: s.companyId, name, stockTotal: 10 })
        .returning({ id: prizePools.id })
    )[0].id;

  beforeAll(async () => {
    s = await seedCampaigns(kind);
    poolA = await insertPool('Pool A');
    poolB = await insertPool('Pool B');
  });
  afterAll(() => s.t.close());

  it('stores the pools of the sectors, once each, whatever list was sent', async () => {
    const draft = await s.newDraft({ name: 'Pool ids wheel' });
    const put = (body: unknown) => s.api.put(settingsUrl(draft.campaign.id), body, s.tokens.EDITOR);
    const saved = await put({ ...withPools({ 0: poolA, 3: poolA }), poolIds: [poolB] });
    expect(saved.status).toBe(200);
    expect(saved.body.data.settings.poolIds).toEqual([poolA]);
    expect((await s.draftOf(draft.campaign.id)).document.game.settings).toMatchObject({ poolIds: [poolA] });

    const both = await put({ ...withPools({ 1: poolB, 2: poolA }), poolIds: [] });
    expect(both.body.data.settings.poolIds).toEqual([poolB, poolA]);
    const none = await put({ ...withPools({}), poolIds: [poolA, poolB] });
    expect(none.body.data.settings.poolIds).toEqual([]);
  });
});
