import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LeadExport } from '@gc/contracts/lead-exports';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadExports } from '../src/db/schema/index.ts';
import { createFileStorage } from '../src/lib/file-storage/create-file-storage.ts';
import { runLeadExportSlice } from '../src/modules/exports/lead-export-runner.ts';
import { GENERAL_LEADS_CSV_COLUMNS, leadsCsvHeader } from '../src/modules/leads/leads-csv-headers.ts';
import { type CampaignsSeed, seedCampaigns, UNKNOWN_ID } from './campaigns-fixture.ts';
import { waitFor } from './lead-delivery-timing.ts';
import {
  insertLeads,
  insertPlays,
  insertPool,
  insertPublishedCampaign,
  type PublishedCampaign,
} from './leads-fixture.ts';
import { DIALECTS } from './test-app.ts';

const EXPORTS = '/api/v1/leads/exports';
/** Two leads a part: the seven leads below make several parts, so resumption is visible. */
const PART_ROWS = 2;

/**
 * The general leads export as a background job (issue 16): started, followed by its progress, written
 * in parts to the file storage, resumed after a restart from its last committed part, failed with a
 * reason and retried, downloaded when done, and only ever the acting company's.
 */
describe.each(DIALECTS)('background leads exports on %s', (kind) => {
  let s = {} as CampaignsSeed;
  let spring = {} as PublishedCampaign;
  let summer = {} as PublishedCampaign;
  let foreign = {} as PublishedCampaign;

  beforeAll(async () => {
    s = await seedCampaigns(kind, { EXPORT_PART_ROWS: String(PART_ROWS) });
    spring = await insertPublishedCampaign(s.t, s.companyId, 'Spring Wheel');
    summer = await insertPublishedCampaign(s.t, s.companyId, 'Summer Wheel');
    foreign = await insertPublishedCampaign(s.t, s.other.id, 'Foreign Wheel');
    // Five of Spring's leads share one created_at (one transaction): the keyset is (created_at, id).
    const shared = new Date('2025-03-01T10:00:00Z');
    const [winner] = await insertLeads(s.t, spring, [
      { email: 'a@spring.test', createdAt: shared },
      { email: 'b@spring.test', createdAt: shared },
      { email: 'c@spring.test', createdAt: shared },
      { email: 'd@spring.test', createdAt: shared },
      { email: 'e@spring.test', createdAt: shared },
    ]);
    await insertLeads(s.t, summer, [
      { email: 'first@summer.test', createdAt: new Date('2025-03-05T08:00:00Z') },
      { email: 'second@summer.test', createdAt: new Date('2025-03-06T08:00:00Z') },
    ]);
    await insertLeads(s.t, foreign, [{ email: 'secret@foreign.test', createdAt: shared }]);
    const pool = await insertPool(s.t, s.companyId, 'Free coffee');
    await insertPlays(s.t, spring, [
      { leadId: winner.id, page: 'win', poolId: pool, voucherCode: 'C-1', createdAt: new Date('2025-03-01T10:01:00Z') },
    ]);
  });
  afterAll(async () => {
    await s.t.ctx.integrations.stop();
    await s.t.close();
  });

  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, token = s.tokens.EDITOR) =>
    s.t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });

  async function start(body: object, token = s.tokens.EDITOR): Promise<LeadExport> {
    const response = await send('POST', EXPORTS, body, token);
    expect(response.statusCode, response.body).toBe(202);
    return response.json().data;
  }
  const status = async (id: string, token = s.tokens.EDITOR): Promise<LeadExport> =>
    (await send('GET', `${EXPORTS}/${id}`, undefined, token)).json().data;
  const finished = (id: string) =>
    waitFor(`export ${id} done`, async () => {
      const current = await status(id);
      return current.status === 'done' && current;
    });

  async function emailsOf(id: string) {
    const response = await send('GET', `${EXPORTS}/${id}/file`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows: string[][] = parse(response.rawPayload, { bom: true });
    expect(rows[0]).toEqual(leadsCsvHeader('en', GENERAL_LEADS_CSV_COLUMNS));
    return rows.slice(1).map((row) => row[2]);
  }

  /** The same leads by the direct download (GET /api/v1/leads/export.csv), in one response. */
  async function directEmails() {
    const response = await send('GET', '/api/v1/leads/export.csv');
    const rows: string[][] = parse(response.rawPayload, { bom: true });
    return rows.slice(1).map((row) => row[2]);
  }

  const SPRING = ['a@spring.test', 'b@spring.test', 'c@spring.test', 'd@spring.test', 'e@spring.test'];

  it('shows an export waiting, then its progress, and resumes after a restart from its last part', async () => {
    const created = await start({});
    expect(created).toMatchObject({ status: 'queued', total: null, processed: 0, rows: 0, campaignNames: [] });
    // A process writes one part and dies: the export is running, two leads of seven read, its lease held.
    const storage = createFileStorage(s.t.ctx.config);
    const slice = { partRows: PART_ROWS, sliceMs: 60_000, leaseMs: 60_000 };
    expect(await runLeadExportSlice(s.t.ctx.db, storage, created.id, { ...slice, maxParts: 1 })).toBe('more');
    expect(await status(created.id)).toMatchObject({ status: 'running', total: 7, processed: 2, rows: 2 });
    const [afterCrash] = await s.t.ctx.db.select().from(leadExports).where(eq(leadExports.id, created.id));
    expect(afterCrash.parts).toHaveLength(1);
    const download = await send('GET', `${EXPORTS}/${created.id}/file`);
    expect(download.statusCode).toBe(409);
    expect(download.json().code).toBe('EXPORT_NOT_READY');

    // The restart: the dead process's lease has lapsed, the queue starts, the export continues.
    await s.t.ctx.db
      .update(leadExports)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(leadExports.id, created.id));
    await s.t.ctx.integrations.start();
    const done = await finished(created.id);
    expect(done).toMatchObject({ total: 7, processed: 7, rows: 7, error: null });
    const [row] = await s.t.ctx.db.select().from(leadExports).where(eq(leadExports.id, created.id));
    // The first part is the one written before the restart: continued, not started over.
    expect(row.parts[0]).toBe(afterCrash.parts[0]);
    expect(row.parts.length).toBeGreaterThanOrEqual(4);
    // Every lead once, in the keyset's order (the direct download's), although five share one created_at.
    const emails = await emailsOf(created.id);
    expect([...emails].sort()).toEqual([...SPRING, 'first@summer.test', 'second@summer.test'].sort());
    expect(emails).toEqual(await directEmails());
    const response = await send('GET', `${EXPORTS}/${created.id}/file`);
    expect(Number(response.headers['content-length'])).toBe(done.bytes);
  });

  it('keeps to the filters: campaigns, days of the company time zone, outcome', async () => {
    const bySummer = await start({ campaignIds: [summer.id], from: '2025-03-06' });
    expect(bySummer.campaignNames).toEqual(['Summer Wheel']);
    expect(await finished(bySummer.id)).toMatchObject({ total: 1, rows: 1 });
    expect(await emailsOf(bySummer.id)).toEqual(['second@summer.test']);

    const winners = await start({ outcome: 'won' });
    // Progress counts the leads read; the file holds those the outcome keeps.
    expect(await finished(winners.id)).toMatchObject({ total: 7, processed: 7, rows: 1 });
    expect(await emailsOf(winners.id)).toEqual(['a@spring.test']);

    const none = await start({ campaignIds: [spring.id], to: '2025-02-28' });
    expect(await finished(none.id)).toMatchObject({ total: 0, rows: 0 });
    expect(await emailsOf(none.id)).toEqual([]);
  });

  it('lists the company’s exports, newest first, and deletes a finished one with its file', async () => {
    const listed = (await send('GET', EXPORTS)).json().data as LeadExport[];
    expect(listed.length).toBeGreaterThanOrEqual(4);
    expect(listed.map((e) => e.createdAt)).toEqual([...listed.map((e) => e.createdAt)].sort().reverse());
    const last = listed[0];
    expect((await send('DELETE', `${EXPORTS}/${last.id}`)).statusCode).toBe(204);
    expect((await send('GET', `${EXPORTS}/${last.id}`)).statusCode).toBe(404);
  });

  it('a failed export says why, and a retry continues it', async () => {
    // The file storage cannot be written: its folder's place is taken by a file.
    const folder = join(s.t.ctx.config.dataDir, 'files');
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(s.t.ctx.config.dataDir, { recursive: true });
    writeFileSync(folder, 'not a folder');
    try {
      const created = await start({ campaignIds: [summer.id] });
      const failed = await waitFor(
        'the export to fail',
        async () => {
          const current = await status(created.id);
          return current.status === 'failed' && current;
        },
        45_000,
      );
      expect(failed.error).toMatch(/^The export stopped: .*(ENOTDIR|EEXIST)/);
      // The operator gives the storage its folder back.
      rmSync(folder, { force: true });
      mkdirSync(folder);
      const retried = await send('POST', `${EXPORTS}/${created.id}/retry`);
      expect(retried.statusCode).toBe(200);
      expect(retried.json().data).toMatchObject({ status: 'queued', error: null });
      await finished(created.id);
      expect(await emailsOf(created.id)).toEqual(['first@summer.test', 'second@summer.test']);
      const again = await send('POST', `${EXPORTS}/${created.id}/retry`);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('EXPORT_NOT_FAILED');
    } finally {
      rmSync(folder, { recursive: true, force: true });
      mkdirSync(folder);
    }
  }, 60_000);

  it("never starts, shows nor hands out another company's export", async () => {
    const theirs = await start({}, s.otherEditor);
    let seen: LeadExport | undefined;
    const done = await waitFor('their export', async () => {
      seen = await status(theirs.id, s.otherEditor);
      return seen.status === 'done' && seen;
    }).catch((error: unknown) => {
      throw new Error(`${error}: ${JSON.stringify(seen)}`);
    });
    expect(done.rows).toBe(1);
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/file'],
      ['POST', '/retry'],
      ['DELETE', ''],
    ] as const) {
      const response = await send(method, `${EXPORTS}/${theirs.id}${path}`);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json().code).toBe('EXPORT_NOT_FOUND');
    }
    const mine = (await send('GET', EXPORTS)).json().data as LeadExport[];
    expect(mine.map((e) => e.id)).not.toContain(theirs.id);
    for (const ids of [[foreign.id], [spring.id, foreign.id], [UNKNOWN_ID]]) {
      const response = await send('POST', EXPORTS, { campaignIds: ids });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('CAMPAIGN_NOT_FOUND');
    }
  });

  it('refuses bad filters with 400 problem+json naming the field', async () => {
    for (const [body, field] of [
      [{ campaignIds: ['nope'] }, 'campaignIds'],
      [{ campaignIds: 'x' }, 'campaignIds'],
      [{ from: '2025-13-01' }, 'from'],
      [{ from: '2025-03-05', to: '2025-03-01' }, 'to'],
      [{ outcome: 'maybe' }, 'outcome'],
      [{ language: 'de' }, 'language'],
    ] as const) {
      const response = await send('POST', EXPORTS, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(response.json().violations)).toContain(field);
    }
    const badId = await send('GET', `${EXPORTS}/not-an-id`);
    expect(badId.statusCode).toBe(400);
    expect(badId.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('answers the view roles only, and only with EXPORTS on', async () => {
    expect((await send('GET', EXPORTS, undefined, s.tokens.VIEWER)).statusCode).toBe(200);
    for (const token of [s.tokens.CREATOR, s.tokens.USER_ADMIN]) {
      expect((await send('GET', EXPORTS, undefined, token)).statusCode).toBe(403);
      expect((await send('POST', EXPORTS, {}, token)).statusCode).toBe(403);
    }
    const setExports = (enabled: boolean) =>
      s.api.put('/api/v1/flags/EXPORTS', { enabled, companyId: s.companyId }, s.tokens.SUPER_ADMIN);
    expect((await setExports(false)).status).toBe(200);
    try {
      for (const response of [await send('GET', EXPORTS), await send('POST', EXPORTS, {})]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().detail).toBe('Exports are not enabled for your company.');
      }
    } finally {
      expect((await setExports(true)).status).toBe(200);
    }
  });
});
