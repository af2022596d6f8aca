import { demoEmailFor } from '@gc/contracts/roles';
import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLiveOps, type LiveOpsClient, liveConnected, snapshotWhere, watch } from './live-ops-client.ts';
import { dataDirs, healthy, logIn, type ServerProcess, startServer, stop } from './server-process.ts';
import { createPostgresDatabase, DEMO_PASSWORD } from './test-app.ts';

type Sector = { poolId: string | null; oddsBp: number; text: Record<string, string> };

/**
 * Issue 16, live operations with N processes: two real server processes (the `npm start` entry) on one
 * PostgreSQL database. An editor watches a campaign on process B; a player plays on process A; B's
 * counter moves (B reads what A wrote: its play row and, a second later, its roll-up).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('live operations across two server processes (postgres)', () => {
  const dirs = dataDirs();
  const servers: ServerProcess[] = [];
  const sockets: LiveOpsClient[] = [];
  let drop = async () => {};

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    const env = { DATABASE_URL: created.url, DEMO_PASSWORD, LOG_LEVEL: 'warn' };
    servers.push(await startServer(dirs.create(), env));
    await healthy(servers[0]);
    servers.push(await startServer(dirs.create(), { ...env, DEMO_SEED: 'false' }));
    await healthy(servers[1]);
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all(servers.map((server) => stop(server)));
    dirs.removeAll();
    await drop();
  }, 30_000);

  async function api(server: ServerProcess, token: string, method: string, path: string, body?: unknown) {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? (JSON.parse(text) as { data: Record<string, unknown> }).data : {};
  }

  /** A wheel without registration whose sectors give nothing, published now through process A's API. */
  async function publishedWheel(server: ServerProcess, token: string) {
    const created = (await api(server, token, 'POST', '/api/v1/campaign-data/campaigns', {
      name: `Live ${Date.now()}`,
      campaignType: 'spin-the-wheel',
      languages: ['en'],
      registrationType: 'noDelivery',
    })) as { campaign: { id: string; slug: string } };
    const { id, slug } = created.campaign;
    const settingsUrl = `/api/v1/games/spin-the-wheel/game-settings/${id}`;
    const { settings } = (await api(server, token, 'GET', settingsUrl)) as {
      settings: { sectors: Sector[] } & Record<string, unknown>;
    };
    const sectors = settings.sectors.map((sector) => ({
      ...sector,
      poolId: null,
      oddsBp: 0,
      text: Object.fromEntries(Object.keys(sector.text).map((language) => [language, 'No luck'])),
    }));
    await api(server, token, 'PUT', settingsUrl, { ...settings, sectors });
    await api(server, token, 'POST', '/api/v1/build/publish', {
      campaignId: id,
      campaignType: 'spin-the-wheel',
      publishOptions: { mode: 1 },
    });
    return { id, slug };
  }

  /** A play as the published page makes it: the proof-of-work solved, then the play. */
  async function play(server: ServerProcess, slug: string) {
    const asked = (await (await fetch(`${server.url}/api/play/campaigns/${slug}/challenge`)).json()) as {
      data: unknown;
    };
    const challenge = asked.data as {
      algorithm: string;
      challenge: string;
      maxnumber?: number;
      salt: string;
      signature: string;
    };
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
      .promise;
    if (!solution) throw new Error('challenge not solved');
    const altcha = Buffer.from(JSON.stringify({ ...challenge, number: solution.number })).toString('base64');
    const response = await fetch(`${server.url}/api/play/campaigns/${slug}/plays`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'en', altcha }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  it('a play on process A moves the counter of a socket watching on process B', async () => {
    const [a, b] = servers;
    const logInOn = async (server: ServerProcess) => {
      const response = await logIn(server, demoEmailFor('EDITOR'), DEMO_PASSWORD);
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
    };
    const tokenA = await logInOn(a);
    const tokenB = await logInOn(b);
    const campaign = await publishedWheel(a, tokenA);

    const socket = connectLiveOps(b.url, tokenB);
    sockets.push(socket);
    await liveConnected(socket);
    const answer = await watch(socket, campaign.id);
    if (!answer.ok) throw new Error(`watch refused: ${answer.reason}`);
    expect(answer.snapshot.today.plays).toBe(0);

    // Timed from the play's answer: solving its proof of work is the player's time, not the view's.
    await play(a, campaign.slug);
    const started = Date.now();
    const moved = await snapshotWhere(socket, (s) => s.today.plays === 1 && s.recent.plays === 1, 5_000);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(moved).toMatchObject({ campaignId: campaign.id, today: { plays: 1, wins: 0 }, recent: { plays: 1 } });

    // SIGTERM with a watcher connected: both namespaces' adapters close, the process exits 0.
    const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
    expect(await stop(b)).toEqual({ code: 0, signal: null });
    expect(['transport close', 'io server disconnect']).toContain(await dropped);
  }, 60_000);
});
