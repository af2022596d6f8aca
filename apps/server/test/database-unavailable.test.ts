import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY, seedPlay } from './play-fixture.ts';
import { startTcpProxy } from './tcp-proxy.ts';

const LOG_IN = '/api/v1/user-management/users/log-in';
const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * PostgreSQL made unreachable for this app alone (a TCP proxy of the test's own between the app and
 * the server, cut and restored), as a database failover or a broken network would. PGlite runs inside
 * the process and cannot become unreachable.
 */
describe.runIf(adminUrl)('while PostgreSQL is unreachable', () => {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let p: Awaited<ReturnType<typeof seedPlay>>;
  let token: string;
  let formSlug: string;
  let openSlug: string;
  let playId: string;

  beforeAll(async () => {
    const server = new URL(adminUrl ?? '');
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    p = await seedPlay('postgres', { postgresPort: proxy.port });
    const logIn = await p.inject('POST', LOG_IN, {
      body: { username: 'editor@demo.test', password: 'Demo-Password-2026!', grantType: 'password' },
    });
    token = logIn.json().data.accessToken;
    formSlug = (await p.publishWheel({ registrationType: '' })).slug;
    openSlug = (await p.publishWheel({ registrationType: 'noDelivery' })).slug;
    playId = (await p.play(openSlug)).playId ?? '';
  });
  afterAll(async () => {
    await proxy.restore().catch(() => {});
    await p?.t.close();
    await proxy.close();
  });

  /** A sample of every kind of route: the builder API, log-in, the player API and health. */
  const requests = () => {
    const auth = { authorization: `Bearer ${token}` };
    return {
      'builder: campaign search': () => p.inject('GET', '/api/v1/campaign/search?page=0&size=5', { headers: auth }),
      'builder: campaign overview': () => p.inject('GET', '/api/v1/campaign/overview', { headers: auth }),
      'builder: new campaign': () =>
        p.inject('POST', '/api/v1/campaign-data/campaigns', {
          headers: auth,
          body: {
            name: `Outage ${randomUUID()}`,
            campaignType: 'spin-the-wheel',
            languages: ['en'],
            registrationType: '',
          },
        }),
      'builder: prize pools': () => p.inject('GET', '/api/v1/prizes/pools', { headers: auth }),
      'log-in': () =>
        p.inject('POST', LOG_IN, {
          body: { username: 'viewer@demo.test', password: 'Demo-Password-2026!', grantType: 'password' },
        }),
      'player: campaign': () => p.inject('GET', `${PLAY}/campaigns/${formSlug}`),
      'player: challenge': () => p.inject('GET', `${PLAY}/campaigns/${formSlug}/challenge`),
      'player: registration': async () => p.registerRaw(formSlug, p.formRegistration()),
      'player: play': () => p.playRaw(openSlug),
      'player: finish': () => p.inject('POST', `${PLAY}/plays/${playId}/finish`, { body: {} }),
      health: () => p.inject('GET', '/api/health'),
    };
  };

  it('every route that needs it answers 503 DATABASE_UNAVAILABLE with Retry-After, and answers normally once it is back', async () => {
    await proxy.cut();
    for (const [name, send] of Object.entries(requests())) {
      const response = await send();
      expect({ name, status: response.statusCode }).toEqual({ name, status: 503 });
      expect(response.headers['content-type'], name).toContain('application/problem+json');
      expect(response.headers['retry-after'], name).toBe('5');
      expect(response.json(), name).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
    }

    // The pool is not left broken: the next requests connect again by themselves.
    await proxy.restore();
    const expected: Record<string, number> = {
      'builder: new campaign': 201,
      'player: finish': 204,
    };
    for (const [name, send] of Object.entries(requests())) {
      const response = await send();
      expect({ name, status: response.statusCode }).toEqual({ name, status: expected[name] ?? 200 });
    }
  });
});
