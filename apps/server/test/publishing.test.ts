import type { CampaignDocument } from '@gc/contracts/campaign-document';
import type { Campaign } from '@gc/contracts/campaigns';
import type { Release } from '@gc/contracts/publishing';
import { WHEEL_DEFAULTS } from '@gc/games/spin-the-wheel/definition';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../src/db/schema/index.ts';
import { UNKNOWN_ID } from './campaigns-fixture.ts';
import { BUILD, type PublishingSeed, seedPublishing } from './publishing-fixture.ts';
import { DIALECTS } from './test-app.ts';

describe.each(DIALECTS)('publishing on %s', (kind) => {
  let s = {} as PublishingSeed;
  beforeAll(async () => {
    s = await seedPublishing(kind);
  });
  afterAll(() => s.t.close());

  describe('publish immediately', () => {
    it('makes the campaign ACTIVE with release 1, its production URL and the release as current', async () => {
      const campaign = await s.newCampaign('Publish Now');
      const before = Date.now();
      const response = await s.publish(campaign.id);
      expect(response.status).toBe(200);
      const { campaign: published, release } = response.body.data as { campaign: Campaign; release: Release };
      expect(published.status).toBe('ACTIVE');
      expect(published.productionUrl).toBe(`http://localhost:3000/p/${campaign.slug}`);
      expect(Date.parse(published.startDate ?? '')).toBeGreaterThanOrEqual(before - 1000);
      expect(published.endDate).toBeNull();
      expect(release).toMatchObject({ campaignId: campaign.id, number: 1, publishedBy: 'editor@demo.test' });

      const row = await s.rowOf(campaign.id);
      expect(row.currentReleaseId).toBe(release.id);
      expect((await s.releaseRow(release.id)).document).toEqual((await s.draftOf(campaign.id)).document);
      expect((await s.api.get(`/api/v1/campaign/${campaign.id}`, s.tokens.EDITOR)).body.data.status).toBe('ACTIVE');
    });

    it('freezes the document: draft edits after publishing leave the release as it was', async () => {
      const campaign = await s.newCampaign('Publish Frozen');
      const { release } = (await s.publish(campaign.id)).body.data;
      const frozen = (await s.releaseRow(release.id)).document as CampaignDocument;
      const saved = await s.save(campaign.id, {
        texts: { en: { 'introduction.title': 'Changed after publishing' } },
      });
      expect(saved.status).toBe(200);
      const after = (await s.releaseRow(release.id)).document as CampaignDocument;
      expect(after).toEqual(frozen);
      expect(JSON.stringify(after)).not.toContain('Changed after publishing');
      expect(JSON.stringify((await s.draftOf(campaign.id)).document)).toContain('Changed after publishing');
    });

    it('republishing an ACTIVE campaign makes release 2, keeps it ACTIVE and lists releases newest first', async () => {
      const campaign = await s.newCampaign('Publish Twice');
      const first = (await s.publish(campaign.id)).body.data;
      await s.save(campaign.id, { texts: { en: { 'introduction.title': 'Second version' } } });
      const second = await s.publish(campaign.id);
      expect(second.status).toBe(200);
      expect(second.body.data.campaign.status).toBe('ACTIVE');
      expect(second.body.data.release.number).toBe(2);
      // It has been live all along: the day it went live stays.
      expect(second.body.data.campaign.startDate).toBe(first.campaign.startDate);
      expect((await s.rowOf(campaign.id)).currentReleaseId).toBe(second.body.data.release.id);
      expect(JSON.stringify((await s.releaseRow(second.body.data.release.id)).document)).toContain('Second version');
      expect((await s.releasesOf(campaign.id)).map((r) => r.number)).toEqual([2, 1]);
    });

    it('gives concurrent publishes of one campaign consecutive numbers', async () => {
      const campaign = await s.newCampaign('Publish Concurrently');
      const responses = await Promise.all(Array.from({ length: 5 }, () => s.publish(campaign.id)));
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      const numbers = responses.map((r) => r.body.data.release.number).sort();
      expect(numbers).toEqual([1, 2, 3, 4, 5]);
      expect((await s.releasesOf(campaign.id)).map((r) => r.number)).toEqual([5, 4, 3, 2, 1]);
    });

    it('takes an end date in the company time zone and refuses one in the past', async () => {
      const campaign = await s.newCampaign('Publish Now Until');
      const ok = await s.publish(campaign.id, { mode: 1, endDate: '2031-01-15T18:30' });
      expect(ok.status).toBe(200);
      expect(ok.body.data.campaign.endDate).toBe('2031-01-15T17:30:00.000Z');

      const past = await s.publish(campaign.id, { mode: 1, endDate: '2020-01-01T00:00' });
      expect(past.status).toBe(400);
      expect(past.body.violations).toContainEqual({
        field: 'publishOptions.endDate',
        message: 'The end must be after the start.',
      });
      expect((await s.releasesOf(campaign.id)).length).toBe(1);
    });
  });

  describe('deactivate', () => {
    it('turns ACTIVE into INACTIVE and keeps the releases; other statuses get 409', async () => {
      const campaign = await s.newCampaign('Publish Deactivate');
      const draftAnswer = await s.deactivate(campaign.id);
      expect(draftAnswer.status).toBe(409);
      expect(draftAnswer.body.code).toBe('INVALID_STATUS_CHANGE');

      await s.publish(campaign.id);
      const response = await s.deactivate(campaign.id);
      expect(response.status).toBe(200);
      expect(response.body.data.status).toBe('INACTIVE');
      expect((await s.releasesOf(campaign.id)).length).toBe(1);
      expect((await s.deactivate(campaign.id)).status).toBe(409);

      // Publishing again continues the numbering.
      expect((await s.publish(campaign.id)).body.data.release.number).toBe(2);
    });

    it('refuses a deleted campaign', async () => {
      const campaign = await s.newCampaign('Publish Deleted');
      await s.api.del(`/api/v1/campaign/${campaign.id}`, undefined, s.tokens.EDITOR);
      expect((await s.publish(campaign.id)).status).toBe(409);
      expect((await s.deactivate(campaign.id)).status).toBe(409);
      expect((await s.rowOf(campaign.id)).status).toBe('DELETED');
    });
  });

  describe('publish options', () => {
    it('debug mode adds the debugModeEnabled tag and publishing without it removes it', async () => {
      const campaign = await s.newCampaign('Publish Debug');
      const on = await s.publish(campaign.id, {
        mode: 1,
        debugModeEnabled: true,
        cookieless: true,
        analytics: { level: 3 },
      });
      expect(on.body.data.campaign.tags).toEqual(['debugModeEnabled']);
      expect((await s.releaseRow(on.body.data.release.id)).publishOptions).toMatchObject({
        mode: 1,
        debugModeEnabled: true,
        cookieless: true,
        analytics: { level: 3 },
      });
      const off = await s.publish(campaign.id, { mode: 1, debugModeEnabled: false });
      expect(off.body.data.campaign.tags).toEqual([]);
      expect((await s.releaseRow(off.body.data.release.id)).publishOptions).toMatchObject({
        cookieless: false,
        analytics: { level: 1 },
      });
    });
  });

  describe('a publishable draft', () => {
    it('accepts a sector with a pool of the company', async () => {
      const campaign = await s.newCampaign('Publish Own Pool');
      await s.giveSectorPool(campaign.id, await s.addPool(s.companyId, 'Own pool'));
      expect((await s.publish(campaign.id)).status).toBe(200);
    });

    it.each(['foreign', 'deleted', 'unknown'] as const)('refuses a sector with a %s pool with 400', async (which) => {
      const campaign = await s.newCampaign(`Publish ${which} Pool`);
      const poolId =
        which === 'foreign'
          ? await s.addPool(s.other.id, 'Their pool')
          : which === 'deleted'
            ? await s.addPool(s.companyId, 'Deleted pool', new Date())
            : UNKNOWN_ID;
      await s.giveSectorPool(campaign.id, poolId);
      const response = await s.publish(campaign.id);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('INVALID_DOCUMENT');
      expect(response.body.violations).toEqual([
        {
          field: 'game.settings.sectors.0.poolId',
          message: 'This prize no longer exists. Choose another prize in the game.',
        },
      ]);
      expect((await s.rowOf(campaign.id)).status).toBe('DRAFT');
      expect(await s.releasesOf(campaign.id)).toEqual([]);
    });

    it('refuses game settings that are not valid by the definition', async () => {
      const campaign = await s.newCampaign('Publish Bad Settings');
      const row = await s.rowOf(campaign.id);
      const document = row.document as CampaignDocument;
      await s.t.ctx.db
        .update(campaigns)
        .set({ document: { ...document, game: { version: 1, settings: { ...WHEEL_DEFAULTS, wheelSpeed: 99 } } } })
        .where(eq(campaigns.id, campaign.id));
      const response = await s.publish(campaign.id);
      expect(response.status).toBe(400);
      expect(response.body.violations[0].field).toBe('game.settings.wheelSpeed');
    });

    it('a stored terms link that is not a web address is named when publishing, and the draft still opens', async () => {
      const campaign = await s.newCampaign('Publish Bad Link');
      const document = (await s.rowOf(campaign.id)).document as CampaignDocument;
      // Written as a save before the host rule would have: it has the shape of an http(s) link, nothing more.
      const terms = { source: 'link', links: [{ languageId: 'en', url: 'https://?utm=1' }] };
      await s.t.ctx.db
        .update(campaigns)
        .set({ document: { ...document, externalLinks: { ...document.externalLinks, terms } } })
        .where(eq(campaigns.id, campaign.id));
      expect((await s.draftOf(campaign.id)).document.externalLinks.terms.links[0].url).toBe('https://?utm=1');
      const response = await s.publish(campaign.id);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('INVALID_DOCUMENT');
      expect(response.body.violations).toEqual([
        { field: 'externalLinks.terms.links.0.url', message: 'Must be an http(s) address' },
      ]);
      expect(await s.releasesOf(campaign.id)).toEqual([]);
      // Fixing the link is the save that makes it publishable again.
      const fixed = await s.save(campaign.id, {
        externalLinks: { terms: { source: 'link', links: [{ languageId: 'en', url: 'https://shop.example/terms' }] } },
      });
      expect(fixed.status).toBe(200);
      expect((await s.publish(campaign.id)).status).toBe(200);
    });

    it('refuses a campaign type that is not the campaign’s', async () => {
      const campaign = await s.newCampaign('Publish Wrong Type');
      const response = await s.api.post(
        `${BUILD}/publish`,
        { campaignId: campaign.id, campaignType: 'advanced-spin-the-wheel', publishOptions: { mode: 1 } },
        s.tokens.EDITOR,
      );
      expect(response.status).toBe(400);
      expect(response.body.violations).toContainEqual(expect.objectContaining({ field: 'campaignType' }));
    });
  });

  describe('the retailers’ publish endpoints (§7 Build)', () => {
    const publishAt = (path: string, campaignId: string, campaignType: string) =>
      s.api.post(`${BUILD}/${path}`, { campaignId, campaignType, publishOptions: { mode: 1 } }, s.tokens.EDITOR);

    it('publish a retailer’s own game and refuse the other games, which stay drafts', async () => {
      const retailer = await s.newCampaign('Retailer Wheel', s.tokens.EDITOR, 'retailer-wheel');
      const partner = await s.newCampaign('Partner Wheel', s.tokens.EDITOR, 'retailer2-wheel');
      const plain = await s.newCampaign('Plain Wheel');

      const wrongRetailer = await publishAt('retailer2/publish', retailer.id, 'retailer-wheel');
      expect(wrongRetailer.status).toBe(400);
      expect(wrongRetailer.body.violations).toContainEqual(expect.objectContaining({ field: 'campaignType' }));
      expect((await publishAt('retailer/publish', plain.id, 'spin-the-wheel')).status).toBe(400);
      expect((await s.rowOf(plain.id)).status).toBe('DRAFT');

      const published = await publishAt('retailer/publish', retailer.id, 'retailer-wheel');
      expect(published.status).toBe(200);
      expect(published.body.data.campaign.status).toBe('ACTIVE');
      expect((await publishAt('retailer2/publish', partner.id, 'retailer2-wheel')).status).toBe(200);
    });
  });

  describe('access', () => {
    it('a VIEWER may not publish or deactivate but may list releases', async () => {
      const campaign = await s.newCampaign('Publish Viewer');
      expect((await s.publish(campaign.id, { mode: 1 }, s.tokens.VIEWER)).status).toBe(403);
      await s.publish(campaign.id);
      expect((await s.deactivate(campaign.id, s.tokens.VIEWER)).status).toBe(403);
      expect((await s.rowOf(campaign.id)).status).toBe('ACTIVE');
      expect((await s.api.get(`${BUILD}/releases/${campaign.id}`, s.tokens.VIEWER)).status).toBe(200);
    });

    it("another company's campaign is not found and stays as it was", async () => {
      const theirs = await s.newCampaign('Publish Theirs', s.otherEditor);
      expect((await s.publish(theirs.id)).status).toBe(404);
      expect((await s.publish(theirs.id)).body.code).toBe('CAMPAIGN_NOT_FOUND');
      expect(
        (
          await s.api.post(
            `${BUILD}/publish`,
            { campaignId: theirs.id, campaignType: 'spin-the-wheel', publishOptions: { mode: 1 } },
            s.otherEditor,
          )
        ).status,
      ).toBe(200);
      expect((await s.deactivate(theirs.id)).status).toBe(404);
      expect((await s.api.get(`${BUILD}/releases/${theirs.id}`, s.tokens.EDITOR)).status).toBe(404);
      expect((await s.rowOf(theirs.id)).status).toBe('ACTIVE');
    });

    it('answers malformed requests with 400, never 500', async () => {
      const campaign = await s.newCampaign('Publish Bad Bodies');
      const bodies: unknown[] = [
        undefined,
        {},
        'publish',
        [],
        { campaignId: 'nope', campaignType: 'spin-the-wheel', publishOptions: { mode: 1 } },
        { campaignId: campaign.id, campaignType: 'lottery', publishOptions: { mode: 1 } },
        { campaignId: campaign.id, campaignType: 'spin-the-wheel' },
        { campaignId: campaign.id, campaignType: 'spin-the-wheel', publishOptions: { mode: 3 } },
        {
          campaignId: campaign.id,
          campaignType: 'spin-the-wheel',
          publishOptions: { mode: 1, analytics: { level: 4 } },
        },
        {
          campaignId: campaign.id,
          campaignType: 'spin-the-wheel',
          publishOptions: { mode: 2, startDate: '2030-06-01' },
        },
        {
          campaignId: campaign.id,
          campaignType: 'spin-the-wheel',
          publishOptions: { mode: 2, startDate: '9999-99-99T99:99' },
        },
        {
          campaignId: campaign.id,
          campaignType: 'spin-the-wheel',
          publishOptions: { mode: 1, debugModeEnabled: 'yes' },
        },
        {
          campaignId: campaign.id,
          campaignType: 'spin-the-wheel',
          publishOptions: { mode: 1, endpoint: 'x'.repeat(5000) },
        },
      ];
      for (const body of bodies) {
        const response = await s.api.post(`${BUILD}/publish`, body, s.tokens.EDITOR);
        // A text body is refused for its media type (415); every other shape by validation.
        expect(response.status, JSON.stringify(body)).toBe(typeof body === 'string' ? 415 : 400);
      }
      for (const body of [undefined, {}, { campaignId: 'x' }, { campaignId: campaign.id, publishOptions: 'x' }]) {
        expect((await s.api.put(`${BUILD}/deactivate`, body, s.tokens.EDITOR)).status, JSON.stringify(body)).toBe(400);
      }
      expect((await s.api.get(`${BUILD}/releases/not-a-uuid`, s.tokens.EDITOR)).status).toBe(400);
      expect((await s.rowOf(campaign.id)).status).toBe('DRAFT');
    });
  });
});
