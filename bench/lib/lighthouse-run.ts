import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
// lighthouse's own dependency: it launches the browser lighthouse drives.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './median.ts';

/** The system Chromium (never a downloaded one), or CHROME_PATH. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** A directory each run's full JSON report is written to (its audits say why a score is what it is). */
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
/** The median score each category should reach. */
export type Targets = Partial<Record<Category, number>>;
export type LighthouseRun = { scores: Partial<Record<Category, number>>; metrics: string };

const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;

/**
 * One Lighthouse run (its default config: mobile, simulated throttling) of the targets' categories in
 * a fresh headless Chromium, so no cache carries over; the report goes to BENCH_LIGHTHOUSE_REPORTS as
 * `<name>.json`. Chromium now and then fails to record the trace (NO_NAVSTART, …): such a run is tried
 * again, twice.
 */
async function lighthouseRun(url: string, targets: Targets, name: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: Object.keys(targets),
        output: 'json',
        logLevel: 'error',
      });
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse: ${lhr?.runtimeError?.message ?? 'no result'}`);
      if (REPORTS_DIR) writeFileSync(join(REPORTS_DIR, `${name}.json`), result.report as string);
      const scores = Object.fromEntries(
        Object.keys(targets).map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      );
      const metrics = METRICS.map(([label, id]) => `${label} ${lhr.audits[id]?.displayValue ?? '?'}`).join(', ');
      return { scores, metrics };
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  ${name}: ${(error as Error).message}; trying again`);
    } finally {
      chrome.kill();
    }
  }
}

/** One run's line: each category's score, then the performance metrics. */
const runLine = (run: LighthouseRun) =>
  `${Object.entries(run.scores)
    .map(([id, score]) => `${id} ${score}`)
    .join(', ')}; ${run.metrics}`;

/** A page to score: `name` names its reports (`<name>-<run>.json`). */
export type ScoredPage = { label: string; url: string; name: string };

/**
 * BENCH_LIGHTHOUSE_RUNS rounds (default 3) of one run per page, alternating, so that a busy moment on the
 * machine does not fall on one page only; each run printed as it ends. The runs of each page, in order.
 */
export async function lighthouseRounds(pages: ScoredPage[], targets: Targets): Promise<LighthouseRun[][]> {
  console.log(`Lighthouse (mobile, simulated throttling) with ${CHROME_PATH}, ${LIGHTHOUSE_RUNS} runs each:`);
  const runs = pages.map((): LighthouseRun[] => []);
  for (let round = 1; round <= LIGHTHOUSE_RUNS; round++) {
    for (const [index, { label, url, name }] of pages.entries()) {
      const run = await lighthouseRun(url, targets, `${name}-${round}`);
      runs[index].push(run);
      console.log(`  run ${round} ${label}: ${runLine(run)}`);
    }
  }
  return runs;
}

/**
 * Prints each category's median over the runs, against its target where the runs are `judged` (not a
 * reference measured beside them); true when every target is reached.
 */
export function mediansMeet(label: string, runs: LighthouseRun[], targets: Targets, isJudged = true): boolean {
  let isMet = true;
  for (const [id, target] of Object.entries(targets) as [Category, number][]) {
    const score = median(runs.map((run) => run.scores[id] ?? 0));
    isMet &&= score >= target;
    const verdict = isJudged ? ` (target ${target}) ${score >= target ? 'ok' : 'BELOW TARGET'}` : '';
    console.log(`  ${label} median ${id}: ${score}${verdict}`);
  }
  return isMet || !isJudged;
}
