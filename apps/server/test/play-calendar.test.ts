import type { PlayResponse } from '@gc/contracts/play';
import { CALENDAR_DEFAULTS, type CalendarSettings } from '@gc/games/calendar/definition';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '../src/modules/play/play-day.ts';
import { PLAY, type PlaySeed, prizeViolations, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

/** A plain date moved by whole days. */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A zone far from the server's: the day a tile opens is the company's, not the machine's nor UTC. */
const ZONE = 'Pacific/Kiritimati';

/**
 * Five days around the company's today (day 3 is today by the server's clock), each tile's prize drawn
 * from `poolId` at 100 %; `overrides` change the calendar.
 */
function calendarAroundToday(poolId: string, overrides: Partial<CalendarSettings> = {}): CalendarSettings {
  const today = localDay(ZONE);
  const startDate = addDays(today, -2);
  const tiles = [1, 2, 3, 4, 5].map((dayNumber, index) => ({
    ...CALENDAR_DEFAULTS.tiles[index],
    dayNumber,
    position: 5 - dayNumber,
    prizes: [
      {
        id: `prize-${dayNumber}`,
        text: { en: `Gift of day ${dayNumber}` },
        description: { en: 'Behind the door' },
        imageUrl: { en: '' },
        redirection: { url: 'https://shop.example/gift', forwardQueryParameters: true },
        enabled: true,
        poolId,
        oddsBp: 10_000,
      },
    ],
  }));
  return {
    ...CALENDAR_DEFAULTS,
    startDate,
    endDate: addDays(startDate, 4),
    tiles,
    poolIds: [poolId],
    ...overrides,
  };
}

describe.each(DIALECTS)('calendar plays through the API (%s)', (kind) => {
  let s: PlaySeed;
  beforeAll(async () => {
    s = await seedPlay(kind);
    await s.setTimeZone(ZONE);
  }, 60_000);
  afterAll(() => s?.t.close());

  const publish = (settings: CalendarSettings, options: { endDate?: Date; registrationType?: 'noDelivery' } = {}) =>
    s.publishWheel({ game: { type: 'advent-calendar', settings }, ...options });
  const issuedOf = (poolId: string) => s.count(sql`select issued as n from prize_pools where id = ${poolId}`);
  const open = async (slug: string, dayNumber: number, playerToken?: string) =>
    s.playRaw(slug, { game: { dayNumber }, ...(playerToken ? { playerToken } : {}) });

  it('publishes the days and looks of the tiles, never what is behind them, with the company’s today', async () => {
    const poolId = await s.addPool(['SECRET-1']);
    const { slug } = await publish(calendarAroundToday(poolId));
    const published = await s.inject('GET', `${PLAY}/campaigns/${slug}`);
    expect(published.statusCode).toBe(200);
    expect(published.body).not.toMatch(/Gift of day|Behind the door|shop\.example|poolId|oddsBp/);
    expect(published.body).not.toContain(poolId);
    const { data } = published.json();
    expect(JSON.stringify(data.document.game.settings)).not.toMatch(/prizes|outcomes/);
    expect(data.today).toBe(localDay(ZONE));
    expect(data.document.game.settings.tiles).toHaveLength(5);
    expect(data.document.game.settings.tiles[0]).toEqual({
      id: CALENDAR_DEFAULTS.tiles[0].id,
      dayNumber: 1,
      position: 4,
      style: CALENDAR_DEFAULTS.tiles[0].style,
    });
  });

  it('opens today’s tile once: its prize and content come with the play, a second opening is refused', async () => {
    const poolId = await s.addPool(['DAY3-A', 'DAY3-B']);
    // Plays per day to spare: the tile's key, not the daily limit, refuses the second opening.
    const { slug } = await publish(calendarAroundToday(poolId, { multiRegistration: true, playsPerDay: 5 }));
    const player = await s.register(slug);
    const opened = await open(slug, 3, player.playerToken);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toMatchObject({
      page: 'win',
      prize: { voucherCode: 'DAY3-A' },
      result: {
        dayNumber: 3,
        prize: { id: 'prize-3', text: { en: 'Gift of day 3' }, redirection: { forwardQueryParameters: true } },
        outcome: null,
      },
    });
    expect(opened.body).not.toContain(poolId);
    const again = await open(slug, 3, player.playerToken);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.headers['content-type']).toContain('application/problem+json');
    expect(again.json()).toMatchObject({ code: 'PLAY_KEY_USED' });
    expect(await issuedOf(poolId)).toBe(1);

    // A page opened again learns which tiles this player opened, and nothing of another player's.
    const usedKeys = (body: Record<string, unknown>) =>
      s.inject('POST', `${PLAY}/campaigns/${slug}/used-play-keys`, { body });
    const mine = await usedKeys({ playerToken: player.playerToken });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toEqual({ keys: ['tile-3'] });
    const other = await s.register(slug);
    expect((await usedKeys({ playerToken: other.playerToken })).json().data).toEqual({ keys: [] });
    expect((await usedKeys({})).json().data).toEqual({ keys: [] });
    expect((await usedKeys({ playerToken: 'forged' })).statusCode).toBe(401);
  });

  it('keys a campaign without registration by address: an opened tile shows opened to that address only', async () => {
    const poolId = await s.addPool(['ANON-1']);
    const { slug } = await publish(calendarAroundToday(poolId), { registrationType: 'noDelivery' });
    const address = '10.250.0.7';
    const opened = await s.playRaw(slug, { game: { dayNumber: 3 } }, address);
    expect(opened.statusCode, opened.body).toBe(200);
    const usedFrom = (remoteAddress: string) =>
      s.inject('POST', `${PLAY}/campaigns/${slug}/used-play-keys`, { body: {}, remoteAddress });
    expect((await usedFrom(address)).json().data).toEqual({ keys: ['tile-3'] });
    expect((await usedFrom('10.250.0.8')).json().data).toEqual({ keys: [] });
  });

  it('refuses a future tile, a missed one and one of an ended calendar with a problem, spending nothing', async () => {
    const poolId = await s.addPool(['NEVER-1']);
    const { slug } = await publish(calendarAroundToday(poolId));
    const player = await s.register(slug);
    for (const [day, reason] of [
      [4, 'calendar.tileNotYetOpen'],
      [5, 'calendar.tileNotYetOpen'],
      [2, 'calendar.tileMissed'],
      [9, 'calendar.tileUnknown'],
    ] as const) {
      const refused = await open(slug, day, player.playerToken);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.json(), `day ${day}`).toMatchObject({ code: 'PLAY_REFUSED', reason });
    }
    // The calendar's own last day has passed: every tile is refused.
    const ended = calendarAroundToday(poolId);
    const { slug: endedSlug } = await publish({ ...ended, endDate: addDays(localDay(ZONE), -1) });
    const endedPlayer = await s.register(endedSlug);
    const refused = await open(endedSlug, 2, endedPlayer.playerToken);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PLAY_REFUSED', reason: 'calendar.ended' });
    // The campaign itself has ended: no play, the page says so.
    const { slug: overSlug } = await publish(calendarAroundToday(poolId), { endDate: new Date(Date.now() - 1000) });
    const over = await open(overSlug, 3);
    expect(over.statusCode, over.body).toBe(200);
    expect(over.json().data).toMatchObject({ playId: null, page: 'campaign-expired' });
    // Malformed input is a 400, not a 500.
    expect((await s.playRaw(slug, { game: { dayNumber: 'three' } })).statusCode).toBe(400);
    expect((await s.playRaw(slug, {})).statusCode).toBe(400);
    expect(await issuedOf(poolId)).toBe(0);
  });

  it('opens a missed day where the campaign allows it, still once', async () => {
    const poolId = await s.addPool(['LATE-1', 'LATE-2']);
    const settings = calendarAroundToday(poolId, { canOpenMissedDays: true, multiRegistration: true, playsPerDay: 5 });
    const { slug } = await publish(settings);
    const player = await s.register(slug);
    expect((await open(slug, 1, player.playerToken)).json().data).toMatchObject({
      page: 'win',
      result: { dayNumber: 1 },
    });
    expect((await open(slug, 1, player.playerToken)).json()).toMatchObject({ code: 'PLAY_KEY_USED' });
    expect((await open(slug, 4, player.playerToken)).json()).toMatchObject({ reason: 'calendar.tileNotYetOpen' });
  });

  it('lets one player open today’s tile once however many requests arrive together', async () => {
    const poolId = await s.addPool(['ONCE-1', 'ONCE-2', 'ONCE-3']);
    // Plays per day high enough that only the tile's key can stop the second opening.
    const settings = calendarAroundToday(poolId, { multiRegistration: true, playsPerDay: 50 });
    const { slug } = await publish(settings);
    const player = await s.register(slug);
    const answers = await Promise.all(Array.from({ length: 20 }, () => open(slug, 3, player.playerToken)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(answers.every((answer) => answer.statusCode !== 200 || answer.json().data.page === 'win')).toBe(true);
    expect(await issuedOf(poolId)).toBe(1);
    const keyed = await s.count(
      sql`select count(*)::int as n from plays where play_key = 'tile-3'
          and campaign_id = (select id from campaigns where slug = ${slug})`,
    );
    expect(keyed).toBe(1);
  });

  it('keys a player without registration by the address: one opening per tile and IP', async () => {
    const poolId = await s.addPool(['ANON-1', 'ANON-2']);
    const settings = calendarAroundToday(poolId, { unknownCustomersSettings: { playsPerDay: 5 } });
    const { slug } = await publish(settings, { registrationType: 'noDelivery' });
    const first = await s.playRaw(slug, { game: { dayNumber: 3 } }, '192.0.2.7');
    expect(first.json().data).toMatchObject({ page: 'win' });
    const again = await s.playRaw(slug, { game: { dayNumber: 3 } }, '192.0.2.7');
    expect(again.json()).toMatchObject({ code: 'PLAY_KEY_USED' });
    expect((await s.playRaw(slug, { game: { dayNumber: 3 } }, '192.0.2.8')).json().data).toMatchObject({ page: 'win' });
  });

  it('has the database refuse a second play of a key for the same player, whatever the code does', async () => {
    const { id: campaignId } = await publish(calendarAroundToday(await s.addPool([])));
    const insert = () =>
      s.t.ctx.db.execute(
        sql`insert into plays (company_id, campaign_id, release_id, ip, play_day, page, play_key)
            values (${s.companyId}, ${campaignId}, ${campaignId}, '198.51.100.1', current_date, 'lose', 'tile-1')`,
      );
    await insert();
    await expect(insert()).rejects.toThrow();
  });

  it('gives 200 players opening today’s tile at once exactly the 3 prizes of its pool', async () => {
    const codes = ['ADV-A', 'ADV-B', 'ADV-C'];
    const poolId = await s.addPool(codes);
    const { slug } = await publish(calendarAroundToday(poolId));
    const players = await Promise.all(Array.from({ length: 200 }, () => s.register(slug)));
    const responses = await Promise.all(players.map((player) => open(slug, 3, player.playerToken)));
    expect(responses.map((response) => response.statusCode).filter((code) => code !== 200)).toEqual([]);
    const answers = responses.map((response) => response.json().data as PlayResponse);
    expect(await prizeViolations(s, poolId, answers, codes)).toEqual([]);
    for (const answer of answers.filter((a) => a.page === 'lose')) {
      expect(answer.result).toMatchObject({ dayNumber: 3, prize: null, outcome: { id: expect.any(String) } });
    }
  }, 120_000);
});
