import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY, type PlaySeed, sectorsWithPrize, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

/** Everything a page at level 3 sends: the visit, the introduction, a page, a step, the context. */
const FULL_BODY = {
  events: [{ type: 'visit' }, { type: 'introduction' }, { type: 'page', page: 'game' }, { type: 'step', page: '2' }],
  visitorId: 'abcdefghijklmnop1234',
  context: {
    device: 'mobile',
    language: 'sr-Latn',
    referrer: 'https://news.example.com/some/path?q=1',
    utm: { source: 'Newsletter', medium: 'email', campaign: 'spring' },
  },
};

describe.each(DIALECTS)('analytics collection (%s)', (kind) => {
  let s: PlaySeed;
  beforeAll(async () => {
    s = await seedPlay(kind);
  }, 60_000);
  afterAll(() => s?.t.close());

  const send = (slug: string, body: unknown, ip = '10.9.9.9', userAgent = 'Test UA') =>
    s.inject('POST', `${PLAY}/campaigns/${slug}/events`, {
      body,
      remoteAddress: ip,
      headers: { 'user-agent': userAgent },
    });

  /** What the campaign's analytics tables hold, after the roll-up writer flushed. */
  async function stored(slug: string) {
    await s.t.ctx.analytics.flush();
    const id = sql`(select id from campaigns where slug = ${slug})`;
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await s.t.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
    const hourly = await rows<{ event: string; dimension: string; value: string; count: string }>(
      sql`select event, dimension, value, sum(count)::text as count from analytics_hourly where campaign_id = ${id}
          group by 1, 2, 3 order by 1, 2, 3`,
    );
    const visitors = await rows<{ visitor: string }>(
      sql`select visitor from analytics_visitors where campaign_id = ${id}`,
    );
    const events = await rows<{
      event: string;
      device: string | null;
      referrer: string | null;
      visitor: string | null;
    }>(sql`select event, device, referrer, visitor from analytics_events where campaign_id = ${id} order by id`);
    const counts = Object.fromEntries(
      hourly.map((row) => [[row.event, row.dimension, row.value].filter(Boolean).join(':'), Number(row.count)]),
    );
    return { counts, visitors, events };
  }

  it('the published campaign tells the page its level and cookieless option', async () => {
    const { slug } = await s.publishWheel({ analytics: { level: 2, cookieless: true } });
    const response = await s.inject('GET', `${PLAY}/campaigns/${slug}`);
    expect(response.json().data.analytics).toEqual({ level: 2, cookieless: true });
  });

  it('level 0 stores nothing, whatever the page sends', async () => {
    const { slug } = await s.publishWheel({ analytics: { level: 0 } });
    expect((await send(slug, FULL_BODY)).statusCode).toBe(204);
    expect(await stored(slug)).toEqual({ counts: {}, visitors: [], events: [] });
  });

  it('level 1 stores the funnel events only: no visitor, no page, no context', async () => {
    const { slug } = await s.publishWheel({ analytics: { level: 1 } });
    expect((await send(slug, FULL_BODY)).statusCode).toBe(204);
    expect(await stored(slug)).toEqual({ counts: { visit: 1, introduction: 1 }, visitors: [], events: [] });
  });

  it('level 2 adds unique visitors: the page id hashed with the campaign, one per hour', async () => {
    const { slug } = await s.publishWheel({ analytics: { level: 2 } });
    await send(slug, FULL_BODY);
    await send(slug, { events: [{ type: 'visit' }], visitorId: FULL_BODY.visitorId }, '10.1.1.1');
    await send(slug, { events: [{ type: 'visit' }], visitorId: 'anotherVisitor123456' });
    const { counts, visitors, events } = await stored(slug);
    // A visitor counts once a day, in the roll-up too.
    expect(counts).toEqual({ visit: 3, introduction: 1, visitor: 2 });
    expect(visitors).toHaveLength(2);
    expect(visitors.map((row) => row.visitor)).not.toContain(FULL_BODY.visitorId);
    expect(events).toEqual([]);
  });

  it('cookieless ignores a page id: the day hash of address, browser and campaign tells visitors apart', async () => {
    const { slug } = await s.publishWheel({ analytics: { level: 2, cookieless: true } });
    await send(slug, FULL_BODY, '10.2.2.2', 'UA one');
    await send(slug, { ...FULL_BODY, visitorId: 'differentIdSameBrowser' }, '10.2.2.2', 'UA one');
    await send(slug, FULL_BODY, '10.2.2.3', 'UA one');
    const { visitors } = await stored(slug);
    expect(visitors).toHaveLength(2);
    const salts = (await s.t.ctx.db.execute(sql`select day::text from analytics_salts`)) as unknown as {
      rows: { day: string }[];
    };
    expect(salts.rows.map((row) => row.day)).toContain(new Date().toISOString().slice(0, 10));
  });

  it('level 3 adds pages, steps, device, language, referrer host and UTM, and keeps the raw events', async () => {
    const { slug } = await s.publishWheel({ analytics: { level: 3 } });
    await send(slug, FULL_BODY);
    const { counts, visitors, events } = await stored(slug);
    expect(counts).toEqual({
      visit: 1,
      'visit:device:mobile': 1,
      'visit:language:sr': 1,
      'visit:referrer:news.example.com': 1,
      'visit:utm_campaign:spring': 1,
      'visit:utm_medium:email': 1,
      'visit:utm_source:newsletter': 1,
      introduction: 1,
      'page:page:game': 1,
      'step:step:2': 1,
      visitor: 1,
    });
    expect(visitors).toHaveLength(1);
    expect(events.map((event) => event.event)).toEqual(['visit', 'introduction', 'page', 'step']);
    expect(events[0]).toMatchObject({ device: 'mobile', referrer: 'news.example.com' });
  });

  it('plays, wins and finished plays are counted by the server at every level', async () => {
    const poolId = await s.addPool(['A-1']);
    const { slug } = await s.publishWheel({
      analytics: { level: 0 },
      registrationType: 'noDelivery',
      settings: { sectors: sectorsWithPrize(poolId) },
    });
    const won = await s.play(slug);
    const lost = await s.play(slug);
    await s.inject('POST', `${PLAY}/plays/${won.playId}/finish`);
    expect(lost.page).toBe('lose');
    const { counts } = await stored(slug);
    expect(counts).toEqual({ play: 2, win: 1, [`win:pool:${poolId}`]: 1, lose: 1, finish: 1 });
  });

  it('level 3 events riding on a play and on its finish are stored as if sent alone, the finish once', async () => {
    const { slug } = await s.publishWheel({ analytics: { level: 3 }, registrationType: 'noDelivery' });
    const before = { ...FULL_BODY, events: FULL_BODY.events.slice(0, 3) };
    const played = await s.play(slug, { analytics: before });
    const after = { ...FULL_BODY, events: [{ type: 'page', page: played.page }] };
    for (let time = 0; time < 2; time++) {
      const finished = await s.inject('POST', `${PLAY}/plays/${played.playId}/finish`, { body: { analytics: after } });
      expect(finished.statusCode).toBe(204);
    }
    const { counts, visitors, events } = await stored(slug);
    expect(counts).toMatchObject({
      visit: 1,
      'visit:device:mobile': 1,
      'visit:utm_source:newsletter': 1,
      introduction: 1,
      'page:page:game': 1,
      [`page:page:${played.page}`]: 1,
      play: 1,
      finish: 1,
      visitor: 1,
    });
    expect(visitors).toHaveLength(1);
    expect(events.map((event) => event.event)).toEqual(['visit', 'introduction', 'page', 'page']);
  });

  it('a play at level 0 stores none of the events it carries; a refused play stores none at any level', async () => {
    const quiet = await s.publishWheel({ analytics: { level: 0 }, registrationType: 'noDelivery' });
    await s.play(quiet.slug, { analytics: FULL_BODY });
    expect(await stored(quiet.slug)).toMatchObject({ visitors: [], events: [] });
    expect(Object.keys((await stored(quiet.slug)).counts)).toEqual(['lose', 'play']);

    const detailed = await s.publishWheel({ analytics: { level: 3 }, registrationType: 'noDelivery' });
    const refused = await s.playRaw(detailed.slug, { analytics: FULL_BODY, altcha: 'not-a-solution' });
    expect(refused.statusCode).toBe(400);
    expect(await stored(detailed.slug)).toEqual({ counts: {}, visitors: [], events: [] });
  });

  it.each([
    ['too many events', { events: Array.from({ length: 21 }, () => ({ type: 'visit' })) }],
    ['an unknown event', { events: [{ type: 'purchase' }] }],
    ['no events', { events: [] }],
  ])('refuses a play carrying %s with a problem, and takes nothing', async (_, analytics) => {
    const { slug } = await s.publishWheel({ analytics: { level: 3 }, registrationType: 'noDelivery' });
    const response = await s.playRaw(slug, { analytics });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(await stored(slug)).toEqual({ counts: {}, visitors: [], events: [] });
  });

  it.each([
    ['no events', { events: [] }],
    ['an unknown event', { events: [{ type: 'purchase' }] }],
    ['an unknown key', { events: [{ type: 'visit' }], extra: 1 }],
    ['a page name with markup', { events: [{ type: 'page', page: '<b>' }] }],
    ['a bad device', { events: [{ type: 'visit' }], context: { device: 'fridge' } }],
    ['too many events', { events: Array.from({ length: 21 }, () => ({ type: 'visit' })) }],
  ])('refuses %s with a problem', async (_, body) => {
    const { slug } = await s.publishWheel({ analytics: { level: 3 } });
    const response = await send(slug, body);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('answers 404 for an unknown campaign and a problem for a body that is no JSON', async () => {
    expect((await send('no-such-campaign', { events: [{ type: 'visit' }] })).statusCode).toBe(404);
    const { slug } = await s.publishWheel({ analytics: { level: 3 } });
    const response = await s.t.app.inject({
      method: 'POST',
      url: `${PLAY}/campaigns/${slug}/events`,
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });
});
