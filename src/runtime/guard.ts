/** The global flag that marks the runtime as started in this window. */
export const RUNTIME_FLAG = '__vitrinaRuntime';

/** Message of §4 when the common script runs a second time in one window. */
export const SECOND_RUN_MESSAGE = 'Detected second run, this is bad.';

/**
 * Claims the window for this copy of the runtime. A second copy (the script included
 * twice) must not initialise anything twice: it logs the §4 message and gets `false`.
 */
export function claimFirstRun(win: object, log: Pick<Console, 'error'> = console): boolean {
  const flags = win as Record<string, unknown>;
  if (flags[RUNTIME_FLAG]) {
    log.error(SECOND_RUN_MESSAGE);
    return false;
  }
  flags[RUNTIME_FLAG] = true;
  return true;
}
