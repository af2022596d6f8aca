import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './api-client.ts';
import { addCompany, demoTokens, logIn } from './companies-fixture.ts';
import { createTestApp, DEMO_PASSWORD, DIALECTS, type TestApp } from './test-app.ts';

const COMPANIES = '/api/v1/companies';
const LOG_IN = '/api/v1/user-management/users/log-in';
const REFRESH = '/api/v1/user-management/users/refresh-token';
const USERS = '/api/v1/user-management/users';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const OTHER_ROLES = ['SUCCESS_MANAGER', 'USER_ADMIN', 'EDITOR', 'SUPER_USER_ADMIN'] as const;

/**
 * Issue 17, the admin area's companies: a super admin moves a company under a parent (never into a
 * cycle), sets its expiration date, deactivates it (its users are logged out and cannot log in) and
 * reactivates it, and manages its users through companyViewId.
 */
describe.each(DIALECTS)('companies in the admin area on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let tokens: Record<'SUPER_ADMIN' | (typeof OTHER_ROLES)[number], string>;
  let n = 0;
  const company = async (parentId?: string) =>
    addCompany(t, {
      name: `Admin Co ${++n}`,
      parentId,
      users: [{ email: `member-${n}@admin-co.test`, roles: ['EDITOR'] }],
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = apiClient(t.app);
    tokens = await demoTokens(t, ['SUPER_ADMIN', ...OTHER_ROLES] as const);
  });
  afterAll(() => t.close());

  const expectProblem = (response: { status: number; headers: Record<string, unknown> }, status: number) => {
    expect(response.status).toBe(status);
    expect(String(response.headers['content-type'])).toMatch(/^application\/problem\+json/);
  };

  describe('parents', () => {
    it('moves a company under another, and back to the top', async () => {
      const parent = await company();
      const moved = await company();
      const under = await api.put(`${COMPANIES}/${moved.id}`, { parentId: parent.id }, tokens.SUPER_ADMIN);
      expect(under.status).toBe(200);
      expect(under.body.data).toMatchObject({ parentId: parent.id, name: moved.name, deactivatedAt: null });
      const top = await api.put(`${COMPANIES}/${moved.id}`, { parentId: null }, tokens.SUPER_ADMIN);
      expect(top.body.data.parentId).toBeNull();
    });

    it('refuses a company as its own parent, or under its child or grandchild, with 400 at parentId', async () => {
      const root = await company();
      const child = await company(root.id);
      const grandchild = await company(child.id);
      for (const parentId of [root.id, child.id, grandchild.id]) {
        const response = await api.put(`${COMPANIES}/${root.id}`, { parentId }, tokens.SUPER_ADMIN);
        expectProblem(response, 400);
        expect(response.body.code).toBe('VALIDATION_FAILED');
        expect(response.body.violations[0].field).toBe('parentId');
      }
      const [unchanged] = (await api.get(COMPANIES, tokens.SUPER_ADMIN)).body.data.filter(
        (row: { id: string }) => row.id === root.id,
      );
      expect(unchanged.parentId).toBeNull();
      expectProblem(await api.put(`${COMPANIES}/${root.id}`, { parentId: UNKNOWN }, tokens.SUPER_ADMIN), 404);
      expectProblem(await api.put(`${COMPANIES}/${root.id}`, { parentId: 'nope' }, tokens.SUPER_ADMIN), 400);
    });
  });

  describe('expiration date', () => {
    it('is set on creation, changed, and cleared', async () => {
      const created = await api.post(
        COMPANIES,
        { name: 'Expiring Co', expirationDate: '2031-01-31T22:59:59.999Z' },
        tokens.SUPER_ADMIN,
      );
      expect(created.status).toBe(201);
      expect(created.body.data.expirationDate).toBe('2031-01-31T22:59:59.999Z');
      const id = created.body.data.id;
      const later = await api.put(
        `${COMPANIES}/${id}`,
        { expirationDate: '2032-06-30T21:59:59.999Z' },
        tokens.SUPER_ADMIN,
      );
      expect(later.body.data.expirationDate).toBe('2032-06-30T21:59:59.999Z');
      const cleared = await api.put(`${COMPANIES}/${id}`, { expirationDate: null }, tokens.SUPER_ADMIN);
      expect(cleared.body.data.expirationDate).toBeNull();
      expectProblem(await api.put(`${COMPANIES}/${id}`, { expirationDate: 'tomorrow' }, tokens.SUPER_ADMIN), 400);
      expectProblem(await api.post(COMPANIES, { name: 'X', expirationDate: 31 }, tokens.SUPER_ADMIN), 400);
    });
  });

  describe('deactivation', () => {
    it("logs the company's users out, keeps them out, and lets them in again once reactivated", async () => {
      const target = await company();
      const member = target.users[0];
      const session = await logIn(t, member.email);
      expect((await api.get(COMPANIES, session.accessToken)).status).toBe(200);

      const deactivated = await api.post(`${COMPANIES}/${target.id}/deactivate`, {}, tokens.SUPER_ADMIN);
      expect(deactivated.status).toBe(200);
      expect(deactivated.body.data.deactivatedAt).toEqual(expect.any(String));

      // The open session ends, its refresh token is refused, and a new log-in is told the account is deactivated.
      expect([401, 440]).toContain((await api.get(COMPANIES, session.accessToken)).status);
      expect((await api.post(REFRESH, { refreshToken: session.refreshToken })).status).toBe(401);
      const refused = await api.request('POST', LOG_IN, {
        body: { username: member.email, password: DEMO_PASSWORD, grantType: 'password' },
        remoteAddress: '10.99.0.1',
      });
      expectProblem(refused, 403);
      expect(refused.body.code).toBe('ACCOUNT_DEACTIVATED');
      // A wrong password still is a wrong password: the state is no oracle for guessers.
      const wrong = await api.request('POST', LOG_IN, {
        body: { username: member.email, password: 'not-the-password-1', grantType: 'password' },
        remoteAddress: '10.99.0.2',
      });
      expect(wrong.status).toBe(401);

      const reactivated = await api.post(`${COMPANIES}/${target.id}/activate`, {}, tokens.SUPER_ADMIN);
      expect(reactivated.status).toBe(200);
      expect(reactivated.body.data.deactivatedAt).toBeNull();
      const again = await logIn(t, member.email);
      expect((await api.get(COMPANIES, again.accessToken)).status).toBe(200);
    });

    it('leaves other companies, its children included, as they were', async () => {
      const parent = await company();
      const child = await company(parent.id);
      await api.post(`${COMPANIES}/${parent.id}/deactivate`, {}, tokens.SUPER_ADMIN);
      const childSession = await logIn(t, child.users[0].email);
      expect((await api.get(COMPANIES, childSession.accessToken)).status).toBe(200);
      expect((await api.get(COMPANIES, tokens.EDITOR)).status).toBe(200);
    });

    it("refuses the super admin's own company, and answers 404 to an unknown one", async () => {
      const own = await api.post(`${COMPANIES}/${t.seed.companyId}/deactivate`, {}, tokens.SUPER_ADMIN);
      expectProblem(own, 400);
      expect(own.body.code).toBe('CANNOT_CHANGE_SELF');
      expectProblem(await api.post(`${COMPANIES}/${UNKNOWN}/deactivate`, {}, tokens.SUPER_ADMIN), 404);
      expectProblem(await api.post(`${COMPANIES}/${UNKNOWN}/activate`, {}, tokens.SUPER_ADMIN), 404);
      expectProblem(await api.post(`${COMPANIES}/nope/deactivate`, {}, tokens.SUPER_ADMIN), 400);
    });

    it.each(OTHER_ROLES)(
      'a %s may neither deactivate nor reactivate a company (403), nobody without a token (401)',
      async (role) => {
        const target = await company();
        for (const action of ['deactivate', 'activate']) {
          expectProblem(await api.post(`${COMPANIES}/${target.id}/${action}`, {}, tokens[role]), 403);
          expectProblem(await api.post(`${COMPANIES}/${target.id}/${action}`, {}), 401);
        }
        expect((await logIn(t, target.users[0].email)).accessToken).toEqual(expect.any(String));
      },
    );
  });

  describe("a company's users", () => {
    it('a super admin lists them and invites one with company roles through companyViewId', async () => {
      const target = await company();
      const listed = await api.get(`${USERS}?companyViewId=${target.id}`, tokens.SUPER_ADMIN);
      expect(listed.status).toBe(200);
      expect(listed.body.data.items.map((user: { email: string }) => user.email)).toEqual([target.users[0].email]);
      const invited = await api.post(
        `${USERS}?companyViewId=${target.id}`,
        {
          email: `invitee-${n}@admin-co.test`,
          firstName: 'In',
          lastName: 'Vitee',
          roles: ['USER_ADMIN'],
          type: 'USER',
        },
        tokens.SUPER_ADMIN,
      );
      expect(invited.status).toBe(201);
      const after = await api.get(`${USERS}?companyViewId=${target.id}`, tokens.SUPER_ADMIN);
      expect(after.body.data.total).toBe(2);
      // Platform roles are given in the operator's own company only.
      const platform = await api.post(
        `${USERS}?companyViewId=${target.id}`,
        { email: `platform-${n}@admin-co.test`, firstName: 'P', lastName: 'R', roles: ['SUPER_ADMIN'], type: 'USER' },
        tokens.SUPER_ADMIN,
      );
      expectProblem(platform, 403);
    });

    it('a success manager may look at a company but not manage its users', async () => {
      const target = await company();
      expectProblem(await api.get(`${USERS}?companyViewId=${target.id}`, tokens.SUCCESS_MANAGER), 403);
    });
  });
});
