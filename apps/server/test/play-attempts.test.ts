import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { type PlayAttempt, runPlayAttempts } from '../src/modules/play/play.repo.ts';
import { localDayOf } from '../src/modules/play/play-day.ts';
import { type PlaySeed, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

/**
 * play_attempts (migration 0003) on its own: several plays in one call must keep every rule a play
 * alone keeps, the later ones seeing what the earlier ones of the same call wrote.
 */
describe.each(DIALECTS)('play_attempts, several plays in one call (%s)', (kind) => {
  let s: PlaySeed;
  let base: { companyId: string; campaignId: string; releaseId: string };
  beforeAll(async () => {
    s = await seedPlay(kind);
    const { slug } = await s.publishWheel({ registrationType: 'noDelivery' });
    const [row] = await queryRows<{ company_id: string; id: string; current_release_id: string }>(
      s.t.ctx.db,
      sql`select company_id, id, current_release_id from campaigns where slug = ${slug}`,
    );
    base = { companyId: row.company_id, campaignId: row.id, releaseId: row.current_release_id };
  }, 60_000);
  afterAll(() => s?.t.close());

  function attempt(
    overrides: { signature?: string; ip?: string; ipPerDay?: number; poolId?: string } = {},
  ): PlayAttempt {
    const ip = overrides.ip ?? s.nextIp();
    return {
      challenge: { signature: overrides.signature ?? randomUUID(), expiresAt: new Date(Date.now() + 600_000) },
      lockKeys: [`ip:${ip}`],
      play: {
        id: randomUUID(),
        ...base,
        leadId: null,
        ip,
        userAgent: 'Mozilla/5.0 (play-attempts test)',
        day: localDayOf('Europe/Zurich'),
        decision: overrides.poolId
          ? {
              kind: 'win',
              poolId: overrides.poolId,
              result: { sectorId: 'sector-1' },
              resultIfNoStock: { sectorId: 'sector-2' },
            }
          : { kind: 'lose', result: { sectorId: 'sector-2' } },
      },
      limits: { leadPerDay: null, ipPerDay: overrides.ipPerDay ?? null, ipWindow: null },
    } as PlayAttempt;
  }
  const run = (attempts: PlayAttempt[]) => runPlayAttempts(s.t.ctx.database, attempts);

  it('counts a proof of work once, also twice in one call', async () => {
    const signature = randomUUID();
    const outcomes = await run([attempt({ signature }), attempt(), attempt({ signature })]);
    expect(outcomes.map((o) => o.status)).toEqual(['played', 'played', 'challenge-used']);
    expect((await run([attempt({ signature })]))[0].status).toBe('challenge-used');
  });

  it('counts the earlier plays of the same call against an IP’s limit', async () => {
    const ip = s.nextIp();
    const outcomes = await run([
      attempt({ ip, ipPerDay: 2 }),
      attempt({ ip, ipPerDay: 2 }),
      attempt({ ip, ipPerDay: 2 }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['played', 'played', 'limited']);
    expect(await s.count(sql`select count(*)::int as n from plays where ip = ${ip}`)).toBe(2);
  });

  it('gives a pool’s last code to one winner of the call; the other loses on the fallback sector', async () => {
    const poolId = await s.addPool(['LAST-1']);
    const outcomes = await run([attempt({ poolId }), attempt({ poolId })]);
    expect(outcomes.map((o) => o.code)).toEqual(['LAST-1', null]);
    expect(outcomes.map((o) => o.pool_id)).toEqual([poolId, null]);
    expect(
      await s.count(sql`select count(*)::int as n from plays where pool_id = ${poolId} and voucher_code = 'LAST-1'`),
    ).toBe(1);
  });

  it('fails as a whole (and writes nothing) when one play names a lead that does not exist', async () => {
    const ip = s.nextIp();
    const ghost = attempt({ ip });
    ghost.play.leadId = randomUUID();
    await expect(run([attempt({ ip }), ghost])).rejects.toThrow();
    expect(await s.count(sql`select count(*)::int as n from plays where ip = ${ip}`)).toBe(0);
  });
});
