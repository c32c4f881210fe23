/**
 * Published files every process can read (issue 19, docs/media-store.md): one blob store chosen by
 * MEDIA_STORE (the data folder, the database or an S3-compatible bucket) and each process's local
 * copies of it under its data folder.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { databaseStore } from './database.ts';
import { diskStore } from './disk.ts';
import { LocalBlobs } from './local.ts';
import { s3Store } from './s3.ts';

export { databaseStore } from './database.ts';
export { diskStore } from './disk.ts';
export { LocalBlobs } from './local.ts';
export { s3Store, type S3StoreOptions } from './s3.ts';
export { blobFolder, blobKey, type BlobArea, type BlobStore } from './store.ts';

/**
 * The store the configuration names, with this process's local copies under its data folder.
 * @example const blobs = openBlobs(config, db); await blobs.local('media', websiteId, name)
 */
export function openBlobs(config: Pick<Config, 'dataDir' | 'mediaStore'>, db: Kysely<Database>): LocalBlobs {
  const m = config.mediaStore;
  const store = m.kind === 'database' ? databaseStore(db) : m.kind === 's3' ? s3Store(m) : diskStore(config.dataDir);
  return new LocalBlobs(config.dataDir, store);
}

/** The data folder as the only store (one process, or tests that publish without an app). */
export const diskBlobs = (dataDir: string) => new LocalBlobs(dataDir, diskStore(dataDir));
