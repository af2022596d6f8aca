import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../src/db/schema/index.ts';
import { addUsers, logIn } from './companies-fixture.ts';
import { DIALECTS } from './test-app.ts';
import { ME, seedUserManagement, USERS, type UserManagementSeed } from './user-management-fixture.ts';

describe.each(DIALECTS)('inviting and changing users on %s', (kind) => {
  let { t, api, tokens, listed, other, list } = {} as UserManagementSeed;
  beforeAll(async () => {
    ({ t, api, tokens, listed, other, list } = await seedUserManagement(kind));
  });
  afterAll(() => t.close());

  describe('invite', () => {
    const invite = (body: Record<string, unknown>, token = tokens.USER_ADMIN) =>
      api.post(USERS, { firstName: 'New', lastName: 'Person', roles: ['EDITOR'], ...body }, token);

    it('creates an invited user in the acting company and writes the invitation to the outbox', async () => {
      const response = await invite({ email: '  New.Person@Demo.TEST ' });
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({
        email: 'new.person@demo.test',
        status: 'INVITED',
        roles: ['EDITOR'],
        type: 'USER',
        companyId: t.seed.companyId,
        otpEnabled: false,
        lastLoginAt: null,
      });
      const mails = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'new.person@demo.test'));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ companyId: t.seed.companyId, status: 'KEPT' });
      expect(mails[0].textBody).toMatch(/\/forgot-password\/reset\?token=[\w-]+&invite=1/);
      const listedNow = await list('search=new.person');
      expect(listedNow.body.data.items[0].status).toBe('INVITED');
    });

    it('refuses an e-mail that is taken, in any company and any case', async () => {
      for (const email of ['EDITOR@demo.test', 'admin@other.test']) {
        const response = await invite({ email });
        expect(response.status).toBe(409);
        expect(response.body.code).toBe('EMAIL_TAKEN');
        expect(response.body.violations[0].field).toBe('email');
      }
    });

    it('answers 409 to one of two simultaneous invitations of the same address', async () => {
      const responses = await Promise.all([invite({ email: 'twice@demo.test' }), invite({ email: 'twice@demo.test' })]);
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    });

    // Who may give which role and type, where: the role grant matrix (users-grants.test.ts).

    it.each([
      ['a bad e-mail', { email: 'not-an-email' }],
      ['an e-mail with spaces inside', { email: 'a b@demo.test' }],
      ['a 10,000-character first name', { email: 'long1@demo.test', firstName: 'x'.repeat(10_000) }],
      ['a 10,000-character last name', { email: 'long2@demo.test', lastName: 'x'.repeat(10_000) }],
      ['a 10,000-character e-mail', { email: `${'x'.repeat(10_000)}@demo.test` }],
      ['a blank name', { email: 'blank@demo.test', firstName: '   ' }],
      ['no roles', { email: 'noroles@demo.test', roles: [] }],
      ['an unknown role', { email: 'unknown@demo.test', roles: ['GOD'] }],
      ['an unknown type', { email: 'type@demo.test', type: 'ROBOT' }],
    ])('answers 400 to %s', async (_label, body) => {
      const response = await invite(body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    });

    it('answers 400 to a missing body', async () => {
      expect((await api.request('POST', USERS, { token: tokens.USER_ADMIN })).status).toBe(400);
    });
  });

  describe('edit', () => {
    it('changes roles and names, and the user must log in again', async () => {
      const [user] = await addUsers(t, t.seed.companyId, [{ email: 'edit-me@demo.test', roles: ['VIEWER'] }]);
      const session = await logIn(t, user.email);
      const response = await api.put(
        `${USERS}/${user.id}`,
        { roles: ['EDITOR', 'VIEWER'], firstName: 'Edited' },
        tokens.USER_ADMIN,
      );
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ roles: ['EDITOR', 'VIEWER'], firstName: 'Edited' });
      expect([401, 440]).toContain((await api.get(ME, session.accessToken)).status);
      const again = await logIn(t, user.email);
      expect((await api.get(`${USERS.replace('/users', '/users/logged-in/roles')}`, again.accessToken)).status).toBe(
        200,
      );
    });

    it('a name change alone keeps the sessions', async () => {
      const [user] = await addUsers(t, t.seed.companyId, [{ email: 'rename-me@demo.test', roles: ['VIEWER'] }]);
      const session = await logIn(t, user.email);
      const response = await api.put(
        `${USERS}/${user.id}`,
        { lastName: 'Renamed', roles: ['VIEWER'] },
        tokens.USER_ADMIN,
      );
      expect(response.status).toBe(200);
      expect((await api.get(ME, session.accessToken)).body.data.lastName).toBe('Renamed');
    });

    it('cannot change its own roles', async () => {
      const me = (await api.get(ME, tokens.USER_ADMIN)).body.data;
      const response = await api.put(`${USERS}/${me.id}`, { roles: ['USER_ADMIN', 'EDITOR'] }, tokens.USER_ADMIN);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('CANNOT_CHANGE_SELF');
    });

    it('a USER_ADMIN can neither grant nor touch platform roles', async () => {
      const superAdmin = (await api.get(ME, tokens.SUPER_ADMIN)).body.data;
      const grant = await api.put(`${USERS}/${listed[0].id}`, { roles: ['SUPER_ADMIN'] }, tokens.USER_ADMIN);
      expect(grant.status).toBe(403);
      const demote = await api.put(`${USERS}/${superAdmin.id}`, { roles: ['VIEWER'] }, tokens.USER_ADMIN);
      expect(demote.status).toBe(403);
      const rename = await api.put(`${USERS}/${superAdmin.id}`, { firstName: 'Owned' }, tokens.USER_ADMIN);
      expect(rename.status).toBe(403);
      const [row] = await t.ctx.db.select().from(users).where(eq(users.id, superAdmin.id));
      expect(row).toMatchObject({ roles: ['SUPER_ADMIN'], firstName: 'Demo' });
    });

    it('answers 404 for an unknown or foreign user and 400 for a malformed id or body', async () => {
      const unknown = await api.put(
        `${USERS}/00000000-0000-4000-8000-000000000000`,
        { firstName: 'X' },
        tokens.USER_ADMIN,
      );
      expect(unknown.status).toBe(404);
      const foreign = await api.put(`${USERS}/${other.users[1].id}`, { firstName: 'X' }, tokens.USER_ADMIN);
      expect(foreign.status).toBe(404);
      expect((await api.put(`${USERS}/not-a-uuid`, { firstName: 'X' }, tokens.USER_ADMIN)).status).toBe(400);
      const long = await api.put(`${USERS}/${listed[0].id}`, { firstName: 'x'.repeat(10_000) }, tokens.USER_ADMIN);
      expect(long.status).toBe(400);
    });
  });

  describe('deactivate and activate', () => {
    it('ends the sessions at once and refuses log-in; activation lets the user back', async () => {
      const [user] = await addUsers(t, t.seed.companyId, [{ email: 'leaver@demo.test', roles: ['EDITOR'] }]);
      const session = await logIn(t, user.email);
      expect((await api.get(ME, session.accessToken)).status).toBe(200);

      const response = await api.post(`${USERS}/${user.id}/deactivate`, undefined, tokens.USER_ADMIN);
      expect(response.status).toBe(200);
      expect(response.body.data.status).toBe('DEACTIVATED');

      const afterwards = await api.get(ME, session.accessToken);
      expect(afterwards.status).toBe(401);
      const refreshed = await api.post(`${USERS}/refresh-token`, { refreshToken: session.refreshToken });
      expect(refreshed.status).toBe(401);
      await expect(logIn(t, user.email)).rejects.toThrow(/403.*ACCOUNT_DEACTIVATED/);

      const activated = await api.post(`${USERS}/${user.id}/activate`, undefined, tokens.USER_ADMIN);
      expect(activated.status).toBe(200);
      expect(activated.body.data.status).toBe('ACTIVE');
      expect((await api.get(ME, session.accessToken)).status).not.toBe(200);
      const again = await logIn(t, user.email);
      expect((await api.get(ME, again.accessToken)).status).toBe(200);
    });

    it('activating a user who never set a password leaves them invited', async () => {
      const charlie = listed[2];
      await api.post(`${USERS}/${charlie.id}/deactivate`, undefined, tokens.USER_ADMIN);
      const response = await api.post(`${USERS}/${charlie.id}/activate`, undefined, tokens.USER_ADMIN);
      expect(response.body.data.status).toBe('INVITED');
    });

    it('cannot deactivate oneself, a platform user, or a user of another company', async () => {
      const me = (await api.get(ME, tokens.USER_ADMIN)).body.data;
      const self = await api.post(`${USERS}/${me.id}/deactivate`, undefined, tokens.USER_ADMIN);
      expect(self.status).toBe(400);
      expect(self.body.code).toBe('CANNOT_CHANGE_SELF');
      const superAdmin = (await api.get(ME, tokens.SUPER_ADMIN)).body.data;
      expect((await api.post(`${USERS}/${superAdmin.id}/deactivate`, undefined, tokens.USER_ADMIN)).status).toBe(403);
      const foreign = await api.post(`${USERS}/${other.users[1].id}/deactivate`, undefined, tokens.USER_ADMIN);
      expect(foreign.status).toBe(404);
      const [row] = await t.ctx.db.select().from(users).where(eq(users.id, other.users[1].id));
      expect(row.status).toBe('ACTIVE');
    });
  });
});
