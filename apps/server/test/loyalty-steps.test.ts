import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signClientUserId } from '../src/modules/loyalty/client-user-signature.ts';
import { logIn } from './companies-fixture.ts';
import { loyaltyApi } from './loyalty-fixture.ts';
import { PLAY, type PlaySeed, sectorsWithPrize, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

/** A multi-step game in place of the wheel (as play-steps.test.ts does): three right answers win. */
vi.mock('@gc/games/server', async () => {
  const { threeQuestionsServer } = await import('./three-questions.ts');
  return {
    gameServers: [threeQuestionsServer],
    findGameServer: (type: string) => (type === 'spin-the-wheel' ? threeQuestionsServer : undefined),
  };
});

/** A loyalty campaign's multi-step play: the points are spent when it opens, awarded once when it is decided. */
describe.each(DIALECTS)('loyalty multi-step plays (%s)', (kind) => {
  let s: PlaySeed;
  beforeAll(async () => {
    s = await seedPlay(kind);
  }, 60_000);
  afterAll(() => s?.t.close());

  it('spends at the opening and awards the decided outcome once', async () => {
    const api = loyaltyApi(s.t, (await logIn(s.t, 'editor@demo.test')).accessToken);
    const secret = (await api.call('POST', '/app-secret')).body.data.secret as string;
    const program = await api.addIntegration();
    const poolId = await s.addPool(['STEP-LOY-1']);
    const { slug, id } = await s.publishWheel({
      registrationType: 'appSolution',
      settings: { sectors: sectorsWithPrize(poolId), playLimitEnabled: false },
    });
    await api.call('PUT', `/spending-points/${id}`, { companyIntegrationId: program.id, pointsPerPlay: 2 });
    await api.submitForm(id, 'win', { companyIntegrationId: program.id, identifier: 'QUIZ-WIN', points: 7 });
    await new Promise((resolve) => setTimeout(resolve, 2_100));

    const userId = `quiz-${randomUUID()}`;
    await api.credit(program.id, userId, 2);
    const exp = Math.floor(Date.now() / 1000) + 600;
    const registered = await s.registerRaw(slug, {
      email: `quiz-${randomUUID()}@example.test`,
      source: 'urlParameters',
      language: 'en',
      userId,
      userIdExp: String(exp),
      userIdSig: signClientUserId(secret, userId, exp),
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const playerToken = registered.json().data.playerToken as string;

    const opened = await s.playRaw(slug, { playerToken });
    expect(opened.statusCode, opened.body).toBe(200);
    const { playId, loyalty } = opened.json().data;
    expect(loyalty).toEqual({ spent: 2, awarded: 0, balance: 0 });
    for (const index of [0, 1, 2]) {
      const taken = await s.inject('POST', `${PLAY}/plays/${playId}/steps`, {
        body: { index, step: { answerId: 'right' }, playerToken },
      });
      expect(taken.statusCode, taken.body).toBe(200);
    }
    const decided = await s.inject('POST', `${PLAY}/plays/${playId}/outcome`, { body: { playerToken } });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().data).toMatchObject({ page: 'win', loyalty: { spent: 0, awarded: 7, balance: 7 } });
    // Deciding again is refused; the award stays one.
    const again = await s.inject('POST', `${PLAY}/plays/${playId}/outcome`, { body: { playerToken } });
    expect(again.statusCode).toBe(409);
    expect(
      await s.count(sql`select count(*)::int as n from loyalty_ledger where play_id = ${playId} and kind = 'award'`),
    ).toBe(1);
    expect((await api.call('GET', `/integrations/${program.id}/balances/${userId}`)).body.data.points).toBe(7);
  });
});
