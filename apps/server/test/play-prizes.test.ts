import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prizePools } from '../src/db/schema/index.ts';
import { type PlaySeed, prizeViolations, sectorsWithPrize, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

const PLAYERS = 500;
const CODES = ['CODE-1', 'CODE-2', 'CODE-3', 'CODE-4', 'CODE-5'];

describe.each(DIALECTS)('prizes under concurrent plays (%s)', (kind) => {
  let s: PlaySeed;
  beforeAll(async () => {
    s = await seedPlay(kind);
  }, 120_000);
  afterAll(() => s?.t.close());

  it('gives 500 concurrent players exactly the 5 prizes of the pool, each code once', async () => {
    const poolId = await s.addPool(CODES);
    const { slug } = await s.publishWheel({ settings: { sectors: sectorsWithPrize(poolId) } });
    const players = await Promise.all(Array.from({ length: PLAYERS }, () => s.register(slug)));

    const answers = await Promise.all(players.map((player) => s.play(slug, { playerToken: player.playerToken })));

    expect(await prizeViolations(s, poolId, answers, CODES)).toEqual([]);
    const wins = answers.filter((answer) => answer.page === 'win');
    expect(wins).toHaveLength(CODES.length);
    expect(answers.filter((answer) => answer.page === 'lose')).toHaveLength(PLAYERS - CODES.length);
    expect(new Set(wins.map((win) => win.prize?.voucherCode))).toEqual(new Set(CODES));
    for (const win of wins) {
      expect(win.result?.sectorId).toBe('sector-1');
      expect(win.prize).toMatchObject({ name: 'Coffee voucher', description: 'One free coffee' });
    }
    // A loss after the stock ran out lands on a no-prize sector, never on the prize's.
    for (const loss of answers.filter((answer) => answer.page === 'lose')) {
      expect(loss.result?.sectorId).not.toBe('sector-1');
      expect(loss.prize).toBeNull();
    }

    expect(await s.count(sql`select issued as n from prize_pools where id = ${poolId}`)).toBe(CODES.length);
    expect(
      await s.count(
        sql`select count(distinct play_id)::int as n from voucher_codes where pool_id = ${poolId} and play_id is not null`,
      ),
    ).toBe(CODES.length);
    expect(await s.count(sql`select count(*)::int as n from plays where pool_id = ${poolId}`)).toBe(CODES.length);
    expect(
      await s.count(
        sql`select count(*)::int as n from (select voucher_code from plays where voucher_code is not null
              group by voucher_code having count(*) > 1) twice`,
      ),
    ).toBe(0);
    // The codes went to the plays that answered them.
    const handedOut = (await s.t.ctx.db.execute(
      sql`select p.id, p.voucher_code, v.code from plays p join voucher_codes v on v.play_id = p.id`,
    )) as unknown as { rows: { id: string; voucher_code: string; code: string }[] };
    expect(handedOut.rows).toHaveLength(CODES.length);
    for (const row of handedOut.rows) {
      expect(row.voucher_code).toBe(row.code);
      expect(wins.find((win) => win.playId === row.id)?.prize?.voucherCode).toBe(row.code);
    }
    expect(
      await s.count(sql`select count(*)::int as n from play_events where type = 'game_started' and campaign_id =
            (select id from campaigns where slug = ${slug})`),
    ).toBe(PLAYERS);
  }, 180_000);

  it('gives prizes of an unlimited pool without codes, with their image and expiry', async () => {
    const expiresAt = new Date(Date.now() + 30 * 86_400_000);
    const [pool] = await s.t.ctx.db
      .insert(prizePools)
      .values({
        companyId: s.companyId,
        name: 'Free entry',
        imageUrl: '/files/entry.png',
        isUnlimited: true,
        expiresAt,
      })
      .returning({ id: prizePools.id });
    const { slug } = await s.publishWheel({
      registrationType: 'noDelivery',
      settings: { sectors: sectorsWithPrize(pool.id), playLimitEnabled: false },
    });
    const answers = await Promise.all(Array.from({ length: 3 }, () => s.play(slug)));
    for (const answer of answers) {
      expect(answer).toMatchObject({
        page: 'win',
        prize: {
          name: 'Free entry',
          imageUrl: '/files/entry.png',
          voucherCode: null,
          expiresAt: expiresAt.toISOString(),
        },
      });
    }
    expect(await s.count(sql`select issued as n from prize_pools where id = ${pool.id}`)).toBe(3);
  });

  it('turns a win on an empty pool into the lose outcome', async () => {
    const poolId = await s.addPool([]);
    const { slug } = await s.publishWheel({ settings: { sectors: sectorsWithPrize(poolId) } });
    const player = await s.register(slug);
    const answer = await s.play(slug, { playerToken: player.playerToken });
    expect(answer.page).toBe('lose');
    expect(answer.prize).toBeNull();
    expect(answer.result?.sectorId).not.toBe('sector-1');
    expect(answer.playId).not.toBeNull();
  });

  it('never takes a prize from another company’s pool', async () => {
    const foreign = await s.t.ctx.db.execute(sql`insert into companies (name) values ('Foreign Prizes') returning id`);
    const foreignCompanyId = (foreign as unknown as { rows: { id: string }[] }).rows[0].id;
    const foreignPool = await s.addPool(['FOREIGN-1'], foreignCompanyId);
    const { slug } = await s.publishWheel({ settings: { sectors: sectorsWithPrize(foreignPool) } });
    const player = await s.register(slug);
    expect((await s.play(slug, { playerToken: player.playerToken })).page).toBe('lose');
    expect(await s.count(sql`select issued as n from prize_pools where id = ${foreignPool}`)).toBe(0);
  });
});
