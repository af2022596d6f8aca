import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const TEST_FILES = ['apps/*/src/**/*.test.{ts,tsx}', 'apps/*/test/**/*.test.ts', 'packages/*/src/**/*.test.{ts,tsx}'];
const NOT_TESTS = ['**/node_modules/**', 'e2e/**'];

/**
 * Files that replace a module (vi.mock), a global (vi.stubGlobal), the environment, the clock (fake
 * timers) or spy on a shared object get a fresh module graph each, so nothing they change reaches
 * another file; so does a file that says `@own-modules` (it needs a module's state from empty). Found by
 * reading the files, so a new test that mocks is isolated without a list to keep.
 */
const CHANGES_SHARED_STATE = /\bvi\.(mock|doMock|stubGlobal|stubEnv|spyOn|useFakeTimers)\(|@own-modules\b/;
const NEED_OWN_MODULES = TEST_FILES.flatMap((pattern) => globSync(pattern)).filter((file) =>
  CHANGES_SHARED_STATE.test(readFileSync(file, 'utf8')),
);

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Both cores: vitest's default leaves one free (cores − 1), which on this 2-core machine is 1 worker.
    maxWorkers: 2,
    globalSetup: ['apps/server/test/global-setup.ts'],
    projects: [
      {
        extends: true,
        // The rest share a worker's modules across files (isolate: false): the server's ~1,000 modules
        // are loaded once per worker instead of once per file, which halved the CPU time of a sample of
        // 8 server files (65 s → 32 s). Each file still builds its own app and database.
        test: {
          name: 'shared-modules',
          include: TEST_FILES,
          exclude: [...NOT_TESTS, ...NEED_OWN_MODULES],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own-modules', include: NEED_OWN_MODULES, exclude: NOT_TESTS } },
    ],
  },
});
