import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BatchWriter, type BatchWriterOptions } from './batch-writer.ts';

/** The four batch writers of analytics ingestion, one per table. */
export class AnalyticsStore {
  readonly hits: BatchWriter<'hits'>;
  readonly events: BatchWriter<'events'>;
  readonly jsErrors: BatchWriter<'js_errors'>;
  readonly perf: BatchWriter<'perf_records'>;

  constructor(db: Kysely<Database>, opts: BatchWriterOptions = {}) {
    this.hits = new BatchWriter(db, 'hits', opts);
    this.events = new BatchWriter(db, 'events', opts);
    this.jsErrors = new BatchWriter(db, 'js_errors', opts);
    this.perf = new BatchWriter(db, 'perf_records', opts);
  }

  /** Writes every waiting row of every table (on close, and in tests before reading). */
  async flush(): Promise<void> {
    await Promise.all([this.hits.flush(), this.events.flush(), this.jsErrors.flush(), this.perf.flush()]);
  }
}
