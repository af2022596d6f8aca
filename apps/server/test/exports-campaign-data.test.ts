import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { playBatches } from '../src/modules/exports/campaign-data.service.ts';
import { playsCsvHeader } from '../src/modules/exports/plays-csv.ts';
import { leadsCsvHeader } from '../src/modules/leads/leads-csv-headers.ts';
import { type CampaignsSeed, seedCampaigns, UNKNOWN_ID } from './campaigns-fixture.ts';
import {
  insertLeads,
  insertPlays,
  insertPool,
  insertPublishedCampaign,
  type PublishedCampaign,
} from './leads-fixture.ts';
import { DIALECTS } from './test-app.ts';

const DOWNLOAD = '/api/v1/campaign-data/download/campaignData';
const at = (day: number) => new Date(Date.UTC(2025, 6, day, 9));
/** The CSV's formula guard (csvSafe) undone: the XLSX holds the lead's own text, as a string cell. */
const unguarded = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

/** One file of the zip; a missing one fails the test. */
async function entry(zip: JSZip, name: string): Promise<Buffer> {
  const file = zip.file(name);
  if (!file) throw new Error(`${name} is not in the zip`);
  return file.async('nodebuffer');
}

async function xlsxRows(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= width; column++) {
      const value = row.getCell(column).value;
      cells.push(value === null || value === undefined ? '' : String(value));
    }
    rows.push(cells);
  });
  return rows;
}

