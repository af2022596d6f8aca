import { CAMPAIGN_TYPES } from '@gc/contracts/campaign-types';
import type { CampaignTemplate, CampaignTypeInfo } from '@gc/contracts/campaigns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN, type CampaignsSeed, insertCampaigns, RESOURCES, seedCampaigns } from './campaigns-fixture.ts';
import { addCompany, logIn } from './companies-fixture.ts';
import { DIALECTS } from './test-app.ts';

const day = (n: number) => new Date(Date.UTC(2025, 4, 1 + n));

describe.each(DIALECTS)('campaign overview and wizard resources on %s', (kind) => {
  let s = {} as CampaignsSeed;
  /** A company of its own, so that the counts are exactly what this suite inserted. */
  let counted: { id: string; editor: string; empty: string };
  beforeAll(async () => {
    s = await seedCampaigns(kind);
    const company = await addCompany(s.t, {
      name: 'Counted Company',
      users: [{ email: 'editor@counted.test', roles: ['EDITOR'] }],
    });
    const empty = await addCompany(s.t, { name: 'Empty', users: [{ email: 'editor@empty.test', roles: ['EDITOR'] }] });
    counted = {
      id: company.id,
      editor: (await logIn(s.t, 'editor@counted.test')).accessToken,
      empty: (await logIn(s.t, empty.users[0].email)).accessToken,
    };
    await insertCampaigns(s.t, company.id, [
      { name: 'Count A1', status: 'ACTIVE', createdAt: day(1) },
      { name: 'Count A2', status: 'ACTIVE', createdAt: day(2) },
      { name: 'Count I1', status: 'INACTIVE', createdAt: day(3) },
      { name: 'Count D1', status: 'DRAFT', createdAt: day(4) },
      { name: 'Count D2', status: 'DRAFT', createdAt: day(5) },
      { name: 'Count D3', status: 'DRAFT', createdAt: day(6) },
      { name: 'Count S1', status: 'SCHEDULED', createdAt: day(7) },
      { name: 'Count X1', status: 'DELETED', createdAt: day(8) },
    ]);
  });
  afterAll(() => s.t.close());

  describe('overview', () => {
    it('counts campaigns per status and lists the latest five live ones, newest first', async () => {
      const response = await s.api.get(`${CAMPAIGN}/overview`, counted.editor);
      expect(response.status).toBe(200);
      expect(response.body.data.counts).toEqual({ ACTIVE: 2, INACTIVE: 1, DRAFT: 3, SCHEDULED: 1, DELETED: 1 });
      expect(response.body.data.latest.map((c: { name: string }) => c.name)).toEqual([
        'Count S1',
        'Count D3',
        'Count D2',
        'Count D1',
        'Count I1',
      ]);
    });

    it('answers zeros and an empty list for a company without campaigns', async () => {
      const response = await s.api.get(`${CAMPAIGN}/overview`, counted.empty);
      expect(response.body.data).toEqual({
        counts: { ACTIVE: 0, INACTIVE: 0, DRAFT: 0, SCHEDULED: 0, DELETED: 0 },
        latest: [],
      });
    });

    it('a super admin sees the viewed company', async () => {
      const response = await s.api.get(`${CAMPAIGN}/overview?companyViewId=${counted.id}`, s.tokens.SUPER_ADMIN);
      expect(response.body.data.counts.DRAFT).toBe(3);
      expect((await s.api.get(`${CAMPAIGN}/overview?companyViewId=${counted.id}`, s.tokens.EDITOR)).status).toBe(403);
    });
  });

  describe('campaign types', () => {
    it('lists every type, every one with its game available, and no noDelivery for the advanced wheel', async () => {
      const response = await s.api.get(`${RESOURCES}/campaign-types`, s.tokens.EDITOR);
      expect(response.status).toBe(200);
      const types: CampaignTypeInfo[] = response.body.data;
      expect(types).toHaveLength(17);
      expect(types.map((t) => t.type)).toEqual([...CAMPAIGN_TYPES]);
      const byType = Object.fromEntries(types.map((t) => [t.type, t]));
      expect(byType['spin-the-wheel']).toEqual({
        type: 'spin-the-wheel',
        isAvailable: true,
        registrationTypes: ['', 'appSolution', 'urlParameters', 'noDelivery'],
      });
      expect(byType['advanced-spin-the-wheel']).toEqual({
        type: 'advanced-spin-the-wheel',
        isAvailable: true,
        registrationTypes: ['', 'appSolution', 'urlParameters'],
      });
      expect(byType.memory.isAvailable).toBe(true);
      expect(byType.survey.isAvailable).toBe(true);
      expect(types.filter((t) => !t.isAvailable)).toEqual([]);
      expect(byType['scratch-card'].registrationTypes).toEqual(['', 'appSolution', 'urlParameters', 'noDelivery']);
    });

    it('is for the wizard: a VIEWER gets 403', async () => {
      expect((await s.api.get(`${RESOURCES}/campaign-types`, s.tokens.VIEWER)).status).toBe(403);
      expect((await s.api.get(`${RESOURCES}/campaign-types`, s.tokens.CREATOR)).status).toBe(200);
    });
  });

  describe('company templates', () => {
    const templates = async (type: string, token = s.tokens.EDITOR) => {
      const response = await s.api.get(`${RESOURCES}/company-templates/${type}`, token);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data as CampaignTemplate[];
    };

    it("offers the default template and the company's own live campaigns of that type, newest first", async () => {
      await s.newDraft({ name: 'Template Wheel One' });
      const second = await s.newDraft({ name: 'Template Wheel Two' });
      const gone = await s.newDraft({ name: 'Template Wheel Gone' });
      await s.api.del(`${CAMPAIGN}/${gone.campaign.id}`, undefined, s.tokens.EDITOR);
      await s.newDraft({ name: 'Template Advanced', campaignType: 'advanced-spin-the-wheel' });
      await s.newDraft({ name: 'Template Elsewhere' }, s.otherEditor);

      const wheel = await templates('spin-the-wheel');
      expect(wheel[0]).toEqual({ id: 'default', name: 'Default template', isDefault: true, logoUrl: null });
      expect(wheel.slice(1).map((t) => t.name)).toEqual(['Template Wheel Two', 'Template Wheel One']);
      expect(wheel[1]).toMatchObject({ id: second.campaign.id, isDefault: false });

      expect((await templates('advanced-spin-the-wheel')).map((t) => t.name)).toEqual([
        'Default template',
        'Template Advanced',
      ]);
      expect((await templates('quiz')).map((t) => t.id)).toEqual(['default']);
      expect((await templates('spin-the-wheel', s.otherEditor)).map((t) => t.name)).toEqual([
        'Default template',
        'Template Elsewhere',
      ]);
    });

    it('answers an unknown type with 400', async () => {
      const response = await s.api.get(`${RESOURCES}/company-templates/pinball`, s.tokens.EDITOR);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.violations).toContainEqual({ field: 'type', message: 'Unknown campaign type' });
    });
  });
});
