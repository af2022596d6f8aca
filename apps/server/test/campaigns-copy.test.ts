import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../src/db/schema/index.ts';
import { CAMPAIGN, type CampaignsSeed, seedCampaigns, UNKNOWN_ID } from './campaigns-fixture.ts';
import { DIALECTS } from './test-app.ts';

describe.each(DIALECTS)('campaign copy on %s', (kind) => {
  let s = {} as CampaignsSeed;
  beforeAll(async () => {
    s = await seedCampaigns(kind);
  });
  afterAll(() => s.t.close());

  const copy = (id: string, token = s.tokens.EDITOR) => s.api.post(`${CAMPAIGN}/${id}/copy`, undefined, token);

  /** An active campaign in debug mode whose draft has been edited, so that its content differs from a new one. */
  async function editedOriginal(name: string) {
    const { campaign } = await s.newDraft({ name, languages: ['en', 'de'], registrationType: 'noDelivery' });
    const saved = await s.save(campaign.id, {
      texts: { de: { 'introduction.title': 'Dreh am Rad' } },
      styleOptions: { colors: { primary: '#123456' } },
    });
    expect(saved.status).toBe(200);
    await s.setStatus(campaign.id, 'ACTIVE');
    await s.t.ctx.db
      .update(campaigns)
      .set({ tags: ['debugModeEnabled', 'usesClientUserId'], productionUrl: 'https://play.example/summer' })
      .where(eq(campaigns.id, campaign.id));
    return campaign.id;
  }

  it('makes a DRAFT named "… (copy)" with the same content, a new id and a new slug', async () => {
    const id = await editedOriginal('Copy Summer');
    const before = await s.draftOf(id);
    const response = await copy(id);
    expect(response.status).toBe(201);
    const copied = response.body.data;
    expect(copied).toMatchObject({ name: 'Copy Summer (copy)', status: 'DRAFT', campaignType: 'spin-the-wheel' });
    expect(copied.id).not.toBe(id);
    expect(copied.slug).not.toBe(before.campaign.slug);
    expect(copied.slug).toMatch(/^copy-summer-copy-[a-z0-9]+$/);
    expect(copied.productionUrl).toBeNull();
    expect(copied.startDate).toBeNull();
    expect(copied.languages.map((l: { shortName: string }) => l.shortName)).toEqual(['en', 'de']);

    const copiedDraft = await s.draftOf(copied.id);
    expect(copiedDraft.document).toEqual(before.document);
    expect(copiedDraft.document.texts.de?.['introduction.title']).toBe('Dreh am Rad');
    expect(copiedDraft.revision).toBe(1);
  });

  it('drops the debug tag and keeps the others', async () => {
    const id = await editedOriginal('Copy Debug');
    const copied = (await copy(id)).body.data;
    expect(copied.tags).toEqual(['usesClientUserId']);
    expect((await s.rowOf(copied.id)).tags).toEqual(['usesClientUserId']);
  });

  it('leaves the original unchanged', async () => {
    const id = await editedOriginal('Copy Original');
    const before = await s.rowOf(id);
    expect((await copy(id)).status).toBe(201);
    expect(await s.rowOf(id)).toEqual(before);
  });

  it('numbers further copies: (copy), (copy 2), (copy 3), in any case', async () => {
    const { campaign } = await s.newDraft({ name: 'Copy Numbered' });
    const names = [];
    for (let i = 0; i < 3; i++) names.push((await copy(campaign.id)).body.data.name);
    expect(names).toEqual(['Copy Numbered (copy)', 'Copy Numbered (copy 2)', 'Copy Numbered (copy 3)']);
    // A copy of a copy is named after the copy.
    const copyOfCopy = (await s.search('search=Copy%20Numbered%20(copy)&sort=name&direction=ASC')).body.data.items[0];
    expect((await copy(copyOfCopy.id)).body.data.name).toBe('Copy Numbered (copy) (copy)');
  });

  it('skips names taken in another case and reuses names of deleted campaigns', async () => {
    const { campaign } = await s.newDraft({ name: 'Copy Cased' });
    const taken = await s.newDraft({ name: 'COPY CASED (COPY)' });
    expect((await copy(campaign.id)).body.data.name).toBe('Copy Cased (copy 2)');
    await s.api.del(`${CAMPAIGN}/${taken.campaign.id}`, undefined, s.tokens.EDITOR);
    expect((await copy(campaign.id)).body.data.name).toBe('Copy Cased (copy)');
  });

  it('keeps the name within 255 characters', async () => {
    const long = `Copy ${'L'.repeat(250)}`;
    const { campaign } = await s.newDraft({ name: long });
    const first = (await copy(campaign.id)).body.data.name;
    const second = (await copy(campaign.id)).body.data.name;
    expect(first).toHaveLength(255);
    expect(first.endsWith(' (copy)')).toBe(true);
    expect(second).toHaveLength(255);
    expect(second.endsWith(' (copy 2)')).toBe(true);
  });

  it("answers 404 for an unknown or another company's campaign", async () => {
    const foreign = (await s.newDraft({ name: 'Copy Foreign' }, s.otherEditor)).campaign.id;
    for (const id of [UNKNOWN_ID, foreign]) {
      const response = await copy(id);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('CAMPAIGN_NOT_FOUND');
    }
    expect(await s.countNamed('Copy Foreign (copy)', s.other.id)).toBe(0);
  });
});
