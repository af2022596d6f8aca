import { describe, expect, it, vi } from 'vitest';
import type { DbOrTx } from '../../db/client.ts';
import { createAnalyticsRollup } from './analytics-rollup.ts';

const ids = { companyId: '00000000-0000-4000-8000-000000000001', campaignId: '00000000-0000-4000-8000-000000000002' };
const at = new Date('2025-05-02T09:41:00Z');

/** The JSON rows each statement sent (the roll-up writes through jsonb_to_recordset). */
function rowsSent(execute: ReturnType<typeof vi.fn>, table: string) {
  return execute.mock.calls.flatMap(([query]) => {
    const chunks = (query as { queryChunks: unknown[] }).queryChunks;
    const text = chunks
      .map((chunk) => (typeof chunk === 'object' && chunk && 'value' in chunk ? String(chunk.value) : ''))
      .join('');
    if (!text.includes(`insert into ${table}`)) return [];
    const json = chunks.find((chunk) => typeof chunk === 'string' && chunk.startsWith('['));
    return JSON.parse(json as string) as Record<string, unknown>[];
  });
}

describe('the analytics roll-up writer', () => {
  it('adds a second’s events up per hour and key, and writes them in one statement', async () => {
    const execute = vi.fn(async () => ({ rows: [] }));
    const rollup = createAnalyticsRollup({ execute } as unknown as DbOrTx, () => {});
    for (let i = 0; i < 3; i++) rollup.count({ ...ids, at, event: 'play' });
    rollup.count({ ...ids, at, event: 'win', dimension: 'pool', value: 'p1' });
    await rollup.flush();
    expect(rowsSent(execute, 'analytics_hourly')).toEqual([
      {
        ...{ campaign_id: ids.campaignId, company_id: ids.companyId },
        hour: '2025-05-02T09:00:00.000Z',
        event: 'play',
        dimension: '',
        value: '',
        count: 3,
      },
      {
        ...{ campaign_id: ids.campaignId, company_id: ids.companyId },
        hour: '2025-05-02T09:00:00.000Z',
        event: 'win',
        dimension: 'pool',
        value: 'p1',
        count: 1,
      },
    ]);
  });

  it('keeps the counts of a failed write for the next flush, and reports the failure', async () => {
    const execute = vi.fn(async () => ({ rows: [] }));
    execute.mockRejectedValueOnce(new Error('connection lost'));
    const errors: unknown[] = [];
    const rollup = createAnalyticsRollup({ execute } as unknown as DbOrTx, (error) => errors.push(error));
    rollup.count({ ...ids, at, event: 'play' });
    await rollup.flush();
    expect(errors).toHaveLength(1);
    rollup.count({ ...ids, at, event: 'play' });
    execute.mockClear();
    await rollup.flush();
    expect(rowsSent(execute, 'analytics_hourly')).toMatchObject([{ event: 'play', count: 2 }]);
  });

  it('writes what it gathered when it stops (graceful shutdown), raw level-3 events included', async () => {
    const execute = vi.fn(async () => ({ rows: [] }));
    const rollup = createAnalyticsRollup({ execute } as unknown as DbOrTx, () => {});
    rollup.start();
    rollup.count({ ...ids, at, event: 'visit' });
    rollup.raw({
      ...ids,
      at,
      event: 'page',
      page: 'game',
      visitor: 'v1',
      device: 'mobile',
      language: 'en',
      referrer: 'direct',
      utm: null,
    });
    await rollup.stop();
    expect(rowsSent(execute, 'analytics_hourly')).toMatchObject([{ event: 'visit', count: 1 }]);
    expect(rowsSent(execute, 'analytics_events')).toMatchObject([{ event: 'page', page: 'game', visitor: 'v1' }]);
  });
});
