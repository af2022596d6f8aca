/**
 * `npm start`'s build step: builds the builder, the player and the server's bundle only when their
 * sources changed since their last build (issue 18: a restart should not spend its time in Vite or
 * esbuild). Each app's inputs are hashed (file names and contents of the app, the packages it bundles,
 * its build's own files and the lock file) and compared with the stamp its last successful build left
 * in `dist/.build-stamp` (a dotfile: the server never serves it). `--force` builds anyway.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const SKIPPED = new Set(['node_modules', 'dist', '.vite', 'test-results', 'coverage']);
/** What every app's bundle is made of besides its own inputs. */
const SHARED_INPUTS = ['packages/contracts', 'packages/games', 'package-lock.json'];
/** Each app: its folder, its own inputs, and the file its build leaves last. The server's tests are not in its bundle. */
const APPS = [
  { app: 'apps/web', inputs: ['apps/web', 'tools/vite-precompress.ts'], output: 'dist/index.html' },
  { app: 'apps/player', inputs: ['apps/player', 'tools/vite-precompress.ts'], output: 'dist/index.html' },
  {
    app: 'apps/server',
    inputs: ['apps/server/src', 'apps/server/bundle.ts', 'apps/server/package.json'],
    output: 'dist/main.js',
  },
];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => !SKIPPED.has(name) && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx'))
    .flatMap((name) => filesUnder(join(path, name)));
}

/** One hash of the names and contents of every input of the app's build. */
export function sourceHash(inputs: string[]): string {
  const hash = createHash('sha256');
  const files = [...inputs, ...SHARED_INPUTS].flatMap((input) => filesUnder(join(ROOT, input))).sort();
  for (const file of files) {
    hash.update(relative(ROOT, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const isForced = process.argv.includes('--force');
for (const { app, inputs, output } of APPS) {
  const stamp = join(ROOT, app, 'dist/.build-stamp');
  const hash = sourceHash(inputs);
  const isBuilt = existsSync(join(ROOT, app, output));
  if (!isForced && isBuilt && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log(`${app}: sources unchanged since its last build, not rebuilt`);
    continue;
  }
  const result = spawnSync('npm', ['run', 'build', '--workspace', app], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, hash);
}
