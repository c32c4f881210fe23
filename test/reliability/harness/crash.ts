import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema.ts';
import type { AcknowledgedWrite, Attempt } from './acknowledged.ts';
import type { ChildServer } from './server.ts';

/** What one crash cycle found. */
export interface CrashOutcome {
  writes: number;
  /** Acknowledged before the crash, and after the retries. */
  acknowledged: number;
  /** Lost in the crash (no answer) and sent again with the same key. */
  retried: number;
  /** Acknowledged writes found exactly once. */
  storedOnce: number;
  /** Refused with a definite 4xx (a key already used by a commit whose answer was lost), and still unanswered after the retries. */
  refused: number;
  lost: number;
  /** Ops stored more than once, or acknowledged and missing: both must be empty. */
  duplicated: number[];
  missing: number[];
}

/**
 * One crash cycle: `count` writes sent at once, the disruption (kill -9 of the server, or killing
 * its database connections) after `afterAcks` of them were acknowledged, the server back, every
 * unacknowledged write retried with the same key until it is acknowledged or refused, then the
 * store read: every acknowledged write present exactly once, nothing stored twice.
 */
export async function crashCycle<Op>(o: {
  server: ChildServer;
  db: Kysely<Database>;
  write: AcknowledgedWrite<Op>;
  count: number;
  afterAcks: number;
  /** The writes start spread over this long (all still in flight together), so the crash lands among them. */
  rampMs?: number;
  disrupt: () => Promise<void>;
  /** After the disruption: bring the server back (restart; nothing for a database-side disruption). */
  recover: () => Promise<void>;
}): Promise<CrashOutcome> {
  const { server, write } = o;
  const ops = await Promise.all(Array.from({ length: o.count }, (_, i) => write.prepare(server.port, i)));
  await write.ready?.();
  const results: (Attempt | 'pending')[] = ops.map(() => 'pending');
  let acks = 0;
  let disrupted: Promise<void> | null = null;
  await Promise.all(
    ops.map(async (op, i) => {
      await new Promise((r) => setTimeout(r, ((o.rampMs ?? 1_000) * i) / o.count));
      if (disrupted) await disrupted; // sent after the crash: it meets a server that is down
      results[i] = await write.send(server.port, op);
      if (results[i] === 'acknowledged' && ++acks === o.afterAcks) disrupted = o.disrupt();
    }),
  );
  await (disrupted ?? o.disrupt());
  await o.recover();
  // Retry what got no definite answer, with the same key: bounded rounds, as a careful client would.
  let retried = 0;
  for (let round = 0; round < 5 && results.some((r) => r === 'lost'); round++) {
    await Promise.all(
      results.map(async (r, i) => {
        if (r !== 'lost') return;
        retried += round === 0 ? 1 : 0;
        results[i] = await write.send(server.port, ops[i]);
      }),
    );
  }
  const stored = await write.stored(o.db, ops);
  const acknowledged = results.map((r, i) => (r === 'acknowledged' ? i : -1)).filter((i) => i >= 0);
  return {
    writes: o.count,
    acknowledged: acknowledged.length,
    retried,
    storedOnce: acknowledged.filter((i) => stored[i] === 1).length,
    refused: results.filter((r) => r === 'refused').length,
    lost: results.filter((r) => r === 'lost').length,
    duplicated: stored.map((n, i) => (n > 1 ? i : -1)).filter((i) => i >= 0),
    missing: acknowledged.filter((i) => stored[i] !== 1),
  };
}
