import { RETAILER_SLOT_DEFAULTS, type RetailerSlotSettings } from '@gc/games/retailer-slot/definition';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY, type PlaySeed, prizeViolations, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

const SEVENS = ['symbol-seven', 'symbol-seven', 'symbol-seven'];

/** The default machine, its prize (three sevens) drawn from `poolId` at `oddsBp`. */
const machineWithPrize = (poolId: string, oddsBp = 10_000): RetailerSlotSettings => ({
  ...RETAILER_SLOT_DEFAULTS,
  prizes: RETAILER_SLOT_DEFAULTS.prizes.map((prize) => ({ ...prize, text: { en: 'Free coffee' }, poolId, oddsBp })),
  poolIds: [poolId],
});

const isThreeAlike = (reels: readonly string[]) => reels[0] === reels[1] && reels[1] === reels[2];
const symbolIds = RETAILER_SLOT_DEFAULTS.symbols.map((symbol) => symbol.id);

describe.each(DIALECTS)('a slot machine play through the API (%s)', (kind) => {
  let s: PlaySeed;
  beforeAll(async () => {
    s = await seedPlay(kind);
  }, 60_000);
  afterAll(() => s?.t.close());

  const claimedCodes = (poolId: string) =>
    s.count(sql`select count(*)::int as n from voucher_codes where pool_id = ${poolId} and play_id is not null`);

  it('publishes the symbols without pools or odds, a win takes a voucher from the pool, then the reels stop on a losing line', async () => {
    const poolId = await s.addPool(['SLOT-1']);
    const { slug } = await s.publishWheel({
      registrationType: 'noDelivery',
      game: { type: 'retailer-slot', settings: machineWithPrize(poolId) },
    });
    const published = await s.inject('GET', `${PLAY}/campaigns/${slug}`);
    expect(published.statusCode).toBe(200);
    expect(published.body).not.toContain(poolId);
    expect(published.body).not.toMatch(/oddsBp|poolId/);
    const { settings } = published.json().data.document.game;
    expect(settings.symbols).toEqual(RETAILER_SLOT_DEFAULTS.symbols);
    expect(settings.prizes).toEqual([{ id: 'prize-1', symbolId: 'symbol-seven', text: { en: 'Free coffee' } }]);

    expect(await claimedCodes(poolId)).toBe(0);
    const won = await s.play(slug);
    expect(won).toMatchObject({
      page: 'win',
      result: { reels: SEVENS, prizeId: 'prize-1' },
      prize: { voucherCode: 'SLOT-1' },
    });
    expect(JSON.stringify(won)).not.toContain(poolId);
    expect(await claimedCodes(poolId)).toBe(1);

    // The pool is empty now: the guarded claim finds no code and the reels stop on a line that wins nothing.
    const lost = await s.play(slug);
    expect(lost).toMatchObject({ page: 'lose', prize: null });
    const reels = (lost.result as { reels: string[] }).reels;
    expect(reels).toHaveLength(3);
    expect(reels.every((id) => symbolIds.includes(id))).toBe(true);
    expect(isThreeAlike(reels)).toBe(false);
    expect(lost.result).not.toHaveProperty('prizeId');
  });

  it('refuses game input and ignores a line the client names: at 0 % odds every pull loses on a line that is not a prize line', async () => {
    const poolId = await s.addPool(['SLOT-2']);
    const { slug } = await s.publishWheel({
      registrationType: 'noDelivery',
      game: { type: 'retailer-slot', settings: { ...machineWithPrize(poolId, 0), playLimitEnabled: false } },
    });
    const refused = await s.playRaw(slug, { game: { reels: SEVENS } });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    for (let pull = 0; pull < 5; pull++) {
      const spoofed = await s.playRaw(slug, { result: { reels: SEVENS, prizeId: 'prize-1' }, page: 'win' });
      expect(spoofed.statusCode, spoofed.body).toBe(200);
      const answer = spoofed.json().data;
      expect(answer).toMatchObject({ page: 'lose', prize: null });
      expect(isThreeAlike(answer.result.reels)).toBe(false);
    }
    expect(await claimedCodes(poolId)).toBe(0);
  });

  it('gives 40 concurrent players exactly the 3 codes of the pool; the rest see a losing line', async () => {
    const codes = ['SLOT-A', 'SLOT-B', 'SLOT-C'];
    const poolId = await s.addPool(codes);
    const { slug } = await s.publishWheel({ game: { type: 'retailer-slot', settings: machineWithPrize(poolId) } });
    const players = await Promise.all(Array.from({ length: 40 }, () => s.register(slug)));
    const answers = await Promise.all(players.map((player) => s.play(slug, { playerToken: player.playerToken })));
    expect(await prizeViolations(s, poolId, answers, codes)).toEqual([]);
    for (const answer of answers) {
      const reels = (answer.result as { reels: string[] }).reels;
      if (answer.page === 'win') expect(reels).toEqual(SEVENS);
      else expect(isThreeAlike(reels)).toBe(false);
    }
  });
});
