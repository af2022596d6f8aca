import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser journeys against the built app served by the real server on a fresh embedded database.
 * The system Chromium (Debian's `chromium` package) is used; Playwright never downloads a browser.
 * Run through `npm run test:e2e`, which builds the SPA first.
 */
// E2E_PORT and E2E_WEB_DIST let several runs share a machine (each builds to its own folder).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
// The config is loaded by every worker too; only the main process starts the server, so one name is enough.
const dataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `gc-e2e-${process.pid}-${Date.now()}`);
// One folder per run for the axe suite's "already checked" claims (e2e/a11y-seen.ts); the workers inherit it.
process.env.E2E_A11Y_SEEN_DIR ??= join(tmpdir(), `gc-a11y-seen-${process.pid}-${Date.now()}`);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results/e2e',
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'test-results/e2e-report' }]],
  use: {
    baseURL,
    headless: true,
    viewport: { width: 1366, height: 820 },
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node_modules/.bin/node apps/server/dist/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DEMO_PASSWORD: 'Demo-Password-2026!',
      // Each test sends its own X-Forwarded-For (e2e/fixtures.ts) so the per-IP log-in limit
      // (10 a minute) applies per test, as it would to separate people, not to the whole suite.
      TRUST_PROXY: '127.0.0.1',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      ...(process.env.E2E_PLAYER_DIST ? { PLAYER_DIST: process.env.E2E_PLAYER_DIST } : {}),
    },
  },
});
