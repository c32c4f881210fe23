import type { ColumnType } from 'kysely';
import type { Millis } from './columns.ts';

/** Published files kept in the database (migration 0019, docs/media-store.md). */
export interface BlobsTable {
  /** The file's path under the data folder: `media/<websiteId>/<name>`, `files/…`, `downloads/…`. */
  key: string;
  /** The file's first MiB (all of it for a smaller file, or a row of 0019); the rest in `blob_chunks`. */
  bytes: ColumnType<Buffer, Buffer, never>;
  content_type: string;
  /** Bytes (PostgreSQL may read a bigint back as a string: Number() it). */
  size: ColumnType<number | string, number, never>;
  /** Hex SHA-256 of the whole file. */
  sha256: string;
  created_at: Millis;
}

/** The rest of a blob past its first MiB, a MiB a row (migration 0020). */
export interface BlobChunksTable {
  key: string;
  /** 1 for the second MiB, 2 for the third… */
  n: number;
  bytes: ColumnType<Buffer, Buffer, never>;
}

/** The blob store's tables by name. */
export interface BlobsTables {
  blobs: BlobsTable;
  blob_chunks: BlobChunksTable;
}
