import { type ResolveFnOutput, registerHooks } from 'node:module';

const DRIZZLE_FILES = '/node_modules/drizzle-orm/';
/** The server's own source folder (this file is in src/lib). */
const SERVER_SOURCES = new URL('../', import.meta.url).href;

/**
 * Two shortcuts in Node's module resolution at start, where it parses large package.json files again
 * and again (a CPU profile of a restart, issue 18): Node 24 parses a package.json's whole "exports"
 * on each look-up, and drizzle-orm's is 179 KB (an export per file).
 *
 * - drizzle-orm's imports of its own files (`./column.js`, 112 files at start) are ES modules at the
 *   URL the specifier names: its files are all ES modules under one package.json ("type": "module"),
 *   so Node's look-up of the nearest package.json to learn the format is skipped.
 * - A bare import (`drizzle-orm`, `zod`) from the server's own files resolves to the same file from
 *   every one of them (one node_modules chain above src/), so it is resolved once per specifier and
 *   import conditions instead of once per importing file.
 *
 * Everything else is resolved by Node as before.
 */
export function installResolveShortcuts(): void {
  const bareResolved = new Map<string, ResolveFnOutput>();
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL;
      if (parent?.includes(DRIZZLE_FILES) && specifier.startsWith('.') && specifier.endsWith('.js')) {
        return { url: new URL(specifier, parent).href, format: 'module', shortCircuit: true };
      }
      if (!parent?.startsWith(SERVER_SOURCES) || !isBareSpecifier(specifier)) return nextResolve(specifier, context);
      const key = `${specifier} ${context.conditions.join(',')}`;
      let resolved = bareResolved.get(key);
      if (!resolved) {
        resolved = nextResolve(specifier, context);
        bareResolved.set(key, resolved);
      }
      return { ...resolved, shortCircuit: true };
    },
  });
}

/** A package name (`zod`, `@fastify/static`, `drizzle-orm/pg-core`), not a path, URL or Node builtin. */
export function isBareSpecifier(specifier: string): boolean {
  return !/^(\.|\/|#|[a-z][a-z0-9+.-]*:)/i.test(specifier);
}
