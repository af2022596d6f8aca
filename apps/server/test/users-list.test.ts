import { demoEmailFor } from '@gc/contracts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './test-app.ts';
import { EXISTS, seedUserManagement, USERS, type UserManagementSeed } from './user-management-fixture.ts';

describe.each(DIALECTS)('user list and access on %s', (kind) => {
  let { t, api, tokens, other, list } = {} as UserManagementSeed;
  beforeAll(async () => {
    ({ t, api, tokens, other, list } = await seedUserManagement(kind));
  });
  afterAll(() => t.close());
  const lastNames = (body: { data: { items: { lastName: string }[] } }) => body.data.items.map((u) => u.lastName);

  describe('list', () => {
    it('pages through the acting company only', async () => {
      const [first, second, all] = await Promise.all([list('size=5&page=0'), list('size=5&page=1'), list('size=100')]);
      expect(first.status).toBe(200);
      const total = all.body.data.items.length;
      expect(total).toBe(13); // ten demo users and three listmark users
      expect(first.body.data).toMatchObject({ total, page: 0, size: 5 });
      expect(first.body.data.items).toHaveLength(5);
      expect(second.body.data.items).toHaveLength(5);
      const ids = [...first.body.data.items, ...second.body.data.items].map((u: { id: string }) => u.id);
      expect(new Set(ids).size).toBe(10);
      for (const user of all.body.data.items) expect(user.companyId).toBe(t.seed.companyId);
      expect(all.body.data.items.map((u: { email: string }) => u.email)).not.toContain('admin@other.test');
    });

    it('never sends secrets', async () => {
      const { body } = await list('size=100');
      const text = JSON.stringify(body);
      expect(text).not.toMatch(/passwordHash|otpSecret|\$argon2/);
    });

    it('searches e-mail and names, case-insensitively, with LIKE characters taken literally', async () => {
      expect(lastNames((await list('search=LISTMARK')).body).sort()).toEqual(['Alpha', 'Bravo', 'Charlie']);
      expect(lastNames((await list('search=charlie@')).body)).toEqual(['Charlie']);
      expect((await list('search=%25')).body.data.total).toBe(0);
      expect((await list('search=_')).body.data.total).toBe(0);
    });

    it('sorts ascending and descending', async () => {
      expect(lastNames((await list('search=listmark&sort=lastName&direction=ASC')).body)).toEqual([
        'Alpha',
        'Bravo',
        'Charlie',
      ]);
      expect(lastNames((await list('search=listmark&sort=lastName&direction=DESC')).body)).toEqual([
        'Charlie',
        'Bravo',
        'Alpha',
      ]);
      expect(lastNames((await list('search=listmark&sort=email&direction=ASC')).body)).toEqual([
        'Alpha',
        'Bravo',
        'Charlie',
      ]);
    });

    it('filters by status', async () => {
      const invited = await list('status=INVITED&size=100');
      expect(invited.status).toBe(200);
      expect(invited.body.data.items.map((u: { email: string }) => u.email)).toContain('listmark-charlie@demo.test');
      for (const user of invited.body.data.items) expect(user.status).toBe('INVITED');
      const active = await list('status=ACTIVE&search=listmark');
      expect(lastNames(active.body).sort()).toEqual(['Alpha', 'Bravo']);
    });

    it('treats empty filters, as a table sends them, as no filter', async () => {
      const all = await list('search=listmark&size=100');
      const empty = await list('search=listmark&size=100&status=&sort=');
      expect(empty.status).toBe(200);
      expect(empty.body.data.total).toBe(all.body.data.total);
    });

    it.each([
      'size=101',
      'size=0',
      'size=abc',
      'page=-1',
      'sort=passwordHash',
      'sort=1;drop table users',
      'direction=sideways',
      'status=GONE',
      `search=${'x'.repeat(300)}`,
    ])('answers 400 (not 500) to %s', async (query) => {
      const response = await list(query);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    });

    it('allows the largest page size', async () => {
      expect((await list('size=100')).status).toBe(200);
    });
  });

  describe('e-mail check', () => {
    it('tells whether an e-mail is taken, in any case', async () => {
      expect((await api.get(`${EXISTS}/EDITOR%40demo.test`, tokens.USER_ADMIN)).body.data).toBe(true);
      expect((await api.get(`${EXISTS}/nobody%40demo.test`, tokens.USER_ADMIN)).body.data).toBe(false);
      expect((await api.get(`${EXISTS}/${'x'.repeat(300)}`, tokens.USER_ADMIN)).status).toBe(400);
    });
  });

  describe('role guards', () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, unknown][] = [
      ['GET', USERS, undefined],
      ['POST', USERS, { email: 'guard@demo.test', firstName: 'G', lastName: 'G', roles: ['USER'] }],
      ['PUT', `${USERS}/${someId}`, { firstName: 'G' }],
      ['POST', `${USERS}/${someId}/deactivate`, undefined],
      ['POST', `${USERS}/${someId}/activate`, undefined],
      ['GET', `${EXISTS}/editor%40demo.test`, undefined],
    ];

    it.each(['VIEWER', 'EDITOR'] as const)('a %s gets 403 on user management', async (role) => {
      for (const [method, url, body] of calls) {
        const response = await api.request(method as 'GET', url, { token: tokens[role], body });
        expect(response.status, `${method} ${url}`).toBe(403);
        expect(response.body.code).toBe('FORBIDDEN');
      }
    });

    it('without a token every call is 401', async () => {
      for (const [method, url, body] of calls) {
        expect((await api.request(method as 'GET', url, { body })).status, `${method} ${url}`).toBe(401);
      }
    });
  });

  describe('companyViewId', () => {
    it("a SUPER_ADMIN lists and invites into the viewed company's users", async () => {
      const viewed = await list(`companyViewId=${other.id}&size=100`, tokens.SUPER_ADMIN);
      expect(viewed.status).toBe(200);
      expect(viewed.body.data.items.map((u: { email: string }) => u.email).sort()).toEqual([
        'admin@other.test',
        'listmark-other@other.test',
      ]);
      const own = await list('size=100', tokens.SUPER_ADMIN);
      expect(own.body.data.items.map((u: { email: string }) => u.email)).toContain(demoEmailFor('SUPER_ADMIN'));

      const invited = await api.post(
        `${USERS}?companyViewId=${other.id}`,
        { email: 'viewed-invite@other.test', firstName: 'V', lastName: 'I', roles: ['USER'] },
        tokens.SUPER_ADMIN,
      );
      expect(invited.status).toBe(201);
      expect(invited.body.data.companyId).toBe(other.id);
    });

    it("a USER_ADMIN or EDITOR passing another company's id gets 403", async () => {
      const admin = await list(`companyViewId=${other.id}`, tokens.USER_ADMIN);
      expect(admin.status).toBe(403);
      expect(admin.body.code).toBe('FORBIDDEN');
      const editor = await api.get(`/api/v1/flags?companyViewId=${other.id}`, tokens.EDITOR);
      expect(editor.status).toBe(403);
      const deactivate = await api.post(
        `${USERS}/${other.users[1].id}/deactivate?companyViewId=${other.id}`,
        undefined,
        tokens.USER_ADMIN,
      );
      expect(deactivate.status).toBe(403);
    });

    it('its own company id is always allowed', async () => {
      expect((await list(`companyViewId=${t.seed.companyId}`, tokens.USER_ADMIN)).status).toBe(200);
    });

    it('answers 400 to a malformed id and 404 to an unknown company', async () => {
      const malformed = await list('companyViewId=not-a-uuid', tokens.SUPER_ADMIN);
      expect(malformed.status).toBe(400);
      expect(malformed.body.code).toBe('VALIDATION_FAILED');
      const twice = await list(`companyViewId=${other.id}&companyViewId=${other.id}`, tokens.SUPER_ADMIN);
      expect(twice.status).toBe(400);
      const unknown = await list('companyViewId=00000000-0000-4000-8000-000000000000', tokens.SUPER_ADMIN);
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('NOT_FOUND');
    });
  });
});
