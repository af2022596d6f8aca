import { ROLES, type Role } from '@gc/contracts/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { apiClient } from './api-client.ts';
import { addCompany, addUsers, demoTokens, logIn } from './companies-fixture.ts';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';

const USERS = '/api/v1/user-management/users';
const COMPANY_ROLES: Role[] = ['USER', 'USER_ADMIN', 'SUPER_USER_ADMIN', 'EDITOR', 'VIEWER', 'CREATOR'];

/**
 * Who may give which role, written out by hand (docs/security.md, "Role grant rules") rather than
 * computed with the rule under test. "via companyViewId" acts on another company than the actor's own.
 */
const GRANTS: { actor: string; role: Role; isElsewhere: boolean; grants: Role[]; grantsAdminType: boolean }[] = [
  {
    actor: 'USER_ADMIN',
    role: 'USER_ADMIN',
    isElsewhere: false,
    grants: ['USER', 'USER_ADMIN', 'EDITOR', 'VIEWER', 'CREATOR'],
    grantsAdminType: false,
  },
  {
    actor: 'SUPER_USER_ADMIN',
    role: 'SUPER_USER_ADMIN',
    isElsewhere: false,
    grants: COMPANY_ROLES,
    grantsAdminType: false,
  },
  {
    actor: 'SUPER_ADMIN in its own company',
    role: 'SUPER_ADMIN',
    isElsewhere: false,
    grants: [...ROLES],
    grantsAdminType: true,
  },
  {
    actor: 'SUPER_ADMIN via companyViewId',
    role: 'SUPER_ADMIN',
    isElsewhere: true,
    grants: COMPANY_ROLES,
    grantsAdminType: false,
  },
];

type Operation = 'invite' | 'update' | 'deactivate';

