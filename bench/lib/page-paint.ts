import { chromium } from '@playwright/test';

/** Lighthouse's mobile CPU slowdown and its "slow 4G" network (150 ms round trip, 1.6 Mbit/s down). */
const CPU_RATE = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

export type PaintRun = {
  /** First contentful paint and largest contentful paint, ms from navigation start. */
  fcpMs: number;
  lcpMs: number;
  /** What the largest contentful paint was (tag and class or text). */
  lcpElement: string;
  /** Cumulative layout shift over the load and the player's first screen. */
  cls: number;
};

/**
 * One load of a page in a fresh Chromium as Lighthouse's mobile preset sees it (a 412 px phone, the CPU
 * 4x slower, slow 4G), read from the page's own PerformanceObserver entries once the page shows its
 * button and the network is idle. The observers are read after the load (buffered entries), so the
 * page's policy (no inline script) stays as served.
 */
export async function measurePaint(url: string, chromePath: string, readySelector: string): Promise<PaintRun> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await page.goto(url, { waitUntil: 'load' });
    await page.locator(readySelector).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // The player's own first screen has replaced a served one by now; give a late frame its time.
    await page.waitForTimeout(500);
    return await page.evaluate(async () => {
      const entries = (type: string) =>
        new Promise<PerformanceEntry[]>((resolve) => {
          const observer = new PerformanceObserver((list) => {
            observer.disconnect();
            resolve(list.getEntries());
          });
          observer.observe({ type, buffered: true });
          // A type with no entry never calls back.
          setTimeout(() => resolve([]), 1000);
        });
      const [lcps, paints, shifts] = await Promise.all([
        entries('largest-contentful-paint'),
        entries('paint'),
        entries('layout-shift'),
      ]);
      const lcp = lcps.at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
      const element = lcp?.element;
      const describe = element
        ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`
        : 'an element since removed: the served page';
      return {
        fcpMs: paints.find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? Number.NaN,
        lcpMs: lcp?.startTime ?? Number.NaN,
        lcpElement: describe,
        cls: shifts.reduce((sum, entry) => sum + ((entry as PerformanceEntry & { value: number }).value ?? 0), 0),
      };
    });
  } finally {
    await browser.close();
  }
}
