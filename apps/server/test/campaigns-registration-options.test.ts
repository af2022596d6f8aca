import { CAMPAIGN_DOCUMENT_VERSION, type CampaignDocument } from '@gc/contracts/campaign-document';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignReleases, campaigns } from '../src/db/schema/index.ts';
import { type PublishingSeed, seedPublishing } from './publishing-fixture.ts';
import { DIALECTS } from './test-app.ts';

const BOTH_ON = { requiresEmailVerification: true, showsVoucherOnlyInEmail: true };
const BOTH_OFF = { requiresEmailVerification: false, showsVoucherOnlyInEmail: false };

/** The registration options of issue 9 in the campaign document: saved, validated, versioned, frozen. */
describe.each(DIALECTS)('registration options of a campaign (%s)', (kind) => {
  let s = {} as PublishingSeed;
  beforeAll(async () => {
    s = await seedPublishing(kind);
  });
  afterAll(() => s.t.close());

  const published = async (slug: string) =>
    (await s.api.get(`/api/play/campaigns/${slug}`)).body.data.document as CampaignDocument;

  it('starts with both off, saves them in the draft key by key and refuses anything but true or false', async () => {
    const campaign = await s.newCampaign('Registration options');
    const draft = await s.draftOf(campaign.id);
    expect(draft.document.version).toBe(CAMPAIGN_DOCUMENT_VERSION);
    expect(draft.document.registrationOptions).toEqual(BOTH_OFF);

    expect((await s.save(campaign.id, { registrationOptions: BOTH_ON })).status).toBe(200);
    expect((await s.draftOf(campaign.id)).document.registrationOptions).toEqual(BOTH_ON);
    expect((await s.save(campaign.id, { registrationOptions: { showsVoucherOnlyInEmail: false } })).status).toBe(200);
    expect((await s.draftOf(campaign.id)).document.registrationOptions).toEqual({
      requiresEmailVerification: true,
      showsVoucherOnlyInEmail: false,
    });

    const refused = await s.save(campaign.id, { registrationOptions: { requiresEmailVerification: 'yes' } });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('INVALID_DOCUMENT');
    expect(refused.body.violations).toContainEqual(
      expect.objectContaining({ field: 'registrationOptions.requiresEmailVerification' }),
    );
    expect((await s.draftOf(campaign.id)).document.registrationOptions.requiresEmailVerification).toBe(true);
  });

  it('freezes them into the release: the published page keeps the release’s until it is republished', async () => {
    const campaign = await s.newCampaign('Registration options frozen');
    await s.save(campaign.id, { registrationOptions: BOTH_ON });
    expect((await s.publish(campaign.id)).status).toBe(200);
    expect((await published(campaign.slug)).registrationOptions).toEqual(BOTH_ON);

    await s.save(campaign.id, { registrationOptions: BOTH_OFF });
    expect((await published(campaign.slug)).registrationOptions).toEqual(BOTH_ON);
    expect((await s.publish(campaign.id)).status).toBe(200);
    // The published campaign may be cached by the player API for a moment: read the release itself.
    const [row] = await s.t.ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    const [release] = await s.t.ctx.db
      .select()
      .from(campaignReleases)
      .where(eq(campaignReleases.id, row.currentReleaseId as string));
    expect((release.document as CampaignDocument).registrationOptions).toEqual(BOTH_OFF);
  });

  it('reads a draft and a release saved before the options existed (version 1) with both off', async () => {
    const campaign = await s.newCampaign('Registration options v1');
    expect((await s.publish(campaign.id)).status).toBe(200);
    const [row] = await s.t.ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    const { registrationOptions: _new, ...version1 } = { ...(row.document as CampaignDocument), version: 1 };
    await s.t.ctx.db.update(campaigns).set({ document: version1 }).where(eq(campaigns.id, campaign.id));
    await s.t.ctx.db
      .update(campaignReleases)
      .set({ document: version1 })
      .where(eq(campaignReleases.id, row.currentReleaseId as string));

    const draft = await s.draftOf(campaign.id);
    expect(draft.document.version).toBe(CAMPAIGN_DOCUMENT_VERSION);
    expect(draft.document.registrationOptions).toEqual(BOTH_OFF);
    expect((await s.save(campaign.id, { registrationOptions: { requiresEmailVerification: true } })).status).toBe(200);
    const live = await s.api.get(`/api/play/campaigns/${campaign.slug}`);
    expect(live.status).toBe(200);
    expect(live.body.data.document.registrationOptions).toEqual(BOTH_OFF);
  });
});
