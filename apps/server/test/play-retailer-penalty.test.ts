import { PENALTY_DEFAULTS, type PenaltySettings } from '@gc/games/retailer-penalty/definition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY, type PlaySeed, prizeViolations, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

/** The default penalty, its prize drawn from `poolId` at `oddsBp` (the chance of a goal). */
const penaltyWithPrize = (poolId: string, oddsBp = 10_000): PenaltySettings => ({
  ...PENALTY_DEFAULTS,
  prizes: [{ id: 'prize-1', text: { en: 'Free coffee' }, poolId, oddsBp }],
  poolIds: [poolId],
});

const ZONES = ['top-left', 'top-centre', 'top-right', 'bottom-left', 'bottom-centre', 'bottom-right'];

describe.each(DIALECTS)('a penalty play through the API (%s)', (kind) => {
  let s: PlaySeed;
  beforeAll(async () => {
    s = await seedPlay(kind);
  }, 60_000);
  afterAll(() => s?.t.close());

  it('refuses a shot without a known zone before anything is spent, then a goal takes the voucher and an empty pool is a save', async () => {
    const poolId = await s.addPool(['PEN-1']);
    const { slug } = await s.publishWheel({
      registrationType: 'noDelivery',
      game: { type: 'retailer-penalty', settings: penaltyWithPrize(poolId) },
    });
    const published = await s.inject('GET', `${PLAY}/campaigns/${slug}`);
    expect(published.statusCode).toBe(200);
    expect(published.body).not.toContain(poolId);
    expect(published.body).not.toMatch(/oddsBp|poolId/);
    expect(published.json().data.document.game.settings.prizes).toEqual([
      { id: 'prize-1', text: { en: 'Free coffee' } },
    ]);

    for (const game of [undefined, {}, { zone: 'middle' }, { zone: 7 }, 'top-left']) {
      const refused = await s.playRaw(slug, game === undefined ? {} : { game });
      expect(refused.statusCode, `${JSON.stringify(game)}: ${refused.body}`).toBe(400);
      expect(refused.headers['content-type']).toContain('application/problem+json');
    }

    const won = await s.play(slug, { game: { zone: 'top-left' } });
    expect(won).toMatchObject({
      page: 'win',
      result: { zone: 'top-left', goal: true, prizeId: 'prize-1' },
      prize: { voucherCode: 'PEN-1' },
    });
    // The keeper went the wrong way.
    expect(ZONES).toContain(won.result?.keeperZone);
    expect(won.result?.keeperZone).not.toBe('top-left');
    expect(JSON.stringify(won)).not.toContain(poolId);

    // The pool is empty now: the guarded claim finds no code and the keeper saves the shot.
    const saved = await s.play(slug, { game: { zone: 'bottom-right' } });
    expect(saved).toMatchObject({
      page: 'lose',
      result: { zone: 'bottom-right', keeperZone: 'bottom-right', goal: false },
      prize: null,
    });
  });

  it('ignores an outcome the client names: at 0 % odds every shot is saved', async () => {
    const poolId = await s.addPool(['PEN-2']);
    const { slug } = await s.publishWheel({
      registrationType: 'noDelivery',
      game: { type: 'retailer-penalty', settings: penaltyWithPrize(poolId, 0) },
    });
    const spoofed = await s.playRaw(slug, {
      game: { zone: 'top-right' },
      result: { goal: true, prizeId: 'prize-1' },
      page: 'win',
    });
    expect(spoofed.statusCode, spoofed.body).toBe(200);
    expect(spoofed.json().data).toMatchObject({
      page: 'lose',
      result: { zone: 'top-right', keeperZone: 'top-right', goal: false },
      prize: null,
    });
  });

  it('gives 60 concurrent players shooting at every zone exactly the 4 codes of the pool; the rest are saved', async () => {
    const codes = ['PEN-A', 'PEN-B', 'PEN-C', 'PEN-D'];
    const poolId = await s.addPool(codes);
    const { slug } = await s.publishWheel({ game: { type: 'retailer-penalty', settings: penaltyWithPrize(poolId) } });
    const players = await Promise.all(Array.from({ length: 60 }, () => s.register(slug)));
    const answers = await Promise.all(
      players.map((player, index) =>
        s.play(slug, { playerToken: player.playerToken, game: { zone: ZONES[index % ZONES.length] } }),
      ),
    );
    expect(await prizeViolations(s, poolId, answers, codes)).toEqual([]);
    for (const answer of answers) {
      const result = answer.result as { zone: string; keeperZone: string; goal: boolean };
      expect(result.goal).toBe(answer.page === 'win');
      expect(result.keeperZone === result.zone).toBe(!result.goal);
    }
  });
});
