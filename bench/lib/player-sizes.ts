import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressedSize, kb } from './compressed-size.ts';
import { closure, readManifest } from './vite-manifest.ts';

const BUDGET_GZIP_BYTES = 100 * 1024;

/**
 * Per game type, the JavaScript a player downloads before the first interaction: the entry chunk and its
 * imports, the type's lazily loaded Player with its imports (Vite's build manifest says which), and the
 * worker solving the proof of work a play sends (altcha-worker-).
 */
function gamePageScripts(playerDist: string): { type: string; scripts: string[] }[] {
  const { manifest, entry } = readManifest(playerDist);
  const workers = readdirSync(join(playerDist, 'assets'))
    .filter((name) => /^altcha-worker-.*\.js$/.test(name))
    .map((name) => `assets/${name}`);
  return Object.keys(manifest)
    .map((key) => ({ key, type: key.match(/packages\/games\/src\/([^/]+)\/Player\.tsx$/)?.[1] }))
    .filter((found): found is { key: string; type: string } => found.type !== undefined)
    .sort((a, b) => a.type.localeCompare(b.type))
    .map(({ key, type }) => {
      const seen = new Set<string>();
      const scripts = [...closure(manifest, entry, seen), ...closure(manifest, key, seen), ...workers];
      return { type, scripts };
    });
}

/**
 * Prints each game type's JavaScript before the first interaction, gzip and brotli, against the 100 KB
 * gzip budget of issues 4 and 10; `entry` is the player's entry chunk (what the serving part asks for).
 */
export function reportPlayerSizes(playerDist: string): { entry: string; isMet: boolean } {
  const pages = gamePageScripts(playerDist);
  let isMet = true;
  for (const { type, scripts } of pages) {
    console.log(`JavaScript loaded before the first interaction of a ${type} campaign:`);
    let gzipTotal = 0;
    let brotliTotal = 0;
    for (const script of scripts) {
      const size = compressedSize(readFileSync(join(playerDist, script)));
      gzipTotal += size.gzip;
      brotliTotal += size.brotli;
      console.log(
        `  ${script.padEnd(40)} ${kb(size.raw).padStart(10)} raw ${kb(size.gzip).padStart(9)} gzip ${kb(size.brotli).padStart(9)} br`,
      );
    }
    const isWithin = gzipTotal <= BUDGET_GZIP_BYTES;
    isMet &&= isWithin;
    console.log(
      `  total: ${kb(gzipTotal)} gzip (${isWithin ? 'within' : 'OVER'} the ${kb(BUDGET_GZIP_BYTES)} budget), ${kb(brotliTotal)} brotli\n`,
    );
  }
  return { entry: pages[0].scripts[0], isMet };
}
