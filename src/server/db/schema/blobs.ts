import type { ColumnType } from 'kysely';
import type { Millis } from './columns.ts';

/** Published files kept in the database (migration 0019, docs/media-store.md). */
export interface BlobsTable {
  /** The file's path under the data folder: `media/<websiteId>/<name>`, `files/…`, `downloads/…`. */
  key: string;
  bytes: ColumnType<Buffer, Buffer, never>;
  content_type: string;
  /** Bytes (PostgreSQL may read a bigint back as a string: Number() it). */
  size: ColumnType<number | string, number, never>;
  /** Hex SHA-256 of `bytes`. */
  sha256: string;
  created_at: Millis;
}

/** The blob store's table by name. */
export interface BlobsTables {
  blobs: BlobsTable;
}
