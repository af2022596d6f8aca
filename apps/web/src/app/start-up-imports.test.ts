import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the builder loads before its first render is main.tsx and everything it imports statically; the
 * log-in page's budget (issue 18, bench/builder-bundle.ts) holds only while the heavy libraries stay
 * behind dynamic imports. This walks those static imports in the sources (no build needed) and names
 * the way by which a forbidden package or module got in.
 */
const SRC = join(import.meta.dirname, '..');
const CONTRACTS = join(SRC, '../../../packages/contracts/src');

/** Packages the log-in page does without (each is loaded later by a page, the signed-in frame or a dialog). */
const FORBIDDEN_PACKAGES = [
  'zod',
  'react-hook-form',
  '@hookform/resolvers',
  '@tanstack/react-query',
  '@mantine/dates',
  'dayjs',
  '@date-fns/tz',
  'qrcode-generator',
  'react-easy-crop',
  'libphonenumber-js',
  '@gc/games',
];
/** Modules loaded lazily on purpose: the feature areas' texts and both languages at once (the log-in page is in). */
const FORBIDDEN_MODULES = [/locales\/areas-/, /locales\/catalog/, /locales\/.*\/(en|sr)\.json$/];

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveModule(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@gc/contracts/')
    ? join(CONTRACTS, specifier.slice('@gc/contracts/'.length))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`]) if (existsSync(candidate)) return candidate;
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

/** Every package and file reached by static imports from main.tsx, each with the chain that reached it. */
function startUpGraph() {
  const reached = new Map<string, string[]>();
  const queue: { file: string; chain: string[] }[] = [{ file: join(SRC, 'main.tsx'), chain: [] }];
  while (queue.length > 0) {
    const { file, chain } = queue.shift() as { file: string; chain: string[] };
    const name = relative(SRC, file);
    if (reached.has(name)) continue;
    reached.set(name, chain);
    if (!/\.tsx?$/.test(file)) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier.endsWith('.css')) continue;
      const resolved = resolveModule(file, specifier);
      if (resolved) queue.push({ file: resolved, chain: [...chain, name] });
      else if (!reached.has(specifier)) reached.set(specifier, [...chain, name]);
    }
  }
  return reached;
}

describe('the builder start-up (issue 18)', () => {
  const graph = startUpGraph();

  it('reaches the app, the router and Mantine (the walk works)', () => {
    expect(graph.has('app/App.tsx')).toBe(true);
    expect(graph.has('react-router')).toBe(true);
    expect(graph.has('@mantine/core')).toBe(true);
  });

  it('imports none of the heavy packages statically', () => {
    const found = [...graph.entries()]
      .filter(([name]) => FORBIDDEN_PACKAGES.some((pkg) => name === pkg || name.startsWith(`${pkg}/`)))
      .map(([name, chain]) => `${name} via ${chain.join(' → ')}`);
    expect(found).toEqual([]);
  });

  it('imports no page but the log-in page, and no feature-area texts, statically', () => {
    expect(graph.has('features/auth/LoginPage.tsx')).toBe(true);
    const isLazyPage = (name: string) => /Page\.tsx$/.test(name) && name !== 'features/auth/LoginPage.tsx';
    const found = [...graph.entries()]
      .filter(([name]) => isLazyPage(name) || FORBIDDEN_MODULES.some((pattern) => pattern.test(name)))
      .map(([name, chain]) => `${name} via ${chain.join(' → ')}`);
    expect(found).toEqual([]);
  });
});
