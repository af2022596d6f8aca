import { CAMPAIGN_DOCUMENT_VERSION, type CampaignDocument } from '@gc/contracts/campaign-document';
import type { LanguageCode } from '@gc/contracts/languages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../src/db/schema/index.ts';
import { type CampaignsSeed, seedCampaigns } from './campaigns-fixture.ts';
import { DIALECTS } from './test-app.ts';

const adsUrl = (campaignId: string) => `/api/v1/games/campaigns/${campaignId}/ads`;
const AD = { imageUrl: 'https://cdn.example/summer-sale.png', linkUrl: 'https://shop.example/sale', altTexts: {} };

describe.each(DIALECTS)('campaign ads (§7 GET/PUT /campaigns/{id}/ads) on %s', (kind) => {
  let s = {} as CampaignsSeed;
  beforeAll(async () => {
    s = await seedCampaigns(kind);
  });
  afterAll(() => s.t.close());

  const retailerDraft = async (name: string, languages: LanguageCode[] = ['en', 'de']) =>
    (await s.newDraft({ name, campaignType: 'retailer-wheel', languages })).campaign.id;

  it('starts without an ad, saves the image, link and alt texts into the draft, and reads them back', async () => {
    const id = await retailerDraft('Ads Round Trip');
    const empty = await s.api.get(adsUrl(id), s.tokens.EDITOR);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ imageUrl: null, linkUrl: '', altTexts: { en: '', de: '' } });

    const saved = await s.api.put(
      adsUrl(id),
      { ...AD, altTexts: { en: 'Summer sale: 20 % off', de: 'Sommerschlussverkauf: 20 % Rabatt' } },
      s.tokens.EDITOR,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      ...AD,
      altTexts: { en: 'Summer sale: 20 % off', de: 'Sommerschlussverkauf: 20 % Rabatt' },
    });
    // The draft holds it, as the builder and the next publish read it.
    const document = (await s.draftOf(id)).document;
    expect(document.ad).toEqual({ imageUrl: AD.imageUrl, linkUrl: AD.linkUrl });
    expect(document.altTexts.de?.['ad.image']).toBe('Sommerschlussverkauf: 20 % Rabatt');
    expect((await s.api.get(adsUrl(id), s.tokens.VIEWER)).body.data.imageUrl).toBe(AD.imageUrl);
  });

  it('refuses a link or image that is not a web address, and a language the campaign lacks, keeping the saved ad', async () => {
    const id = await retailerDraft('Ads Bad Input');
    expect((await s.api.put(adsUrl(id), AD, s.tokens.EDITOR)).status).toBe(200);
    const bad = [
      { ...AD, linkUrl: 'javascript:alert(1)' },
      { ...AD, imageUrl: 'http://plain.example/ad.png' },
      { ...AD, altTexts: { fr: 'Soldes' } },
      { ...AD, altTexts: { en: 'x'.repeat(300) } },
      { imageUrl: AD.imageUrl },
    ];
    for (const body of bad) {
      const response = await s.api.put(adsUrl(id), body, s.tokens.EDITOR);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.violations?.length ?? 0, JSON.stringify(response.body)).toBeGreaterThan(0);
    }
    expect((await s.api.get(adsUrl(id), s.tokens.EDITOR)).body.data).toMatchObject({
      imageUrl: AD.imageUrl,
      linkUrl: AD.linkUrl,
    });
  });

  it('reads a draft saved before ads existed (document version 2) as having none, and saves one onto it', async () => {
    const id = await retailerDraft('Ads Version 2');
    const { ad: _new, ...version2 } = { ...((await s.rowOf(id)).document as CampaignDocument), version: 2 };
    await s.t.ctx.db.update(campaigns).set({ document: version2 }).where(eq(campaigns.id, id));
    const migrated = (await s.draftOf(id)).document;
    expect(migrated.ad).toEqual({ imageUrl: null, linkUrl: '' });
    expect(migrated.styleOptions.brand).toBeNull();
    expect((await s.api.put(adsUrl(id), AD, s.tokens.EDITOR)).status).toBe(200);
    expect((await s.draftOf(id)).document).toMatchObject({
      version: CAMPAIGN_DOCUMENT_VERSION,
      ad: { linkUrl: AD.linkUrl },
    });
  });

  it('may be changed by the builder roles only, and not across companies', async () => {
    const id = await retailerDraft('Ads Access');
    expect((await s.api.put(adsUrl(id), AD, s.tokens.VIEWER)).status).toBe(403);
    expect((await s.api.put(adsUrl(id), AD, s.otherEditor)).status).toBe(404);
    expect((await s.api.get(adsUrl(id), s.otherEditor)).status).toBe(404);
    expect((await s.draftOf(id)).document.ad.imageUrl).toBeNull();
  });
});
