import { FEATURE_FLAGS } from '@gc/contracts/flags';
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlags } from '../src/db/schema/index.ts';
import { FLAG_DEFAULTS } from '../src/modules/flags/flags.service.ts';
import { apiClient } from './api-client.ts';
import { addCompany, demoTokens, logIn } from './companies-fixture.ts';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';

const FLAGS = '/api/v1/flags';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(DIALECTS)('feature flags on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let tokens: Record<'SUPER_ADMIN' | 'SUCCESS_MANAGER' | 'SUPER_USER_ADMIN' | 'USER_ADMIN' | 'EDITOR', string>;
  let other: Awaited<ReturnType<typeof addCompany>>;
  let otherToken: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = apiClient(t.app);
    tokens = await demoTokens(t, [
      'SUPER_ADMIN',
      'SUCCESS_MANAGER',
      'SUPER_USER_ADMIN',
      'USER_ADMIN',
      'EDITOR',
    ] as const);
    other = await addCompany(t, { name: 'Other Company', users: [{ email: 'editor@other.test', roles: ['EDITOR'] }] });
    otherToken = (await logIn(t, 'editor@other.test')).accessToken;
  });
  afterAll(() => t.close());

  const set = (key: string, body: unknown, token = tokens.SUPER_ADMIN) => api.put(`${FLAGS}/${key}`, body, token);
  const flagsOf = async (token: string, query = '') => (await api.get(`${FLAGS}${query}`, token)).body.data;

  it('answers every flag with its default before anything is set', async () => {
    const response = await api.get(FLAGS, tokens.EDITOR);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual(FLAG_DEFAULTS);
    expect(Object.keys(response.body.data).sort()).toEqual([...FEATURE_FLAGS].sort());
  });

  it('a global default row applies to every company', async () => {
    const response = await set('CHAT_WIDGET', { enabled: true, companyId: null });
    expect(response.status).toBe(200);
    expect(response.body.data.CHAT_WIDGET).toBe(true);
    expect((await flagsOf(tokens.EDITOR)).CHAT_WIDGET).toBe(true);
    expect((await flagsOf(otherToken)).CHAT_WIDGET).toBe(true);
    await set('CHAT_WIDGET', { enabled: false, companyId: null });
    expect((await flagsOf(otherToken)).CHAT_WIDGET).toBe(false);
    const globals = await t.ctx.db.select().from(featureFlags).where(isNull(featureFlags.companyId));
    expect(globals.filter((row) => row.key === 'CHAT_WIDGET')).toHaveLength(1);
  });

  it("a company's own value wins over the global default, in both directions", async () => {
    await set('ANALYTICS', { enabled: false, companyId: other.id });
    await set('ANALYTICS', { enabled: true, companyId: null });
    expect((await flagsOf(otherToken)).ANALYTICS).toBe(false);
    expect((await flagsOf(tokens.EDITOR)).ANALYTICS).toBe(true);

    await set('INTERNAL_ANALYTICS', { enabled: true, companyId: other.id });
    expect((await flagsOf(otherToken)).INTERNAL_ANALYTICS).toBe(true);
    expect((await flagsOf(tokens.EDITOR)).INTERNAL_ANALYTICS).toBe(false);

    const response = await set('ANALYTICS', { enabled: true, companyId: other.id });
    expect(response.body.data.ANALYTICS).toBe(true);
    expect((await flagsOf(otherToken)).ANALYTICS).toBe(true);
  });

  it('sets the same flag from two requests at once without an error', async () => {
    const responses = await Promise.all([
      set('EXPORTS', { enabled: false, companyId: t.seed.childCompanyId }),
      set('EXPORTS', { enabled: false, companyId: t.seed.childCompanyId }),
      set('LIMITS', { enabled: false, companyId: null }),
      set('LIMITS', { enabled: false, companyId: null }),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
  });

  it("a super admin reads a viewed company's flags", async () => {
    await set('CALENDAR', { enabled: false, companyId: other.id });
    expect((await flagsOf(tokens.SUPER_ADMIN, `?companyViewId=${other.id}`)).CALENDAR).toBe(false);
    expect((await flagsOf(tokens.SUCCESS_MANAGER, `?companyViewId=${other.id}`)).CALENDAR).toBe(false);
    expect((await flagsOf(tokens.SUPER_ADMIN)).CALENDAR).toBe(true);
  });

  it('companyViewId: 403 for an ordinary user, 400 malformed, 404 unknown', async () => {
    expect((await api.get(`${FLAGS}?companyViewId=${other.id}`, tokens.EDITOR)).status).toBe(403);
    expect((await api.get(`${FLAGS}?companyViewId=${other.id}`, tokens.USER_ADMIN)).status).toBe(403);
    expect((await api.get(`${FLAGS}?companyViewId=1`, tokens.SUPER_ADMIN)).status).toBe(400);
    expect((await api.get(`${FLAGS}?companyViewId=${UNKNOWN}`, tokens.SUPER_ADMIN)).status).toBe(404);
  });

  it.each(['SUCCESS_MANAGER', 'SUPER_USER_ADMIN', 'USER_ADMIN', 'EDITOR'] as const)(
    'a %s may not set flags',
    async (role) => {
      const response = await set('CHAT_WIDGET', { enabled: true, companyId: null }, tokens[role]);
      expect(response.status).toBe(403);
      expect((await flagsOf(tokens.EDITOR)).CHAT_WIDGET).toBe(false);
    },
  );

  it.each([
    ['an unknown flag key', 'NOT_A_FLAG', { enabled: true, companyId: null }],
    ['a lower-case key', 'analytics', { enabled: true, companyId: null }],
    ['enabled as a string', 'ANALYTICS', { enabled: 'yes', companyId: null }],
    ['no companyId', 'ANALYTICS', { enabled: true }],
    ['a malformed companyId', 'ANALYTICS', { enabled: true, companyId: 'x' }],
  ])('answers 400 to %s', async (_label, key, body) => {
    const response = await set(key, body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
  });

  it('answers 404 to an unknown company and 401 without a token', async () => {
    expect((await set('ANALYTICS', { enabled: true, companyId: UNKNOWN })).status).toBe(404);
    expect((await api.get(FLAGS)).status).toBe(401);
    expect((await api.put(`${FLAGS}/ANALYTICS`, { enabled: true, companyId: null })).status).toBe(401);
  });
});
