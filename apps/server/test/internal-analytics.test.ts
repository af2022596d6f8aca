import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CampaignsSeed, seedCampaigns } from './campaigns-fixture.ts';
import { DIALECTS } from './test-app.ts';

const EVENTS = '/api/v1/internal-analytics/events';
const COUNTS = '/api/v1/internal-analytics/counts';

/**
 * Issue 17, flags that gate: INTERNAL_ANALYTICS (spec §6) — the builder's usage events (app-init,
 * logged-out, campaign-opened, analytics-opened) are stored only while the flag is on, as the session's
 * user in the acting company, and a super admin reads their daily counts.
 */
describe.each(DIALECTS)('internal analytics on %s', (kind) => {
  let s = {} as CampaignsSeed;
  let campaignId = '';

  beforeAll(async () => {
    s = await seedCampaigns(kind);
    campaignId = (await s.newDraft({ name: 'Opened wheel' })).campaign.id;
  });
  afterAll(() => s.t.close());

  const setFlag = async (enabled: boolean) => {
    const response = await s.api.put(
      '/api/v1/flags/INTERNAL_ANALYTICS',
      { enabled, companyId: s.companyId },
      s.tokens.SUPER_ADMIN,
    );
    expect(response.status).toBe(200);
  };
  const send = (body: unknown, token = s.tokens.EDITOR) => s.api.post(EVENTS, body, token);
  const counts = async () => {
    const response = await s.api.get(`${COUNTS}?days=7`, s.tokens.SUPER_ADMIN);
    expect(response.status).toBe(200);
    return response.body.data as { eventName: string; events: number; users: number }[];
  };

  it('refuses events while the flag is off (its default) and stores none', async () => {
    const response = await send({ eventName: 'app-init', appVersion: 'abc123' });
    expect(response.status).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(await counts()).toEqual([]);
  });

  it('stores the four events while it is on, counted per day with their users', async () => {
    await setFlag(true);
    try {
      expect((await send({ eventName: 'app-init', appVersion: 'abc123' })).status).toBe(204);
      expect((await send({ eventName: 'app-init', appVersion: 'abc123' }, s.tokens.VIEWER)).status).toBe(204);
      expect((await send({ eventName: 'campaign-opened', campaignId, appVersion: 'abc123' })).status).toBe(204);
      expect((await send({ eventName: 'analytics-opened', campaignId, appVersion: 'abc123' })).status).toBe(204);
      expect((await send({ eventName: 'logged-out', appVersion: 'abc123' })).status).toBe(204);
      const today = await counts();
      expect(today.find((row) => row.eventName === 'app-init')).toMatchObject({ events: 2, users: 2 });
      expect(today.find((row) => row.eventName === 'campaign-opened')).toMatchObject({ events: 1, users: 1 });
      expect(today.map((row) => row.eventName).sort()).toEqual(
        ['analytics-opened', 'app-init', 'campaign-opened', 'logged-out'].sort(),
      );
    } finally {
      await setFlag(false);
    }
  });

  it('answers bad events with 400 and another company’s campaign with 404, storing nothing', async () => {
    await setFlag(true);
    try {
      const before = await counts();
      for (const body of [
        { eventName: 'page-viewed', appVersion: 'abc123' },
        { eventName: 'campaign-opened', appVersion: 'abc123' },
        { eventName: 'app-init', campaignId, appVersion: 'abc123' },
        { eventName: 'app-init', appVersion: '' },
        { eventName: 'campaign-opened', campaignId: 'nope', appVersion: 'abc123' },
      ]) {
        const response = await send(body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      }
      const foreign = (
        await s.api.post(
          '/api/v1/campaign-data/campaigns',
          {
            campaignType: 'spin-the-wheel',
            templateId: 'default',
            languages: ['en'],
            registrationType: '',
            name: 'Theirs',
          },
          s.otherEditor,
        )
      ).body.data.campaign.id as string;
      expect((await send({ eventName: 'campaign-opened', campaignId: foreign, appVersion: 'abc123' })).status).toBe(
        404,
      );
      expect(await counts()).toEqual(before);
    } finally {
      await setFlag(false);
    }
  });

  it('counts the UTC days of a range, both ends included (the admin screen), and refuses a bad range with 400', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const inRange = await s.api.get(`${COUNTS}?from=${today}&to=${today}`, s.tokens.SUPER_ADMIN);
    expect(inRange.status).toBe(200);
    expect(inRange.body.data).toEqual(await counts());
    expect((inRange.body.data as unknown[]).length).toBeGreaterThan(0);
    const before = await s.api.get(`${COUNTS}?from=2020-01-01&to=2020-01-31`, s.tokens.SUPER_ADMIN);
    expect(before.body.data).toEqual([]);
    for (const query of [
      'from=2026-02-01&to=2026-01-01',
      `from=${today}`,
      'from=yesterday&to=today',
      'from=2024-01-01&to=2025-12-31',
    ]) {
      const response = await s.api.get(`${COUNTS}?${query}`, s.tokens.SUPER_ADMIN);
      expect(response.status, query).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    for (const role of ['EDITOR', 'SUCCESS_MANAGER', 'USER_ADMIN'] as const) {
      expect((await s.api.get(`${COUNTS}?from=${today}&to=${today}`, s.tokens[role])).status).toBe(403);
    }
  });

  it('shows the counts to super admins only', async () => {
    expect((await s.api.get(COUNTS, s.tokens.EDITOR)).status).toBe(403);
    expect((await s.api.get(`${COUNTS}?days=0`, s.tokens.SUPER_ADMIN)).status).toBe(400);
  });
});
