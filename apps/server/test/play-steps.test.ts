import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { PLAY, type PlaySeed, prizeViolations, sectorsWithPrize, seedPlay } from './play-fixture.ts';
import { DIALECTS, testConfig } from './test-app.ts';

/**
 * The multi-step play engine (issue 10), before a real multi-step game is in the registry: the wheel's
 * type is played here by a small three-question game (three-questions.ts) that wins the wheel's first
 * prize pool when every answer is right.
 */
vi.mock('@gc/games/server', async () => {
  const { threeQuestionsServer } = await import('./three-questions.ts');
  return {
    gameServers: [threeQuestionsServer],
    findGameServer: (type: string) => (type === 'spin-the-wheel' ? threeQuestionsServer : undefined),
  };
});

type Json = Record<string, unknown>;

describe.each(DIALECTS)('multi-step plays (%s)', (kind) => {
  let s: PlaySeed;
  beforeAll(async () => {
    s = await seedPlay(kind);
  }, 60_000);
  afterAll(() => s?.t.close());

  const open = async (slug: string, body: Json = {}) => {
    const response = await s.playRaw(slug, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { playId: string; page: string; view: Json };
  };
  const step = (playId: string, body: unknown) => s.inject('POST', `${PLAY}/plays/${playId}/steps`, { body });
  const outcome = (playId: string, body: unknown = {}) => s.inject('POST', `${PLAY}/plays/${playId}/outcome`, { body });
  const noDelivery = (poolId: string | null) =>
    s.publishWheel({
      registrationType: 'noDelivery',
      settings: { sectors: sectorsWithPrize(poolId), playLimitEnabled: false },
    });

  it('opens a play with a view and no prize, takes its steps in order and decides it once on the server', async () => {
    const poolId = await s.addPool(['STEP-1']);
    const { slug } = await noDelivery(poolId);
    const opened = await open(slug);
    expect(opened).toEqual({ playId: expect.any(String), page: 'open', view: { questions: 3 } });
    const [row] = (
      (await s.t.ctx.db.execute(
        sql`select page, result, pool_id, state, steps from plays where id = ${opened.playId}`,
      )) as unknown as { rows: Json[] }
    ).rows;
    expect(row).toMatchObject({ page: 'open', result: null, pool_id: null, steps: [] });
    expect(
      await s.count(
        sql`select count(*)::int as n from play_events where type = 'game_started' and play_id = ${opened.playId}`,
      ),
    ).toBe(1);

    for (const index of [0, 1, 2]) {
      const answer = await step(opened.playId, { index, step: { answerId: 'right' } });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data).toEqual({ feedback: { isCorrect: true, isLast: index === 2 } });
    }
    // The same step again answers the same feedback; another answer for a taken step, or a skipped index, is refused.
    const again = await step(opened.playId, { index: 1, step: { answerId: 'right' } });
    expect(again.json().data).toEqual({ feedback: { isCorrect: true, isLast: false } });
    const changed = await step(opened.playId, { index: 1, step: { answerId: 'wrong' } });
    expect(changed.statusCode).toBe(409);
    expect(changed.headers['content-type']).toContain('application/problem+json');
    expect(changed.json().code).toBe('PLAY_STEP_REFUSED');
    expect((await step(opened.playId, { index: 5, step: { answerId: 'right' } })).statusCode).toBe(409);
    // A step the game refuses (a fourth question).
    const fourth = await step(opened.playId, { index: 3, step: { answerId: 'right' } });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().code).toBe('PLAY_STEP_REFUSED');

    const decided = await outcome(opened.playId);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().data).toMatchObject({
      playId: opened.playId,
      page: 'win',
      result: { score: 3 },
      prize: { voucherCode: 'STEP-1' },
    });
    // The server measured the time (the client sends none).
    expect(decided.json().data.result.elapsedMs).toEqual(expect.any(Number));
    const second = await outcome(opened.playId);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('PLAY_ALREADY_DECIDED');
    const late = await step(opened.playId, { index: 0, step: { answerId: 'right' } });
    expect(late.statusCode).toBe(409);
    expect(await s.count(sql`select issued as n from prize_pools where id = ${poolId}`)).toBe(1);
  });

  it('decides a wrong answer as a loss, and a won pool that is empty as the game says', async () => {
    const poolId = await s.addPool([]);
    const { slug } = await noDelivery(poolId);
    const wrong = await open(slug);
    await step(wrong.playId, { index: 0, step: { answerId: 'wrong' } });
    expect((await outcome(wrong.playId)).json().data).toMatchObject({
      page: 'lose',
      result: { score: 0 },
      prize: null,
    });
    const empty = await open(slug);
    for (const index of [0, 1, 2]) await step(empty.playId, { index, step: { answerId: 'right' } });
    expect((await outcome(empty.playId)).json().data).toMatchObject({
      page: 'lose',
      result: { score: 3, isOutOfStock: true },
      prize: null,
    });
  });

  it('refuses an outcome the game will not decide yet (409 PLAY_STEP_REFUSED) and keeps the play open', async () => {
    const { slug } = await noDelivery(null);
    const opened = await open(slug);
    for (const index of [0, 1]) await step(opened.playId, { index, step: { answerId: 'right' } });
    const refused = await outcome(opened.playId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PLAY_STEP_REFUSED', detail: 'The third question is unanswered.' });
    expect(await s.count(sql`select count(*)::int as n from plays where id = ${opened.playId} and page = 'open'`)).toBe(
      1,
    );
    await step(opened.playId, { index: 2, step: { answerId: 'right' } });
    expect((await outcome(opened.playId)).json().data).toMatchObject({ page: 'lose', result: { score: 3 } });
  });

  it("takes a registered player's steps only with that player's token", async () => {
    const { slug } = await s.publishWheel({ settings: { sectors: sectorsWithPrize(null), playLimitEnabled: false } });
    const player = await s.register(slug);
    const other = await s.register(slug, { email: 'other@example.com' });
    const opened = await open(slug, { playerToken: player.playerToken });
    const body = { index: 0, step: { answerId: 'right' } };
    expect((await step(opened.playId, body)).statusCode).toBe(404);
    expect((await step(opened.playId, { ...body, playerToken: other.playerToken })).statusCode).toBe(404);
    expect((await outcome(opened.playId, { playerToken: other.playerToken })).statusCode).toBe(404);
    expect((await step(opened.playId, { ...body, playerToken: player.playerToken })).statusCode).toBe(200);
    expect((await outcome(opened.playId, { playerToken: player.playerToken })).statusCode).toBe(200);
  });

  it('counts an opened play against the limits like any play', async () => {
    const { slug } = await s.publishWheel({ settings: { sectors: sectorsWithPrize(null) } });
    const player = await s.register(slug);
    await open(slug, { playerToken: player.playerToken });
    const answer = await s.playRaw(slug, { playerToken: player.playerToken });
    expect(answer.json().data).toEqual({ playId: null, page: 'no-more-plays', result: null, prize: null });
  });

  it('answers problem+json, never a 500, to whatever a player sends', async () => {
    const { slug } = await noDelivery(null);
    const opened = await open(slug);
    const bodies: unknown[] = [
      {},
      { index: -1, step: { answerId: 'right' } },
      { index: 'x', step: {} },
      { index: 0.5, step: { answerId: 'right' } },
      { index: 0 },
      { index: 0, step: null },
      { index: 0, step: { answerId: 42 } },
      { index: 0, step: 'right' },
      { index: 1e12, step: { answerId: 'right' } },
      [],
      'x',
    ];
    for (const body of bodies) {
      const answer = await step(opened.playId, body);
      expect(answer.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(answer.headers['content-type']).toContain('application/problem+json');
    }
    for (const playId of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', "x' or 1=1 --"]) {
      for (const answer of [
        await step(encodeURIComponent(playId), { index: 0, step: {} }),
        await outcome(encodeURIComponent(playId)),
      ]) {
        expect(answer.statusCode, playId).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, playId).toBeLessThan(500);
      }
    }
    for (const body of [[], 'x', { playerToken: 5 }]) {
      const answer = await outcome(opened.playId, body);
      expect(answer.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    // A single-step play takes no steps and no outcome.
    const wheelGame = await s.playRaw(slug, { game: { answerId: 'right' } });
    expect(wheelGame.statusCode).toBe(400);
  });

  it('lets one of concurrent outcomes of a play through, and one of concurrent different steps', async () => {
    const poolId = await s.addPool(['RACE-1', 'RACE-2', 'RACE-3']);
    const { slug } = await noDelivery(poolId);
    const opened = await open(slug);
    const steps = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        step(opened.playId, { index: 0, step: { answerId: i % 2 === 0 ? 'right' : 'wrong' } }),
      ),
    );
    const taken = steps.filter((answer) => answer.statusCode === 200).map((answer) => answer.json().data);
    expect(steps.every((answer) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(true);
    // Every step that passed is the same answer (the first one taken, or its repetitions).
    for (const data of taken) expect(data).toEqual(taken[0]);
    expect(await s.count(sql`select jsonb_array_length(steps) as n from plays where id = ${opened.playId}`)).toBe(1);
    for (const index of [1, 2]) await step(opened.playId, { index, step: { answerId: 'right' } });
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => outcome(opened.playId)));
    expect(outcomes.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(outcomes.filter((answer) => answer.statusCode === 409)).toHaveLength(7);
  });

  it('takes the steps of one play sent in turn to two servers of one database, each with its own open plays', async () => {
    // A second process: the same database, its own cache of open plays, which falls behind the first's.
    const other = await buildApp(testConfig(), s.t.ctx.database);
    await other.app.ready();
    try {
      const poolId = await s.addPool(['TWO-1']);
      const { slug } = await noDelivery(poolId);
      const { playId } = await open(slug);
      const onOther = (path: string, body: unknown) =>
        other.app.inject({ method: 'POST', url: `${PLAY}/plays/${playId}/${path}`, payload: body as Json });
      const right = (index: number) => ({ index, step: { answerId: 'right' } });

      expect((await onOther('steps', right(0))).statusCode).toBe(200);
      // The first server opened the play with no step: it must not refuse the next one for that.
      expect((await step(playId, right(1))).statusCode).toBe(200);
      // The other saw one step: the second one again answers as before, another answer for it is refused.
      expect((await onOther('steps', right(1))).json().data).toEqual({ feedback: { isCorrect: true, isLast: false } });
      expect((await onOther('steps', { index: 1, step: { answerId: 'wrong' } })).statusCode).toBe(409);
      expect((await onOther('steps', right(2))).statusCode).toBe(200);
      // The first saw two steps: its outcome is decided from all three, as committed.
      const decided = await outcome(playId);
      expect(decided.json().data).toMatchObject({ page: 'win', result: { score: 3 }, prize: { voucherCode: 'TWO-1' } });
      const again = await onOther('outcome', {});
      expect([again.statusCode, again.json().code]).toEqual([409, 'PLAY_ALREADY_DECIDED']);
      expect((await step(playId, right(2))).statusCode).toBe(409);
      expect(await s.count(sql`select jsonb_array_length(steps) as n from plays where id = ${playId}`)).toBe(3);
    } finally {
      await other.app.close();
    }
  });

  it('gives concurrent finishers of many plays exactly the stock of the pool', async () => {
    const codes = ['MANY-1', 'MANY-2', 'MANY-3'];
    const poolId = await s.addPool(codes);
    const { slug } = await noDelivery(poolId);
    const plays = await Promise.all(Array.from({ length: 12 }, () => open(slug)));
    await Promise.all(
      plays.map(async ({ playId }) => {
        for (const index of [0, 1, 2]) await step(playId, { index, step: { answerId: 'right' } });
      }),
    );
    const answers = await Promise.all(plays.map(({ playId }) => outcome(playId)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(
      await prizeViolations(
        s,
        poolId,
        answers.map((answer) => answer.json().data),
        codes,
      ),
    ).toEqual([]);
  });
});
