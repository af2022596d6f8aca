import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema/index.ts';
import { apiClient } from './api-client.ts';
import { addCompany, addUsers, demoTokens, logIn } from './companies-fixture.ts';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';

const COMPANIES = '/api/v1/companies';
const EXPIRATION = '/api/v1/user-management/company-details/expirationDate';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(DIALECTS)('companies on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let tokens: Record<'SUPER_ADMIN' | 'SUCCESS_MANAGER' | 'USER_ADMIN' | 'EDITOR' | 'SUPER_USER_ADMIN', string>;
  let childUserToken: string;
  let other: Awaited<ReturnType<typeof addCompany>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = apiClient(t.app);
    tokens = await demoTokens(t, [
      'SUPER_ADMIN',
      'SUCCESS_MANAGER',
      'USER_ADMIN',
      'EDITOR',
      'SUPER_USER_ADMIN',
    ] as const);
    other = await addCompany(t, { name: 'Other Company' });
    await addCompany(t, { name: 'Other Child', parentId: other.id });
    const [childUser] = await addUsers(t, t.seed.childCompanyId, [{ email: 'editor@child.test', roles: ['EDITOR'] }]);
    childUserToken = (await logIn(t, childUser.email)).accessToken;
  });
  afterAll(() => t.close());

  const names = (body: { data: { name: string }[] }) => body.data.map((c) => c.name);

  describe('visibility', () => {
    it('an ordinary user sees their company and its children', async () => {
      for (const token of [tokens.EDITOR, tokens.USER_ADMIN, tokens.SUPER_USER_ADMIN]) {
        const response = await api.get(COMPANIES, token);
        expect(response.status).toBe(200);
        expect(names(response.body)).toEqual(['Demo Child Company', 'Demo Company']);
      }
    });

    it("a child company's user sees only their own company", async () => {
      expect(names((await api.get(COMPANIES, childUserToken)).body)).toEqual(['Demo Child Company']);
      expect((await api.get(`${COMPANIES}/${t.seed.companyId}`, childUserToken)).status).toBe(404);
    });

    it('admins see every company', async () => {
      for (const token of [tokens.SUPER_ADMIN, tokens.SUCCESS_MANAGER]) {
        expect(names((await api.get(COMPANIES, token)).body)).toEqual(
          expect.arrayContaining(['Demo Company', 'Demo Child Company', 'Other Company', 'Other Child']),
        );
      }
    });

    it('one company: own and children 200, others 404, malformed 400', async () => {
      const own = await api.get(`${COMPANIES}/${t.seed.companyId}`, tokens.EDITOR);
      expect(own.status).toBe(200);
      expect(own.body.data).toMatchObject({
        id: t.seed.companyId,
        name: 'Demo Company',
        parentId: null,
        tags: [],
        timeZone: 'Europe/Zurich',
        expirationDate: null,
      });
      expect((await api.get(`${COMPANIES}/${t.seed.childCompanyId}`, tokens.EDITOR)).status).toBe(200);
      const foreign = await api.get(`${COMPANIES}/${other.id}`, tokens.EDITOR);
      expect(foreign.status).toBe(404);
      expect(JSON.stringify(foreign.body)).not.toContain('Other Company');
      expect((await api.get(`${COMPANIES}/${UNKNOWN}`, tokens.EDITOR)).status).toBe(404);
      expect((await api.get(`${COMPANIES}/nope`, tokens.EDITOR)).status).toBe(400);
      expect((await api.get(`${COMPANIES}/${other.id}`, tokens.SUPER_ADMIN)).status).toBe(200);
    });

    it('answers 401 without a token', async () => {
      expect((await api.get(COMPANIES)).status).toBe(401);
      expect((await api.get(`${COMPANIES}/${t.seed.companyId}`)).status).toBe(401);
    });
  });

  describe('create and edit', () => {
    it('a super admin creates a company with defaults, or under a parent', async () => {
      const plain = await api.post(COMPANIES, { name: '  Fresh Co ' }, tokens.SUPER_ADMIN);
      expect(plain.status).toBe(201);
      expect(plain.body.data).toMatchObject({ name: 'Fresh Co', parentId: null, tags: [], timeZone: 'Europe/Zurich' });
      const child = await api.post(
        COMPANIES,
        { name: 'Fresh Child', parentId: plain.body.data.id, tags: ['builder2access'], timeZone: 'America/New_York' },
        tokens.SUPER_ADMIN,
      );
      expect(child.status).toBe(201);
      expect(child.body.data).toMatchObject({
        parentId: plain.body.data.id,
        tags: ['builder2access'],
        timeZone: 'America/New_York',
      });
    });

    it.each([
      ['an unknown time zone', { name: 'X', timeZone: 'Mars/Olympus' }],
      ['an unknown tag', { name: 'X', tags: ['root'] }],
      ['a 10,000-character name', { name: 'x'.repeat(10_000) }],
      ['a blank name', { name: '   ' }],
      ['a malformed parent id', { name: 'X', parentId: 'abc' }],
    ])('refuses %s with 400', async (_label, body) => {
      const response = await api.post(COMPANIES, body, tokens.SUPER_ADMIN);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    });

    it('answers 404 to an unknown parent', async () => {
      expect((await api.post(COMPANIES, { name: 'Orphan', parentId: UNKNOWN }, tokens.SUPER_ADMIN)).status).toBe(404);
    });

    it('edits only the fields sent', async () => {
      const created = await api.post(
        COMPANIES,
        { name: 'Keep Co', tags: ['showCustomOutcomeAttributes'], timeZone: 'Asia/Tokyo' },
        tokens.SUPER_ADMIN,
      );
      const id = created.body.data.id;
      const renamed = await api.put(`${COMPANIES}/${id}`, { name: 'Kept Co' }, tokens.SUPER_ADMIN);
      expect(renamed.status).toBe(200);
      expect(renamed.body.data).toMatchObject({
        name: 'Kept Co',
        tags: ['showCustomOutcomeAttributes'],
        timeZone: 'Asia/Tokyo',
      });
      const rezoned = await api.put(`${COMPANIES}/${id}`, { timeZone: 'UTC', tags: [] }, tokens.SUPER_ADMIN);
      expect(rezoned.body.data).toMatchObject({ name: 'Kept Co', tags: [], timeZone: 'UTC' });
      const bad = await api.put(`${COMPANIES}/${id}`, { timeZone: 'Nowhere/Town' }, tokens.SUPER_ADMIN);
      expect(bad.status).toBe(400);
      expect((await api.put(`${COMPANIES}/${UNKNOWN}`, { name: 'Ghost' }, tokens.SUPER_ADMIN)).status).toBe(404);
    });

    it.each(['SUCCESS_MANAGER', 'USER_ADMIN', 'EDITOR', 'SUPER_USER_ADMIN'] as const)(
      'a %s may neither create nor edit companies',
      async (role) => {
        const create = await api.post(COMPANIES, { name: `By ${role}` }, tokens[role]);
        expect(create.status).toBe(403);
        const edit = await api.put(`${COMPANIES}/${t.seed.companyId}`, { name: 'Mine now' }, tokens[role]);
        expect(edit.status).toBe(403);
        const [row] = await t.ctx.db.select().from(companies).where(eq(companies.id, t.seed.companyId));
        expect(row.name).toBe('Demo Company');
      },
    );
  });

  describe('expiration date', () => {
    it('answers null, then the stored date, for visible companies only', async () => {
      expect((await api.get(`${EXPIRATION}/${t.seed.companyId}`, tokens.EDITOR)).body).toEqual({ data: null });
      await t.ctx.db
        .update(companies)
        .set({ expirationDate: new Date('2031-05-06T07:08:09Z') })
        .where(eq(companies.id, other.id));
      expect((await api.get(`${EXPIRATION}/${other.id}`, tokens.EDITOR)).status).toBe(404);
      expect((await api.get(`${EXPIRATION}/${other.id}`, tokens.SUPER_ADMIN)).body).toEqual({
        data: '2031-05-06T07:08:09.000Z',
      });
      expect((await api.get(`${EXPIRATION}/${t.seed.childCompanyId}`, tokens.EDITOR)).status).toBe(200);
      expect((await api.get(`${EXPIRATION}/x`, tokens.EDITOR)).status).toBe(400);
      expect((await api.get(`${EXPIRATION}/${t.seed.companyId}`)).status).toBe(401);
    });
  });
});
