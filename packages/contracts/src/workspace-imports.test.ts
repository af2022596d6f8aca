import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = new URL('../../../', import.meta.url).pathname;
const WORKSPACES = ['apps/server', 'apps/web', 'apps/player', 'packages/games', 'packages/contracts'];

type Manifest = { dependencies?: object; peerDependencies?: object; devDependencies?: object };
const readManifest = (dir: string): Manifest => JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8'));
const names = (...groups: (object | undefined)[]) => new Set(groups.flatMap((group) => Object.keys(group ?? {})));

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The packages a file imports by name (`zod`, `@mantine/core`), not Node's own modules or relative paths. */
function importedPackages(code: string): string[] {
  const specifiers = [...code.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'([@a-z][^']*)'/g)].map(
    (match) => match[1],
  );
  return specifiers
    .filter((specifier) => !specifier.startsWith('node:'))
    .map((specifier) => specifier.match(/^(@[^/]+\/[^/]+|[^/]+)/)?.[1] ?? specifier);
}

/** Tests and their helpers (`*-test-support.ts`) may use the root's dev tools (vitest, fast-check). */
const isTestFile = (path: string) => /(\.test\.tsx?|-test-support\.ts)$/.test(path) || path.includes('/test/');

describe('workspace packages', () => {
  // A package that leans on another's dependencies breaks when it is installed, bundled or hoisted
  // differently: each declares what its code imports (tests may also use the root's dev tools).
  it.each(WORKSPACES)('%s declares every package its code imports', (workspace) => {
    const own = readManifest(workspace);
    const root = readManifest('.');
    const declared = names(own.dependencies, own.peerDependencies, own.devDependencies);
    const forTests = names(root.devDependencies);
    const missing = new Set<string>();
    for (const file of [
      ...sourceFiles(join(repoRoot, workspace, 'src')),
      ...sourceFiles(join(repoRoot, workspace, 'test')),
    ]) {
      for (const name of importedPackages(readFileSync(file, 'utf8'))) {
        if (declared.has(name) || (isTestFile(file) && forTests.has(name))) continue;
        missing.add(`${name} (${file.slice(repoRoot.length)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
