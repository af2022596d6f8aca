import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CHROME_PATH } from './lighthouse-run.ts';
import { median } from './median.ts';
import { measurePaint, type PaintRun } from './page-paint.ts';
import { withPublishedWheel } from './published-wheel-variants.ts';

const PAINT_RUNS = Number(process.env.BENCH_PAINT_RUNS ?? 3);
/** Issue 18: the largest contentful paint of the published page's introduction (mobile, 4x CPU, slow 4G). */
const LCP_TARGET_MS = 1200;

/**
 * LCP of the published wheel's introduction in Chromium driven by Playwright, as Lighthouse's mobile
 * preset loads it (page-paint.ts), with the first page served in the HTML (this build) and without it
 * (the same build less its renderer: the page as before), alternating runs; the target is the served
 * page's median, with a CLS below 0.1.
 */
export async function measureFirstPaint(playerDist: string): Promise<boolean> {
  return withPublishedWheel(playerDist, async (path, variants) => {
    console.log(`First paint of ${path} (Chromium, 412 px phone, CPU 4x slower, slow 4G), ${PAINT_RUNS} runs each:`);
    if (!existsSync(join(playerDist, '.ssr'))) {
      console.log('  (this build has no first-page renderer: both sides serve the page as before)');
    }
    const runs = new Map<string, PaintRun[]>(variants.map((variant) => [variant.label, []]));
    for (let i = 0; i < PAINT_RUNS; i++) {
      for (const { label, origin } of variants) {
        const run = await measurePaint(`${origin}${path}`, CHROME_PATH, '#root .gc-button');
        runs.get(label)?.push(run);
        console.log(
          `  run ${i + 1} ${label.padEnd(26)} FCP ${run.fcpMs.toFixed(0).padStart(5)} ms  LCP ${run.lcpMs.toFixed(0).padStart(5)} ms (${run.lcpElement})  CLS ${run.cls.toFixed(3)}`,
        );
      }
    }
    const summary = [...runs].map(([label, list]) => {
      const lcps = list.map((run) => run.lcpMs);
      const cls = Math.max(...list.map((run) => run.cls));
      return { label, median: median(lcps), min: Math.min(...lcps), max: Math.max(...lcps), cls };
    });
    for (const { label, median: m, min, max, cls } of summary) {
      console.log(
        `  ${label.padEnd(26)} LCP median ${m.toFixed(0)} ms (${min.toFixed(0)}–${max.toFixed(0)}), worst CLS ${cls.toFixed(3)}`,
      );
    }
    const after = summary[1];
    const isMet = after.median <= LCP_TARGET_MS && after.cls < 0.1;
    console.log(
      `  after: LCP ${after.median.toFixed(0)} ms (target ${LCP_TARGET_MS} ms) ${isMet ? 'ok' : 'ABOVE TARGET'}\n`,
    );
    return isMet;
  });
}
