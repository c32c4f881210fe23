import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StoreOptions } from '../../src/server/blobs/index.ts';

/** A running s3rver (a real S3-compatible server in Node) with one bucket, for one test file. */
export interface TestS3 {
  /** The store options of its bucket (path-style, s3rver's fixed credentials). */
  options: S3StoreOptions;
  close(): Promise<void>;
}

/**
 * Starts s3rver on a free port with the bucket `bucket` (at least 3 characters).
 * @example const s3 = await startS3(); const store = s3Store(s3.options); await s3.close();
 */
export async function startS3(bucket = 'vitrina-medios', prefix = ''): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'vitrina-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    options: { bucket, region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, prefix, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

