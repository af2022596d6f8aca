import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './api-client.ts';
import { addCompany, demoTokens, logIn } from './companies-fixture.ts';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';

const ZONES = '/api/v1/time-zones';
const COMPANY_ZONE = '/api/v1/companies/current/time-zone';

describe.each(DIALECTS)('time zones on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let tokens: Record<'USER_ADMIN' | 'EDITOR' | 'VIEWER' | 'SUPER_ADMIN', string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = apiClient(t.app);
    tokens = await demoTokens(t, ['USER_ADMIN', 'EDITOR', 'VIEWER', 'SUPER_ADMIN'] as const);
  });
  afterAll(() => t.close());

  it('lists every zone with its offset to any logged-in user, and nothing without a session', async () => {
    const listed = await api.get(`${ZONES}/distinct`, tokens.VIEWER);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toContainEqual({ name: 'UTC', gmtOffset: 0 });
    expect(listed.body.data).toContainEqual({ name: 'Asia/Calcutta', gmtOffset: 19_800 });
    // The list names zones as the runtime's data does; the current name of a renamed zone is known too.
    const kolkata = await api.post(`${ZONES}/offset`, { timeZoneName: 'Asia/Kolkata' }, tokens.VIEWER);
    expect(kolkata.body).toEqual({ data: { name: 'Asia/Kolkata', gmtOffset: 19_800 } });
    expect((await api.get(`${ZONES}/distinct`)).status).toBe(401);
    expect((await api.post(`${ZONES}/offset`, { timeZoneName: 'UTC' })).status).toBe(401);
  });

  it("answers a zone's offset and its changes in the coming year; an unknown zone or a window too wide is a 400", async () => {
    const offset = await api.post(`${ZONES}/offset`, { timeZoneName: 'Asia/Tokyo' }, tokens.EDITOR);
    expect(offset.body).toEqual({ data: { name: 'Asia/Tokyo', gmtOffset: 32_400 } });

    const from = Math.floor(Date.now() / 1000);
    const year = 365 * 24 * 3600;
    const changes = await api.post(
      `${ZONES}/changes`,
      { timeZoneName: 'Europe/Belgrade', from, to: from + year },
      tokens.EDITOR,
    );
    expect(changes.status).toBe(200);
    expect(changes.body.data.name).toBe('Europe/Belgrade');
    // One spring and one autumn change a year: to summer time and back.
    expect(changes.body.data.changes.map((change: { offset: number }) => change.offset).sort()).toEqual([3600, 7200]);

    const unknown = await api.post(`${ZONES}/offset`, { timeZoneName: 'Mars/Olympus_Mons' }, tokens.EDITOR);
    expect(unknown.status).toBe(400);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    expect(unknown.body.violations).toEqual([
      { field: 'timeZoneName', message: 'Unknown time zone Mars/Olympus_Mons.' },
    ]);
    const tooWide = await api.post(
      `${ZONES}/changes`,
      { timeZoneName: 'Europe/Belgrade', from, to: from + 6 * year },
      tokens.EDITOR,
    );
    expect(tooWide.status).toBe(400);
    const backwards = await api.post(`${ZONES}/changes`, { timeZoneName: 'UTC', from, to: from - 1 }, tokens.EDITOR);
    expect(backwards.status).toBe(400);
    for (const body of [
      {},
      { timeZoneName: 5 },
      { timeZoneName: 'UTC', from: 'soon', to: 1 },
      { timeZoneName: '+01:00' },
    ]) {
      expect((await api.post(`${ZONES}/changes`, body, tokens.EDITOR)).status).toBe(400);
    }
  });

  it("lets a user admin change the company's own time zone, not an editor, and only to a known zone", async () => {
    const changed = await api.put(COMPANY_ZONE, { timeZone: 'America/New_York' }, tokens.USER_ADMIN);
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id: t.seed.companyId, timeZone: 'America/New_York' });

    const refused = await api.put(COMPANY_ZONE, { timeZone: 'Asia/Tokyo' }, tokens.EDITOR);
    expect(refused.status).toBe(403);
    const unknown = await api.put(COMPANY_ZONE, { timeZone: 'Europe/Atlantis' }, tokens.USER_ADMIN);
    expect(unknown.status).toBe(400);
    const company = await api.get(`/api/v1/companies/${t.seed.companyId}`, tokens.EDITOR);
    expect(company.body.data.timeZone).toBe('America/New_York');
  });

  it("changes only the user's own company's zone", async () => {
    const other = await addCompany(t, {
      name: 'Zone Other',
      users: [{ email: 'admin@zone-other.test', roles: ['USER_ADMIN'] }],
    });
    const otherToken = (await logIn(t, 'admin@zone-other.test')).accessToken;
    expect((await api.put(COMPANY_ZONE, { timeZone: 'Asia/Tokyo' }, otherToken)).body.data.id).toBe(other.id);
    const demo = await api.get(`/api/v1/companies/${t.seed.companyId}`, tokens.SUPER_ADMIN);
    expect(demo.body.data.timeZone).not.toBe('Asia/Tokyo');
  });
});
