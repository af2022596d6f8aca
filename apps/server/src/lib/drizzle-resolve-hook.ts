import { registerHooks } from 'node:module';

const DRIZZLE_FILES = '/node_modules/drizzle-orm/';

/**
 * Resolves drizzle-orm's imports of its own files (`./column.js`) without Node's format check.
 *
 * Why: for every ES module file it loads, Node finds the nearest package.json to read its "type", and
 * Node 24 parses that package.json's whole "exports" on each look-up. drizzle-orm's package.json is
 * 179 KB (an export per file) and 112 of its files load at start: the look-ups cost 0.3–1 s of CPU, more
 * than all the rest of drizzle (a CPU profile of a restart, issue 18). Its files are all ES modules
 * ("type": "module", one package.json), so a relative `.js` import inside it is an ES module at the URL
 * the specifier names; everything else is resolved by Node as before.
 */
export function resolveDrizzleFilesDirectly(): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.includes(DRIZZLE_FILES)) {
        return { url: new URL(specifier, context.parentURL).href, format: 'module', shortCircuit: true };
      }
      return nextResolve(specifier, context);
    },
  });
}
