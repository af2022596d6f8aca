import type { PrizeSimulation } from '@gc/contracts/prize-simulation';
import type { ChecklistItem, PublishChecklist } from '@gc/contracts/publish-checklist';
import type { WheelSector } from '@gc/games/spin-the-wheel/definition';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../src/db/schema/index.ts';
import { UNKNOWN_ID } from './campaigns-fixture.ts';
import { BUILD, NO_PRIZE_SECTORS, type PublishingSeed, seedPublishing } from './publishing-fixture.ts';
import { DIALECTS } from './test-app.ts';

const DAY_MS = 86_400_000;

/** Issue 10: the odds and stock simulator, and the checklist's warning of a pool that runs out. */
describe.each(DIALECTS)('prize simulation on %s', (kind) => {
  let s = {} as PublishingSeed;
  beforeAll(async () => {
    s = await seedPublishing(kind);
  });
  afterAll(() => s.t.close());

  const pool = async (body: Record<string, unknown>) => {
    const response = await s.api.post('/api/v1/prizes/pools', body, s.tokens.EDITOR);
    expect(response.status).toBe(201);
    return response.body.data.id as string;
  };
  /** A saved wheel draft whose sectors give the pools at the odds given, and the campaign's dates. */
  async function wheel(name: string, prizes: { poolId: string; oddsBp: number }[], endDate: Date | null = null) {
    const draft = await s.newDraft({ name });
    const sectors: WheelSector[] = NO_PRIZE_SECTORS.map((sector, index) =>
      prizes[index] ? { ...sector, ...prizes[index], text: { en: `Prize ${index + 1}` } } : sector,
    );
    const settings = { ...(draft.document.game.settings as object), sectors };
    const saved = await s.save(draft.campaign.id, { game: { ...draft.document.game, settings } });
    expect(saved.status).toBe(200);
    await s.t.ctx.db.update(campaigns).set({ endDate }).where(eq(campaigns.id, draft.campaign.id));
    return draft.campaign.id;
  }
  const simulate = async (campaignId: string, playsPerDay: number | string, token = s.tokens.EDITOR) =>
    s.api.get(`${BUILD}/prize-simulation/${campaignId}?playsPerDay=${playsPerDay}`, token);

  it('runs a pool of 10 at 50 % odds out on the first day, and lets a big one last to the end', async () => {
    const small = await pool({ name: 'Ten mugs', stock: 10 });
    const big = await pool({ name: 'Many pens', stock: 100_000 });
    const endless = await pool({ name: 'Stickers', isUnlimited: true });
    const end = new Date(Date.now() + 6 * DAY_MS);
    const id = await wheel(
      'Simulated wheel',
      [
        { poolId: small, oddsBp: 5000 },
        { poolId: big, oddsBp: 1000 },
        { poolId: endless, oddsBp: 1000 },
      ],
      end,
    );
    const response = await simulate(id, 100);
    expect(response.status).toBe(200);
    const simulation = response.body.data as PrizeSimulation;
    expect(simulation).toMatchObject({
      playsPerDay: 100,
      sampledPlaysPerDay: 100,
      horizon: 'campaignEnd',
      timeZone: 'Europe/Zurich',
      method: 'decide',
    });
    expect(simulation.days).toBeGreaterThanOrEqual(6);
    const [mugs, pens, stickers] = simulation.pools;
    expect(mugs).toMatchObject({ name: 'Ten mugs', stock: 10, totalWinners: 10, runsOutOn: simulation.firstDay });
    expect(pens).toMatchObject({ name: 'Many pens', stock: 100_000, runsOutOn: null, isUnlimited: false });
    expect(pens.winnersPerDay).toBeGreaterThan(3);
    expect(pens.winnersPerDay).toBeLessThan(20);
    expect(stickers).toMatchObject({ isUnlimited: true, stock: null, runsOutOn: null });
    // Seeded: the same draft and stock give the same answer.
    expect((await simulate(id, 100)).body.data).toEqual(simulation);
  });

  it('simulates 30 days of a campaign without an end, and an empty list for a wheel without prizes', async () => {
    const id = await wheel('Open-ended wheel', [{ poolId: await pool({ name: 'Caps', stock: 5000 }), oddsBp: 100 }]);
    const simulation = (await simulate(id, 1000)).body.data as PrizeSimulation;
    expect(simulation).toMatchObject({ horizon: 'openEnded', days: 30 });
    expect(simulation.pools[0].runsOutOn).toBeNull();
    const none = (await simulate(await wheel('No prizes', []), 10)).body.data as PrizeSimulation;
    expect(none.pools).toEqual([]);
  });

  it('warns in the checklist when a pool runs out before the end at the plays per day', async () => {
    const mugs = await pool({ name: 'Few mugs', stock: 10 });
    const id = await wheel('Checklist run-out', [{ poolId: mugs, oddsBp: 5000 }], new Date(Date.now() + 10 * DAY_MS));
    const runOuts = async (query: string) => {
      const response = await s.api.get(`${BUILD}/checklist/${id}${query}`, s.tokens.EDITOR);
      expect(response.status).toBe(200);
      return (response.body.data as PublishChecklist).items.filter((item) => item.code === 'prizeStockRunsOut');
    };
    expect(await runOuts('')).toEqual([]);
    expect(await runOuts('?playsPerDay=1')).toEqual([]);
    const [warning] = (await runOuts('?playsPerDay=100')) as [ChecklistItem];
    const { firstDay } = (await simulate(id, 100)).body.data as PrizeSimulation;
    expect(warning).toEqual({
      code: 'prizeStockRunsOut',
      severity: 'warning',
      field: 'game.settings.sectors.0.poolId',
      params: { pool: 'Few mugs', date: firstDay, playsPerDay: 100, unit: 'prizes' },
      message: `"Few mugs" runs out on ${firstDay} at 100 plays a day: from then its winners lose. Add prizes or lower the odds.`,
    });
  });

  it('answers only editors of the campaign’s company, and refuses bad input with problem+json', async () => {
    const id = await wheel('Simulation access', []);
    expect((await simulate(id, 10, s.tokens.VIEWER)).status).toBe(403);
    const theirs = await simulate(id, 10, s.otherEditor);
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('CAMPAIGN_NOT_FOUND');
    expect((await simulate(UNKNOWN_ID, 10)).status).toBe(404);
    for (const bad of ['0', '-5', '1.5', 'many', '1000001', '']) {
      const response = await simulate(id, bad);
      expect(response.status, bad).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await s.api.get(`${BUILD}/prize-simulation/${id}`, s.tokens.EDITOR)).status).toBe(400);
    expect((await s.api.get(`${BUILD}/checklist/${id}?playsPerDay=0`, s.tokens.EDITOR)).status).toBe(400);
    expect((await simulate('not-a-uuid', 10)).status).toBe(400);
  });

  it('refuses a draft whose saved game settings are not valid with 422', async () => {
    const id = await wheel('Broken settings', []);
    const row = await s.rowOf(id);
    const document = { ...(row.document as object), game: { version: 1, settings: { sectors: 'broken' } } };
    await s.t.ctx.db.update(campaigns).set({ document }).where(eq(campaigns.id, id));
    const response = await simulate(id, 10);
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('INVALID_DOCUMENT');
  });
});
