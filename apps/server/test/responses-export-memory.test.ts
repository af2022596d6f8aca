import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { SURVEY_DEFAULTS } from '@gc/games/survey/definition';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTokens } from './companies-fixture.ts';
import { type PlaySeed, seedPlay } from './play-fixture.ts';
import { DIALECTS } from './test-app.ts';

const RESPONSE_COUNT = 100_000;
const MB = 1024 * 1024;
/** The budget: a survey export of 100,000 responses adds at most 50 MB of live heap. */
const HEAP_BUDGET = 50 * MB;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const liveHeap = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

/**
 * The survey's responses export, as a download through a real socket (light-my-request would keep the
 * whole body), in both formats: the live heap sampled at every chunk must stay within the budget.
 */
describe.each(DIALECTS)('survey responses export memory on %s', (kind) => {
  let s: PlaySeed;
  let token = '';
  let campaignId = '';
  let address = '';

  beforeAll(async () => {
    s = await seedPlay(kind);
    ({ EDITOR: token } = await demoTokens(s.t, ['EDITOR'] as const));
    const campaign = await s.publishWheel({
      registrationType: 'noDelivery',
      game: { type: 'survey', settings: SURVEY_DEFAULTS },
    });
    campaignId = campaign.id;
    // Decided survey plays as the steps leave them: a pick of each choice, a point of the scale, a text.
    await s.t.ctx.db.execute(sql`
      insert into plays (company_id, campaign_id, release_id, play_day, page, result, state, steps, created_at)
      select c.company_id, c.id, c.current_release_id, (timestamptz '2026-01-01 00:00:00+00' + i * interval '1 second')::date,
        'lose', '{"outcomeId":"outcome-1"}'::jsonb,
        jsonb_build_object('asked', '[]'::jsonb, 'answers', jsonb_build_array(
          jsonb_build_object('questionId', 'question-1', 'answerIds', jsonb_build_array('heard-' || (1 + i % 3)), 'text', ''),
          jsonb_build_object('questionId', 'question-2', 'answerIds', jsonb_build_array('uses-1', 'uses-3'), 'text', ''),
          jsonb_build_object('questionId', 'question-3', 'answerIds', jsonb_build_array('scale-' || (1 + i % 5)), 'text', ''),
          jsonb_build_object('questionId', 'question-4', 'answerIds', '[]'::jsonb, 'text', 'Answer number ' || i))),
        '[]'::jsonb, timestamptz '2026-01-01 00:00:00+00' + i * interval '1 second'
      from campaigns c, generate_series(1, ${RESPONSE_COUNT}) as i
      where c.id = ${campaignId}`);
    address = await s.t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 180_000);
  afterAll(() => s?.t.close());

  it.each(['csv', 'xlsx'])(
    `streams ${RESPONSE_COUNT.toLocaleString('en')} responses as %s with a bounded heap`,
    async (format) => {
      const before = liveHeap();
      const startedAt = performance.now();
      let peak = before;
      let bytes = 0;
      let sampledAt = 0;
      const response = await fetch(`${address}/api/v1/responses/campaigns/${campaignId}/export?format=${format}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      if (!response.body) throw new Error('no body');
      let tail = '';
      for await (const chunk of response.body) {
        bytes += chunk.length;
        if (format === 'csv') tail = (tail + Buffer.from(chunk).toString('utf8')).slice(-200);
        if (bytes - sampledAt > MB) {
          sampledAt = bytes;
          peak = Math.max(peak, liveHeap());
        }
      }
      const after = liveHeap();
      const growth = Math.max(peak, after) - before;
      console.info(
        `[${kind}] ${RESPONSE_COUNT} responses, ${(bytes / MB).toFixed(1)} MB of ${format} in ${((performance.now() - startedAt) / 1000).toFixed(1)} s; ` +
          `live heap peak +${((peak - before) / MB).toFixed(1)} MB, after +${((after - before) / MB).toFixed(1)} MB`,
      );
      if (format === 'csv') expect(tail).toContain(`Answer number ${RESPONSE_COUNT}\r\n`);
      expect(bytes).toBeGreaterThan(format === 'csv' ? 10 * MB : 2 * MB);
      expect(growth).toBeLessThan(HEAP_BUDGET);
    },
    300_000,
  );
});
