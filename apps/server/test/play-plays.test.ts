import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay, localDayOf } from '../src/modules/play/play-day.ts';
import { PLAY, type PlaySeed, sectorsWithPrize, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

/** The local date in a zone by Intl, independently of the code under test. */
const intlDay = (timeZone: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

describe.each(DIALECTS)('plays (%s)', (kind) => {
  let s: PlaySeed;
  beforeAll(async () => {
    s = await seedPlay(kind);
  }, 60_000);
  afterAll(() => s?.t.close());

  const playsOf = (slug: string, page?: string) =>
    s.count(
      sql`select count(*)::int as n from plays where campaign_id = (select id from campaigns where slug = ${slug})
          and (${page ?? null}::text is null or page = ${page ?? null})`,
    );

  it('plays a registered player once a day, records game_started, and finishes the play once', async () => {
    const poolId = await s.addPool(['ONLY-CODE']);
    const { slug } = await s.publishWheel({ settings: { sectors: sectorsWithPrize(poolId) } });
    const player = await s.register(slug);
    const first = await s.play(slug, { playerToken: player.playerToken });
    expect(first).toMatchObject({
      page: 'win',
      result: { sectorId: 'sector-1' },
      prize: { voucherCode: 'ONLY-CODE', imageUrl: null, expiresAt: null },
    });
    expect(first.playId).toEqual(expect.any(String));
    expect(
      await s.count(
        sql`select count(*)::int as n from play_events where type = 'game_started' and play_id = ${first.playId}`,
      ),
    ).toBe(1);
    expect(await s.play(slug, { playerToken: player.playerToken })).toEqual({
      playId: null,
      page: 'no-more-plays',
      result: null,
      prize: null,
    });

    const finish = (body: unknown) =>
      s.inject('POST', `${PLAY}/plays/${first.playId}/finish`, { body: body as object });
    expect((await finish({ playerToken: player.playerToken })).statusCode).toBe(204);
    expect((await finish({ playerToken: player.playerToken })).statusCode).toBe(204);
    expect(
      await s.count(
        sql`select count(*)::int as n from play_events where type = 'game_finished' and play_id = ${first.playId}`,
      ),
    ).toBe(1);
    expect(
      await s.count(sql`select count(*)::int as n from plays where id = ${first.playId} and finished_at is not null`),
    ).toBe(1);
    // Someone else's play, or no play at all: not found.
    const other = await s.register(slug);
    expect((await finish({ playerToken: other.playerToken })).statusCode).toBe(404);
    expect((await finish({})).statusCode).toBe(404);
    expect((await s.inject('POST', `${PLAY}/plays/${randomUUID()}/finish`, { body: {} })).statusCode).toBe(404);
    expect((await s.inject('POST', `${PLAY}/plays/not-a-uuid/finish`)).statusCode).toBe(404);
  });

  it('lets a multi-registration player play playsPerDay times a day', async () => {
    const { slug } = await s.publishWheel({ settings: { multiRegistration: true, playsPerDay: 3 } });
    const player = await s.register(slug);
    const pages = [];
    for (let i = 0; i < 4; i++) pages.push((await s.play(slug, { playerToken: player.playerToken })).page);
    expect(pages).toEqual(['lose', 'lose', 'lose', 'no-more-plays']);
  });

  it('requires a player token of this campaign unless the campaign has no registration', async () => {
    const { slug } = await s.publishWheel();
    const elsewhere = await s.register((await s.publishWheel()).slug);
    for (const playerToken of [undefined, 'not-a-token', elsewhere.playerToken, `${elsewhere.playerToken}x`]) {
      const response = await s.playRaw(slug, playerToken === undefined ? {} : { playerToken });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('PLAYER_TOKEN_INVALID');
    }
    const open = await s.publishWheel({ registrationType: 'noDelivery' });
    const anonymous = await s.play(open.slug);
    expect(anonymous.page).toBe('lose');
    expect(
      await s.count(sql`select count(*)::int as n from plays where id = ${anonymous.playId} and lead_id is null`),
    ).toBe(1);
  });

  it('counts plays without registration per IP and day against unknownCustomersSettings.playsPerDay', async () => {
    const { slug } = await s.publishWheel({
      registrationType: 'noDelivery',
      settings: { unknownCustomersSettings: { playsPerDay: 2 } },
    });
    const ip = s.nextIp();
    const pages = [];
    for (let i = 0; i < 3; i++) pages.push((await s.play(slug, {}, ip)).page);
    expect(pages).toEqual(['lose', 'lose', 'no-more-plays']);
    expect((await s.play(slug, {}, s.nextIp())).page).toBe('lose');
  });

  it('counts an IP’s plays without registration from local midnight, not the last 24 hours', async () => {
    await s.setTimeZone('Pacific/Kiritimati');
    const { slug } = await s.publishWheel({
      registrationType: 'noDelivery',
      settings: { unknownCustomersSettings: { playsPerDay: 1 } },
    });
    const ip = s.nextIp();
    const { startsAt } = localDayOf('Pacific/Kiritimati');
    // A play one minute before local midnight is yesterday's; one a minute after it is today's.
    const insertPlayAt = (at: Date) =>
      s.t.ctx.db.execute(sql`insert into plays (company_id, campaign_id, release_id, ip, play_day, page, created_at)
          select company_id, id, current_release_id, ${ip}, current_date, 'lose', ${at.toISOString()}::timestamptz
          from campaigns where slug = ${slug}`);
    await insertPlayAt(new Date(startsAt.getTime() - 60_000));
    expect((await s.play(slug, {}, ip)).page).toBe('lose');
    const other = s.nextIp();
    await s.t.ctx.db.execute(sql`update plays set ip = ${other} where ip = ${ip}`);
    await insertPlayAt(new Date(startsAt.getTime() + 60_000));
    expect((await s.play(slug, {}, ip)).page).toBe('no-more-plays');
    await s.setTimeZone('Europe/Zurich');
  });

  it('lets exactly 20 of 50 concurrent plays from one IP through with numberOfIpPlaysLimit 20', async () => {
    const { slug } = await s.publishWheel({
      settings: { playLimitEnabled: true, numberOfIpPlaysLimit: 20, playMinutesLimit: 5 },
    });
    const players = await Promise.all(Array.from({ length: 50 }, () => s.register(slug)));
    const ip = s.nextIp();
    const answers = await Promise.all(players.map((player) => s.play(slug, { playerToken: player.playerToken }, ip)));
    expect(answers.filter((answer) => answer.playId !== null)).toHaveLength(20);
    expect(answers.filter((answer) => answer.page === 'no-more-plays')).toHaveLength(30);
    expect(await playsOf(slug)).toBe(20);
  });

  it('gains nothing from a spoofed X-Forwarded-For without a trusted proxy', async () => {
    const { slug } = await s.publishWheel({
      registrationType: 'noDelivery',
      settings: { numberOfIpPlaysLimit: 3, unknownCustomersSettings: { playsPerDay: 100 } },
    });
    const ip = s.nextIp();
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const response = await s.inject('POST', `${PLAY}/campaigns/${slug}/plays`, {
        body: { altcha: await s.altcha(), language: 'en' },
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        remoteAddress: ip,
      });
      answers.push(response.json().data.page);
    }
    expect(answers).toEqual(['lose', 'lose', 'lose', 'no-more-plays', 'no-more-plays']);
    expect(
      await s.count(
        sql`select count(distinct ip)::int as n from plays where campaign_id = (select id from campaigns where slug = ${slug}) and ip = ${ip}`,
      ),
    ).toBe(1);
  });

  it('counts plays per day by the local date of the campaign’s company', async () => {
    // +14 h: the local date there is never the date of UTC-11, so one of them differs from UTC's.
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      await s.setTimeZone(timeZone);
      const { slug } = await s.publishWheel();
      const player = await s.register(slug);
      const today = intlDay(timeZone);
      expect(localDay(timeZone)).toBe(today);
      const yesterday = intlDay(timeZone, new Date(Date.now() - 86_400_000));
      // Yesterday's play (local date) does not count today.
      await s.t.ctx.db.execute(sql`insert into plays (company_id, campaign_id, release_id, lead_id, ip, play_day, page, created_at)
          select company_id, id, current_release_id, ${player.leadId}, '198.51.100.1', ${yesterday}::date, 'lose', now() - interval '1 day'
          from campaigns where slug = ${slug}`);
      const played = await s.play(slug, { playerToken: player.playerToken });
      expect(played.page).toBe('lose');
      expect(
        await s.count(
          sql`select count(*)::int as n from plays where id = ${played.playId} and play_day = ${today}::date`,
        ),
      ).toBe(1);
      expect((await s.play(slug, { playerToken: player.playerToken })).page).toBe('no-more-plays');
    }
    await s.setTimeZone('Europe/Zurich');
  });

  it('answers campaign-expired when the campaign was deactivated, has ended or has not started', async () => {
    const cases = [
      { status: 'INACTIVE' as const },
      { endDate: new Date(Date.now() - 1000) },
      { status: 'SCHEDULED' as const, startDate: new Date(Date.now() + 3_600_000) },
    ];
    for (const options of cases) {
      const { slug } = await s.publishWheel({ registrationType: 'noDelivery', ...options });
      expect(await s.play(slug)).toEqual({ playId: null, page: 'campaign-expired', result: null, prize: null });
      expect(await playsOf(slug)).toBe(0);
    }
    for (const status of ['DRAFT', 'DELETED'] as const) {
      const { slug } = await s.publishWheel({ registrationType: 'noDelivery', status });
      expect((await s.playRaw(slug)).statusCode).toBe(404);
    }
    expect((await s.playRaw('no-such-campaign')).statusCode).toBe(404);
  });

  it('refuses a missing, invalid or reused proof of work', async () => {
    const { slug } = await s.publishWheel({
      registrationType: 'noDelivery',
      settings: { unknownCustomersSettings: { playsPerDay: 100 } },
    });
    const missing = await s.inject('POST', `${PLAY}/campaigns/${slug}/plays`, { body: { language: 'en' } });
    expect(missing.statusCode).toBe(400);
    for (const altcha of ['', 'garbage', await s.altcha('0'.repeat(64))]) {
      const response = await s.playRaw(slug, { altcha });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('CHALLENGE_INVALID');
    }
    const altcha = await s.altcha();
    expect((await s.playRaw(slug, { altcha })).statusCode).toBe(200);
    const reused = await s.playRaw(slug, { altcha });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('CHALLENGE_INVALID');
    expect(await playsOf(slug)).toBe(1);
  });
});
