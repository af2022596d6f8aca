/**
 * Published-page bundle benchmark: `npm run bench:player-bundle` (build first: `npm run build`).
 *
 * 1. Size (lib/player-sizes.ts): per game type, the JavaScript a player downloads before the first
 *    interaction, gzip and brotli, against the 100 KB gzip budget of issues 4 and 10.
 * 2. Serving (lib/serving-ratio.ts): requests per second for the player's entry chunk from the real
 *    server against a bare Node server answering the same bytes from a buffer, in the same run; the
 *    ratio should reach 0.5.
 * 3. First paint (lib/first-paint.ts): LCP of a published wheel in Playwright's Chromium as Lighthouse's
 *    mobile preset loads it, with the first page served and without; at most 1.2 s (issue 18).
 * 4. Lighthouse (lib/published-lighthouse.ts): performance, accessibility and SEO of that wheel at
 *    /p/<slug>, served by the real app, with the system Chromium, each run in a fresh browser; the
 *    medians should reach 95, 100 and 100.
 *
 * The exit code is 1 when a target is missed.
 * Environment: BENCH_REQUESTS (per server, default 20,000), BENCH_CONCURRENCY (default 32),
 * BENCH_PAINT=0 skips the first paint, BENCH_PAINT_RUNS (default 3), BENCH_LIGHTHOUSE=0 skips
 * Lighthouse, BENCH_LIGHTHOUSE_RUNS (default 3), BENCH_LIGHTHOUSE_REPORTS (a directory to write each
 * run's JSON report to, for its audits), CHROME_PATH.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { measureFirstPaint } from './lib/first-paint.ts';
import { reportPlayerSizes } from './lib/player-sizes.ts';
import { measurePublishedLighthouse } from './lib/published-lighthouse.ts';
import { measureServingRatio } from './lib/serving-ratio.ts';

const PLAYER_DIST = new URL('../apps/player/dist', import.meta.url).pathname;

const skipped = (part: string) => {
  console.log(`${part} skipped.\n`);
  return true;
};

if (!existsSync(join(PLAYER_DIST, 'index.html'))) {
  console.error('The player is not built: run `npm run build` first.');
  process.exit(1);
}
const size = reportPlayerSizes(PLAYER_DIST);
const isServingMet = await measureServingRatio(PLAYER_DIST, size.entry);
const isPaintMet =
  process.env.BENCH_PAINT === '0' ? skipped('First paint (BENCH_PAINT=0)') : await measureFirstPaint(PLAYER_DIST);
const isLighthouseMet =
  process.env.BENCH_LIGHTHOUSE === '0'
    ? skipped('Lighthouse (BENCH_LIGHTHOUSE=0)')
    : await measurePublishedLighthouse(PLAYER_DIST);
const allMet = size.isMet && isServingMet && isPaintMet && isLighthouseMet;
console.log(allMet ? 'Every target met.' : 'Some target missed.');
process.exitCode = allMet ? 0 : 1;
