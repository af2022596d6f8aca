import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../src/db/schema/index.ts';
import { exportBatchQuery } from '../src/modules/leads/leads.repo.ts';
import { leadsExport } from '../src/modules/leads/leads.service.ts';
import { leadsCsvHeader } from '../src/modules/leads/leads-csv-headers.ts';
import type { Actor } from '../src/plugins/auth.ts';
import { type CampaignsSeed, seedCampaigns } from './campaigns-fixture.ts';
import {
  insertLeads,
  insertPlays,
  insertPool,
  insertPublishedCampaign,
  LEADS,
  type PublishedCampaign,
} from './leads-fixture.ts';
import { DIALECTS } from './test-app.ts';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const LEADS_CSV_HEADER = leadsCsvHeader('en');
const at = (day: number) => new Date(Date.UTC(2025, 5, day, 12));

describe.each(DIALECTS)('leads CSV export on %s', (kind) => {
  let s = {} as CampaignsSeed;
  let campaign = {} as PublishedCampaign;
  let empty = {} as PublishedCampaign;

  beforeAll(async () => {
    s = await seedCampaigns(kind);
    campaign = await insertPublishedCampaign(s.t, s.companyId, 'Export Wheel');
    empty = await insertPublishedCampaign(s.t, s.companyId, 'Empty Wheel');
    const [ana, mallory] = await insertLeads(s.t, campaign, [
      {
        email: 'ana@example.com',
        firstName: 'Ana',
        lastName: 'Petrović',
        phone: '+41791234567',
        city: 'Zürich',
        birthDate: '1990-02-03',
        consent: { terms: true, privacy: true, newsletter: true, releaseNumber: 1, at: at(1).toISOString() },
        createdAt: at(1),
      },
      {
        email: 'mallory@example.com',
        firstName: '=HYPERLINK("http://evil.test","click")',
        lastName: '@SUM(A1:A9)',
        city: '-2+3',
        jobTitle: 'Says "hi", then leaves',
        companyName: 'Line one\nLine two',
        address: '\tTabbed',
        createdAt: at(2),
      },
      {
        email: 'plain@example.com',
        externalUserId: 'crm-7',
        source: 'urlParameters',
        language: 'sr',
        createdAt: at(3),
      },
    ]);
    const coffee = await insertPool(s.t, s.companyId, 'Free coffee');
    const shirt = await insertPool(s.t, s.companyId, 'T-shirt, size "M"');
    await insertPlays(s.t, campaign, [
      { leadId: ana.id, page: 'win', poolId: coffee, voucherCode: 'COFFEE-1', createdAt: at(1) },
      { leadId: ana.id, page: 'win', poolId: shirt, voucherCode: '=SHIRT-7', createdAt: at(4) },
      { leadId: ana.id, page: 'lose', createdAt: at(5) },
      { leadId: mallory.id, page: 'lose', createdAt: at(2) },
    ]);
  });
  afterAll(() => s.t.close());

  const download = (id: string, token = s.tokens.EDITOR) =>
    s.t.app.inject({ method: 'GET', url: `${LEADS}/${id}/export.csv`, headers: { authorization: `Bearer ${token}` } });

  it('sends an attachment named after the campaign, UTF-8 with a BOM', async () => {
    const response = await download(campaign.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${campaign.slug}-leads.csv"`);
    expect(campaign.slug).toMatch(/^export-wheel-[a-z0-9]+$/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(BOM);
    expect(response.rawPayload.subarray(3).toString('utf8')).toMatch(/^Lead ID,Email,First name,Last name,Phone,/);
    expect(response.body).toContain('Zürich');
  });

  it('writes the header and one row per lead, oldest first, with plays, wins and the latest prize', async () => {
    const rows: string[][] = parse((await download(campaign.id)).rawPayload, { bom: true });
    expect(rows[0]).toEqual(LEADS_CSV_HEADER);
    const records = rows.slice(1).map((row) => Object.fromEntries(LEADS_CSV_HEADER.map((h, i) => [h, row[i]])));
    expect(records.map((r) => r.Email)).toEqual(['ana@example.com', 'mallory@example.com', 'plain@example.com']);
    expect(records[0]).toMatchObject({
      'First name': 'Ana',
      'Last name': 'Petrović',
      Phone: "'+41791234567",
      City: 'Zürich',
      'Birth date': '1990-02-03',
      Language: 'en',
      Source: 'form',
      'Registered at': at(1).toISOString(),
      Plays: '3',
      'Prizes won': '2',
      'Latest prize': 'T-shirt, size "M"',
      'Voucher code': "'=SHIRT-7",
      Newsletter: 'yes',
    });
    expect(records[2]).toMatchObject({
      'User ID': 'crm-7',
      Source: 'urlParameters',
      Language: 'sr',
      Plays: '0',
      'Prizes won': '0',
      'Latest prize': '',
      'Voucher code': '',
      Newsletter: 'no',
    });
  });

  it('turns would-be formulas into text and quotes commas, quotes and line breaks', async () => {
    const text = (await download(campaign.id)).rawPayload.toString('utf8');
    const rows: string[][] = parse(text, { bom: true });
    const mallory = Object.fromEntries(LEADS_CSV_HEADER.map((h, i) => [h, rows[2][i]]));
    expect(mallory).toMatchObject({
      'First name': `'=HYPERLINK("http://evil.test","click")`,
      'Last name': "'@SUM(A1:A9)",
      City: "'-2+3",
      Address: "'\tTabbed",
      'Job title': 'Says "hi", then leaves',
      Company: 'Line one\nLine two',
    });
    // On the wire: RFC 4180 quoting, CRLF between records.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
    expect(text).toContain('"Says ""hi"", then leaves"');
    expect(text.split('\r\n')).toHaveLength(5);
  });

  describe("in the exporter's language", () => {
    const SERBIAN_HEADER =
      'ID kontakta,E-pošta,Ime,Prezime,Telefon,ID korisnika,Adresa,Poštanski broj,Grad,Datum rođenja,' +
      'Radno mesto,Kompanija,Jezik,Izvor,Registrovan,Igre,Osvojene nagrade,Poslednja nagrada,Kod vaučera,Poslednji rezultat,Bilten';
    const headerOf = async (query: string, headers: Record<string, string> = {}) => {
      const response = await s.t.app.inject({
        method: 'GET',
        url: `${LEADS}/${campaign.id}/export.csv${query}`,
        headers: { authorization: `Bearer ${s.tokens.EDITOR}`, ...headers },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (parse(response.rawPayload, { bom: true }) as string[][])[0].join(',');
    };

    it('the builder’s language decides: Serbian for ?language=sr, English for en', async () => {
      expect(await headerOf('?language=sr')).toBe(SERBIAN_HEADER);
      // The builder's choice wins over what the browser asks for.
      expect(await headerOf('?language=en', { 'accept-language': 'sr' })).toBe(LEADS_CSV_HEADER.join(','));
    });

    it('without it, Accept-Language decides among English and Serbian; English otherwise', async () => {
      expect(await headerOf('', { 'accept-language': 'de-CH, sr-Latn-RS;q=0.8, en;q=0.5' })).toBe(SERBIAN_HEADER);
      expect(await headerOf('', { 'accept-language': 'sr;q=0.4, en-GB;q=0.9' })).toBe(LEADS_CSV_HEADER.join(','));
      expect(await headerOf('', { 'accept-language': 'de, fr' })).toBe(LEADS_CSV_HEADER.join(','));
      expect(await headerOf('')).toBe(LEADS_CSV_HEADER.join(','));
    });

    it('keeps the values and their formula guard whatever the language', async () => {
      const response = await s.t.app.inject({
        method: 'GET',
        url: `${LEADS}/${campaign.id}/export.csv?language=sr`,
        headers: { authorization: `Bearer ${s.tokens.EDITOR}` },
      });
      const rows: string[][] = parse(response.rawPayload, { bom: true });
      expect(rows.map((row) => row[1])).toEqual([
        'E-pošta',
        'ana@example.com',
        'mallory@example.com',
        'plain@example.com',
      ]);
      expect(rows[2][2]).toBe(`'=HYPERLINK("http://evil.test","click")`);
      expect(rows[1][4]).toBe("'+41791234567");
    });

    it('refuses a language the builder does not speak with 400', async () => {
      const response = await s.api.get(`${LEADS}/${campaign.id}/export.csv?language=de`, s.tokens.EDITOR);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.violations).toEqual([expect.objectContaining({ field: 'language' })]);
    });
  });

  it('answers 403 problem+json while the company has exports off, and again 200 once they are on', async () => {
    const setExports = async (enabled: boolean) => {
      const response = await s.api.put(
        '/api/v1/flags/EXPORTS',
        { enabled, companyId: s.companyId },
        s.tokens.SUPER_ADMIN,
      );
      expect(response.status).toBe(200);
    };
    await setExports(false);
    try {
      const response = await download(campaign.id);
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', detail: 'Exports are not enabled for your company.' });
      // The leads table is not an export: it stays.
      expect((await s.api.get(`${LEADS}/${campaign.id}`, s.tokens.EDITOR)).status).toBe(200);
    } finally {
      await setExports(true);
    }
    expect((await download(campaign.id)).statusCode).toBe(200);
  });

  it('sends the header alone for a campaign without leads', async () => {
    const response = await download(empty.id);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.toString('utf8')).toBe(`\ufeff${LEADS_CSV_HEADER.join(',')}\r\n`);
  });

  it('reads every lead once across batches, even when their times tie or differ by microseconds', async () => {
    const tricky = await insertPublishedCampaign(s.t, s.companyId, 'Tie Wheel');
    // Seven leads inside one millisecond (three at the very same microsecond) and two later ones: a
    // cursor that kept only a JS Date's milliseconds would hand the same leads out again.
    await s.t.ctx.db.insert(leads).values(
      [
        '2025-03-01 10:00:00.123456+00',
        '2025-03-01 10:00:00.123456+00',
        '2025-03-01 10:00:00.123456+00',
        '2025-03-01 10:00:00.123457+00',
        '2025-03-01 10:00:00.123001+00',
        '2025-03-01 10:00:00.123999+00',
        '2025-03-01 10:00:00.123500+00',
        '2025-03-01 10:00:00.124+00',
        '2025-03-02 00:00:00+00',
      ].map((time, i) => ({
        companyId: s.companyId,
        campaignId: tricky.id,
        releaseId: tricky.releaseId,
        email: `tie${i}@example.com`,
        language: 'en',
        createdAt: sql`${time}::timestamptz` as unknown as Date,
      })),
    );
    const actor = { companyId: s.companyId } as Actor;
    for (const batchSize of [1, 2, 3, 4, 1000]) {
      const { batches } = await leadsExport(s.t.ctx, actor, tricky.id, batchSize);
      const ids: string[] = [];
      for await (const batch of batches) {
        expect(batch.length).toBeLessThanOrEqual(batchSize);
        ids.push(...batch.map((row) => row.id));
        // A cursor that goes back hands out the same leads forever: stop and let the length check fail.
        if (ids.length > 20) break;
      }
      expect(ids, `batch size ${batchSize}`).toHaveLength(9);
      expect(new Set(ids).size).toBe(9);
      const expected = await s.t.ctx.db.execute(
        sql`select id from leads where campaign_id = ${tricky.id} order by created_at, id`,
      );
      expect(ids).toEqual((expected as unknown as { rows: { id: string }[] }).rows.map((row) => row.id));
    }
  });

  describe('when every lead shares one created_at (rows written in one transaction)', () => {
    const TIED = 2_500;
    let tied = {} as PublishedCampaign;
    const actor = () => ({ companyId: s.companyId }) as Actor;

    beforeAll(async () => {
      tied = await insertPublishedCampaign(s.t, s.companyId, 'One Transaction Wheel');
      await s.t.ctx.db.execute(sql`
        insert into leads (company_id, campaign_id, release_id, email, language, created_at)
        select ${s.companyId}, ${tied.id}, ${tied.releaseId}, 'tied' || i || '@example.com', 'en',
          timestamptz '2025-04-01 08:00:00.000001+00'
        from generate_series(1, ${TIED}) as i`);
    });

    it('exports each lead exactly once, in id order, whatever the batch size', async () => {
      const expected = (
        (await s.t.ctx.db.execute(sql`select id from leads where campaign_id = ${tied.id} order by id`)) as unknown as {
          rows: { id: string }[];
        }
      ).rows.map((row) => row.id);
      expect(expected).toHaveLength(TIED);
      for (const batchSize of [7, 1000]) {
        const { batches } = await leadsExport(s.t.ctx, actor(), tied.id, batchSize);
        const ids: string[] = [];
        for await (const batch of batches) {
          ids.push(...batch.map((row) => row.id));
          if (ids.length > TIED) break;
        }
        expect(ids, `batch size ${batchSize}`).toEqual(expected);
      }
    });

    it('starts each batch at the cursor in the index: (created_at, id) is one index condition', async () => {
      const query = new PgDialect().sqlToQuery(
        exportBatchQuery(
          s.companyId,
          tied.id,
          { createdAt: '2025-04-01 08:00:00.000001+00', id: '00000000-0000-0000-0000-000000000000' },
          1000,
        ),
      );
      const client = (
        s.t.ctx.db as unknown as {
          $client: { query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };
        }
      ).$client;
      // The test tables are small and unanalysed: without this the planner may read them whole, which
      // says nothing about the index the keyset can use.
      await client.query('set enable_seqscan = off', []);
      try {
        const { rows } = await client.query(`explain (format json) ${query.sql}`, query.params);
        const plan = JSON.stringify(rows[0]);
        // The scan of leads starts after the cursor's (created_at, id): both columns in the index
        // condition, not a range on created_at with the id sifted out row by row afterwards.
        expect(plan).toMatch(/"Index Name":"leads_campaign_created_id_idx"/);
        const condition = /"Index Cond":"([^"]*)"/.exec(plan.replaceAll('\\"', ''))?.[1] ?? '';
        expect(condition).toMatch(/ROW\(created_at, id\) > ROW\(/);
      } finally {
        await client.query('reset enable_seqscan', []);
      }
    });
  });
});
