import type { CampaignDocument } from '@gc/contracts/campaign-document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN, type CampaignsSeed, DRAFTS, seedCampaigns, UNKNOWN_ID } from './campaigns-fixture.ts';
import { DIALECTS } from './test-app.ts';

/** Each change, merged into a fresh English-only wheel draft, breaks one rule; the field the builder highlights. */
const INVALID_CHANGES: [string, (document: CampaignDocument) => Record<string, unknown>, string][] = [
  [
    "pages without 'game'",
    (d) => ({ pages: d.pages.map((p) => (p.key === 'game' ? { ...p, included: false } : p)) }),
    'pages.game',
  ],
  [
    'a default language outside the languages',
    () => ({ languageOptions: { defaultLanguage: 'de' } }),
    'languageOptions.defaultLanguage',
  ],
  ['no languages', () => ({ languageOptions: { languages: [] } }), 'languageOptions.languages'],
  ['an unknown language', () => ({ texts: { xx: { 'introduction.title': 'x' } } }), 'texts'],
  [
    'a text of 1001 characters',
    () => ({ texts: { en: { 'introduction.text': 'x'.repeat(1001) } } }),
    'texts.en.introduction.text',
  ],
  ['a malformed text key', () => ({ texts: { en: { 'no key': 'x' } } }), 'texts.en.no key'],
  ['a bad colour', () => ({ styleOptions: { colors: { primary: 'red' } } }), 'styleOptions.colors.primary'],
  [
    'a logo that is not an upload',
    () => ({ styleOptions: { logoImage: 'javascript:alert(1)' } }),
    'styleOptions.logoImage',
  ],
  [
    'a javascript: terms link',
    () => ({ externalLinks: { terms: { source: 'link', links: [{ languageId: 'en', url: 'javascript:alert(1)' }] } } }),
    'externalLinks.terms.links.0.url',
  ],
  [
    'a data: privacy link',
    () => ({
      externalLinks: { privacy: { source: 'link', links: [{ languageId: 'en', url: 'data:text/html,<b>x' }] } },
    }),
    'externalLinks.privacy.links.0.url',
  ],
  [
    'an http(s) link without a host',
    () => ({ externalLinks: { terms: { source: 'link', links: [{ languageId: 'en', url: 'https://?x=1' }] } } }),
    'externalLinks.terms.links.0.url',
  ],
  [
    'an outcome title of 300 characters',
    (d) => ({
      outcomes: d.outcomes.map((o, i) =>
        i === 0 ? { ...o, content: { en: { ...o.content.en, title: 'T'.repeat(300) } } } : o,
      ),
    }),
    'outcomes.0.content.en.title',
  ],
  ['two outcomes with one id', (d) => ({ outcomes: [d.outcomes[0], d.outcomes[0]] }), 'outcomes'],
  ['a wheel of 99 sectors', () => ({ game: { settings: { numberOfSectors: 99 } } }), 'game.settings.numberOfSectors'],
  ['game settings from the future', () => ({ game: { version: 7 } }), 'game'],
  ['an unknown registration type', () => ({ registrationType: 'sms' }), 'registrationType'],
  [
    'a 900 KB text',
    () => ({ texts: { en: { 'introduction.text': 'x'.repeat(900_000) } } }),
    'texts.en.introduction.text',
  ],
  [
    '900 KB of valid texts',
    () => ({
      texts: {
        en: Object.fromEntries(Array.from({ length: 880 }, (_, i) => [`introduction.extra${i}`, 'y'.repeat(1000)])),
      },
    }),
    'texts',
  ],
];

