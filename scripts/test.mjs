// `npm test`: the whole suite. Installs Chromium if needed, builds the browser assets once,
// type-checks, then runs every Vitest project: unit+API on SQLite, data+API on PostgreSQL, browser tests.
import { spawnSync } from 'node:child_process';

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

run(process.execPath, ['scripts/ensure-chromium.mjs']);
run('npx', ['tsc', '--noEmit', '-p', '.']);
run('npm', ['run', '-s', 'build']);
run('npx', ['vitest', 'run', ...process.argv.slice(2)]);
