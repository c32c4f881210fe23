import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { TableInsert } from '../db/multi-insert.ts';

/** A table the batch writers fill. */
export type AnalyticsTable = 'hits' | 'events' | 'js_errors' | 'perf_records';
/** A row to insert into one of them. */
export type AnalyticsRow<T extends AnalyticsTable> = Insertable<Database[T]>;

/** JSON columns of the analytics tables (written as JSON text, see `toJson`). */
const JSON_COLUMNS: Partial<Record<AnalyticsTable, string[]>> = { events: ['payload'] };

/** Tuning of a batch writer; the defaults are the documented ones. */
export interface BatchWriterOptions {
  /** Flush as soon as this many rows wait (default 1,000). */
  maxRows?: number;
  /** Flush at the latest this long after the first waiting row arrived (default 250 ms). */
  maxDelayMs?: number;
  /** Rows held in memory at most (waiting + being written); more are dropped and counted (default 50,000). */
  maxPending?: number;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * Collects the rows of one analytics table in memory and writes them with multi-row INSERTs,
 * in one transaction per flush, so ingestion never costs a database round trip per hit.
 * Flushes at `maxRows` rows or `maxDelayMs` after the first waiting row, whichever comes first,
 * and on `close()`. What a crash can lose: the rows of the last `maxDelayMs` (250 ms) that were
 * not written yet: analytics only, which the spec never acknowledges (its answers are ignored).
 */
export class BatchWriter<T extends AnalyticsTable> {
  /** What was written, for tests and the log. */
  readonly stats = { rows: 0, statements: 0, flushes: 0, dropped: 0, failed: 0 };
  private buffer: AnalyticsRow<T>[] = [];
  private inFlight = 0;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private statement: TableInsert | null = null;
  private readonly maxRows: number;
  private readonly maxDelayMs: number;
  private readonly maxPending: number;

  constructor(
    private readonly db: Kysely<Database>,
    readonly table: T,
    private readonly opts: BatchWriterOptions = {},
  ) {
    this.maxRows = opts.maxRows ?? 1000;
    this.maxDelayMs = opts.maxDelayMs ?? 250;
    this.maxPending = opts.maxPending ?? 50_000;
  }

  /** Queues one row; every row of a table must set the same columns (null where absent). */
  push(row: AnalyticsRow<T>): void {
    if (this.buffer.length + this.inFlight >= this.maxPending) {
      if (this.stats.dropped++ % 1000 === 0) this.opts.log?.warn({ table: this.table, dropped: this.stats.dropped }, 'analytics backlog full: rows dropped');
      return;
    }
    this.buffer.push(row);
    if (this.buffer.length >= this.maxRows) void this.start();
    else if (!this.timer) this.timer = setTimeout(() => void this.start(), this.maxDelayMs);
  }

  /** Writes everything waiting now (on close; tests before reading). Never rejects. */
  async flush(): Promise<void> {
    while (this.running || this.buffer.length > 0) await this.start();
  }

  /** Rows waiting or being written. */
  get pending(): number {
    return this.buffer.length + this.inFlight;
  }

  /** Starts writing what waits, or asks the write in progress to go on with it when done. */
  private start(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * Writes batches while there is a reason to: rows that arrive during a write wait for their
   * own 1,000 rows or 250 ms, so a steady stream still goes in large INSERTs.
   */
  private async drain(): Promise<void> {
    do {
      this.again = false;
      const rows = this.buffer;
      this.buffer = [];
      this.inFlight = rows.length;
      if (rows.length > 0) await this.write(rows);
      this.inFlight = 0;
    } while (this.again || this.buffer.length >= this.maxRows);
  }

  private async write(rows: AnalyticsRow<T>[]): Promise<void> {
    this.stats.flushes++;
    try {
      await this.insert(rows);
    } catch (err) {
      // One website deleted meanwhile (foreign key) must not sink the others' rows: retry by site.
      this.opts.log?.warn({ err, table: this.table }, 'analytics batch failed: retrying website by website');
      const bySite = new Map<string, AnalyticsRow<T>[]>();
      for (const r of rows) {
        const site = (r as unknown as { website_id: string }).website_id;
        if (!bySite.has(site)) bySite.set(site, []);
        bySite.get(site)!.push(r);
      }
      for (const group of bySite.values()) {
        try {
          await this.insert(group);
        } catch (groupErr) {
          this.stats.failed += group.length;
          this.opts.log?.error({ err: groupErr, table: this.table, lost: group.length }, 'analytics rows could not be written');
        }
      }
    }
  }

  /** Multi-row INSERTs (see MultiRowInsert), as few as the limits allow, in one transaction. */
  private async insert(rows: AnalyticsRow<T>[]): Promise<void> {
    this.statement ??= new TableInsert(this.table, Object.keys(rows[0]), JSON_COLUMNS[this.table]);
    const queries = this.statement.queries(this.db, rows as unknown as Record<string, unknown>[]);
    const run = async (db: Kysely<Database>) => {
      for (const query of queries) await db.executeQuery(query);
    };
    if (queries.length === 1) await run(this.db);
    else await this.db.transaction().execute(run);
    this.stats.statements += queries.length;
    this.stats.rows += rows.length;
  }
}
