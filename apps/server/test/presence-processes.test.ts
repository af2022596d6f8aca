import { demoEmailFor } from '@gc/contracts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connected,
  connectPresence,
  join,
  next,
  type PresenceClient,
  presenceWith,
  takeOver,
} from './presence-client.ts';
import { dataDirs, healthy, logIn, type ServerProcess, startServer, stop } from './server-process.ts';
import { createPostgresDatabase, DEMO_PASSWORD } from './test-app.ts';

/**
 * Issue 17: presence with N processes. Two real server processes (the `npm start` entry) on one
 * PostgreSQL database; an editor on each; the takeover crosses processes through the PostgreSQL adapter.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('presence across two server processes (postgres)', () => {
  const dirs = dataDirs();
  const servers: ServerProcess[] = [];
  const sockets: PresenceClient[] = [];
  let drop = async () => {};

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    const env = { DATABASE_URL: created.url, DEMO_PASSWORD, LOG_LEVEL: 'warn' };
    // The first seeds the demo company; the second joins the migrated, seeded database.
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

  async function tokenOn(server: ServerProcess, email: string): Promise<string> {
    const response = await logIn(server, email, DEMO_PASSWORD);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
  }

  it('an editor on each process: the second takes over and the first, on the other process, is evicted', async () => {
    const [a, b] = servers;
    const editorToken = await tokenOn(a, demoEmailFor('EDITOR'));
    const adminToken = await tokenOn(b, demoEmailFor('SUPER_ADMIN'));
    const created = await fetch(`${a.url}/api/v1/campaign-data/campaigns`, {
      method: 'POST',
      headers: { authorization: `Bearer ${editorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Two processes ${Date.now()}`,
        campaignType: 'spin-the-wheel',
        languages: ['en'],
        registrationType: '',
      }),
    });
    expect(created.status).toBe(201);
    const campaignId = ((await created.json()) as { data: { campaign: { id: string } } }).data.campaign.id;

    const first = connectPresence(a.url, editorToken);
    const second = connectPresence(b.url, adminToken);
    sockets.push(first, second);
    await Promise.all([connected(first), connected(second)]);
    expect(await join(first, campaignId)).toMatchObject({ ok: true });

    // Who is here spans the processes: the second editor sees the first, and the first hears of the second.
    const firstHears = presenceWith(first, 2);
    const answer = await join(second, campaignId);
    if (!answer.ok) throw new Error(`join refused: ${answer.reason}`);
    expect(answer.editors.map((editor) => editor.uuid).sort()).toEqual([first.id, second.id].sort());
    await firstHears;

    const evicted = next(first, 'evict');
    expect(await takeOver(second)).toEqual({ ok: true, evicted: 1 });
    expect(await evicted).toEqual({ type: 'evict', fromUUID: second.id, targetUUID: first.id });

    const handedOver = next(second, 'handedOver');
    first.emit('saved', second.id ?? '');
    expect(await handedOver).toMatchObject({ type: 'handed-over', fromUUID: first.id });

    const alone = presenceWith(second, 1);
    first.disconnect();
    expect((await alone).editors.map((editor) => editor.uuid)).toEqual([second.id]);

    // SIGTERM with an editor still connected: the graceful shutdown closes the socket and the adapter, exits 0.
    const dropped = new Promise((resolve) => second.once('disconnect', resolve));
    expect(await stop(b)).toEqual({ code: 0, signal: null });
    expect(await dropped).toBe('io server disconnect');
  }, 30_000);
});
