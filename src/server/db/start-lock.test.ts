import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, onPostgres, type TestDb } from '../../../test/helpers/db.ts';
import { openDatabase } from './index.ts';
import { oneStartAtATime } from './start-lock.ts';

describe('one start at a time (processes started together on one database)', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(() => t.destroy());

  it.skipIf(!onPostgres)('two processes never run their starts at the same time, and the lock is let go after an error', async () => {
    // Two pools, as two processes would have.
    const other = await openDatabase(t.url);
    try {
      const events: string[] = [];
      const start = (name: string, ms: number) => async () => {
        events.push(`${name} in`);
        await new Promise((r) => setTimeout(r, ms));
        events.push(`${name} out`);
      };
      await Promise.all([oneStartAtATime(t.db, start('a', 150)), oneStartAtATime(other, start('b', 10))]);
      expect([events.slice(0, 2), events.slice(2)].map((pair) => pair[0]!.split(' ')[0] === pair[1]!.split(' ')[0])).toEqual([true, true]);
      // A failed start releases the lock: the next one runs.
      await expect(oneStartAtATime(t.db, async () => { throw new Error('migración rota'); })).rejects.toThrow('migración rota');
      await expect(Promise.race([oneStartAtATime(other, async () => 'ok'), new Promise((r) => setTimeout(() => r('held'), 2_000))])).resolves.toBe('ok');
    } finally {
      await other.destroy();
    }
  });

  it.skipIf(onPostgres)('on SQLite (one process owns its file) it simply runs the start', async () => {
    expect(await oneStartAtATime(t.db, async () => 42)).toBe(42);
  });
});
