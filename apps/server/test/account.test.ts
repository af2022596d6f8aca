import { demoEmailFor } from '@gc/contracts/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { apiClient } from './api-client.ts';
import { demoTokens } from './companies-fixture.ts';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';

const ME = '/api/v1/user-management/user-details/logged-in';
const TYPE = '/api/v1/user-management/users/logged-in/type';
const ROLES = '/api/v1/user-management/users/logged-in/roles';

describe.each(DIALECTS)('the logged-in account on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let tokens: Record<'SUPER_ADMIN' | 'EDITOR' | 'VIEWER', string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = apiClient(t.app);
    tokens = await demoTokens(t, ['SUPER_ADMIN', 'EDITOR', 'VIEWER'] as const);
  });
  afterAll(() => t.close());

  it('answers the user type and roles', async () => {
    expect((await api.get(TYPE, tokens.SUPER_ADMIN)).body).toEqual({ data: 'ADMIN' });
    expect((await api.get(TYPE, tokens.EDITOR)).body).toEqual({ data: 'USER' });
    expect((await api.get(ROLES, tokens.EDITOR)).body).toEqual({ data: ['EDITOR'] });
    expect((await api.get(ROLES, tokens.SUPER_ADMIN)).body).toEqual({ data: ['SUPER_ADMIN'] });
  });

  it('answers the details with the home company and no secrets', async () => {
    const response = await api.get(ME, tokens.EDITOR);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      email: demoEmailFor('EDITOR'),
      roles: ['EDITOR'],
      status: 'ACTIVE',
      otpEnabled: false,
      companyId: t.seed.companyId,
      company: { id: t.seed.companyId, name: 'Demo Company', parentId: null, timeZone: 'Europe/Zurich' },
    });
    expect(Object.keys(response.body.data).sort()).toEqual(
      [
        'company',
        'companyId',
        'createdAt',
        'email',
        'firstName',
        'id',
        'lastLoginAt',
        'lastName',
        'otpEnabled',
        'roles',
        'status',
        'type',
      ].sort(),
    );
    expect(response.body.data.lastLoginAt).not.toBeNull();
  });

  it('a super admin viewing another company is still themselves', async () => {
    const response = await api.get(`${ME}?companyViewId=${t.seed.childCompanyId}`, tokens.SUPER_ADMIN);
    expect(response.status).toBe(200);
    expect(response.body.data.company.id).toBe(t.seed.companyId);
    expect(response.body.data.email).toBe(demoEmailFor('SUPER_ADMIN'));
  });

  it('updates the profile names (trimmed) and nothing else', async () => {
    const response = await api.put(
      ME,
      { firstName: '  Vera ', lastName: 'Viewer', roles: ['SUPER_ADMIN'], email: 'evil@demo.test', companyId: null },
      tokens.VIEWER,
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      firstName: 'Vera',
      lastName: 'Viewer',
      roles: ['VIEWER'],
      email: demoEmailFor('VIEWER'),
    });
    const [row] = await t.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, demoEmailFor('VIEWER')));
    expect(row).toMatchObject({
      firstName: 'Vera',
      lastName: 'Viewer',
      roles: ['VIEWER'],
      companyId: t.seed.companyId,
    });
    expect((await api.get(ME, tokens.VIEWER)).body.data.firstName).toBe('Vera');
  });

  it.each([
    ['a 10,000-character first name', { firstName: 'x'.repeat(10_000), lastName: 'Ok' }],
    ['a 10,000-character last name', { firstName: 'Ok', lastName: 'x'.repeat(10_000) }],
    ['a blank first name', { firstName: '  ', lastName: 'Ok' }],
    ['a missing last name', { firstName: 'Ok' }],
    ['names that are not strings', { firstName: 1, lastName: ['a'] }],
  ])('refuses %s with 400', async (_label, body) => {
    const response = await api.put(ME, body, tokens.EDITOR);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
  });

  it('answers 401 without a token or with a broken one', async () => {
    for (const url of [ME, TYPE, ROLES]) {
      expect((await api.get(url)).status).toBe(401);
      expect((await api.get(url, 'not.a.token')).status).toBe(401);
    }
    expect((await api.put(ME, { firstName: 'A', lastName: 'B' })).status).toBe(401);
  });
});
