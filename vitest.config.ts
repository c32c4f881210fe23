import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Four projects: unit and API tests on SQLite, the browser-like unit tests (happy-dom), the
// data-layer and API tests again on PostgreSQL, and the browser tests (real server, real
// Chromium). Browser test files run side by side like the others: each starts its own server on a
// free port with its own data folder and its own browser.
const dbTests = ['src/server/**/*.test.ts', 'test/api/**/*.test.ts', 'scripts/**/*.test.ts', 'test/reliability/**/*.test.ts'];
const unitTests = ['src/**/*.test.{ts,tsx}', 'sites/**/*.test.ts'];

/**
 * The test files that run in a browser-like page (`// @vitest-environment happy-dom`). They keep
 * a fresh module graph per file: the runtime holds page state in its modules (consent, the cart,
 * the nav), which is each page's own. Every other file shares its worker's modules with the files
 * before it (`isolate: false`): importing the server once per worker instead of once per file
 * halves the unit and API run, and holds because each test file makes its own database, app and
 * clock, and restores what it changes (whatever the order of files: `--sequence.shuffle.files`).
 */
const browserLike = ['src', 'sites', 'scripts', 'test']
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)))
  .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(file, 'utf8').includes('@vitest-environment happy-dom'));

export default defineConfig({
  test: {
    // One file per core. Vitest's default leaves a core free (one worker on two cores), but test
    // files spend much of their time waiting on what they drive (a server process, Chromium,
    // PostgreSQL), so the second worker fills the other core: the whole run 22–24 min → 15 on two.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: [...unitTests, ...dbTests],
          exclude: browserLike,
          isolate: false,
          env: { DB: 'sqlite' },
          setupFiles: ['test/setup/fast-check.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: browserLike,
          env: { DB: 'sqlite' },
          // A clean page (cookies, storage, globals, timers) after every test.
          setupFiles: ['test/setup/fast-check.ts', 'src/runtime/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'postgres', include: dbTests, isolate: false, env: { DB: 'postgres' }, setupFiles: ['test/setup/fast-check.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts', 'test/reliability/**/*.e2e.ts'],
          setupFiles: ['test/setup/fast-check.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
