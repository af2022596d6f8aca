import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/** The real server as `npm start` runs it: Node 24 from the workspace, main.ts, its own data folder and port. */
const NODE = fileURLToPath(new URL('../../../node_modules/.bin/node', import.meta.url));
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const LOG_IN = '/api/v1/user-management/users/log-in';
const folders: string[] = [];

type Server = {
  child: ChildProcess;
  url: string;
  /** stdout and stderr so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gc-process-'));
  folders.push(dir);
  return dir;
}

async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const child = spawn(NODE, [MAIN], {
    // A minimal environment: nothing of the test runner's (DATABASE_URL, NODE_OPTIONS…) leaks in.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function until<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits until /api/health answers 200 and returns its body. */
async function healthy(server: Server) {
  return until(
    async () => {
      if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
      const response = await fetch(`${server.url}/api/health`).catch(() => undefined);
      return response?.ok ? response.json() : undefined;
    },
    40_000,
    `the server to become healthy; its output:\n${server.output()}`,
  );
}

function logIn(server: Server, username: string, password: string) {
  return fetch(`${server.url}${LOG_IN}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, grantType: 'password' }),
  });
}

async function stop(server: Server, timeoutMs = 10_000) {
  if (server.child.exitCode !== null) return server.exited;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), timeoutMs);
  const result = await server.exited;
  clearTimeout(timer);
  return result;
}

const DEMO_PASSWORD_LINE = /Password: (\S+) — shown once/g;

describe('the server process', () => {
  const running: Server[] = [];
  afterAll(async () => {
    await Promise.all(running.map((server) => stop(server)));
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it.concurrent('seeds once with a printed password, guards its data folder and shuts down gracefully', async () => {
    const dataDir = newDataDir();
    const first = await startServer(dataDir);
    running.push(first);
    expect(await healthy(first)).toEqual({ status: 'ok', database: 'pglite' });

    const printed = [...first.output().matchAll(DEMO_PASSWORD_LINE)].map((match) => match[1]);
    expect(printed).toHaveLength(1);
    const password = printed[0];
    expect((await logIn(first, 'editor@demo.test', password)).status).toBe(200);

    // A second process on the same folder refuses to start and says why.
    const second = await startServer(dataDir);
    running.push(second);
    const refused = await second.exited;
    expect(refused.code).not.toBe(0);
    expect(second.output()).toContain(dataDir);
    expect(second.output()).toMatch(/data folder .* already used by another server process/);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    // SIGTERM while a log-in (argon2, the slowest ordinary request) is in flight: it still completes.
    const seen = first.output().length;
    const inFlight = logIn(first, 'viewer@demo.test', password);
    await until(
      () => (first.output().slice(seen).includes(LOG_IN) ? true : undefined),
      10_000,
      'the log-in to reach the server',
    );
    const signalledAt = Date.now();
    first.child.kill('SIGTERM');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as { data: { accessToken: string } };
    expect(data.accessToken).toEqual(expect.any(String));
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(5_000);

    // The next start on the same folder keeps the data and prints no password again.
    const restarted = await startServer(dataDir);
    running.push(restarted);
    expect(await healthy(restarted)).toEqual({ status: 'ok', database: 'pglite' });
    expect(restarted.output()).not.toMatch(DEMO_PASSWORD_LINE);
    expect((await logIn(restarted, 'editor@demo.test', password)).status).toBe(200);
    expect(await stop(restarted)).toEqual({ code: 0, signal: null });
  }, 120_000);

  it.concurrent('DEMO_SEED=false starts with no demo users; a crash (kill -9) does not block the next start', async () => {
    const dataDir = newDataDir();
    const server = await startServer(dataDir, { DEMO_SEED: 'false' });
    running.push(server);
    expect(await healthy(server)).toEqual({ status: 'ok', database: 'pglite' });
    expect(server.output()).not.toContain('Demo data created');
    const response = await logIn(server, 'super-admin@demo.test', 'Any-Password-1!');
    expect(response.status).toBe(401);

    server.child.kill('SIGKILL');
    await server.exited;
    const afterCrash = await startServer(dataDir, { DEMO_SEED: 'false' });
    running.push(afterCrash);
    expect(await healthy(afterCrash)).toEqual({ status: 'ok', database: 'pglite' });
    expect(await stop(afterCrash)).toEqual({ code: 0, signal: null });
  }, 90_000);
});