describe.each(DIALECTS)('campaign data download on %s', (kind) => {
  let s = {} as CampaignsSeed;
  let campaign = {} as PublishedCampaign;
  let leadIds: string[] = [];

  beforeAll(async () => {
    s = await seedCampaigns(kind);
    campaign = await insertPublishedCampaign(s.t, s.companyId, 'Zip Wheel');
    const leads = await insertLeads(s.t, campaign, [
      { email: 'ana@example.com', firstName: 'Ana', lastName: 'Petrović', phone: '+381641234567', createdAt: at(1) },
      {
        email: 'mallory@example.com',
        firstName: '=HYPERLINK("http://evil.test","x")',
        companyName: 'Line one\nLine two',
        createdAt: at(2),
      },
      // Three leads written in one transaction: one created_at.
      { email: 'tie1@example.com', city: 'Zürich', createdAt: at(3) },
      { email: 'tie2@example.com', createdAt: at(3) },
      { email: 'tie3@example.com', createdAt: at(3) },
    ]);
    leadIds = leads.map((lead) => lead.id);
    const coffee = await insertPool(s.t, s.companyId, 'Free coffee');
    await insertPlays(s.t, campaign, [
      { leadId: leadIds[0], page: 'win', poolId: coffee, voucherCode: 'COFFEE-1', createdAt: at(1) },
      { leadId: leadIds[0], page: 'lose', createdAt: at(4) },
      { leadId: leadIds[1], page: 'lose', createdAt: at(4) },
      { page: 'lose', createdAt: at(4) },
    ]);
  });
  afterAll(() => s.t.close());

  const download = (id: string, token = s.tokens.EDITOR, query = '') =>
    s.t.app.inject({ method: 'GET', url: `${DOWNLOAD}/${id}${query}`, headers: { authorization: `Bearer ${token}` } });

  async function zipOf(id: string, query = '') {
    const response = await download(id, s.tokens.EDITOR, query);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return JSZip.loadAsync(response.rawPayload);
  }

  it('sends {campaignId}.zip with the settings, the leads as CSV and XLSX, and the plays', async () => {
    const response = await download(campaign.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${campaign.id}.zip"`);
    const zip = await JSZip.loadAsync(response.rawPayload);
    // A wheel keeps no survey answers: no responses.csv.
    expect(Object.keys(zip.files).sort()).toEqual(['leads.csv', 'leads.xlsx', 'plays.csv', 'settings.json']);
    const settings = JSON.parse((await entry(zip, 'settings.json')).toString('utf8'));
    expect(settings.campaign).toMatchObject({ id: campaign.id, name: 'Zip Wheel', type: 'spin-the-wheel' });
    expect(settings.document).toMatchObject({ languageOptions: expect.any(Object) });
    expect(settings.release).toMatchObject({ number: 1, publishOptions: { mode: 'immediately' } });
  });

  it('holds every lead once, in (created_at, id) order, ties included', async () => {
    const zip = await zipOf(campaign.id);
    const rows: string[][] = parse(await entry(zip, 'leads.csv'), { bom: true });
    expect(rows[0]).toEqual(leadsCsvHeader('en'));
    const ids = rows.slice(1).map((row) => row[0]);
    const ties = [...leadIds.slice(2)].sort();
    expect(ids).toEqual([leadIds[0], leadIds[1], ...ties]);
  });

  it('has an XLSX that exceljs opens and that matches the CSV cell by cell', async () => {
    const zip = await zipOf(campaign.id);
    const csv: string[][] = parse(await entry(zip, 'leads.csv'), { bom: true });
    const xlsx = await xlsxRows(await entry(zip, 'leads.xlsx'));
    expect(xlsx).toHaveLength(csv.length);
    expect(xlsx).toEqual(csv.map((row) => row.map(unguarded)));
    // The guard is the CSV's alone: the XLSX cell is the lead's text, which a string cell never runs.
    const mallory = xlsx.find((row) => row[1] === 'mallory@example.com');
    expect(mallory?.[2]).toBe('=HYPERLINK("http://evil.test","x")');
    expect(mallory?.[11]).toBe('Line one\nLine two');
  });

  it('lists the plays with their lead, outcome and prize, in the exporter’s language', async () => {
    const zip = await zipOf(campaign.id, '?language=sr');
    const rows: string[][] = parse(await entry(zip, 'plays.csv'), { bom: true });
    expect(rows[0]).toEqual(playsCsvHeader('sr'));
    expect(rows).toHaveLength(5);
    expect(rows[1]).toEqual([
      expect.any(String),
      leadIds[0],
      'ana@example.com',
      at(1).toISOString(),
      at(1).toISOString(),
      '2025-07-01',
      'win',
      'Free coffee',
      'COFFEE-1',
    ]);
    // The anonymous play: no lead.
    expect(rows.slice(2).filter((row) => row[1] === '')).toHaveLength(1);
    const leadsCsv: string[][] = parse(await entry(zip, 'leads.csv'), { bom: true });
    expect(leadsCsv[0]).toEqual(leadsCsvHeader('sr'));
  });

  it('reads every play once in (created_at, id) order through bursts, ties and months of quiet', async () => {
    const paged = await insertPublishedCampaign(s.t, s.companyId, 'Paged Wheel');
    const burst = new Date(Date.UTC(2025, 0, 5, 12));
    const inputs = [
      ...Array.from({ length: 7 }, () => ({ page: 'lose' as const, createdAt: burst })),
      ...Array.from({ length: 5 }, (_, i) => ({
        page: 'lose' as const,
        createdAt: new Date(burst.getTime() + 1 + i * 250),
      })),
      { page: 'win' as const, createdAt: new Date(Date.UTC(2025, 5, 30, 23, 59, 59, 999)) },
      { page: 'lose' as const, createdAt: new Date(Date.UTC(2025, 10, 1)) },
    ];
    await insertPlays(s.t, paged, inputs);
    await insertPlays(s.t, campaign, [{ page: 'lose', createdAt: burst }]);
    const expected = await queryRows<{ id: string }>(
      s.t.ctx.db,
      sql`select id from plays where campaign_id = ${paged.id} order by created_at, id`,
    );
    const expectedIds = expected.map((row) => row.id);
    const read: string[] = [];
    for await (const batch of playBatches(s.t.ctx, s.companyId, paged.id, 3)) {
      expect(batch.length).toBeLessThanOrEqual(3);
      read.push(...batch.map((play) => play.id));
    }
    expect(read).toHaveLength(inputs.length);
    expect(read).toEqual(expectedIds);
  });

  it("refuses another company's campaign and an unknown one with 404, a bad id with 400 (problem+json)", async () => {
    for (const [id, token, status] of [
      [campaign.id, s.otherEditor, 404],
      [UNKNOWN_ID, s.tokens.EDITOR, 404],
      ['not-a-uuid', s.tokens.EDITOR, 400],
    ] as const) {
      const response = await download(id, token);
      expect(response.statusCode, id).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body).not.toContain('ana@example.com');
    }
    const badLanguage = await download(campaign.id, s.tokens.EDITOR, '?language=de');
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers the view roles only: 403 for a creator and a user admin, 401 without a token', async () => {
    expect((await download(campaign.id, s.tokens.VIEWER)).statusCode).toBe(200);
    expect((await download(campaign.id, s.tokens.SUPER_ADMIN)).statusCode).toBe(200);
    for (const token of [s.tokens.CREATOR, s.tokens.USER_ADMIN]) {
      const response = await download(campaign.id, token);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    const anonymous = await s.t.app.inject({ method: 'GET', url: `${DOWNLOAD}/${campaign.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 403 while the company has exports off (the EXPORTS flag)', async () => {
    const setExports = (enabled: boolean) =>
      s.api.put('/api/v1/flags/EXPORTS', { enabled, companyId: s.companyId }, s.tokens.SUPER_ADMIN);
    expect((await setExports(false)).status).toBe(200);
    try {
      const response = await download(campaign.id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', detail: 'Exports are not enabled for your company.' });
      // Another company's own flag is its own.
      expect((await download(campaign.id, s.otherEditor)).statusCode).toBe(404);
    } finally {
      expect((await setExports(true)).status).toBe(200);
    }
  });
});
