import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema.ts';

/** How one attempt at a write ended, as the client saw it. */
export type Attempt = 'acknowledged' | 'refused' | 'lost';

/**
 * A write the server acknowledges only after it committed (a form submission today; an order or a
 * comment later). The crash harness drives any of them: plug a new one in by implementing this.
 * `Op` is one write the client means to make, with its idempotency key.
 */
export interface AcknowledgedWrite<Op> {
  name: string;
  /** Everything the client gets before writing (a key, a crumb); made before the crash. */
  prepare(port: number, index: number): Promise<Op>;
  /** Resolves once the prepared ops may be sent (forms: the key's minimum fill time has passed). */
  ready?(): Promise<void>;
  /** Sends the write once. 2xx: acknowledged; a definite 4xx: refused; no answer or 5xx: lost. */
  send(port: number, op: Op): Promise<Attempt>;
  /** How many rows hold each op (by index), read straight from the database. */
  stored(db: Kysely<Database>, ops: Op[]): Promise<number[]>;
}
