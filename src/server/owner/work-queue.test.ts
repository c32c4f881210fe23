import { describe, expect, it } from 'vitest';
import { VitrinaError } from '../../shared/errors.ts';
import { WorkQueue } from './work-queue.ts';

describe('the bounded work queue', () => {
  it('runs at most `concurrency` jobs, queues up to `maxWaiting`, and refuses the rest with rateLimited at once', async () => {
    const q = new WorkQueue(2, 3);
    let running = 0;
    let peak = 0;
    const job = async () => {
      peak = Math.max(peak, ++running);
      await new Promise((r) => setTimeout(r, 10));
      running--;
      return 'hecho';
    };
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => q.run(job)));
    expect(peak).toBe(2);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(3);
    expect(refused[0].reason).toBeInstanceOf(VitrinaError);
    expect(refused[0].reason.code).toBe('rateLimited');
    // Slots come back after failures too.
    await expect(q.run(async () => Promise.reject(new Error('falla')))).rejects.toThrow('falla');
    expect(await q.run(async () => 'otra vez')).toBe('otra vez');
  });

  it('a priority job is never refused and runs before the jobs already waiting', async () => {
    const q = new WorkQueue(1, 1);
    const order: string[] = [];
    const job = (name: string) => async () => {
      order.push(name);
      await new Promise((r) => setTimeout(r, 5));
    };
    const runs = [q.run(job('primero')), q.run(job('en espera')), q.run(job('rechazado')).catch(() => order.push('429')), q.run(job('dueña'), true)];
    await Promise.all(runs);
    expect(order).toEqual(['primero', '429', 'dueña', 'en espera']);
  });
});
