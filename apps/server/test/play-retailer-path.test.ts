import { RETAILER_PATH_DEFAULTS, type RetailerPathSettings } from '@gc/games/retailer-path/definition';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY, type PlaySeed, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

type Feedback = { roll: number; position: number; rollsLeft: number };

/**
 * The retailer path through the API: the server draws the outcome and the whole roll sequence when the
 * play opens and keeps it (the player sees the board's size only), reveals one roll a step, and decides
 * from its own state once every roll is taken; a win takes a voucher from the prize's pool.
 */
describe.each(DIALECTS)('a retailer path play through the API (%s)', (kind) => {
  let s: PlaySeed;
  beforeAll(async () => {
    s = await seedPlay(kind);
  }, 60_000);
  afterAll(() => s?.t.close());

  /** The default path (16 squares, 3 rolls), its prize on square 16 drawn from `poolId` at `oddsBp`. */
  const pathWithPrize = (poolId: string, oddsBp = 10_000): RetailerPathSettings => ({
    ...RETAILER_PATH_DEFAULTS,
    playLimitEnabled: false,
    prizes: RETAILER_PATH_DEFAULTS.prizes.map((prize) => ({ ...prize, text: { en: 'Coffee' }, poolId, oddsBp })),
    poolIds: [poolId],
  });
  const publish = (settings: RetailerPathSettings) =>
    s.publishWheel({ registrationType: 'noDelivery', game: { type: 'retailer-path', settings } });
  const open = async (slug: string) => {
    const response = await s.playRaw(slug);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { playId: string; page: string; view: Record<string, unknown> };
  };
  const roll = (playId: string, index: number, step: unknown = { roll: true }) =>
    s.inject('POST', `${PLAY}/plays/${playId}/steps`, { body: { index, step } });
  const outcome = (playId: string) => s.inject('POST', `${PLAY}/plays/${playId}/outcome`, { body: {} });
  const rollsOf = async (playId: string) =>
    (
      (await s.t.ctx.db.execute(sql`select state from plays where id = ${playId}`)) as unknown as {
        rows: { state: { rolls: number[] } }[];
      }
    ).rows[0].state.rolls;
  /** Takes the three rolls in turn, checking each, and answers where the token stands. */
  async function rollToTheEnd(playId: string) {
    let position = 0;
    for (let index = 0; index < 3; index++) {
      const answer = await roll(playId, index);
      expect(answer.statusCode, answer.body).toBe(200);
      const feedback = answer.json().data.feedback as Feedback;
      expect(feedback.roll).toBeGreaterThanOrEqual(1);
      expect(feedback.roll).toBeLessThanOrEqual(6);
      expect(feedback).toEqual({ roll: feedback.roll, position: position + feedback.roll, rollsLeft: 2 - index });
      position = feedback.position;
    }
    return position;
  }

  it('keeps the rolls on the server, reveals one a step, and wins the voucher on the prize square; then the pool is empty', async () => {
    const poolId = await s.addPool(['PATH-1']);
    const { slug } = await publish(pathWithPrize(poolId));
    const published = await s.inject('GET', `${PLAY}/campaigns/${slug}`);
    expect(published.body).not.toMatch(/oddsBp|poolId/);
    expect(published.json().data.document.game.settings.prizes).toEqual([
      { id: 'prize-1', text: { en: 'Coffee' }, squares: [16] },
    ]);

    const opened = await open(slug);
    expect(opened).toEqual({ playId: expect.any(String), page: 'open', view: { pathLength: 16, rollsPerPlay: 3 } });
    const rolls = await rollsOf(opened.playId);
    expect(rolls.reduce((sum, value) => sum + value, 0)).toBe(16);
    // Not decided before the last roll; a skipped roll is refused.
    expect((await outcome(opened.playId)).json()).toMatchObject({ code: 'PLAY_STEP_REFUSED', detail: 'notAllRolled' });
    expect((await roll(opened.playId, 1)).json()).toMatchObject({ code: 'PLAY_STEP_REFUSED' });
    expect(await rollToTheEnd(opened.playId)).toBe(16);
    // The same roll again answers the same; one past the last is refused.
    expect((await roll(opened.playId, 0)).json().data.feedback).toMatchObject({ roll: rolls[0], position: rolls[0] });
    expect((await roll(opened.playId, 3)).json()).toMatchObject({ code: 'PLAY_STEP_REFUSED', detail: 'allRolled' });

    const decided = await outcome(opened.playId);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().data).toMatchObject({
      page: 'win',
      result: { square: 16, prizeId: 'prize-1' },
      prize: { voucherCode: 'PATH-1' },
    });
    expect(decided.body).not.toContain(poolId);
    expect((await outcome(opened.playId)).statusCode).toBe(409);

    // The pool has no code left: the token still ends on the prize square, the play loses.
    const second = await open(slug);
    expect(await rollToTheEnd(second.playId)).toBe(16);
    expect((await outcome(second.playId)).json().data).toMatchObject({
      page: 'lose',
      result: { square: 16, prizeId: null, isOutOfStock: true },
      prize: null,
    });
  });

  it('ends a losing play on a square without a prize, and refuses a step that is not a roll', async () => {
    const poolId = await s.addPool(['PATH-2']);
    const { slug } = await publish(pathWithPrize(poolId, 0));
    const { playId } = await open(slug);
    for (const step of [{ roll: 6 }, { roll: true, square: 16 }, {}, 'roll']) {
      const refused = await roll(playId, 0, step);
      expect(refused.statusCode, JSON.stringify(step)).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode, JSON.stringify(step)).toBeLessThan(500);
    }
    const square = await rollToTheEnd(playId);
    expect(square).not.toBe(16);
    expect((await outcome(playId)).json().data).toMatchObject({
      page: 'lose',
      result: { square, prizeId: null },
      prize: null,
    });
  });
});
