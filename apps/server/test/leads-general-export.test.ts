import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERAL_LEADS_CSV_COLUMNS, leadsCsvHeader } from '../src/modules/leads/leads-csv-headers.ts';
import { type CampaignsSeed, seedCampaigns, UNKNOWN_ID } from './campaigns-fixture.ts';
import {
  insertLeads,
  insertPlays,
  insertPool,
  insertPublishedCampaign,
  type PublishedCampaign,
} from './leads-fixture.ts';
import { DIALECTS } from './test-app.ts';

const EXPORT = '/api/v1/leads/export.csv';
const HEADER = leadsCsvHeader('en', GENERAL_LEADS_CSV_COLUMNS);

describe.each(DIALECTS)('general leads export on %s', (kind) => {
  let s = {} as CampaignsSeed;
  let spring = {} as PublishedCampaign;
  let summer = {} as PublishedCampaign;
  let foreign = {} as PublishedCampaign;

  beforeAll(async () => {
    s = await seedCampaigns(kind);
    spring = await insertPublishedCampaign(s.t, s.companyId, 'Spring Wheel');
    summer = await insertPublishedCampaign(s.t, s.companyId, 'Summer Wheel');
    foreign = await insertPublishedCampaign(s.t, s.other.id, 'Foreign Wheel');
    // The demo company's time zone is Europe/Zurich (UTC+1 in March): 23:30 UTC on 1 March is 2 March there.
    const [winner] = await insertLeads(s.t, spring, [
      { email: 'winner@spring.test', createdAt: new Date('2025-03-01T10:00:00Z') },
      { email: 'late@spring.test', createdAt: new Date('2025-03-01T23:30:00Z') },
    ]);
    await insertLeads(s.t, summer, [{ email: 'first@summer.test', createdAt: new Date('2025-03-05T08:00:00Z') }]);
    await insertLeads(s.t, foreign, [{ email: 'secret@foreign.test', createdAt: new Date('2025-03-01T10:00:00Z') }]);
    const pool = await insertPool(s.t, s.companyId, 'Free coffee');
    await insertPlays(s.t, spring, [
      { leadId: winner.id, page: 'win', poolId: pool, voucherCode: 'C-1', createdAt: new Date('2025-03-01T10:01:00Z') },
    ]);
  });
  afterAll(() => s.t.close());

  const download = (query = '', token = s.tokens.EDITOR) =>
    s.t.app.inject({ method: 'GET', url: `${EXPORT}${query}`, headers: { authorization: `Bearer ${token}` } });

  async function records(query = '', token = s.tokens.EDITOR) {
    const response = await download(query, token);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const rows: string[][] = parse(response.rawPayload, { bom: true });
    expect(rows[0]).toEqual(HEADER);
    return rows.slice(1).map((row) => ({ campaign: row[0], email: row[2], prizesWon: row[17] }));
  }

  it("exports every lead of the company's campaigns, campaign by campaign, with the campaign's name", async () => {
    const response = await download();
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="leads.csv"');
    expect(await records()).toEqual([
      { campaign: 'Spring Wheel', email: 'winner@spring.test', prizesWon: '1' },
      { campaign: 'Spring Wheel', email: 'late@spring.test', prizesWon: '0' },
      { campaign: 'Summer Wheel', email: 'first@summer.test', prizesWon: '0' },
    ]);
  });

  it('keeps to the campaigns asked for', async () => {
    expect((await records(`?campaignIds=${summer.id}`)).map((r) => r.email)).toEqual(['first@summer.test']);
    expect((await records(`?campaignIds=${summer.id},${spring.id}`)).map((r) => r.email)).toEqual([
      'winner@spring.test',
      'late@spring.test',
      'first@summer.test',
    ]);
  });

  it("counts the range in days of the company's time zone, both ends included", async () => {
    expect((await records('?from=2025-03-02')).map((r) => r.email)).toEqual(['late@spring.test', 'first@summer.test']);
    expect((await records('?to=2025-03-01')).map((r) => r.email)).toEqual(['winner@spring.test']);
    expect((await records('?from=2025-03-02&to=2025-03-04')).map((r) => r.email)).toEqual(['late@spring.test']);
    expect(await records('?from=2025-04-01')).toEqual([]);
  });

  it('filters by outcome: won (a prize at least) or not won', async () => {
    expect((await records('?outcome=won')).map((r) => r.email)).toEqual(['winner@spring.test']);
    expect((await records('?outcome=notWon')).map((r) => r.email)).toEqual(['late@spring.test', 'first@summer.test']);
  });

  it("never reads another company's leads; naming its campaign is a 404", async () => {
    expect((await records('', s.otherEditor)).map((r) => r.email)).toEqual(['secret@foreign.test']);
    for (const ids of [foreign.id, `${spring.id},${foreign.id}`, UNKNOWN_ID]) {
      const response = await download(`?campaignIds=${ids}`);
      expect(response.statusCode, ids).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body).not.toContain('secret@foreign.test');
    }
  });

  it('refuses bad filters with 400 problem+json naming the field', async () => {
    for (const [query, field] of [
      ['?campaignIds=nope', 'campaignIds'],
      ['?from=2025-13-01', 'from'],
      ['?from=2025-03-05&to=2025-03-01', 'to'],
      ['?outcome=maybe', 'outcome'],
      ['?language=de', 'language'],
    ]) {
      const response = await download(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      const body = response.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(body.violations), query).toContain(field);
    }
  });

  it('answers the view roles only, and only with EXPORTS on', async () => {
    expect((await download('', s.tokens.VIEWER)).statusCode).toBe(200);
    for (const token of [s.tokens.CREATOR, s.tokens.USER_ADMIN]) {
      expect((await download('', token)).statusCode).toBe(403);
    }
    const setExports = (enabled: boolean) =>
      s.api.put('/api/v1/flags/EXPORTS', { enabled, companyId: s.companyId }, s.tokens.SUPER_ADMIN);
    expect((await setExports(false)).status).toBe(200);
    try {
      const response = await download();
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe('Exports are not enabled for your company.');
    } finally {
      expect((await setExports(true)).status).toBe(200);
    }
  });
});
