import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/** The major version of the Node running us. */
export const NODE_MAJOR = Number(process.versions.node.split('.')[0]);

/**
 * better-sqlite3 for the Node we run on. Version 12 (built with `node::ObjectWrap`) aborts the
 * process on Node ≥ 24.19 when the garbage collector frees a prepared statement (a CHECK in
 * `RemoveEnvironmentCleanupHook`); version 13 is Node-API and fixes that, but needs Node 22 or
 * newer. So Node 20 loads 12 (`better-sqlite3`) and Node 22+ loads 13 (the alias
 * `better-sqlite3-napi`); both have the same API. Everything that opens SQLite goes through here.
 */
export const SqliteDriver: typeof BetterSqlite3 = createRequire(import.meta.url)(
  NODE_MAJOR >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3',
);
