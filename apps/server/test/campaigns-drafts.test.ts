import { CAMPAIGN_DOCUMENT_VERSION } from '@gc/contracts/campaign-document';
import { DEFAULT_TEXTS, defaultTextsFor } from '@gc/contracts/campaign-document-defaults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN, type CampaignsSeed, DRAFTS, seedCampaigns } from './campaigns-fixture.ts';
import { DIALECTS } from './test-app.ts';

type Settings = { numberOfSectors: number; playsPerDay: number; multiRegistration: boolean };
const settingsOf = (draft: { document: { game: { settings: unknown } } }) => draft.document.game.settings as Settings;
/** The player's flow: included pages of type page and where each leads. */
const flow = (pages: { key: string; type: string; included: boolean; nextPage: string | null }[]) =>
  pages.filter((p) => p.type === 'page' && p.included).map((p) => `${p.key}->${p.nextPage}`);

describe.each(DIALECTS)('campaign drafts on %s', (kind) => {
  let s = {} as CampaignsSeed;
  beforeAll(async () => {
    s = await seedCampaigns(kind);
  });
  afterAll(() => s.t.close());

  describe('create', () => {
    it("creates a DRAFT with the wheel's defaults and texts in every language", async () => {
      const response = await s.createDraft({ name: 'Draft Wheel', languages: ['en', 'de', 'sr'] });
      expect(response.status).toBe(201);
      const draft = response.body.data;
      expect(draft.campaign).toMatchObject({ name: 'Draft Wheel', status: 'DRAFT', campaignType: 'spin-the-wheel' });
      expect(draft.campaign.templateId).toBe('default');
      expect(draft.campaign.languages.map((l: { shortName: string }) => l.shortName)).toEqual(['en', 'de', 'sr']);
      expect(draft.revision).toBe(1);
      expect(settingsOf(draft)).toMatchObject({ numberOfSectors: 8, playsPerDay: 1 });
      expect(draft.document.languageOptions).toEqual({ languages: ['en', 'de', 'sr'], defaultLanguage: 'en' });
      // Every language starts in its own words; English keeps the wording the journeys rely on.
      for (const language of ['en', 'de', 'sr'] as const) {
        expect(draft.document.texts[language]).toEqual(defaultTextsFor(language));
      }
      expect(draft.document.texts.en).toEqual(DEFAULT_TEXTS);
      expect(draft.document.texts.de['introduction.title']).toBe('Spielen und gewinnen!');
      expect(draft.document.texts.sr['register.button']).toBe('Nastavi');
      expect(flow(draft.document.pages)).toEqual([
        'introduction->register',
        'register->game',
        'game->outcome',
        'outcome->null',
      ]);
    });

    it('gives the advanced wheel its own defaults', async () => {
      const draft = await s.newDraft({ name: 'Draft Advanced', campaignType: 'advanced-spin-the-wheel' });
      expect(settingsOf(draft)).toMatchObject({ numberOfSectors: 8, playsPerDay: 10_000, multiRegistration: true });
    });

    it('leaves the register page out for noDelivery and relinks the flow', async () => {
      const draft = await s.newDraft({ name: 'Draft No Delivery', registrationType: 'noDelivery' });
      expect(draft.document.registrationType).toBe('noDelivery');
      expect(draft.document.pages.find((p) => p.key === 'register')).toMatchObject({ included: false, nextPage: null });
      expect(flow(draft.document.pages)).toEqual(['introduction->game', 'game->outcome', 'outcome->null']);
    });

    it('refuses noDelivery for the advanced wheel', async () => {
      const response = await s.createDraft({
        name: 'Draft Advanced No Delivery',
        campaignType: 'advanced-spin-the-wheel',
        registrationType: 'noDelivery',
      });
      expect(response.status).toBe(400);
      expect(response.body.violations).toContainEqual(expect.objectContaining({ field: 'registrationType' }));
      expect(await s.countNamed('Draft Advanced No Delivery')).toBe(0);
    });

    it('creates a memory draft with its defaults in the campaign languages (issue 11)', async () => {
      const response = await s.createDraft({ name: 'Draft Memory', campaignType: 'memory', languages: ['sr', 'en'] });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const { settings } = response.body.data.document.game;
      expect(settings.tiles).toHaveLength(8);
      expect(settings.outcomes.map((o: { upTimeThreshold: number | null }) => o.upTimeThreshold)).toEqual([60, null]);
      expect(settings.outcomes[0].title).toEqual({ sr: 'Munjevito!', en: 'Lightning fast!' });
    });

    // Every type of §1 has its game since issue 13, so only an unknown one is left to refuse.
    it('refuses an unknown type', async () => {
      const unknown = await s.createDraft({ name: 'Draft Pinball', campaignType: 'pinball' as 'quiz' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.code).toBe('VALIDATION_FAILED');
      expect(unknown.body.violations).toContainEqual({ field: 'campaignType', message: 'Unknown campaign type' });
      expect(await s.countNamed('Draft Survey')).toBe(0);
    });

    it('refuses bad languages and registration types', async () => {
      for (const body of [{ languages: [] }, { languages: ['xx'] }, { registrationType: 'carrierPigeon' }]) {
        const response = await s.createDraft({ name: 'Draft Bad Input', ...(body as object) });
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.code).toBe('VALIDATION_FAILED');
      }
      expect(await s.countNamed('Draft Bad Input')).toBe(0);
    });

    it("copies a company template's texts and adapts them to the chosen languages and registration", async () => {
      const template = await s.newDraft({ name: 'Draft Template', languages: ['en', 'de'] });
      const saved = await s.save(template.campaign.id, {
        texts: { en: { 'introduction.title': 'Spin it!' }, de: { 'introduction.title': 'Dreh es!' } },
        styleOptions: { colors: { primary: '#ff0000' } },
        externalLinks: {
          terms: {
            source: 'external',
            links: [
              { languageId: 'en', url: 'https://example.com/en/terms' },
              { languageId: 'de', url: 'https://example.com/de/terms' },
            ],
          },
        },
      });
      expect(saved.status).toBe(200);

      const draft = await s.newDraft({
        name: 'Draft From Template',
        templateId: template.campaign.id,
        languages: ['de', 'fr'],
        registrationType: 'noDelivery',
      });
      expect(draft.campaign.templateId).toBe(template.campaign.id);
      expect(draft.document.languageOptions).toEqual({ languages: ['de', 'fr'], defaultLanguage: 'de' });
      expect(Object.keys(draft.document.texts).sort()).toEqual(['de', 'fr']);
      expect(draft.document.texts.de?.['introduction.title']).toBe('Dreh es!');
      // A language the template lacks starts from the template's default language.
      expect(draft.document.texts.fr?.['introduction.title']).toBe('Spin it!');
      expect(draft.document.styleOptions.colors.primary).toBe('#ff0000');
      expect(Object.keys(draft.document.outcomes[0].content).sort()).toEqual(['de', 'fr']);
      expect(flow(draft.document.pages)).toEqual(['introduction->game', 'game->outcome', 'outcome->null']);
      expect(draft.document.externalLinks.terms.links).toEqual([
        { languageId: 'de', url: 'https://example.com/de/terms' },
        { languageId: 'fr', url: 'https://example.com/en/terms' },
      ]);
      expect(draft.document.externalLinks.privacy.links.map((l) => l.languageId)).toEqual(['de', 'fr']);
    });

    it("refuses a template of another type, another company's or a deleted one", async () => {
      const advanced = await s.newDraft({ name: 'Draft Tpl Advanced', campaignType: 'advanced-spin-the-wheel' });
      const foreign = await s.newDraft({ name: 'Draft Tpl Foreign' }, s.otherEditor);
      const deleted = await s.newDraft({ name: 'Draft Tpl Deleted' });
      await s.api.del(`${CAMPAIGN}/${deleted.campaign.id}`, undefined, s.tokens.EDITOR);
      for (const templateId of [advanced.campaign.id, foreign.campaign.id, deleted.campaign.id, 'not-an-id']) {
        const response = await s.createDraft({ name: 'Draft Bad Template', templateId });
        expect(response.status, templateId).toBe(400);
        expect(response.body.violations).toEqual([{ field: 'templateId', message: 'This template does not exist.' }]);
      }
      expect(await s.countNamed('Draft Bad Template')).toBe(0);
    });

    it('refuses a name the company already uses, in any case', async () => {
      await s.newDraft({ name: 'Draft Twice' });
      const response = await s.createDraft({ name: 'DRAFT twice' });
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('CAMPAIGN_NAME_TAKEN');
      expect((await s.createDraft({ name: 'Draft Twice' }, s.otherEditor)).status).toBe(201);
    });
  });

  describe('read and save', () => {
    it('reads the document and its revision', async () => {
      const created = await s.newDraft({ name: 'Draft Read' });
      const draft = await s.draftOf(created.campaign.id);
      expect(draft).toEqual(created);
      expect(await s.draftOf(created.campaign.id, s.tokens.VIEWER)).toEqual(created);
    });

    it('merges a change into the draft and counts the revision up', async () => {
      const created = await s.newDraft({ name: 'Draft Merge', languages: ['en', 'de'] });
      const response = await s.save(created.campaign.id, { texts: { de: { 'introduction.title': 'Hallo' } } }, 1);
      expect(response.status).toBe(200);
      const saved = response.body.data;
      expect(saved.revision).toBe(2);
      expect(saved.document.texts.de['introduction.title']).toBe('Hallo');
      expect(saved.document.texts.de['introduction.button']).toBe(defaultTextsFor('de')['introduction.button']);
      expect(saved.document.texts.en).toEqual(DEFAULT_TEXTS);
      expect(saved.document.game).toEqual(created.document.game);
      expect(await s.draftOf(created.campaign.id)).toEqual(saved);
      expect(Date.parse(saved.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

      const next = await s.save(created.campaign.id, { game: { settings: { numberOfSectors: 6 } } }, 2);
      expect(next.body.data.revision).toBe(3);
      expect(settingsOf(next.body.data).numberOfSectors).toBe(6);
      expect(next.body.data.document.texts.de['introduction.title']).toBe('Hallo');
    });

    it('gives outcomes the builder added (NEWID_…) stable ids when it saves them', async () => {
      const created = await s.newDraft({ name: 'Draft New Outcome', languages: ['en'] });
      const added = {
        id: 'NEWID_a1',
        kind: 'extra',
        orderNumber: 2,
        content: { en: { title: 'Runner-up', text: 'Almost!', image: null } },
        customAttributes: null,
      };
      const response = await s.save(created.campaign.id, { outcomes: [...created.document.outcomes, added] }, 1);
      expect(response.status).toBe(200);
      const outcomes = response.body.data.document.outcomes as { id: string; content: { en: { title: string } } }[];
      expect(outcomes.map((o) => o.id).slice(0, 2)).toEqual(['win', 'lose']);
      expect(outcomes[2].id).toMatch(/^outcome-[0-9a-f]{8}$/);
      expect(outcomes[2].content.en.title).toBe('Runner-up');
      expect((await s.draftOf(created.campaign.id)).document.outcomes[2].id).toBe(outcomes[2].id);
    });

    it('keeps the campaign languages in step with the language options', async () => {
      const created = await s.newDraft({ name: 'Draft Languages' });
      const response = await s.save(created.campaign.id, {
        languageOptions: { languages: ['de', 'en', 'fr'], defaultLanguage: 'de' },
      });
      expect(response.status).toBe(200);
      const codes = (languages: { shortName: string }[]) => languages.map((l) => l.shortName);
      expect(codes(response.body.data.campaign.languages)).toEqual(['de', 'en', 'fr']);
      expect((await s.rowOf(created.campaign.id)).languages).toEqual(['de', 'en', 'fr']);
      const listed = (await s.search('search=Draft%20Languages')).body.data.items[0];
      expect(codes(listed.languages)).toEqual(['de', 'en', 'fr']);
    });

    it('refuses a save on top of an older revision and keeps the draft', async () => {
      const created = await s.newDraft({ name: 'Draft Conflict' });
      const id = created.campaign.id;
      expect((await s.save(id, { texts: { en: { 'game.title': 'First' } } }, 1)).status).toBe(200);
      const stale = await s.save(id, { texts: { en: { 'game.title': 'Second' } } }, 1);
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('DRAFT_CONFLICT');
      expect(stale.body.detail).toMatch(/changed elsewhere/);
      const draft = await s.draftOf(id);
      expect(draft.revision).toBe(2);
      expect(draft.document.texts.en?.['game.title']).toBe('First');
      // Without a base revision the save is last-writer-wins.
      expect((await s.save(id, { texts: { en: { 'game.title': 'Third' } } })).body.data.revision).toBe(3);
    });

    it('ignores a version sent in the change', async () => {
      const created = await s.newDraft({ name: 'Draft Version' });
      const response = await s.save(created.campaign.id, { version: 99 });
      expect(response.status).toBe(200);
      expect(response.body.data.document.version).toBe(CAMPAIGN_DOCUMENT_VERSION);
    });
  });

  describe('paths', () => {
    it('answers a malformed id with 400 and an unknown route with 404, never 500', async () => {
      for (const id of ['not-a-uuid', '1', "1'%20or%20'1'='1", '00000000-0000-0000-0000-00000000000g']) {
        const read = await s.api.get(`${DRAFTS}/${id}`, s.tokens.EDITOR);
        expect(read.status, id).toBe(400);
        const save = await s.api.put(`${DRAFTS}/${id}`, { changes: {} }, s.tokens.EDITOR);
        expect(save.status, id).toBe(400);
        expect((await s.api.get(`${CAMPAIGN}/${id}`, s.tokens.EDITOR)).status, id).toBe(400);
      }
    });
  });
});
