/**
 * `npm run dev` (issue 18, "Speed of working on it"): the product as one origin, http://localhost:3000,
 * while every part reloads itself:
 * - the server (`node --watch`, restarted when one of its files changes) on DEV_API_PORT (3001), with
 *   readable logs (LOG_FORMAT=pretty);
 * - the builder from Vite's dev server, with hot reload, at the origin; it forwards the server's paths
 *   (/api, /files, /robots.txt) to the server and /p (the player) to the player's dev server;
 * - the player from its own Vite dev server (base /p/, DEV_PLAYER_PORT 5174), with hot reload through
 *   the same origin (its reload socket is forwarded too).
 * What `npm start` serves from the built apps (the published page's head for link previews, the
 * security headers) comes from the server only there; in development the pages are Vite's.
 * Ctrl+C stops all three.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type ViteDevServer } from 'vite';

const ROOT = new URL('..', import.meta.url).pathname;
const ORIGIN_PORT = Number(process.env.PORT ?? 3000);
const API_PORT = Number(process.env.DEV_API_PORT ?? 3001);
const PLAYER_PORT = Number(process.env.DEV_PLAYER_PORT ?? 5174);
const API = `http://localhost:${API_PORT}`;

/** The server in watch mode, its links pointing at the dev origin. */
function startServer(): ChildProcess {
  // From the server's folder, as `npm start` runs it: the same embedded data (apps/server/data).
  // DEV_INSPECT=1: the server listens for a debugger (chrome://inspect, an editor) on port 9229.
  const inspect = process.env.DEV_INSPECT ? ['--inspect'] : [];
  return spawn(process.execPath, [...inspect, '--watch', 'src/main.ts'], {
    cwd: `${ROOT}apps/server`,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(API_PORT),
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${ORIGIN_PORT}`,
      LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty',
      NODE_ENV: 'development',
    },
  });
}

/** The player's dev server; only the origin's proxy talks to it. */
function startPlayer(): Promise<ViteDevServer> {
  return createServer({
    root: `${ROOT}apps/player`,
    configFile: `${ROOT}apps/player/vite.config.ts`,
    server: {
      port: PLAYER_PORT,
      strictPort: true,
      host: 'localhost',
      // The builder frames its preview sandboxed (an opaque origin): its module scripts are cross-origin loads.
      cors: { origin: '*' },
      // The page's reload socket goes through the origin's proxy like everything else.
      hmr: { clientPort: ORIGIN_PORT },
    },
  }).then((server) => server.listen());
}

/** The builder's dev server: the origin. */
function startBuilder(): Promise<ViteDevServer> {
  return createServer({
    root: `${ROOT}apps/web`,
    configFile: `${ROOT}apps/web/vite.config.ts`,
    server: {
      port: ORIGIN_PORT,
      strictPort: true,
      proxy: {
        '/api': API,
        '/files': API,
        '/robots.txt': API,
        '/p': { target: `http://localhost:${PLAYER_PORT}`, ws: true },
      },
    },
  }).then((server) => server.listen());
}

const server = startServer();
const player = await startPlayer();
const builder = await startBuilder();
console.log(
  `\n  Game Campaigns in development: http://localhost:${ORIGIN_PORT}/ ` +
    `(API ${API}, player dev server ${PLAYER_PORT})\n`,
);

let isStopping = false;
async function stop(code: number) {
  if (isStopping) return;
  isStopping = true;
  server.kill('SIGTERM');
  await Promise.allSettled([builder.close(), player.close()]);
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
server.on('exit', (code) => {
  // `node --watch` keeps running across the server's crashes; it exits only when stopped.
  if (!isStopping) stop(code ?? 1);
});
