import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { BlobStore } from './store.ts';

/** An S3 bucket (or an S3-compatible one at `endpoint`) and the prefix put before every key. */
export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, s3rver…): requests go there, path-style. */
  endpoint: string | null;
  prefix: string;
  /** Only for tests: credentials otherwise come from the AWS SDK's own chain (AWS_ACCESS_KEY_ID…, profiles, roles). */
  credentials?: S3ClientConfig['credentials'];
}

/**
 * An S3-compatible bucket as the store (MEDIA_STORE=s3): PutObject streams the local file,
 * GetObject streams it back. Checksums only where the API requires them, so S3-compatible
 * servers that do not know the newer trailing checksums work too.
 */
export function s3Store(opts: S3StoreOptions): BlobStore & { client: S3Client } {
  const client = new S3Client({
    region: opts.region,
    ...(opts.endpoint ? { endpoint: opts.endpoint, forcePathStyle: true } : {}),
    ...(opts.credentials ? { credentials: opts.credentials } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = opts.bucket;
  const at = (key: string) => opts.prefix + key;
  return {
    kind: 's3',
    client,
    async put(key, path, contentType) {
      const { size } = await stat(path);
      await client.send(new PutObjectCommand({ Bucket, Key: at(key), Body: createReadStream(path), ContentLength: size, ContentType: contentType }));
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: at(key) }));
        return out.Body as Readable;
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey' || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: at(key) }));
    },
    async list(prefix) {
      const names = new Set<string>();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: at(prefix), ContinuationToken }));
        for (const o of page.Contents ?? []) if (o.Key) names.add(o.Key.slice(at(prefix).length));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return names;
    },
  };
}
