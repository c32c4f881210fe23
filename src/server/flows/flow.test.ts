import { describe, expect, it } from 'vitest';
import { runFlow, type Step } from './flow.ts';

/** A step that records its run and undo in `log`, and fails when told to. */
const step = (name: string, log: string[], fail?: { run?: boolean; undo?: boolean }): Step<unknown> => ({
  name,
  async run() {
    if (fail?.run) throw new Error(`${name} falló`);
    log.push(`run ${name}`);
  },
  async undo() {
    if (fail?.undo) throw new Error(`undo ${name} falló`);
    log.push(`undo ${name}`);
  },
});

describe('a flow across domains', () => {
  it('runs every step in order', async () => {
    const log: string[] = [];
    await runFlow([step('a', log), step('b', log), step('c', log)], {});
    expect(log).toEqual(['run a', 'run b', 'run c']);
  });

  it('a failing step undoes the earlier ones, last first, and throws its own error unchanged', async () => {
    const log: string[] = [];
    const err = await runFlow([step('a', log), step('b', log), step('c', log, { run: true }), step('d', log)], {}).catch((e: unknown) => e);
    expect(log).toEqual(['run a', 'run b', 'undo b', 'undo a']);
    expect((err as Error).message).toBe('c falló');
  });

  it('an undo that fails does not stop the others; both errors come back together', async () => {
    const log: string[] = [];
    const err = await runFlow([step('a', log), step('b', log, { undo: true }), step('c', log, { run: true })], {}).catch((e: unknown) => e);
    expect(log).toEqual(['run a', 'run b', 'undo a']);
    expect(err).toBeInstanceOf(AggregateError);
    expect((err as AggregateError).errors.map((e: Error) => e.message)).toEqual(['c falló', 'undo b falló']);
  });
});
