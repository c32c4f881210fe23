import type { Readable } from 'node:stream';

/**
 * Where published files live for every process (docs/media-store.md): the data folder (`disk`),
 * the database (`database`) or an S3-compatible bucket (`s3`). A key is the file's path under the
 * data folder (`media/<websiteId>/<name>`, `files/<websiteId>/<name>`, `downloads/<websiteId>/<name>`);
 * names carry a hash of their content, so a key is written once and its bytes never change.
 */
export interface BlobStore {
  readonly kind: 'disk' | 'database' | 's3';
  /** Stores the file at `path` under `key`; putting a key again (it names its content) is harmless. */
  put(key: string, path: string, contentType: string): Promise<void>;
  /** The blob's bytes, or undefined when the store has no such key. Throws when the store cannot be reached. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes a blob (none: nothing happens). */
  delete(key: string): Promise<void>;
  /** The names under a folder key (`media/<websiteId>/`), without it. */
  list(prefix: string): Promise<Set<string>>;
}

/** The three folders of published files, each `<area>/<websiteId>/<name>`. */
export type BlobArea = 'media' | 'files' | 'downloads';

const NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/**
 * The key of a published file, or undefined when a part could not be one (a path separator, `..`,
 * an empty or hidden name): nothing a visitor writes in a URL reaches another folder.
 * @example blobKey('media', 'a1b2…', 'photo-1a2b3c4d-500.webp') // 'media/a1b2…/photo-1a2b3c4d-500.webp'
 */
export function blobKey(area: BlobArea, websiteId: string, name: string): string | undefined {
  return NAME.test(websiteId) && NAME.test(name) && !name.includes('..') ? `${area}/${websiteId}/${name}` : undefined;
}

/** The folder key of a website's files of one area (`media/<websiteId>/`). */
export const blobFolder = (area: BlobArea, websiteId: string) => `${area}/${websiteId}/`;
