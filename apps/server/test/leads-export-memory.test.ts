import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CampaignsSeed, seedCampaigns } from './campaigns-fixture.ts';
import {
  insertManyLeads,
  insertPool,
  insertPublishedCampaign,
  LEADS,
  type PublishedCampaign,
} from './leads-fixture.ts';
import { DIALECTS, type TestApp } from './test-app.ts';

const LEAD_COUNT = 100_000;
const MB = 1024 * 1024;
/**
 * Live heap the export may add while it runs. Streaming measured 1-3 MB here; an export that read
 * every batch before writing measured 66 MB on both dialects (the rows alone, before their 15 MB of
 * CSV text), so it fails here.
 */
const HEAP_BUDGET = 20 * MB;

// A full collection before each sample, so that the samples show what the export keeps alive rather
// than garbage that happens not to be collected yet.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const liveHeap = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

/** Calls `sample` before each query the app sends (both drivers query through `$client.query`). */
function onEveryQuery(t: TestApp, sample: () => void): () => void {
  const client = (t.ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  client.query = function query(this: unknown, ...args: unknown[]) {
    sample();
    return original.apply(this, args);
  };
  return () => {
    client.query = original;
  };
}

describe.each(DIALECTS)('leads CSV export memory on %s', (kind) => {
  let s = {} as CampaignsSeed;
  let campaign = {} as PublishedCampaign;
  let address = '';

  beforeAll(async () => {
    s = await seedCampaigns(kind);
    campaign = await insertPublishedCampaign(s.t, s.companyId, 'Viral Wheel');
    await insertManyLeads(s.t, campaign, LEAD_COUNT, await insertPool(s.t, s.companyId, 'Free coffee'));
    // A real socket rather than inject(): light-my-request keeps what a response wrote, which would
    // measure the test harness instead of the export.
    address = await s.t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(() => s.t.close());

  it(`streams ${LEAD_COUNT.toLocaleString('en')} leads with a bounded heap`, async () => {
    const before = liveHeap();
    const startedAt = performance.now();
    // Sampled per chunk received and at every database query, so that memory gathered between two
    // chunks (an export that read every batch before writing) is seen too. A timer would not do:
    // PGlite answers on microtasks, so no timer runs between its queries. It starts before the
    // request, as on PGlite the response headers may arrive only after such an export read everything.
    let peak = before;
    const stopSampling = onEveryQuery(s.t, () => {
      peak = Math.max(peak, liveHeap());
    });
    let bytes = 0;
    let lines = 0;
    let tail = new Uint8Array(0);
    try {
      const response = await fetch(`${address}${LEADS}/${campaign.id}/export.csv`, {
        headers: { authorization: `Bearer ${s.tokens.EDITOR}` },
      });
      expect(response.status).toBe(200);
      if (!response.body) throw new Error('no body');
      let sampledAt = 0;
      for await (const chunk of response.body) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 0x0a) lines++;
        tail = chunk.length >= 200 ? chunk.slice(-200) : Uint8Array.from([...tail, ...chunk].slice(-200));
        if (bytes - sampledAt > MB / 2) {
          sampledAt = bytes;
          peak = Math.max(peak, liveHeap());
        }
      }
    } finally {
      stopSampling();
    }
    const after = liveHeap();
    const growth = Math.max(peak, after) - before;
    console.info(
      `[${kind}] ${LEAD_COUNT} leads, ${(bytes / MB).toFixed(1)} MB of CSV in ${((performance.now() - startedAt) / 1000).toFixed(1)} s; ` +
        `live heap ${(before / MB).toFixed(1)} MB before, peak +${((peak - before) / MB).toFixed(1)} MB, after +${((after - before) / MB).toFixed(1)} MB`,
    );
    expect(lines).toBe(LEAD_COUNT + 1);
    expect(Buffer.from(tail).toString('utf8')).toContain(
      `lead${LEAD_COUNT}@example.com,First${LEAD_COUNT},Lästname ${LEAD_COUNT},`,
    );
    expect(bytes).toBeGreaterThan(15 * MB);
    expect(growth).toBeLessThan(HEAP_BUDGET);
  }, 300_000);
});
