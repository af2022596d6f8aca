/**
 * Scratch card frame rate: `npm run bench:player-scratch-fps` (build first: `npm run build`).
 *
 * The real app (buildApp on PGlite, the built player) serves a published scratch card; the system
 * Chromium (/usr/bin/chromium, or CHROME_PATH), headless, as a mid-range phone (360 x 640, device
 * scale 2, touch) with the CPU slowed down 4x (CDP Emulation.setCPUThrottlingRate), opens it and a
 * finger scratches the card: rows of touch moves through CDP Input.dispatchTouchEvent, as fast as the
 * browser takes them, so several moves land in one frame. A requestAnimationFrame loop in the page
 * records every frame until the card opens in full; the bench prints frames per second, dropped
 * frames (an interval of more than 1.5 frames counts the frames it skipped), the 95th percentile and
 * the worst interval, and the page's rate with nobody touching it (the machine's own noise). The exit
 * code is 1 when the median run is under 55 fps or drops more than 5 % of its frames.
 *
 * Environment: BENCH_CPU_RATE (default 4), BENCH_RUNS (default 3), BENCH_SCRATCH_MS (how long a run
 * scratches at most, default 4000), CHROME_PATH.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCRATCH_CARD_DEFAULTS } from '@gc/games/scratch-card/definition';
import { type CDPSession, chromium, type Page } from '@playwright/test';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoIfEmpty } from '../apps/server/src/db/seed-demo.ts';
import { publishBenchGame } from './lib/bench-game.ts';

const PLAYER_DIST = new URL('../apps/player/dist', import.meta.url).pathname;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CPU_RATE = Number(process.env.BENCH_CPU_RATE ?? 4);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SCRATCH_MS = Number(process.env.BENCH_SCRATCH_MS ?? 4000);
const TARGET_FPS = 55;
const MAX_DROPPED_SHARE = 0.05;
const FRAME_MS = 1000 / 60;

type Run = { fps: number; frames: number; dropped: number; p95: number; worst: number; moves: number; ms: number };

/** Starts recording frame times in the page; stops at the card's full opening or when asked. */
function startFrameRecorder(page: Page) {
  return page.evaluate(() => {
    const state = { times: [] as number[], isRecording: true, openedAt: 0, longTasks: [] as number[][] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        state.longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
    }).observe({ type: 'longtask' });
    (window as unknown as { __frames: typeof state }).__frames = state;
    const layer = document.querySelector('.gcs-layer');
    if (layer) {
      new MutationObserver(() => {
        if (layer.classList.contains('gcs-layer-open') && !state.openedAt) state.openedAt = performance.now();
      }).observe(layer, { attributes: true, attributeFilter: ['class'] });
    }
    const tick = (time: number) => {
      if (!state.isRecording) return;
      state.times.push(time);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

type Recorded = { times: number[]; openedAt: number; longTasks: number[][] };

async function stopFrameRecorder(page: Page): Promise<Recorded> {
  return page.evaluate(() => {
    const state = (window as unknown as { __frames: Recorded & { isRecording: boolean } }).__frames;
    state.isRecording = false;
    return { times: state.times, openedAt: state.openedAt, longTasks: state.longTasks };
  });
}

/**
 * A finger going back and forth across the card, row by row, until time is up or the card opens: touch
 * moves sent every 8 ms (a 120 Hz touch screen), not waiting for each to be handled, so that several
 * arrive within one frame as they do on a phone.
 */
async function scratch(page: Page, cdp: CDPSession): Promise<number> {
  const box = await page.locator('.gcs-layer').boundingBox();
  if (!box) throw new Error('no scratch layer on the page');
  const started = Date.now();
  let moves = 0;
  const touch = (type: string, x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  const rowHeight = Math.max(8, box.height / 12);
  for (let row = 0; Date.now() - started < SCRATCH_MS; row++) {
    const y = box.y + rowHeight / 2 + ((row * rowHeight) % Math.max(1, box.height - rowHeight));
    const leftToRight = row % 2 === 0;
    const xAt = (t: number) => box.x + 4 + (box.width - 8) * (leftToRight ? t : 1 - t);
    await touch('touchStart', xAt(0), y);
    const sent: Promise<unknown>[] = [];
    for (let step = 1; step <= 30; step++) {
      sent.push(touch('touchMove', xAt(step / 30), y + Math.sin(step / 3) * 4));
      moves++;
      await new Promise((resolve) => setTimeout(resolve, 8));
    }
    await Promise.all(sent);
    await touch('touchEnd', 0, 0);
    if (await page.locator('.gcs-layer-open').count()) break;
  }
  return moves;
}

/** The page's own frame rate with nobody touching it, for comparison. */
async function idleFrames(page: Page): Promise<Run> {
  await startFrameRecorder(page);
  await page.waitForTimeout(2000);
  const { times } = await stopFrameRecorder(page);
  return summarize(times, 0, 0);
}

function summarize(times: number[], openedAt: number, moves: number): Run {
  const until = openedAt || Number.POSITIVE_INFINITY;
  const kept = times.filter((time) => time <= until);
  const intervals = kept.slice(1).map((time, i) => time - kept[i]);
  const ms = kept.length > 1 ? kept[kept.length - 1] - kept[0] : 0;
  const dropped = intervals.reduce(
    (sum, interval) => sum + (interval > FRAME_MS * 1.5 ? Math.round(interval / FRAME_MS) - 1 : 0),
    0,
  );
  const sorted = [...intervals].sort((a, b) => a - b);
  return {
    fps: ms > 0 ? (intervals.length * 1000) / ms : 0,
    frames: intervals.length,
    dropped,
    p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
    worst: sorted[sorted.length - 1] ?? 0,
    moves,
    ms,
  };
}

async function measure(origin: string, slug: string, index: number): Promise<Run> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 360, height: 640 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    if (process.env.BENCH_DEBUG) {
      page.on('framenavigated', (frame) => console.log('navigated', frame.url()));
      page.on('console', (message) => console.log('console', message.text()));
    }
    await page.goto(`${origin}/p/${slug}`);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.gcs-layer').waitFor();
    // The page settles (fonts, the proof-of-work worker) before the phone slows down.
    await page.waitForTimeout(1000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    const idle = await idleFrames(page);
    console.log(
      `  run ${index} before scratching: ${idle.fps.toFixed(1)} fps, ${idle.dropped} dropped of ${idle.frames + idle.dropped}`,
    );
    await startFrameRecorder(page);
    await page.waitForTimeout(100);
    const moves = await scratch(page, cdp);
    const { times, openedAt, longTasks } = await stopFrameRecorder(page);
    if (process.env.BENCH_DEBUG) console.log(`  long tasks [start, ms] from ${times[0]}:`, JSON.stringify(longTasks));
    if (!openedAt) console.log(`  run ${index}: the card did not open within ${SCRATCH_MS} ms of scratching`);
    return summarize(times, openedAt, moves);
  } finally {
    await browser.close();
  }
}

if (!existsSync(join(PLAYER_DIST, 'index.html'))) {
  console.error('The player is not built: run `npm run build` first.');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'gc-bench-scratch-'));
const database = await openDatabase({ kind: 'pglite' });
const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, PLAYER_DIST, PUBLIC_URL: 'http://localhost:3000' });
const { app } = await buildApp(config, database);
let isMet = false;
try {
  const seed = await seedDemoIfEmpty(database.db, 'Bench-Password-2026!');
  if (!seed) throw new Error('expected an empty database');
  // Opens at 90 %: the longest scratching a marketer can ask for, so a run measures the most drawing.
  // Every run plays from the same address, so the limits are lifted.
  const settings = {
    ...SCRATCH_CARD_DEFAULTS,
    revealThresholdPercent: 90,
    multiRegistration: true,
    playsPerDay: 10_000,
    playLimitEnabled: false,
    unknownCustomersSettings: { playsPerDay: 10_000 },
  };
  const { slug } = await publishBenchGame(database, seed.companyId, {
    type: 'scratch-card',
    settings,
    slug: 'bench-scratch',
    name: 'Bench scratch card',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  console.log(
    `Scratching ${origin}/p/${slug} on a 360 x 640 phone (scale 2, touch) with the CPU ${CPU_RATE}x slower, ${CHROME_PATH}:`,
  );
  const runs: { fps: number; droppedShare: number }[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const run = await measure(origin, slug, i);
    const droppedShare = run.dropped / Math.max(1, run.frames + run.dropped);
    const isRunMet = run.fps >= TARGET_FPS && droppedShare <= MAX_DROPPED_SHARE;
    runs.push({ fps: run.fps, droppedShare });
    console.log(
      `  run ${i}: ${run.fps.toFixed(1)} fps over ${(run.ms / 1000).toFixed(2)} s, ${run.frames} frames, ` +
        `${run.dropped} dropped (${(droppedShare * 100).toFixed(1)} %), p95 ${run.p95.toFixed(1)} ms, ` +
        `worst ${run.worst.toFixed(1)} ms, ${run.moves} touch moves ${isRunMet ? 'ok' : 'BELOW TARGET'}`,
    );
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const medianFps = median(runs.map((run) => run.fps));
  const medianDropped = median(runs.map((run) => run.droppedShare));
  isMet = medianFps >= TARGET_FPS && medianDropped <= MAX_DROPPED_SHARE;
  console.log(
    `  median: ${medianFps.toFixed(1)} fps, ${(medianDropped * 100).toFixed(1)} % dropped ` +
      `(target ${TARGET_FPS} fps, at most ${MAX_DROPPED_SHARE * 100} %) ${isMet ? 'ok' : 'BELOW TARGET'}`,
  );
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = isMet ? 0 : 1;
