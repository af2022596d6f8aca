import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD_LINE,
  dataDirs,
  freePort,
  healthy,
  LOG_IN,
  logIn,
  MAIN,
  NODE,
  type ServerProcess,
  serverEnv,
  startServer,
  stop,
  until,
  watch,
} from './server-process.ts';

const folders = dataDirs();
const newDataDir = () => folders.create();

/** The process state `ps` shows: Z for a zombie (dead, not yet reaped by its parent); '' once gone. */
function processState(pid: number): string {
  try {
    return execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

describe('the server process', () => {
  const running: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(running.map((server) => stop(server)));
    folders.removeAll();
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
  }, 240_000);

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
  }, 240_000);

  it.concurrent('a server killed with SIGKILL and not yet reaped (a zombie) leaves its data folder free at once; a live one still guards it', async () => {
    const dataDir = newDataDir();
    const port = await freePort();
    const pidFile = join(dataDir, 'server.pid');
    // sh starts the server in the background, then becomes `sleep`: the server's parent never reaps it.
    const shell = spawn('sh', ['-c', '"$0" "$1" & echo $! > "$2"; exec sleep 120', NODE, MAIN, pidFile], {
      env: serverEnv(dataDir, port, { DEMO_SEED: 'false' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const parent = watch(shell, `http://127.0.0.1:${port}`);
    try {
      expect(await healthy(parent)).toEqual({ status: 'ok', database: 'pglite' });
      const killedPid = Number(readFileSync(pidFile, 'utf8'));
      process.kill(killedPid, 'SIGKILL');
      await until(() => (processState(killedPid).startsWith('Z') ? true : undefined), 10_000, 'a zombie');

      // With the dead server still in the process table, a new one starts on the same folder.
      const next = await startServer(dataDir, { DEMO_SEED: 'false' });
      running.push(next);
      expect(await healthy(next)).toEqual({ status: 'ok', database: 'pglite' });
      expect(processState(killedPid)).toMatch(/^Z/);

      // A second live server is still refused, with a message naming the folder and the holder's pid.
      const refused = await startServer(dataDir, { DEMO_SEED: 'false' });
      running.push(refused);
      expect((await refused.exited).code).not.toBe(0);
      expect(refused.output()).toContain(
        `The data folder ${dataDir} is already used by another server process (pid ${next.child.pid})`,
      );
      expect(await stop(next)).toEqual({ code: 0, signal: null });
    } finally {
      // The zombie goes with its parent (init reaps it).
      shell.kill('SIGKILL');
      await parent.exited;
    }
  }, 240_000);
});
