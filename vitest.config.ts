import { defineConfig } from 'vitest/config';

// Three projects: unit and API tests on SQLite, the data-layer and API tests again on
// PostgreSQL, and the browser tests (real server, real Chromium) which run one file at a time.
const dbTests = ['src/server/**/*.test.ts', 'test/api/**/*.test.ts', 'scripts/**/*.test.ts', 'test/reliability/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: ['src/**/*.test.{ts,tsx}', 'sites/**/*.test.ts', ...dbTests],
          env: { DB: 'sqlite' },
          // A clean page (cookies, storage, globals, timers) after every browser-like test.
          setupFiles: ['test/setup/fast-check.ts', 'src/runtime/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'postgres', include: dbTests, env: { DB: 'postgres' }, setupFiles: ['test/setup/fast-check.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts', 'test/reliability/**/*.e2e.ts'],
          fileParallelism: false,
          setupFiles: ['test/setup/fast-check.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
