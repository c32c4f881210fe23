import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/helpers/db.ts';
import { startS3, type TestS3 } from '../../../test/helpers/s3.ts';
import { blobKey, databaseStore, diskStore, LocalBlobs, s3Store, type BlobStore } from './index.ts';
import { BLOB_CHUNK_BYTES } from './database.ts';

// Issue 19 (docs/media-store.md): the three stores for real — the data folder, the database (SQLite
// and PostgreSQL by the project), an S3-compatible server (s3rver) — and the local copies in front.

let t: TestDb;
let s3: TestS3;
beforeAll(async () => {
  t = await createTestDb();
  s3 = await startS3('vitrina-medios', 'pruebas/');
});
afterAll(async () => {
  await t.destroy();
  await s3.close();
});

const tmp = (name: string) => mkdtempSync(join(tmpdir(), `vitrina-blobs-${name}-`));
/** A file with these bytes in a fresh folder. */
function fileWith(bytes: Buffer | string): string {
  const path = join(tmp('src'), 'f.bin');
  writeFileSync(path, bytes);
  return path;
}
const BYTES = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));

const stores: [string, () => BlobStore][] = [
  ['disk', () => diskStore(tmp('disk'))],
  ['database', () => databaseStore(t.db)],
  ['s3', () => s3Store(s3.options)],
];

describe.each(stores)('the %s store', (_kind, make) => {
  it('gives back the bytes put, byte for byte; a key it lacks is undefined', async () => {
    const store = make();
    const key = `media/${_kind}w1/foto-1a2b3c4d-500.webp`;
    await store.put(key, fileWith(BYTES), 'image/webp');
    const body = await store.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of body!) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).equals(BYTES)).toBe(true);
    expect(await store.get(`media/${_kind}w1/nada-00000000-500.webp`)).toBeUndefined();
  });

  it('takes a key put twice (two processes publishing the same file) without a fault', async () => {
    const store = make();
    const key = `files/${_kind}w2/menu-0123456789abcdef.pdf`;
    await Promise.all([store.put(key, fileWith('menú'), 'application/pdf'), store.put(key, fileWith('menú'), 'application/pdf')]);
    await store.put(key, fileWith('menú'), 'application/pdf');
    expect(await text((await store.get(key))!)).toBe('menú');
  });

  it('lists the names of one website\'s folder only, and deletes', async () => {
    const store = make();
    for (const key of [`media/${_kind}w3/a.webp`, `media/${_kind}w3/b.avif`, `media/${_kind}w33/c.webp`, `files/${_kind}w3/d.pdf`]) await store.put(key, fileWith(key), 'application/octet-stream');
    expect([...(await store.list(`media/${_kind}w3/`))].sort()).toEqual(['a.webp', 'b.avif']);
    expect(await store.list(`media/${_kind}nadie/`)).toEqual(new Set());
    await store.delete(`media/${_kind}w3/a.webp`);
    await store.delete(`media/${_kind}w3/nunca.webp`);
    expect([...(await store.list(`media/${_kind}w3/`))]).toEqual(['b.avif']);
    expect(await store.get(`media/${_kind}w3/a.webp`)).toBeUndefined();
  });
});

describe('the database store', () => {
  it('keeps the content type, size and SHA-256 beside the bytes', async () => {
    await databaseStore(t.db).put('downloads/w4/libro-00112233445566aa.pdf', fileWith(BYTES), 'application/pdf');
    const row = await t.db.selectFrom('blobs').selectAll().where('key', '=', 'downloads/w4/libro-00112233445566aa.pdf').executeTakeFirstOrThrow();
    expect({ type: row.content_type, size: Number(row.size), sha: row.sha256 }).toEqual({ type: 'application/pdf', size: BYTES.length, sha: createHash('sha256').update(BYTES).digest('hex') });
  });
});

describe('the database store: a large file a MiB at a time', () => {
  // 2.5 MiB: the blobs row holds the first MiB, two chunk rows the rest.
  const LARGE = Buffer.from(Array.from({ length: Math.floor(2.5 * BLOB_CHUNK_BYTES) }, (_, i) => (i * 7 + (i >> 12)) % 256));
  const key = 'downloads/w6/curso-00112233445566bb.zip';

  it('is written in pieces of one MiB and read back whole, never a piece over one MiB', async () => {
    const store = databaseStore(t.db);
    await store.put(key, fileWith(LARGE), 'application/zip');
    const row = await t.db.selectFrom('blobs').select(['bytes', 'size', 'sha256']).where('key', '=', key).executeTakeFirstOrThrow();
    expect([row.bytes.length, Number(row.size), row.sha256]).toEqual([BLOB_CHUNK_BYTES, LARGE.length, createHash('sha256').update(LARGE).digest('hex')]);
    const chunks = await t.db.selectFrom('blob_chunks').select(['n', 'bytes']).where('key', '=', key).orderBy('n').execute();
    expect(chunks.map((c) => [c.n, c.bytes.length])).toEqual([[1, BLOB_CHUNK_BYTES], [2, LARGE.length - 2 * BLOB_CHUNK_BYTES]]);
    const pieces: Buffer[] = [];
    for await (const piece of (await store.get(key))!) pieces.push(Buffer.from(piece));
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThanOrEqual(BLOB_CHUNK_BYTES);
    expect(Buffer.concat(pieces).equals(LARGE)).toBe(true);
  });

  it('deletes its pieces with it; an empty file is a row of no bytes', async () => {
    const store = databaseStore(t.db);
    await store.delete(key);
    expect(await t.db.selectFrom('blob_chunks').select('n').where('key', '=', key).execute()).toEqual([]);
    expect(await store.get(key)).toBeUndefined();
    await store.put('files/w6/vacio-0000000000000000.txt', fileWith(''), 'text/plain');
    expect(await text((await store.get('files/w6/vacio-0000000000000000.txt'))!)).toBe('');
  });

  it('reads a row written whole before the pieces (migration 0019)', async () => {
    await t.db.insertInto('blobs').values({ key: 'media/w6/viejo.webp', bytes: BYTES, content_type: 'image/webp', size: BYTES.length, sha256: 'x', created_at: 1 }).execute();
    const pieces: Buffer[] = [];
    for await (const piece of (await databaseStore(t.db).get('media/w6/viejo.webp'))!) pieces.push(Buffer.from(piece));
    expect(Buffer.concat(pieces).equals(BYTES)).toBe(true);
  });
});

