import { newCampaignDocument } from '@gc/contracts/campaign-document-defaults';
import { WHEEL_DEFAULTS } from '@gc/games/spin-the-wheel/definition';
import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client.ts';
import type { CampaignRow } from './play.repo.ts';
import { loadCampaignForPlay, PLAY_CAMPAIGN_MAX_AGE_MS } from './published-campaign.ts';

const NOW = Date.UTC(2026, 5, 1, 12);
const RELEASE_ID = '00000000-0000-4000-8000-000000000001';

/** A database answering the campaign and release reads, counting the campaign reads. */
function fakeDb(status: () => string, endMs: number | null = null) {
  const reads = { campaign: 0 };
  const document = newCampaignDocument({
    languages: ['en'],
    registrationType: 'noDelivery',
    game: { version: 1, settings: WHEEL_DEFAULTS },
  });
  const db = {
    execute: async (query: SQL) => {
      const text = query.queryChunks.map((chunk) => JSON.stringify(chunk)).join('');
      if (text.includes('campaign_releases')) {
        return {
          rows: [{ id: RELEASE_ID, number: 1, campaign_type: 'spin-the-wheel', document, publish_options: {} }],
        };
      }
      reads.campaign++;
      const row: CampaignRow = {
        id: 'c1',
        company_id: 'co1',
        slug: 'wheel',
        type: 'spin-the-wheel',
        status: status(),
        start_ms: null,
        end_ms: endMs,
        current_release_id: RELEASE_ID,
        time_zone: 'Europe/Zurich',
      };
      return { rows: row.status === 'DRAFT' ? [] : [row] };
    },
  };
  return { db: db as unknown as DbOrTx, reads };
}

describe('loadCampaignForPlay', () => {
  it('reads the campaign once per interval, and the change after it', async () => {
    let status = 'ACTIVE';
    const { db, reads } = fakeDb(() => status);
    expect((await loadCampaignForPlay(db, 'wheel', NOW)).availability).toBe('live');
    status = 'INACTIVE';
    expect((await loadCampaignForPlay(db, 'wheel', NOW + PLAY_CAMPAIGN_MAX_AGE_MS - 1)).availability).toBe('live');
    expect(reads.campaign).toBe(1);
    expect((await loadCampaignForPlay(db, 'wheel', NOW + PLAY_CAMPAIGN_MAX_AGE_MS)).availability).toBe('ended');
    expect(reads.campaign).toBe(2);
  });

  it('checks the end date on every play, also with a kept row', async () => {
    const { db } = fakeDb(() => 'ACTIVE', NOW + 1_000);
    expect((await loadCampaignForPlay(db, 'wheel', NOW)).availability).toBe('live');
    expect((await loadCampaignForPlay(db, 'wheel', NOW + 1_000)).availability).toBe('ended');
  });

  it('keeps no refusal: a draft is read again on every play', async () => {
    const { db, reads } = fakeDb(() => 'DRAFT');
    await expect(loadCampaignForPlay(db, 'wheel', NOW)).rejects.toMatchObject({ status: 404 });
    await expect(loadCampaignForPlay(db, 'wheel', NOW)).rejects.toMatchObject({ status: 404 });
    expect(reads.campaign).toBe(2);
  });
});
