import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type PlaySeed, prizeViolations, sectorsWithPrize, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

/**
 * Proof that the concurrency test of play-prizes.test.ts can fail: the same plays with a claim that
 * reads the counter and writes it back (check, then act, no guard in the UPDATE) in place of the
 * guarded claim of play_attempts must break its rules. Only on PostgreSQL: PGlite runs one transaction at a time, where no race can happen.
 */
vi.mock('../src/modules/play/play.repo.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/modules/play/play.repo.ts')>();
  const { sql } = await import('drizzle-orm');
  const { queryRows } = await import('../src/db/client.ts');
  type Database = Parameters<typeof original.runPlayAttempts>[0];
  type Attempt = Parameters<typeof original.runPlayAttempts>[1][number];
  async function unguardedAttempt(database: Database, attempt: Attempt) {
    const { play: p } = attempt;
    const { decision } = p;
    if (decision?.kind !== 'win') return (await original.runPlayAttempts(database, [attempt]))[0];
    const won = await database.db.transaction(async (tx) => {
      const [pool] = await queryRows<{ issued: number; stock_total: number; name: string; description: string }>(
        tx,
        sql`select issued, stock_total, name, description from prize_pools where id = ${decision.poolId}`,
      );
      if (!pool || pool.issued >= pool.stock_total) return null;
      // The window in which another play reads the same counter.
      await queryRows(tx, sql`select pg_sleep(0.02)`);
      const next = pool.issued + 1;
      await queryRows(tx, sql`update prize_pools set issued = ${next} where id = ${decision.poolId}`);
      const [code] = await queryRows<{ code: string }>(
        tx,
        sql`update voucher_codes set play_id = ${p.id}, claimed_at = now()
              where pool_id = ${decision.poolId} and seq = ${next} returning code`,
      );
      await queryRows(
        tx,
        sql`insert into plays (id, company_id, campaign_id, release_id, lead_id, ip, play_day, page, result, pool_id, voucher_code)
              values (${p.id}, ${p.companyId}, ${p.campaignId}, ${p.releaseId}, ${p.leadId}, ${p.ip}, ${p.day.day}::date,
                      'win', ${JSON.stringify(decision.result)}::jsonb, ${decision.poolId}, ${code.code})`,
      );
      return {
        status: 'played' as const,
        pool_id: decision.poolId,
        name: pool.name,
        description: pool.description,
        image_url: null,
        expires_at: null,
        has_codes: true,
        code: code.code,
      };
    });
    if (won) return won;
    // Out of stock: the loss, played as the real function plays it (after this transaction ended).
    const lose = { kind: 'lose' as const, result: decision.resultIfNoStock };
    return (await original.runPlayAttempts(database, [{ ...attempt, play: { ...p, decision: lose } }]))[0];
  }
  return {
    ...original,
    runPlayAttempts: (database: Database, attempts: readonly Attempt[]) =>
      Promise.all(attempts.map((attempt) => unguardedAttempt(database, attempt))),
  };
});

const CODES = ['U-1', 'U-2', 'U-3', 'U-4', 'U-5'];

describe.runIf(DIALECTS.includes('postgres'))('an unguarded prize claim (postgres)', () => {
  let s: PlaySeed;
  beforeAll(async () => {
    s = await seedPlay('postgres');
  }, 60_000);
  afterAll(() => s?.t.close());

  it('breaks the rules the concurrency test checks', async () => {
    const poolId = await s.addPool(CODES);
    const { slug } = await s.publishWheel({
      registrationType: 'noDelivery',
      settings: { sectors: sectorsWithPrize(poolId), playLimitEnabled: false },
    });
    const answers = await Promise.all(Array.from({ length: 100 }, () => s.play(slug)));
    expect(await prizeViolations(s, poolId, answers, CODES)).not.toEqual([]);
  }, 60_000);
});
