import type { CampaignAnalytics } from '@gc/contracts/analytics';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignAuditLog, companies, prizePools } from '../src/db/schema/index.ts';
import { poolStock } from '../src/modules/analytics/analytics.service.ts';
import { type CampaignsSeed, seedCampaigns } from './campaigns-fixture.ts';
import { insertPool, insertPublishedCampaign, type PublishedCampaign } from './leads-fixture.ts';
import { DIALECTS } from './test-app.ts';

const API = '/api/v1/analytics/campaigns';
/** Belgrade is UTC+2 in May: 22:30 UTC on 1 May is 00:30 on 2 May there. */
const ZONE = 'Europe/Belgrade';
const utc = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2025, 4, day, hour, minute));

describe.each(DIALECTS)('campaign analytics page API (%s)', (kind) => {
  let s = {} as CampaignsSeed;
  let campaign = {} as PublishedCampaign;
  let foreign = {} as PublishedCampaign;
  let poolId = '';

  beforeAll(async () => {
    s = await seedCampaigns(kind);
    await s.t.ctx.db.update(companies).set({ timeZone: ZONE }).where(eq(companies.id, s.companyId));
    campaign = await insertPublishedCampaign(s.t, s.companyId, 'Analytics Wheel');
    foreign = await insertPublishedCampaign(s.t, s.other.id, 'Foreign Wheel');
    poolId = await insertPool(s.t, s.companyId, 'Free coffee');
    await s.t.ctx.db.update(prizePools).set({ issued: 4 }).where(eq(prizePools.id, poolId));
    const ids = { companyId: s.companyId, campaignId: campaign.id };
    const count = (at: Date, event: string, times = 1, dimension?: string, value?: string) => {
      for (let i = 0; i < times; i++) s.t.ctx.analytics.count({ ...ids, at, event, dimension, value });
    };
    // 2 May (local): 3 visits (one of them at 00:30 local, the day before in UTC), the funnel after them.
    count(utc(1, 22, 30), 'visit');
    count(utc(2, 9), 'visit', 2);
    count(utc(2, 9), 'visit', 2, 'language', 'sr');
    count(utc(2, 9), 'visit', 1, 'device', 'mobile');
    count(utc(2, 9), 'introduction', 3);
    count(utc(2, 9), 'lead', 2);
    count(utc(2, 10), 'play', 3);
    count(utc(2, 10), 'finish', 2);
    count(utc(2, 10), 'win', 2);
    count(utc(2, 10), 'win', 2, 'pool', poolId);
    count(utc(2, 10), 'lose', 1);
    // 6 May: one more play; the week before the range: two visits (the comparison).
    count(utc(6, 8), 'play');
    count(utc(25, 8), 'visit', 5);
    count(new Date(Date.UTC(2025, 3, 28, 8)), 'visit', 2);
    s.t.ctx.analytics.visitor(ids, utc(2, 9), '2025-05-02', 'visitor-a');
    s.t.ctx.analytics.visitor(ids, utc(2, 10), '2025-05-02', 'visitor-a');
    s.t.ctx.analytics.visitor(ids, utc(2, 10), '2025-05-02', 'visitor-b');
    s.t.ctx.analytics.count({ companyId: s.other.id, campaignId: foreign.id, at: utc(2, 9), event: 'visit' });
    await s.t.ctx.analytics.flush();
  }, 60_000);
  afterAll(() => s.t.close());

  const read = async (query: string, token = s.tokens.EDITOR, id = campaign.id) => {
    const response = await s.api.get(`${API}/${id}?${query}`, token);
    return response;
  };
  const data = async (query: string) => {
    const response = await read(query);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as CampaignAnalytics;
  };

  it('charts visits, visitors, plays, leads and wins per day of the company’s time zone', async () => {
    const result = await data('from=2025-05-01&to=2025-05-07&interval=day');
    expect(result).toMatchObject({
      timeZone: ZONE,
      from: '2025-05-01',
      to: '2025-05-07',
      interval: 'day',
      previous: null,
    });
    expect(result.series).toEqual([
      { bucket: '2025-05-02', visits: 3, visitors: 2, plays: 3, leads: 2, wins: 2 },
      { bucket: '2025-05-06', visits: 0, visitors: 0, plays: 1, leads: 0, wins: 0 },
    ]);
    expect(result.funnel).toEqual([
      { step: 'visit', count: 3 },
      { step: 'introduction', count: 3 },
      { step: 'registration', count: 2 },
      { step: 'play', count: 4 },
      { step: 'finish', count: 2 },
      { step: 'win', count: 2 },
    ]);
    expect(result.outcomes).toEqual([
      { outcome: 'win', count: 2 },
      { outcome: 'lose', count: 1 },
    ]);
    expect(result.prizes).toEqual([{ poolId, name: 'Free coffee', count: 2 }]);
    expect(result.splits.language).toEqual([{ value: 'sr', count: 2 }]);
    expect(result.splits.device).toEqual([{ value: 'mobile', count: 1 }]);
    expect(result.splits.utm_source).toEqual([]);
    expect(result.stock).toMatchObject([{ poolId, name: 'Free coffee', stockTotal: 10, remaining: 6 }]);
  });

  it('buckets hours and Monday-started weeks in the time zone', async () => {
    const hours = await data('from=2025-05-02&to=2025-05-02&interval=hour');
    expect(hours.series.map((point) => [point.bucket, point.visits])).toEqual([
      ['2025-05-02T00:00', 1],
      ['2025-05-02T11:00', 2],
      ['2025-05-02T12:00', 0],
    ]);
    const weeks = await data('from=2025-04-28&to=2025-05-31&interval=week');
    expect(weeks.series.map((point) => [point.bucket, point.visits, point.plays])).toEqual([
      ['2025-04-28', 5, 3],
      ['2025-05-05', 0, 1],
      ['2025-05-19', 5, 0],
    ]);
  });

  it('compares with the period of the same length just before', async () => {
    const result = await data('from=2025-05-02&to=2025-05-08&compare=true');
    expect(result.previous).toMatchObject({ from: '2025-04-25', to: '2025-05-01', totals: { visits: 2, plays: 0 } });
    expect(result.totals).toMatchObject({ visits: 3, plays: 4, leads: 2, wins: 2, losses: 1, visitors: 2 });
  });

  it('answers an empty range with zeros and empty lists', async () => {
    const result = await data('from=2024-01-01&to=2024-01-31');
    expect(result.series).toEqual([]);
    expect(result.totals.visits).toBe(0);
    expect(result.funnel.every((step) => step.count === 0)).toBe(true);
  });

  it.each([
    ['a range that starts after it ends', 'from=2025-05-09&to=2025-05-01'],
    ['a date that is no date', 'from=yesterday'],
    ['hours for more than a month', 'from=2025-01-01&to=2025-03-01&interval=hour'],
    ['more than a year', 'from=2023-01-01&to=2025-03-01'],
    ['an unknown interval', 'interval=minute'],
  ])('refuses %s with a problem', async (_, query) => {
    const response = await read(query);
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('answers 404 for another company’s campaign', async () => {
    expect((await read('', s.tokens.EDITOR, foreign.id)).status).toBe(404);
  });

  it('a burn-down counts back from the stock now; the run-out day follows the last week’s pace', () => {
    const pool = {
      pool_id: poolId,
      name: 'Coffee',
      stock_total: 100,
      issued: 70,
      is_unlimited: false,
      days: [
        { day: '2025-05-01', n: 7 },
        { day: '2025-05-03', n: 14 },
        { day: '2025-05-05', n: 7 },
      ],
    };
    const stock = poolStock(pool, { from: '2025-05-01', to: '2025-05-04' }, '2025-05-05');
    expect(stock.remaining).toBe(30);
    expect(stock.burnDown).toEqual([
      { day: '2025-05-01', remaining: 51 },
      { day: '2025-05-02', remaining: 51 },
      { day: '2025-05-03', remaining: 37 },
      { day: '2025-05-04', remaining: 37 },
    ]);
    expect(stock.winsPerDay).toBe(4);
    expect(stock.runOutDay).toBe('2025-05-13');
    const unlimited = poolStock(
      { ...pool, is_unlimited: true, stock_total: null },
      { from: '2025-05-01', to: '2025-05-04' },
      '2025-05-05',
    );
    expect(unlimited).toMatchObject({ remaining: null, runOutDay: null, burnDown: [] });
  });

  it('clear analytics: editors only, the counts go, plays stay, and the audit log says who', async () => {
    expect((await s.api.del(`${API}/${campaign.id}`, undefined, s.tokens.CREATOR)).status).toBe(403);
    expect((await s.api.del(`${API}/${foreign.id}`, undefined, s.tokens.EDITOR)).status).toBe(404);
    expect((await s.api.del(`${API}/${campaign.id}`, undefined, s.tokens.EDITOR)).status).toBe(204);
    const result = await data('from=2025-04-01&to=2025-05-31');
    expect(result.totals).toMatchObject({ visits: 0, plays: 0, visitors: 0 });
    const audit = await s.t.ctx.db.select().from(campaignAuditLog).where(eq(campaignAuditLog.campaignId, campaign.id));
    expect(audit).toMatchObject([
      {
        action: 'ANALYTICS_CLEARED',
        actorEmail: expect.stringContaining('@'),
        details: { campaignName: 'Analytics Wheel' },
      },
    ]);
    const foreignLeft = await s.t.ctx.db.execute(
      sql`select count(*)::int as n from analytics_hourly where campaign_id = ${foreign.id}`,
    );
    expect((foreignLeft as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
  });
});
