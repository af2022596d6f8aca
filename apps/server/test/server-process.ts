import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real server as `npm start` runs it, from its sources (`npm start` runs their bundle, which the
 * journeys start): Node 24 from the workspace, main.ts, its own data folder and port.
 */
export const NODE = fileURLToPath(new URL('../../../node_modules/.bin/node', import.meta.url));
export const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
export const LOG_IN = '/api/v1/user-management/users/log-in';
export const DEMO_PASSWORD_LINE = /Password: (\S+) — shown once/g;

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  /** stdout and stderr so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Temporary data folders, removed by `removeAll()` after the file's tests. */
export function dataDirs() {
  const folders: string[] = [];
  return {
    create(): string {
      const dir = mkdtempSync(join(tmpdir(), 'gc-process-'));
      folders.push(dir);
      return dir;
    },
    removeAll() {
      for (const dir of folders) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The environment of a server on `port` and `dataDir`: nothing of the test runner's (DATABASE_URL, NODE_OPTIONS…) leaks in. */
export function serverEnv(dataDir: string, port: number, env: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'info',
    ...env,
  };
}

/** Watches a child's output and exit. */
export function watch(child: ChildProcess, url: string): ServerProcess {
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
  return { child, url, output: () => output, exited };
}

export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(NODE, [MAIN], { env: serverEnv(dataDir, port, env), stdio: ['ignore', 'pipe', 'pipe'] });
  return watch(child, `http://127.0.0.1:${port}`);
}

export async function until<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Waits until /api/health answers 200 and returns its body. Generous: PGlite's first start runs initdb
 * and the migrations in WebAssembly, which takes a minute on a busy two-core machine.
 */
export async function healthy(server: ServerProcess, timeoutMs = 90_000) {
  return until(
    async () => {
      if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
      const response = await fetch(`${server.url}/api/health`).catch(() => undefined);
      return response?.ok ? response.json() : undefined;
    },
    timeoutMs,
    `the server to become healthy; its output:\n${server.output()}`,
  );
}

export function logIn(server: Pick<ServerProcess, 'url'>, username: string, password: string) {
  return fetch(`${server.url}${LOG_IN}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, grantType: 'password' }),
  });
}

export async function stop(server: ServerProcess, timeoutMs = 10_000) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), timeoutMs);
  const result = await server.exited;
  clearTimeout(timer);
  return result;
}
