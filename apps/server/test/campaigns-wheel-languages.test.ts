import type { WheelSector } from '@gc/games/spin-the-wheel/definition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CampaignsSeed, seedCampaigns } from './campaigns-fixture.ts';
import { DIALECTS } from './test-app.ts';

type Draft = { document: { game: { settings: unknown } } };
const sectorsOf = (draft: Draft) => (draft.document.game.settings as { sectors: WheelSector[] }).sectors;
const labels = (draft: Draft, language: string) => sectorsOf(draft).map((sector) => sector.text[language]);

/** Issue 9 item 16: a new wheel speaks the campaign's languages; sectors added in the builder get stable ids. */
describe.each(DIALECTS)('wheel sectors in the campaign languages on %s', (kind) => {
  let s = {} as CampaignsSeed;
  beforeAll(async () => {
    s = await seedCampaigns(kind);
  });
  afterAll(() => s.t.close());

  it('labels a German-only wheel in German, with no English left over', async () => {
    const draft = await s.newDraft({ name: 'Wheel Deutsch', languages: ['de'] });
    expect(labels(draft, 'de')).toEqual([
      'Preis 1',
      'Leider nicht',
      'Preis 2',
      'Leider nicht',
      'Preis 3',
      'Leider nicht',
      'Preis 4',
      'Leider nicht',
    ]);
    expect(sectorsOf(draft).every((sector) => Object.keys(sector.text).join() === 'de')).toBe(true);
  });

  it('labels a Serbian wheel in Serbian (not "Prize 1") and every language of a mixed one in its own words', async () => {
    const serbian = await s.newDraft({ name: 'Wheel Srpski', languages: ['sr'] });
    expect(labels(serbian, 'sr').slice(0, 2)).toEqual(['Nagrada 1', 'Bez dobitka']);
    const mixed = await s.newDraft({
      name: 'Wheel Mixed',
      campaignType: 'advanced-spin-the-wheel',
      languages: ['fr', 'bg', 'en'],
    });
    expect(sectorsOf(mixed)[0].text).toEqual({ fr: 'Lot 1', bg: 'Награда 1', en: 'Prize 1' });
    expect(sectorsOf(mixed)[7].text).toEqual({ fr: 'Pas de chance', bg: 'Без печалба', en: 'No luck' });
  });

  it("gives a copy of a template in new languages the template's own sector texts", async () => {
    const template = await s.newDraft({ name: 'Wheel Template', languages: ['en'] });
    const sectors = sectorsOf(template).map((sector, index) =>
      index === 0 ? { ...sector, text: { en: 'Free coffee' } } : sector,
    );
    const saved = await s.save(template.campaign.id, {
      game: { ...template.document.game, settings: { ...(template.document.game.settings as object), sectors } },
    });
    expect(saved.status).toBe(200);
    const copy = await s.newDraft({
      name: 'Wheel From Template',
      languages: ['de', 'en'],
      templateId: template.campaign.id,
    });
    expect(sectorsOf(copy)[0].text).toEqual({ de: 'Free coffee', en: 'Free coffee' });
  });

  it('replaces a NEWID_ sector id with a stable one on save and keeps it on the next save', async () => {
    const draft = await s.newDraft({ name: 'Wheel New Sector', languages: ['en'] });
    const settings = draft.document.game.settings as { sectors: WheelSector[]; numberOfSectors: number };
    const added: WheelSector = { ...settings.sectors[1], id: 'NEWID_3f2a9c', orderNumber: 8, text: { en: 'Extra' } };
    const response = await s.save(draft.campaign.id, {
      game: {
        ...draft.document.game,
        settings: { ...settings, numberOfSectors: 9, sectors: [...settings.sectors, added] },
      },
    });
    expect(response.status).toBe(200);
    const stored = sectorsOf(await s.draftOf(draft.campaign.id));
    const extra = stored.find((sector) => sector.text.en === 'Extra');
    expect(extra?.id).toMatch(/^sector-[0-9a-f]{8}$/);
    expect(stored.map((sector) => sector.id).filter((id) => id.startsWith('NEWID_'))).toEqual([]);
    expect(new Set(stored.map((sector) => sector.id)).size).toBe(9);
    // The builder edits by the stable id from then on: saving again changes nothing about it.
    const again = await s.save(draft.campaign.id, {
      game: { ...draft.document.game, settings: { ...settings, numberOfSectors: 9, sectors: stored } },
    });
    expect(again.status).toBe(200);
    expect(sectorsOf(await s.draftOf(draft.campaign.id)).map((sector) => sector.id)).toEqual(
      stored.map((sector) => sector.id),
    );
  });
});
