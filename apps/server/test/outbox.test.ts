import { ROLES } from '@gc/contracts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './api-client.ts';
import { demoTokens } from './companies-fixture.ts';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';

const OUTBOX = '/api/v1/admin/outbox';

describe.each(DIALECTS)('the e-mail outbox on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let tokens: Record<(typeof ROLES)[number], string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = apiClient(t.app);
    tokens = await demoTokens(t, ROLES);
    for (const name of ['first', 'second', 'third']) {
      const invited = await api.post(
        '/api/v1/user-management/users',
        { email: `${name}@outbox.test`, firstName: name, lastName: 'Invitee', roles: ['VIEWER'] },
        tokens.USER_ADMIN,
      );
      expect(invited.status).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('a super admin reads the kept mails, newest first, paged', async () => {
    const response = await api.get(`${OUTBOX}?size=2`, tokens.SUPER_ADMIN);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ total: 3, page: 0, size: 2 });
    expect(response.body.data.items.map((m: { to: string }) => m.to)).toEqual([
      'third@outbox.test',
      'second@outbox.test',
    ]);
    expect(response.body.data.items[0]).toMatchObject({
      companyId: t.seed.companyId,
      status: 'KEPT',
      attempts: 0,
      sentAt: null,
    });
    expect(response.body.data.items[0].text).toContain('/forgot-password/reset?token=');
    const next = await api.get(`${OUTBOX}?size=2&page=1`, tokens.SUPER_ADMIN);
    expect(next.body.data.items.map((m: { to: string }) => m.to)).toEqual(['first@outbox.test']);
  });

  it.each(ROLES.filter((role) => role !== 'SUPER_ADMIN'))('a %s gets 403', async (role) => {
    const response = await api.get(OUTBOX, tokens[role]);
    expect(response.status).toBe(403);
    expect(JSON.stringify(response.body)).not.toContain('outbox.test');
  });

  it('answers 401 without a token and 400 to a bad page', async () => {
    expect((await api.get(OUTBOX)).status).toBe(401);
    expect((await api.get(`${OUTBOX}?size=1000`, tokens.SUPER_ADMIN)).status).toBe(400);
    expect((await api.get(`${OUTBOX}?page=-1`, tokens.SUPER_ADMIN)).status).toBe(400);
  });
});