describe.each(DIALECTS)('campaign draft validation on %s', (kind) => {
  let s = {} as CampaignsSeed;
  beforeAll(async () => {
    s = await seedCampaigns(kind);
  });
  afterAll(() => s.t.close());

  let serial = 0;
  const freshDraft = async () => s.newDraft({ name: `Validation ${++serial}` });

  it.each(INVALID_CHANGES)('refuses %s, naming the field and keeping the draft', async (_, change, field) => {
    const created = await freshDraft();
    const response = await s.save(created.campaign.id, change(created.document), 1);
    expect(response.status, JSON.stringify(response.body).slice(0, 500)).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.body.code).toBe('INVALID_DOCUMENT');
    expect(response.body.violations.map((v: { field?: string }) => v.field)).toContain(field);
    for (const violation of response.body.violations) expect(violation.message.length).toBeGreaterThan(5);
    expect(response.body.detail).toBe(response.body.violations[0].message);
    expect(await s.draftOf(created.campaign.id)).toEqual(created);
  });

  it.each(['game', 'texts', 'outcomes'])('refuses a %s nested 100,000 deep (not a 500)', async (field) => {
    const created = await freshDraft();
    const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    const response = await s.t.app.inject({
      method: 'PUT',
      url: `${DRAFTS}/${created.campaign.id}`,
      headers: { authorization: `Bearer ${s.tokens.EDITOR}`, 'content-type': 'application/json' },
      payload: `{"changes":{"${field}":${deep}}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toContainEqual({
      field,
      message: 'This part of the campaign is nested too deeply.',
    });
    expect(await s.draftOf(created.campaign.id)).toEqual(created);
  });

  it('refuses noDelivery for an advanced wheel', async () => {
    const created = await s.newDraft({ name: 'Validation Advanced', campaignType: 'advanced-spin-the-wheel' });
    const response = await s.save(created.campaign.id, { registrationType: 'noDelivery' });
    expect(response.status).toBe(400);
    expect(response.body.violations).toEqual([
      { field: 'registrationType', message: 'This delivery method is not available for this game type.' },
    ]);
    expect(await s.draftOf(created.campaign.id)).toEqual(created);
  });

  it('drops fields the document does not have', async () => {
    const created = await freshDraft();
    const response = await s.save(created.campaign.id, { hacked: true, styleOptions: { injected: 1 } });
    expect(response.status).toBe(200);
    expect(response.body.data.document).not.toHaveProperty('hacked');
    expect(response.body.data.document.styleOptions).not.toHaveProperty('injected');
    expect((await s.rowOf(created.campaign.id)).document).not.toHaveProperty('hacked');
  });

  it.each([
    ['__proto__', '{"changes":{"__proto__":{"polluted":true},"texts":{"en":{"game.title":"x"}}}}'],
    ['a nested __proto__', '{"changes":{"texts":{"en":{"__proto__":{"game.title":"x"}}}}}'],
    ['constructor.prototype', '{"changes":{"constructor":{"prototype":{"polluted":true}}}}'],
  ])('refuses %s keys and pollutes nothing', async (_, payload) => {
    const created = await freshDraft();
    const response = await s.t.app.inject({
      method: 'PUT',
      url: `${DRAFTS}/${created.campaign.id}`,
      headers: { authorization: `Bearer ${s.tokens.EDITOR}`, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await s.draftOf(created.campaign.id)).toEqual(created);
  });

  it.each([
    ['no changes object', {}],
    ['changes that are a list', { changes: [] }],
    ['a revision that is text', { changes: {}, baseRevision: 'latest' }],
  ])('answers a request with %s with 400', async (_, body) => {
    const created = await freshDraft();
    const response = await s.api.put(`${DRAFTS}/${created.campaign.id}`, body, s.tokens.EDITOR);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
  });

  it('answers a body over the limit with 413', async () => {
    const created = await freshDraft();
    const response = await s.save(created.campaign.id, { texts: { en: { 'game.text': 'x'.repeat(1_100_000) } } });
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses to save a deleted campaign', async () => {
    const created = await freshDraft();
    await s.api.del(`${CAMPAIGN}/${created.campaign.id}`, undefined, s.tokens.EDITOR);
    const response = await s.save(created.campaign.id, { texts: { en: { 'game.title': 'Too late' } } });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('INVALID_STATUS_CHANGE');
    expect((await s.draftOf(created.campaign.id)).revision).toBe(1);
  });

  it("answers 404 CAMPAIGN_NOT_FOUND for another company's or an unknown campaign", async () => {
    const foreign = await s.newDraft({ name: 'Validation Foreign' }, s.otherEditor);
    for (const id of [foreign.campaign.id, UNKNOWN_ID]) {
      const read = await s.api.get(`${DRAFTS}/${id}`, s.tokens.EDITOR);
      expect(read.status).toBe(404);
      expect(read.body.code).toBe('CAMPAIGN_NOT_FOUND');
      const save = await s.save(id, { texts: { en: { 'game.title': 'Not mine' } } });
      expect(save.status).toBe(404);
      expect(save.body.code).toBe('CAMPAIGN_NOT_FOUND');
    }
    expect(await s.draftOf(foreign.campaign.id, s.otherEditor)).toEqual(foreign);
  });
});
