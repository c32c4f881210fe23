import { spawnSync, type SpawnSyncReturns } from 'node:child_process';

/**
 * Runs the real `vitrina` command (src/cli.ts through tsx) and waits for it. The child inherits
 * this process's environment (PATH, TMPDIR) with `env` laid over it; tests say only what differs.
 */
export function runCli(args: string[], env: Record<string, string>, input?: string): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/cli.ts', ...args], {
    env: { ...process.env, ...env },
    input,
    encoding: 'utf8',
  });
}
