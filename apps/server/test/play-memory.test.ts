import { MEMORY_DEFAULTS, type MemorySettings } from '@gc/games/memory/definition';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY, type PlaySeed, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

type Json = Record<string, unknown>;

/**
 * Memory through the API: the server deals the layout and keeps it (the player sees only the board's
 * size and the cover), checks every flip against it, and times the play itself. Flips it did not deal,
 * an outcome before every pair is found and a play faster than a person are refused (409).
 */
describe.each(DIALECTS)('a memory play through the API (%s)', (kind) => {
  let s: PlaySeed;
  beforeAll(async () => {
    s = await seedPlay(kind);
  }, 60_000);
  afterAll(() => s?.t.close());

  /** The default memory, its fast outcome giving the pool at 100 %, a picture on every tile. */
  const memoryWithPrize = (poolId: string | null): MemorySettings => ({
    ...MEMORY_DEFAULTS,
    coverImageUrl: 'https://cdn.example/cover.png',
    playLimitEnabled: false,
    tiles: MEMORY_DEFAULTS.tiles.map((tile, t) => ({ ...tile, imageUrl: `https://cdn.example/tile-${t}.png` })),
    outcomes: MEMORY_DEFAULTS.outcomes.map((outcome, o) =>
      o === 0 && poolId ? { ...outcome, poolId, oddsBp: 10_000 } : outcome,
    ),
  });
  const publish = (settings: MemorySettings) =>
    s.publishWheel({ registrationType: 'noDelivery', game: { type: 'memory', settings } });
  const open = async (slug: string) => {
    const response = await s.playRaw(slug);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { playId: string; page: string; view: Json };
  };
  const flip = (playId: string, index: number, tileIndex: unknown) =>
    s.inject('POST', `${PLAY}/plays/${playId}/steps`, { body: { index, step: { tileIndex } } });
  const outcome = (playId: string) => s.inject('POST', `${PLAY}/plays/${playId}/outcome`, { body: {} });
  const rowOf = async (playId: string) =>
    (
      (await s.t.ctx.db.execute(sql`select page, state from plays where id = ${playId}`)) as unknown as {
        rows: { page: string; state: { layout: string[] } }[];
      }
    ).rows[0];
  /** The flips of a perfect play: each pair in turn (only a test can read the layout, from the database). */
  const perfect = (layout: readonly string[]) =>
    layout.flatMap((id, at) => (layout.indexOf(id) === at ? [at, layout.indexOf(id, at + 1)] : []));
  /** Moves the play's opening back, as if the player had been playing for `seconds`. */
  const openedAgo = (playId: string, seconds: number) =>
    s.t.ctx.db.execute(
      sql`update plays set created_at = clock_timestamp() - make_interval(secs => ${seconds}) where id = ${playId}`,
    );

  it('deals the board on the server, shows one tile a flip, and wins the fast prize once every pair is found', async () => {
    const poolId = await s.addPool(['MEM-1']);
    const settings = memoryWithPrize(poolId);
    const { slug } = await publish(settings);
    const published = await s.inject('GET', `${PLAY}/campaigns/${slug}`);
    expect(published.body).not.toContain('oddsBp');

    const opened = await open(slug);
    expect(opened).toEqual({
      playId: expect.any(String),
      page: 'open',
      view: { columns: 4, rows: 4, tileCount: 16, coverImageUrl: 'https://cdn.example/cover.png' },
    });
    expect(
      await s.count(
        sql`select count(*)::int as n from play_events where type = 'game_started' and play_id = ${opened.playId}`,
      ),
    ).toBe(1);
    const { layout } = (await rowOf(opened.playId)).state;
    const flips = perfect(layout);
    for (const [index, tileIndex] of flips.entries()) {
      const answer = await flip(opened.playId, index, tileIndex);
      expect(answer.statusCode, answer.body).toBe(200);
      const tile = settings.tiles.find((candidate) => candidate.id === layout[tileIndex]);
      expect(answer.json().data.feedback).toMatchObject({
        tileIndex,
        tileId: tile?.id,
        imageUrl: tile?.imageUrl,
        isMatch: index % 2 === 1 ? true : null,
        isCleared: index === flips.length - 1,
      });
    }
    await openedAgo(opened.playId, 30);
    const decided = await outcome(opened.playId);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().data).toMatchObject({
      page: 'win',
      result: { seconds: expect.any(Number), moves: 8, outcomeId: 'outcome-1' },
      prize: { voucherCode: 'MEM-1' },
    });
    expect(decided.json().data.result.seconds).toBeGreaterThanOrEqual(30);
    expect((await outcome(opened.playId)).statusCode).toBe(409);
    const finished = await s.inject('POST', `${PLAY}/plays/${opened.playId}/finish`, { body: {} });
    expect(finished.statusCode).toBe(204);
    expect(
      await s.count(
        sql`select count(*)::int as n from play_events where type = 'game_finished' and play_id = ${opened.playId}`,
      ),
    ).toBe(1);
  });

  it('refuses flips it did not deal: off the board, a matched tile, the same tile twice in a turn', async () => {
    const { slug } = await publish(memoryWithPrize(null));
    const { playId } = await open(slug);
    const { layout } = (await rowOf(playId)).state;
    const [a, b] = perfect(layout);
    for (const tileIndex of [16, 23, 99, -1, 1.5, '3']) {
      const refused = await flip(playId, 0, tileIndex);
      expect(refused.statusCode, `${tileIndex}`).toBe(409);
      expect(refused.json().code).toBe('PLAY_STEP_REFUSED');
    }
    expect((await flip(playId, 0, a)).statusCode).toBe(200);
    expect((await flip(playId, 1, a)).json()).toMatchObject({ code: 'PLAY_STEP_REFUSED', detail: 'sameTile' });
    expect((await flip(playId, 1, b)).json().data.feedback).toMatchObject({ isMatch: true });
    expect((await flip(playId, 2, a)).json()).toMatchObject({ code: 'PLAY_STEP_REFUSED', detail: 'alreadyMatched' });
    expect((await flip(playId, 2, b)).json()).toMatchObject({ code: 'PLAY_STEP_REFUSED', detail: 'alreadyMatched' });
    // The same flip again answers the same feedback; another one for a taken index is refused.
    expect((await flip(playId, 1, b)).json().data.feedback).toMatchObject({ isMatch: true, tileIndex: b });
    expect((await flip(playId, 0, b)).statusCode).toBe(409);
  });

  it('refuses an outcome before every pair is found, and one faster than a person can play', async () => {
    const { slug } = await publish(memoryWithPrize(null));
    const { playId } = await open(slug);
    const { layout } = (await rowOf(playId)).state;
    const flips = perfect(layout);
    await openedAgo(playId, 120);
    for (const [index, tileIndex] of flips.slice(0, -1).entries()) await flip(playId, index, tileIndex);
    expect((await outcome(playId)).json()).toMatchObject({ code: 'PLAY_STEP_REFUSED', detail: 'notCleared' });
    expect((await flip(playId, flips.length - 1, flips.at(-1))).statusCode).toBe(200);
    // Opened "now": too fast for 16 flips of a person. A refused flip makes the server read the play
    // again (a refusal is never given from its cache alone), so it learns the new opening time.
    await s.t.ctx.db.execute(
      sql`update plays set created_at = clock_timestamp() + interval '1 hour' where id = ${playId}`,
    );
    expect((await flip(playId, flips.length, 0)).json()).toMatchObject({ detail: 'boardCleared' });
    const tooFast = await outcome(playId);
    expect(tooFast.statusCode).toBe(409);
    expect(tooFast.json()).toMatchObject({ code: 'PLAY_STEP_REFUSED', detail: 'tooFast' });
    expect((await rowOf(playId)).page).toBe('open');
    await openedAgo(playId, 120);
    expect((await outcome(playId)).json().data).toMatchObject({
      page: 'lose',
      result: { moves: 8, outcomeId: 'outcome-2' },
    });
  });
});
