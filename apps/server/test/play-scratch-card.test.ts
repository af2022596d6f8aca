import { SCRATCH_CARD_DEFAULTS, type ScratchCardSettings } from '@gc/games/scratch-card/definition';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY, type PlaySeed, prizeViolations, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

/** The default card, its prize drawn from `poolId` at `oddsBp`. */
const cardWithPrize = (poolId: string, oddsBp = 10_000): ScratchCardSettings => ({
  ...SCRATCH_CARD_DEFAULTS,
  prizes: SCRATCH_CARD_DEFAULTS.prizes.map((prize) => ({ ...prize, poolId, oddsBp })),
  poolIds: [poolId],
});

describe.each(DIALECTS)('a scratch card play through the API (%s)', (kind) => {
  let s: PlaySeed;
  beforeAll(async () => {
    s = await seedPlay(kind);
  }, 60_000);
  afterAll(() => s?.t.close());

  const eventsOf = (type: string, slug: string) =>
    s.count(
      sql`select count(*)::int as n from play_events where type = ${type}
          and campaign_id = (select id from campaigns where slug = ${slug})`,
    );

  it('publishes the faces without pools or odds, wins the prize once, then shows a face without a prize', async () => {
    const poolId = await s.addPool(['CARD-1']);
    const { slug } = await s.publishWheel({
      registrationType: 'noDelivery',
      game: { type: 'scratch-card', settings: cardWithPrize(poolId) },
    });
    const published = await s.inject('GET', `${PLAY}/campaigns/${slug}`);
    expect(published.statusCode).toBe(200);
    expect(published.body).not.toContain(poolId);
    expect(published.body).not.toMatch(/oddsBp|poolId/);
    const { settings } = published.json().data.document.game;
    expect(settings.prizes).toEqual([
      { id: 'prize-1', text: { en: 'You won a prize!' }, prizeImageUrl: null, prizeBackgroundColour: '#fff3bf' },
    ]);
    expect(settings.outcomes).toEqual(SCRATCH_CARD_DEFAULTS.outcomes);

    const won = await s.play(slug);
    expect(won).toMatchObject({ page: 'win', result: { prizeId: 'prize-1' }, prize: { voucherCode: 'CARD-1' } });
    expect(JSON.stringify(won)).not.toContain(poolId);
    // The pool is empty now: the guarded claim finds no code and the card shows its face without a prize.
    const lost = await s.play(slug);
    expect(lost).toMatchObject({ page: 'lose', result: { outcomeId: 'outcome-1' }, prize: null });
    expect(await eventsOf('game_started', slug)).toBe(2);

    const finished = await s.inject('POST', `${PLAY}/plays/${won.playId}/finish`, { body: {} });
    expect(finished.statusCode, finished.body).toBe(204);
    expect(await eventsOf('game_finished', slug)).toBe(1);
  });

  it('refuses game input and ignores an outcome the client names: the server alone decides', async () => {
    const poolId = await s.addPool(['CARD-2']);
    const { slug } = await s.publishWheel({
      registrationType: 'noDelivery',
      game: { type: 'scratch-card', settings: cardWithPrize(poolId, 0) },
    });
    // The card takes no game input: a play that sends one is refused.
    const refused = await s.playRaw(slug, { game: { prizeId: 'prize-1' } });
    expect(refused.statusCode, refused.body).toBe(400);
    // Anything else a client adds is not read: at 0 % odds the card loses whatever the request says.
    const spoofed = await s.playRaw(slug, { result: { prizeId: 'prize-1' }, page: 'win', prizeId: 'prize-1' });
    expect(spoofed.statusCode, spoofed.body).toBe(200);
    expect(spoofed.json().data).toMatchObject({ page: 'lose', result: { outcomeId: 'outcome-1' }, prize: null });
  });

  it('records lead_created for a registered player, and the lead plays the card once', async () => {
    const poolId = await s.addPool(['CARD-3']);
    const { slug } = await s.publishWheel({ game: { type: 'scratch-card', settings: cardWithPrize(poolId) } });
    const player = await s.register(slug);
    expect(await eventsOf('lead_created', slug)).toBe(1);
    expect(await s.play(slug, { playerToken: player.playerToken })).toMatchObject({
      page: 'win',
      prize: { voucherCode: 'CARD-3' },
    });
    expect(await s.play(slug, { playerToken: player.playerToken })).toMatchObject({ page: 'no-more-plays' });
  });

  it('gives 60 concurrent players exactly the 4 codes of the pool through the guarded claim; the rest see a face without a prize', async () => {
    const codes = ['CARD-A', 'CARD-B', 'CARD-C', 'CARD-D'];
    const poolId = await s.addPool(codes);
    const { slug } = await s.publishWheel({ game: { type: 'scratch-card', settings: cardWithPrize(poolId) } });
    const players = await Promise.all(Array.from({ length: 60 }, () => s.register(slug)));
    const answers = await Promise.all(players.map((player) => s.play(slug, { playerToken: player.playerToken })));
    expect(await prizeViolations(s, poolId, answers, codes)).toEqual([]);
    for (const answer of answers) {
      expect(answer.result).toEqual(answer.page === 'win' ? { prizeId: 'prize-1' } : { outcomeId: 'outcome-1' });
    }
  });
});
