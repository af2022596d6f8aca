import type { CampaignDocument } from '@gc/contracts/campaign-document';
import { newCampaignDocument } from '@gc/contracts/campaign-document-defaults';
import type { Campaign } from '@gc/contracts/campaigns';
import type { LanguageCode } from '@gc/contracts/languages';
import { WHEEL_DEFAULTS } from '@gc/games/spin-the-wheel/definition';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignReleases, campaigns } from '../src/db/schema/index.ts';
import { CAMPAIGN, type CampaignsSeed, seedCampaigns } from './campaigns-fixture.ts';
import { NO_PRIZE_SECTORS } from './publishing-fixture.ts';
import { DIALECTS } from './test-app.ts';

const TWICE = { field: 'languages', message: 'A language is listed twice' };
const shortNames = (campaign: Campaign) => campaign.languages.map((language) => language.shortName);

describe.each(DIALECTS)('campaign languages listed twice on %s', (kind) => {
  let s = {} as CampaignsSeed;
  beforeAll(async () => {
    s = await seedCampaigns(kind);
  });
  afterAll(() => s.t.close());

  it('creating with a language twice is refused on the field, and nothing is created', async () => {
    const twice: LanguageCode[][] = [
      ['en', 'en'],
      ['en', 'de', 'en'],
    ];
    for (const languages of twice) {
      const response = await s.createDraft({ name: 'Languages Twice', languages });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.violations).toEqual([TWICE]);
    }
    // From a company template too: the wizard's languages are the new campaign's.
    const template = await s.newDraft({ name: 'Languages Template' });
    const fromTemplate = await s.createDraft({
      name: 'Languages Twice',
      templateId: template.campaign.id,
      languages: ['fr', 'fr'],
    });
    expect(fromTemplate.status).toBe(400);
    expect(fromTemplate.body.violations).toEqual([TWICE]);
    expect(await s.countNamed('Languages Twice')).toBe(0);
  });

  it('saving language options with a language twice is refused, keeping the draft', async () => {
    const created = await s.newDraft({ name: 'Languages Options', languages: ['en', 'de'] });
    const response = await s.save(created.campaign.id, { languageOptions: { languages: ['en', 'de', 'de'] } });
    expect(response.status).toBe(400);
    expect(response.body.violations).toEqual([
      { field: 'languageOptions.languages', message: 'A language is listed twice' },
    ]);
    expect(await s.draftOf(created.campaign.id)).toEqual(created);
  });

  describe('a campaign stored with a language twice (created before the rule)', () => {
    /** What POST answered 201 to before: a new document (and row) with ["en", "de", "en"]. */
    async function storedTwice(name: string) {
      const { campaign } = await s.newDraft({ name });
      const document = newCampaignDocument({
        languages: ['en', 'de', 'en'],
        registrationType: '',
        game: { version: 1, settings: { ...WHEEL_DEFAULTS, sectors: NO_PRIZE_SECTORS } },
      });
      await s.t.ctx.db
        .update(campaigns)
        .set({ document, languages: ['en', 'de', 'en'] })
        .where(eq(campaigns.id, campaign.id));
      return campaign.id;
    }

    it('reads with each language once, in the list too', async () => {
      const id = await storedTwice('Languages Stored Read');
      const draft = await s.draftOf(id);
      expect(draft.document.languageOptions.languages).toEqual(['en', 'de']);
      expect(draft.document.externalLinks.terms.links.map((link) => link.languageId)).toEqual(['en', 'de']);
      expect(shortNames(draft.campaign)).toEqual(['en', 'de']);
      const listed = (await s.search('search=Languages%20Stored%20Read')).body.data.items as Campaign[];
      expect(listed.map(shortNames)).toEqual([['en', 'de']]);
    });

    it('saves, publishes and copies again', async () => {
      const id = await storedTwice('Languages Stored Repair');
      const saved = await s.save(id, { texts: { de: { 'introduction.title': 'Willkommen' } } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect((await s.rowOf(id)).languages).toEqual(['en', 'de']);
      expect(((await s.rowOf(id)).document as CampaignDocument).languageOptions.languages).toEqual(['en', 'de']);

      const published = await s.api.post(
        '/api/v1/build/publish',
        { campaignId: id, campaignType: 'spin-the-wheel', publishOptions: { mode: 1 } },
        s.tokens.EDITOR,
      );
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      const [release] = await s.t.ctx.db.select().from(campaignReleases).where(eq(campaignReleases.campaignId, id));
      expect((release.document as CampaignDocument).languageOptions.languages).toEqual(['en', 'de']);

      const copiedFrom = await storedTwice('Languages Stored Copy');
      const copy = await s.api.post(`${CAMPAIGN}/${copiedFrom}/copy`, undefined, s.tokens.EDITOR);
      expect(copy.status).toBe(201);
      expect(shortNames(copy.body.data)).toEqual(['en', 'de']);
      expect((await s.rowOf(copy.body.data.id)).languages).toEqual(['en', 'de']);
      expect((await s.draftOf(copy.body.data.id)).document.languageOptions.languages).toEqual(['en', 'de']);
    });
  });
});