describe('the s3 store', () => {
  it('writes under its prefix, with the content type', async () => {
    const store = s3Store(s3.options);
    await store.put('media/w5/x.webp', fileWith('x'), 'image/webp');
    const { GetObjectCommand } = await import('@aws-sdk/client-s3');
    const out = await store.client.send(new GetObjectCommand({ Bucket: s3.options.bucket, Key: 'pruebas/media/w5/x.webp' }));
    expect(out.ContentType).toBe('image/webp');
  });

  it('throws when the server cannot be reached (never answers "missing")', async () => {
    const store = s3Store({ ...s3.options, endpoint: 'http://127.0.0.1:9' });
    await expect(store.get('media/w5/x.webp')).rejects.toThrow();
  });
});

describe('LocalBlobs: the local copies', () => {
  /** A real store that counts its reads. */
  function counted(store: BlobStore) {
    let gets = 0;
    return { store: { ...store, get: (key: string) => (gets++, store.get(key)) } as BlobStore, gets: () => gets };
  }

  it.each(stores)('fetches a missing copy from the %s store once for concurrent misses, written whole (no temp file left)', async (_kind, make) => {
    const backing = make();
    await backing.put(`media/${_kind}w6/foto-1a2b3c4d-300.webp`, fileWith(BYTES), 'image/webp');
    const { store, gets } = counted(backing);
    const dataDir = tmp('local');
    const local = new LocalBlobs(dataDir, store);
    const paths = await Promise.all(Array.from({ length: 8 }, () => local.local('media', `${_kind}w6`, 'foto-1a2b3c4d-300.webp')));
    expect(new Set(paths)).toEqual(new Set([join(dataDir, 'media', `${_kind}w6`, 'foto-1a2b3c4d-300.webp')]));
    expect(readFileSync(paths[0]!).equals(BYTES)).toBe(true);
    expect(readdirSync(join(dataDir, 'media', `${_kind}w6`))).toEqual(['foto-1a2b3c4d-300.webp']);
    // A copy on disk is served as it is: the store is not asked again.
    expect(await local.local('media', `${_kind}w6`, 'foto-1a2b3c4d-300.webp')).toBe(paths[0]);
    expect(gets()).toBe(1);
    expect(await local.local('media', `${_kind}w6`, 'nada-00000000-300.webp')).toBeUndefined();
  });

  it('keeps digital downloads private (mode 600) and refuses names that leave the folder, asking nothing', async () => {
    const backing = databaseStore(t.db);
    await backing.put('downloads/w7/libro-0011223344556677.pdf', fileWith('pdf'), 'application/pdf');
    const { store, gets } = counted(backing);
    const local = new LocalBlobs(tmp('private'), store);
    const path = await local.local('downloads', 'w7', 'libro-0011223344556677.pdf');
    expect(statSync(path!).mode & 0o777).toBe(0o600);
    for (const name of ['..', '../w7/libro-0011223344556677.pdf', '.hidden', '', 'a/b', 'a\\b', '..pdf']) expect(await local.local('downloads', 'w7', name), name).toBeUndefined();
    expect(await local.local('downloads', '..', 'x.pdf')).toBeUndefined();
    expect(gets()).toBe(1);
    expect(blobKey('media', 'w7', 'foto.webp')).toBe('media/w7/foto.webp');
  });

  it('sends only the local files the store lacks', async () => {
    const dataDir = tmp('upload');
    const local = new LocalBlobs(dataDir, databaseStore(t.db));
    const dir = join(dataDir, 'files', 'w8');
    for (const name of ['a.pdf', 'b.pdf']) {
      const path = local.path(`files/w8/${name}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path, name);
    }
    await local.upload('files', 'w8', [{ name: 'a.pdf', contentType: 'application/pdf' }]);
    expect(await local.stored('files', 'w8')).toEqual(new Set(['a.pdf']));
    await local.upload('files', 'w8', [{ name: 'a.pdf', contentType: 'application/pdf' }, { name: 'b.pdf', contentType: 'application/pdf' }]);
    expect(await local.stored('files', 'w8')).toEqual(new Set(['a.pdf', 'b.pdf']));
    expect(existsSync(join(dir, 'a.pdf'))).toBe(true);
  });
});
