import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlaySeed, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

/**
 * The common play limits (spec §3, issue 13) through the real play endpoint, one after another and
 * under 50 concurrent plays: playsPerDay, numberOfIpPlaysLimit within playMinutesLimit, playLimitEnabled
 * and unknownCustomersSettings.playsPerDay.
 */
describe.each(DIALECTS)('common play limits (%s)', (kind) => {
  let s: PlaySeed;
  beforeAll(async () => {
    s = await seedPlay(kind);
  }, 60_000);
  afterAll(() => s?.t.close());

  const playsOf = (slug: string) =>
    s.count(
      sql`select count(*)::int as n from plays where campaign_id = (select id from campaigns where slug = ${slug})`,
    );
  const played = (answers: { playId: string | null }[]) => answers.filter((answer) => answer.playId !== null).length;

  it('lets exactly playsPerDay of 50 concurrent plays of one player through', async () => {
    const { slug } = await s.publishWheel({
      settings: { multiRegistration: true, playsPerDay: 7, numberOfIpPlaysLimit: 1000 },
    });
    const player = await s.register(slug);
    const ip = s.nextIp();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => s.play(slug, { playerToken: player.playerToken }, ip)),
    );
    expect(played(answers)).toBe(7);
    expect(answers.filter((answer) => answer.page === 'no-more-plays')).toHaveLength(43);
    expect(await playsOf(slug)).toBe(7);
  });

  it('lets exactly numberOfIpPlaysLimit of 50 concurrent anonymous plays from one IP through', async () => {
    const { slug } = await s.publishWheel({
      registrationType: 'noDelivery',
      settings: { numberOfIpPlaysLimit: 20, playMinutesLimit: 5, unknownCustomersSettings: { playsPerDay: 0 } },
    });
    const ip = s.nextIp();
    const answers = await Promise.all(Array.from({ length: 50 }, () => s.play(slug, {}, ip)));
    expect(played(answers)).toBe(20);
    expect(await playsOf(slug)).toBe(20);
    // Another address has its own limit.
    expect((await s.play(slug, {}, s.nextIp())).page).toBe('lose');
  });

  it('counts an IP’s plays within the last playMinutesLimit minutes only', async () => {
    const { slug } = await s.publishWheel({
      registrationType: 'noDelivery',
      settings: { numberOfIpPlaysLimit: 3, playMinutesLimit: 5, unknownCustomersSettings: { playsPerDay: 0 } },
    });
    const ip = s.nextIp();
    const insertPlayMinutesAgo = (minutes: number) =>
      s.t.ctx.db.execute(sql`insert into plays (company_id, campaign_id, release_id, ip, play_day, page, created_at)
          select company_id, id, current_release_id, ${ip}, current_date, 'lose', now() - make_interval(mins => ${minutes})
          from campaigns where slug = ${slug}`);
    // Three plays 6 minutes ago are outside the 5-minute window; two 4 minutes ago are inside it.
    for (const minutes of [6, 6, 6, 4, 4]) await insertPlayMinutesAgo(minutes);
    expect((await s.play(slug, {}, ip)).page).toBe('lose');
    expect((await s.play(slug, {}, ip)).page).toBe('no-more-plays');
  });

  it('with playLimitEnabled off lets all 50 concurrent plays from one IP through', async () => {
    const { slug } = await s.publishWheel({
      registrationType: 'noDelivery',
      settings: { playLimitEnabled: false, numberOfIpPlaysLimit: 1, unknownCustomersSettings: { playsPerDay: 0 } },
    });
    const ip = s.nextIp();
    const answers = await Promise.all(Array.from({ length: 50 }, () => s.play(slug, {}, ip)));
    expect(played(answers)).toBe(50);
  });

  it('gives an app player without a client user id unknownCustomersSettings.playsPerDay, under 50 at once too', async () => {
    const { slug } = await s.publishWheel({
      registrationType: 'appSolution',
      settings: {
        multiRegistration: true,
        playsPerDay: 5,
        numberOfIpPlaysLimit: 1000,
        unknownCustomersSettings: { playsPerDay: 2 },
      },
    });
    const named = await s.registerRaw(slug, {
      email: `app-${randomUUID()}@example.test`,
      userId: `customer-${randomUUID()}`,
      source: 'urlParameters',
      language: 'en',
    });
    expect(named.statusCode).toBe(200);
    const identified = named.json().data as { playerToken: string };
    const unknown = await s.register(slug);
    const pagesOf = async (playerToken: string, times: number) => {
      const pages = [];
      for (let i = 0; i < times; i++) pages.push((await s.play(slug, { playerToken })).page);
      return pages;
    };
    expect(await pagesOf(unknown.playerToken, 3)).toEqual(['lose', 'lose', 'no-more-plays']);
    expect(await pagesOf(identified.playerToken, 6)).toEqual([...Array(5).fill('lose'), 'no-more-plays']);

    const another = await s.register(slug);
    const ip = s.nextIp();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => s.play(slug, { playerToken: another.playerToken }, ip)),
    );
    expect(played(answers)).toBe(2);
  });

  it('does not limit an unknown app player whose campaign sets unknownCustomersSettings.playsPerDay to 0', async () => {
    const { slug } = await s.publishWheel({
      registrationType: 'appSolution',
      settings: { multiRegistration: true, playsPerDay: 1, unknownCustomersSettings: { playsPerDay: 0 } },
    });
    const unknown = await s.register(slug);
    const pages = [];
    for (let i = 0; i < 4; i++) pages.push((await s.play(slug, { playerToken: unknown.playerToken })).page);
    expect(pages).toEqual(['lose', 'lose', 'lose', 'lose']);
  });
});
