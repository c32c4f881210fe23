import type { ColumnType } from 'kysely';

/**
 * Column shapes both databases share: timestamps are epoch milliseconds (bigint), booleans are
 * integers 0/1, and JSON columns are written as text (see `toJson`) and read back through
 * `fromJson` (PostgreSQL returns objects).
 */

/** A JSON column: written as a JSON string, read as a string (SQLite) or a value (PostgreSQL). */
export type JsonColumn = ColumnType<unknown, string, string>;

/** Epoch milliseconds, stored as bigint on both databases. */
export type Millis = ColumnType<number, number, number>;
