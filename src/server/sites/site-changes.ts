import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { dialectOf } from '../db/dialect.ts';

/**
 * A site changed (published, its header edited): every process must drop what it cached of it.
 * On PostgreSQL the change is announced with NOTIFY inside the writing transaction (delivered at
 * its commit, never after a rollback) and each process LISTENs on its own connection; on SQLite
 * (one process) the writer's own `siteChanged` is all there is.
 */
const CHANNEL = 'vitrina_site_changed';

/** Announces a change of `websiteId` to every process, from the transaction that made it. */
export async function announceSiteChange(db: Kysely<any>, websiteId: string): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`select pg_notify(${CHANNEL}, ${websiteId})`.execute(db);
}

export interface SiteChangeListener {
  close(): Promise<void>;
}

/**
 * Listens for announced changes on a connection of its own, calling `onChange` with the website
 * id. A lost connection is opened again (1 s, then up to 30 s apart); meanwhile this process
 * still sees a new version within the tenant cache's two seconds (tenant.ts: the version is part
 * of every page's cache key), so nothing is served stale for long.
 */
export async function listenForSiteChanges(
  databaseUrl: string,
  onChange: (websiteId: string) => void,
  opts: { onError?: (err: unknown) => void } = {},
): Promise<SiteChangeListener> {
  let client: pg.Client | undefined;
  let closed = false;
  let delay = 1000;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
    c.on('notification', (msg) => {
      if (msg.channel === CHANNEL && msg.payload) onChange(msg.payload);
    });
    c.on('error', (err) => {
      opts.onError?.(err);
      lost(c);
    });
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      c.end().catch(() => {});
      throw err;
    }
    client = c;
    delay = 1000;
  };
  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = undefined;
    c.end().catch(() => {});
    reconnectLater();
  };
  const reconnectLater = () => {
    if (closed || timer) return;
    timer = setTimeout(async () => {
      timer = undefined;
      if (closed) return;
      try {
        await connect();
      } catch (err) {
        opts.onError?.(err);
        delay = Math.min(delay * 2, 30_000);
        reconnectLater();
      }
    }, delay);
    timer.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}
