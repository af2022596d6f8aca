import type { CampaignDocument } from '@gc/contracts/campaign-document';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../src/db/schema/index.ts';
import { type PublishingSeed, seedPublishing } from './publishing-fixture.ts';
import { DIALECTS } from './test-app.ts';

/**
 * The release a play reads lists exactly the pools its prize slots draw from (common `poolIds`, issue
 * 13), whatever the draft held: a draft saved through the document API may carry any list.
 */
describe.each(DIALECTS)('poolIds of a release (%s)', (kind) => {
  let s = {} as PublishingSeed;
  beforeAll(async () => {
    s = await seedPublishing(kind);
  }, 60_000);
  afterAll(() => s.t.close());

  it('publishes the sectors’ pools as poolIds, not the list the draft held', async () => {
    const campaign = await s.newCampaign('Pool ids release');
    const given = await s.addPool(s.companyId, 'Given by a sector');
    const listedOnly = await s.addPool(s.companyId, 'Listed only');
    await s.giveSectorPool(campaign.id, given);
    const row = await s.rowOf(campaign.id);
    const document = row.document as CampaignDocument;
    const settings = { ...(document.game.settings as object), poolIds: [listedOnly] };
    await s.t.ctx.db
      .update(campaigns)
      .set({ document: { ...document, game: { ...document.game, settings } } })
      .where(eq(campaigns.id, campaign.id));

    expect((await s.publish(campaign.id)).status).toBe(200);
    const [release] = await s.releasesOf(campaign.id);
    const stored = (await s.releaseRow(release.id)).document as CampaignDocument;
    expect((stored.game.settings as { poolIds: string[] }).poolIds).toEqual([given]);
  });
});