describe.each(DIALECTS)('role grant matrix on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let tokens: Record<'USER_ADMIN' | 'SUPER_USER_ADMIN' | 'SUPER_ADMIN', string>;
  let otherCompanyId: string;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = apiClient(t.app);
    tokens = await demoTokens(t, ['USER_ADMIN', 'SUPER_USER_ADMIN', 'SUPER_ADMIN'] as const);
    otherCompanyId = (await addCompany(t, { name: 'Customer Company' })).id;
  });
  afterAll(() => t.close());

  const targetCompany = (isElsewhere: boolean) => (isElsewhere ? otherCompanyId : t.seed.companyId);
  const urlFor = (path: string, isElsewhere: boolean) =>
    isElsewhere ? `${path}?companyViewId=${otherCompanyId}` : path;
  const rowOf = async (email: string) => (await t.ctx.db.select().from(users).where(eq(users.email, email)))[0];

  /** One operation giving (or touching a holder of) `role`; answers the response and the row afterwards. */
  async function attempt(grant: (typeof GRANTS)[number], operation: Operation, role: Role, type = 'USER') {
    const token = tokens[grant.role as keyof typeof tokens];
    const email = `grant-${++counter}@matrix.test`;
    if (operation === 'invite') {
      const body = { email, firstName: 'Matrix', lastName: role, roles: [role], type };
      const response = await api.request('POST', urlFor(USERS, grant.isElsewhere), { token, body });
      return { response, row: await rowOf(email) };
    }
    // update turns a viewer into `role`; deactivate acts on a holder of `role`.
    const roles: Role[] = operation === 'update' ? ['VIEWER'] : [role];
    const [target] = await addUsers(t, targetCompany(grant.isElsewhere), [{ email, roles, type: type as 'USER' }]);
    const response =
      operation === 'update'
        ? await api.request('PUT', urlFor(`${USERS}/${target.id}`, grant.isElsewhere), {
            token,
            body: { roles: [role] },
          })
        : await api.request('POST', urlFor(`${USERS}/${target.id}/deactivate`, grant.isElsewhere), { token });
    return { response, row: await rowOf(email) };
  }

  for (const grant of GRANTS) {
    for (const operation of ['invite', 'update', 'deactivate'] as const) {
      it(`${grant.actor}: ${operation} for each role`, async () => {
        const outcomes: string[] = [];
        const expected: string[] = [];
        for (const role of ROLES) {
          const { response, row } = await attempt(grant, operation, role);
          const isAllowed = grant.grants.includes(role);
          expected.push(`${role}: ${isAllowed ? 'done' : '403 ROLE_NOT_GRANTABLE, unchanged'}`);
          if (response.status < 300) {
            const isDone =
              operation === 'invite'
                ? row?.roles.join() === role && row.companyId === targetCompany(grant.isElsewhere)
                : operation === 'update'
                  ? row.roles.join() === role
                  : row.status === 'DEACTIVATED';
            outcomes.push(`${role}: ${isDone ? 'done' : `answered ${response.status} but not done`}`);
          } else {
            const isUnchanged =
              operation === 'invite'
                ? row === undefined
                : operation === 'update'
                  ? row.roles.join() === 'VIEWER'
                  : row.status === 'ACTIVE';
            outcomes.push(
              `${role}: ${response.status} ${response.body.code}${isUnchanged ? ', unchanged' : ', CHANGED'}`,
            );
          }
        }
        expect(outcomes).toEqual(expected);
      });
    }

    it(`${grant.actor}: type ADMIN ${grant.grantsAdminType ? 'may' : 'may not'} be given or touched`, async () => {
      const statuses = [];
      for (const operation of ['invite', 'update', 'deactivate'] as const) {
        const { response } = await attempt(grant, operation, 'VIEWER', 'ADMIN');
        statuses.push(response.status < 300 ? 'done' : `${response.status} ${response.body.code}`);
      }
      const refused = '403 ROLE_NOT_GRANTABLE';
      expect(statuses).toEqual(grant.grantsAdminType ? ['done', 'done', 'done'] : [refused, refused, refused]);
    });
  }

  it('a refusal is a clear 403 problem that names the field', async () => {
    const response = await api.post(
      USERS,
      { email: 'escalate@matrix.test', firstName: 'E', lastName: 'Scalate', roles: ['VIEWER', 'SUPER_ADMIN'] },
      tokens.SUPER_USER_ADMIN,
    );
    expect(response.status).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.body).toMatchObject({ code: 'ROLE_NOT_GRANTABLE', status: 403 });
    expect(response.body.violations).toEqual([{ field: 'roles', message: 'You cannot give the role SUPER_ADMIN.' }]);
  });

  it('company-level admin roles give nothing in another company, whatever else the actor holds', async () => {
    const [both] = await addUsers(t, t.seed.companyId, [
      { email: 'admin-and-success@matrix.test', roles: ['USER_ADMIN', 'SUCCESS_MANAGER'] },
    ]);
    const { accessToken } = await logIn(t, both.email);
    const [victim] = await addUsers(t, otherCompanyId, [{ email: 'customer-viewer@matrix.test', roles: ['VIEWER'] }]);
    const elsewhere = (path: string) => `${path}?companyViewId=${otherCompanyId}`;
    const answers = [
      await api.get(elsewhere(USERS), accessToken),
      await api.post(
        elsewhere(USERS),
        { email: 'x@matrix.test', firstName: 'X', lastName: 'Y', roles: ['USER'] },
        accessToken,
      ),
      await api.put(elsewhere(`${USERS}/${victim.id}`), { roles: ['EDITOR'] }, accessToken),
      await api.post(elsewhere(`${USERS}/${victim.id}/deactivate`), undefined, accessToken),
    ];
    expect(answers.map((r) => `${r.status} ${r.body.code}`)).toEqual(Array(4).fill('403 FORBIDDEN'));
    expect(await rowOf(victim.email)).toMatchObject({ roles: ['VIEWER'], status: 'ACTIVE' });
    // At home the same user still manages its own company's users.
    expect((await api.get(USERS, accessToken)).status).toBe(200);
  });
});
