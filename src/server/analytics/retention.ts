import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { websiteIds } from '../sites/index.ts';
import type { AnalyticsTable } from './batch-writer.ts';

const TABLES: AnalyticsTable[] = ['hits', 'events', 'js_errors', 'perf_records'];
const DAY_MS = 86_400_000;

/** How the retention job runs. */
export interface RetentionOptions {
  /** Rows older than this many days go (Config.analyticsRetentionDays, default 395). */
  retentionDays: number;
  /** "Now" in epoch ms (tests move it). */
  now?: number;
  /** Rows deleted per statement, so no statement holds the write lock for long. */
  batchSize?: number;
}

/**
 * Deletes the analytics rows older than the retention period, website by website (using the
 * (website_id, created_at) index) in batches of ids. Returns the number of rows deleted.
 * Safe to run in several processes at once: each batch deletes whatever is still there.
 * @example await deleteExpiredAnalytics(db, { retentionDays: 395 })
 */
export async function deleteExpiredAnalytics(db: Kysely<Database>, opts: RetentionOptions): Promise<number> {
  const cutoff = (opts.now ?? Date.now()) - opts.retentionDays * DAY_MS;
  const batchSize = opts.batchSize ?? 5000;
  const sites = await websiteIds(db);
  let deleted = 0;
  for (const table of TABLES) {
    // The four tables share id, website_id and created_at; one of them stands for the type.
    const t = table as 'hits';
    for (const id of sites) {
      for (;;) {
        const result = await db
          .deleteFrom(t)
          .where('id', 'in', (qb) => qb.selectFrom(t).select('id').where('website_id', '=', id).where('created_at', '<', cutoff).limit(batchSize))
          .executeTakeFirst();
        const n = Number(result.numDeletedRows);
        deleted += n;
        if (n < batchSize) break;
        await new Promise((r) => setImmediate(r)); // let requests run between batches
      }
    }
  }
  return deleted;
}

/**
 * Runs the retention job every `everyMs` (one hour) and once a minute after start, on unref'd
 * timers (they never keep the process alive). Returns the function that stops it and waits
 * for a run in progress.
 */
export function scheduleRetention(
  db: Kysely<Database>,
  opts: RetentionOptions & { everyMs?: number; log?: { error(obj: object, msg: string): void; info(obj: object, msg: string): void } },
): () => Promise<void> {
  let current: Promise<void> | null = null;
  const job = async () => {
    try {
      const deleted = await deleteExpiredAnalytics(db, { retentionDays: opts.retentionDays, batchSize: opts.batchSize });
      if (deleted > 0) opts.log?.info({ deleted, retentionDays: opts.retentionDays }, 'old analytics rows deleted');
    } catch (err) {
      opts.log?.error({ err }, 'analytics retention job failed');
    }
  };
  const run = () => {
    current ??= job().finally(() => {
      current = null;
    });
  };
  const first = setTimeout(run, 60_000).unref();
  const every = setInterval(run, opts.everyMs ?? 3_600_000).unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await current;
  };
}
