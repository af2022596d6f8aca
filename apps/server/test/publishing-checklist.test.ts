import type { ChecklistItem, PublishChecklist } from '@gc/contracts/publish-checklist';
import type { WheelSector } from '@gc/games/spin-the-wheel/definition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD, NO_PRIZE_SECTORS, type PublishingSeed, seedPublishing } from './publishing-fixture.ts';
import { DIALECTS } from './test-app.ts';

const LINKS = (url: string, languages: string[]) => ({
  terms: { source: 'link', links: languages.map((languageId) => ({ languageId, url })) },
  privacy: { source: 'link', links: languages.map((languageId) => ({ languageId, url })) },
});
const summary = (items: ChecklistItem[]) => items.map((item) => `${item.severity} ${item.code} ${item.field}`);

/** Issue 9 item 15: the publish checklist, its errors and warnings, and publishing refused past an error. */
describe.each(DIALECTS)('publish checklist on %s', (kind) => {
  let s = {} as PublishingSeed;
  beforeAll(async () => {
    s = await seedPublishing(kind);
  });
  afterAll(() => s.t.close());

  const checklistOf = async (campaignId: string, query = '', token = s.tokens.EDITOR) => {
    const response = await s.api.get(`${BUILD}/checklist/${campaignId}${query}`, token);
    expect(response.status).toBe(200);
    return response.body.data as PublishChecklist;
  };
  /** A wheel whose terms and privacy link in English, with its sectors changed as given. */
  async function wheel(name: string, sectors: (base: WheelSector[]) => WheelSector[], languages = ['en']) {
    const draft = await s.newDraft({ name, languages: languages as never });
    const settings = { ...(draft.document.game.settings as object), sectors: sectors(NO_PRIZE_SECTORS) };
    const saved = await s.save(draft.campaign.id, {
      game: { ...draft.document.game, settings },
      externalLinks: LINKS('https://example.com/legal', languages),
    });
    expect(saved.status).toBe(200);
    return draft.campaign.id;
  }
  const pool = async (body: Record<string, unknown>) => {
    const response = await s.api.post('/api/v1/prizes/pools', body, s.tokens.EDITOR);
    expect(response.status).toBe(201);
    return response.body.data.id as string;
  };
  const withPool =
    (poolId: string, oddsBp: number, at = 0) =>
    (base: WheelSector[]) =>
      base.map((sector, index) => (index === at ? { ...sector, poolId, oddsBp, text: { en: 'Coffee' } } : sector));

  it('blocks a new wheel whose "Prize" sectors give nothing, and publishing refuses it with 422 and the items', async () => {
    const draft = await s.newDraft({ name: 'Checklist Default', languages: ['en', 'de'] });
    const checklist = await checklistOf(draft.campaign.id);
    expect(checklist.hasErrors).toBe(true);
    expect(summary(checklist.items)).toEqual([
      'error wheel.prizeLabelWithoutPrize game.settings.sectors.0.poolId',
      'error wheel.prizeLabelWithoutPrize game.settings.sectors.2.poolId',
      'error wheel.prizeLabelWithoutPrize game.settings.sectors.4.poolId',
      'error wheel.prizeLabelWithoutPrize game.settings.sectors.6.poolId',
      'warning wheel.oddsBelowHundred game.settings.sectors',
      'warning consentLinkMissing externalLinks.terms',
      'warning consentLinkMissing externalLinks.privacy',
    ]);
    expect(checklist.items[0].params).toEqual({ position: 1, label: 'Prize 1' });
    expect(checklist.items[0].message).toMatch(/Sector 1 \("Prize 1"\) is labelled as a prize but gives none/);
    expect(checklist.items[4].params).toEqual({ percent: 0, rest: 100 });
    expect(checklist.items[5].params).toEqual({ link: 'terms', languages: 'EN, DE' });

    const refused = await s.publish(draft.campaign.id);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('PUBLISH_CHECKLIST_FAILED');
    expect(refused.body.checklist).toEqual(checklist.items);
    expect(refused.body.violations).toHaveLength(4);
    expect(refused.body.violations[0].field).toBe('game.settings.sectors.0.poolId');
    expect((await s.rowOf(draft.campaign.id)).status).toBe('DRAFT');
    expect(await s.releasesOf(draft.campaign.id)).toEqual([]);
  });

  it('blocks a sector that gives a prize at 0 % odds', async () => {
    const id = await wheel('Checklist Zero Odds', withPool(await pool({ name: 'Zero odds', stock: 5 }), 0, 3));
    const checklist = await checklistOf(id);
    expect(summary(checklist.items.filter((item) => item.severity === 'error'))).toEqual([
      'error wheel.prizeWithoutOdds game.settings.sectors.3.oddsBp',
    ]);
    expect(checklist.items[0].params).toEqual({ position: 4, label: 'Coffee' });
    expect((await s.publish(id)).status).toBe(422);
  });

  it('warns, without blocking, when the odds do not add up to 100 %; publishing goes through', async () => {
    const id = await wheel('Checklist Sixty', withPool(await s.addPool(s.companyId, 'Sixty'), 6000));
    const checklist = await checklistOf(id);
    expect(checklist.hasErrors).toBe(false);
    expect(summary(checklist.items)).toEqual(['warning wheel.oddsBelowHundred game.settings.sectors']);
    expect(checklist.items[0].params).toEqual({ percent: 60, rest: 40 });
    const published = await s.publish(id);
    expect(published.status).toBe(200);
    expect(published.body.data.campaign.status).toBe('ACTIVE');

    const full = await wheel('Checklist Hundred', withPool(await s.addPool(s.companyId, 'Hundred'), 10_000));
    expect((await checklistOf(full)).items).toEqual([]);
  });

  it('warns about a language whose texts are missing, per part, naming the first field to fix', async () => {
    const id = await wheel('Checklist Languages', withPool(await s.addPool(s.companyId, 'Lang'), 10_000));
    const saved = await s.save(id, {
      languageOptions: { languages: ['en', 'fr'], defaultLanguage: 'en' },
      externalLinks: LINKS('https://example.com/legal', ['en', 'fr']),
    });
    expect(saved.status).toBe(200);
    const items = (await checklistOf(id)).items;
    expect(items.map((item) => [item.code, item.field, item.params])).toEqual([
      ['missingTexts', 'texts.fr.introduction.title', { language: 'fr', fallback: 'en', part: 'pages', count: 12 }],
      ['missingTexts', 'outcomes.0.content.fr', { language: 'fr', fallback: 'en', part: 'outcomes', count: 2 }],
      ['missingTexts', 'game.settings.sectors.0.text.fr', { language: 'fr', fallback: 'en', part: 'game', count: 8 }],
    ]);
    expect(items.every((item) => item.severity === 'warning')).toBe(true);
    expect(items[0].message).toBe('Français (FR) misses 12 page texts: its players see them in English (EN).');
    // A new campaign in both languages has them all.
    const both = await s.newDraft({ name: 'Checklist Both Languages', languages: ['en', 'fr'] });
    expect((await checklistOf(both.campaign.id)).items.filter((item) => item.code === 'missingTexts')).toEqual([]);
  });

  it('warns about consent links only where the registration form shows them and no link reaches a language', async () => {
    const id = await wheel('Checklist Consent', (base) => base, ['en', 'de']);
    expect((await checklistOf(id)).items.filter((item) => item.code === 'consentLinkMissing')).toEqual([]);
    await s.save(id, {
      externalLinks: {
        terms: {
          source: 'external',
          links: [
            { languageId: 'en', url: '' },
            { languageId: 'de', url: '' },
          ],
        },
      },
    });
    const consent = (await checklistOf(id)).items.filter((item) => item.code === 'consentLinkMissing');
    expect(consent.map((item) => [item.severity, item.field, item.params])).toEqual([
      ['warning', 'externalLinks.terms', { link: 'terms', languages: 'EN, DE' }],
    ]);
    const noForm = await s.newDraft({ name: 'Checklist No Form', registrationType: 'noDelivery' });
    expect((await checklistOf(noForm.campaign.id)).items.some((item) => item.code === 'consentLinkMissing')).toBe(
      false,
    );
  });

  it('compares a pool’s stock with the winners its odds make: empty without expected plays, short with them', async () => {
    const codes = await pool({ name: 'No codes yet', hasCodes: true });
    const id = await wheel('Checklist Codes', withPool(codes, 5000));
    const stock = (items: ChecklistItem[]) =>
      items
        .filter((item) => item.code.startsWith('pool'))
        .map((item) => [item.severity, item.code, item.field, item.params]);
    expect(stock((await checklistOf(id)).items)).toEqual([
      ['warning', 'poolEmpty', 'game.settings.sectors.0.poolId', { pool: 'No codes yet', unit: 'codes' }],
    ]);
    const short = (await checklistOf(id, '?expectedPlays=100')).items;
    expect(stock(short)).toEqual([
      [
        'warning',
        'poolShort',
        'game.settings.sectors.0.poolId',
        { pool: 'No codes yet', unit: 'codes', remaining: 0, expectedWinners: 50, expectedPlays: 100, percent: 50 },
      ],
    ]);
    expect(short.find((item) => item.code === 'poolShort')?.message).toBe(
      '"No codes yet" has 0 codes left, but 100 plays at 50 % odds make about 50 winners; the rest would lose. Add codes or lower the odds.',
    );

    const counted = await wheel('Checklist Stock', withPool(await pool({ name: 'Hundred mugs', stock: 100 }), 1000));
    expect(stock((await checklistOf(counted, '?expectedPlays=1000')).items)).toEqual([]);
    expect(stock((await checklistOf(counted, '?expectedPlays=1001')).items)[0]).toMatchObject([
      'warning',
      'poolShort',
      'game.settings.sectors.0.poolId',
      { remaining: 100, expectedWinners: 101, unit: 'prizes' },
    ]);
    const unlimited = await wheel('Checklist Unlimited', withPool(await s.addPool(s.companyId, 'Endless'), 10_000));
    expect(stock((await checklistOf(unlimited, '?expectedPlays=100000000')).items)).toEqual([]);
    // Warnings about stock never block.
    expect((await s.publish(counted)).status).toBe(200);
  });

  it('reports a deleted pool as an error', async () => {
    const id = await wheel('Checklist Gone', withPool(await s.addPool(s.companyId, 'Gone soon'), 10_000));
    const [sectorPool] = ((await s.draftOf(id)).document.game.settings as { sectors: WheelSector[] }).sectors;
    const deleted = await s.api.del(`/api/v1/prizes/pools/${sectorPool.poolId}`, undefined, s.tokens.EDITOR);
    expect(deleted.status).toBe(200);
    const checklist = await checklistOf(id);
    expect(summary(checklist.items)).toEqual(['error poolMissing game.settings.sectors.0.poolId']);
    expect((await s.publish(id)).status).toBe(400);
  });

  it('answers only editors of the campaign’s company, and refuses bad expected plays with 400', async () => {
    const id = await wheel('Checklist Access', (base) => base);
    expect((await s.api.get(`${BUILD}/checklist/${id}`, s.tokens.VIEWER)).status).toBe(403);
    const theirs = await s.api.get(`${BUILD}/checklist/${id}`, s.otherEditor);
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('CAMPAIGN_NOT_FOUND');
    for (const bad of ['0', '-5', '1.5', 'many', '100000001']) {
      const response = await s.api.get(`${BUILD}/checklist/${id}?expectedPlays=${bad}`, s.tokens.EDITOR);
      expect(response.status, bad).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await s.api.get(`${BUILD}/checklist/not-a-uuid`, s.tokens.EDITOR)).status).toBe(400);
  });
});
