import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { apiClient } from './api-client.ts';
import { createTestApp, DEMO_PASSWORD, DIALECTS, type TestApp } from './test-app.ts';

const LOG_IN = '/api/v1/user-management/users/log-in';

/** An account of its own (like an invited or demo-registered user), never logged in yet. */
async function createUser(t: TestApp, email: string) {
  await t.ctx.db.insert(users).values({
    companyId: t.seed.companyId,
    email,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    roles: ['EDITOR'],
  });
}

function logInOn(t: TestApp, address: string, email: string) {
  return apiClient(t.app, { remoteAddress: address }).post(LOG_IN, {
    username: email,
    password: DEMO_PASSWORD,
    grantType: 'password',
  });
}

describe.each(DIALECTS)('tutorials on first log-in on %s', (kind) => {
  describe('in the demo environment', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t.close());

    it('offers the tutorials on the first log-in of a new account only, whatever the device', async () => {
      await createUser(t, 'newcomer@example.test');
      const first = await logInOn(t, '10.7.0.1', 'newcomer@example.test');
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({ firstLogin: true, showTutorials: true });

      const otherDevice = await logInOn(t, '10.7.0.2', 'newcomer@example.test');
      expect(otherDevice.status).toBe(200);
      expect(otherDevice.body.data.showTutorials).toBeUndefined();
      expect(otherDevice.body.data.firstLogin).toBeUndefined();
    });

    it('never offers them on the shared seeded demo accounts', async () => {
      const response = await logInOn(t, '10.7.0.3', 'viewer@demo.test');
      expect(response.status).toBe(200);
      expect(response.body.data.firstLogin).toBe(true);
      expect(response.body.data.showTutorials).toBeUndefined();
    });
  });

  describe('outside the demo environment', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { DEMO_SEED: 'false' });
    });
    afterAll(() => t.close());

    it('never offers the tutorials, even on a first log-in', async () => {
      await createUser(t, 'customer@example.test');
      const response = await logInOn(t, '10.7.0.4', 'customer@example.test');
      expect(response.status).toBe(200);
      expect(response.body.data.firstLogin).toBe(true);
      expect(response.body.data.showTutorials).toBeUndefined();
    });
  });
});
