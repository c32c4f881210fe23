import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { LocalBlobs, s3Store } from '../../src/server/blobs/index.ts';
import { orderToken } from '../../src/server/commerce/index.ts';
import { downloadToken } from '../../src/server/commerce/downloads.ts';
import { loadConfig } from '../../src/server/config.ts';
import { fromJson } from '../../src/server/db/dialect.ts';
import { publishSite } from '../../src/server/flows/index.ts';
import { MINI_HOST, MINI_ID } from '../../src/server/forms/test-client.ts';
import { MINI_SITE } from '../helpers/app.ts';
import { createTestDb, onPostgres, type TestDb } from '../helpers/db.ts';
import { digitalSite, RECETARIO_BYTES } from '../helpers/digital.ts';
import { STORE } from '../helpers/checkout.ts';
import { keepMedia, seedMedia } from '../helpers/media-cache.ts';
import { startS3, type TestS3 } from '../helpers/s3.ts';

// Issue 19, media every process can read (docs/media-store.md): two apps on one database, each
// with its own data folder. An image, a shipped file and a digital download published through
// the first are served by the second, byte for byte, with the same headers; a file gone from
// the store is the 404 page, never a 500.

const SECRET = 'una-clave-de-sesion-compartida-por-ambos-procesos';
const SAME = ['content-type', 'cache-control', 'etag', 'content-length', 'content-disposition', 'x-content-type-options'];

describe.each(['database', 's3'] as const)('MEDIA_STORE=%s: published through one process, served by another', (kind) => {
  let t: TestDb;
  let s3: TestS3 | undefined;
  const apps: { app: FastifyInstance; dataDir: string }[] = [];

  /** An app on the shared database with a data folder of its own. */
  async function process() {
    const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-process-'));
    // On PostgreSQL the database store is the default: no MEDIA_STORE at all.
    const env = kind === 'database' ? (onPostgres ? { DATABASE_URL: t.url } : { MEDIA_STORE: 'database' }) : {};
    const config = loadConfig({ DATA_DIR: dataDir, APP_DOMAIN: 'vitrina.test', LOG_LEVEL: 'silent', SESSION_SECRET: SECRET, ...env });
    const blobs = s3 ? new LocalBlobs(dataDir, s3Store(s3.options)) : undefined;
    const app = await buildApp(config, { db: t.db, logger: false, blobs });
    expect(app.vitrina.blobs.store.kind).toBe(kind);
    apps.push({ app, dataDir });
    return { app, dataDir };
  }

  let one: Awaited<ReturnType<typeof process>>;
  let other: Awaited<ReturnType<typeof process>>;
  let image: string;
  let fileKey: string;
  let grant: { id: string; token: string; key: string };

  beforeAll(async () => {
    t = await createTestDb();
    if (kind === 's3') s3 = await startS3();
    one = await process();
    other = await process();
    const site = digitalSite({ maxDownloads: 20 });
    site.files = [{ id: 'carta', file: 'descargas/recetario.pdf', name: 'Carta de otoño.pdf' }];
    const websiteDir = join(one.dataDir, 'media', MINI_ID);
    seedMedia(websiteDir);
    await publishSite(t.db, site, { siteDir: dirname(MINI_SITE), mediaDir: join(one.dataDir, 'media'), appDomain: 'vitrina.test', blobs: one.app.vitrina.blobs });
    keepMedia(websiteDir);
    for (const { app } of apps) app.vitrina.siteChanged(MINI_ID);

    const media = await t.db.selectFrom('media').select('variants').where('website_id', '=', MINI_ID).where('id', '=', 'hogaza').executeTakeFirstOrThrow();
    image = fromJson<{ file: string }[]>(media.variants)[0].file;
    const digital = await t.db.selectFrom('digital_files').select('file_key').where('website_id', '=', MINI_ID).executeTakeFirstOrThrow();
    const shipped = fromJson<{ shippedFiles: { key: string }[] }>((await t.db.selectFrom('websites').select('site').where('id', '=', MINI_ID).executeTakeFirstOrThrow()).site);
    fileKey = shipped.shippedFiles[0].key;
    // A paid order's grant, as the `paid` hook writes it (commerce/downloads.ts); its link's token from the shared secret.
    const id = 'bbbbbbbbbbbbbbbbbbbbbb01';
    const orderId = 'cccccccccccccccccccccc01';
    await t.db.insertInto('download_grants').values({ id, website_id: MINI_ID, order_id: orderId, line: 0, item_id: STORE.book.itemId, file_key: digital.file_key, file_name: 'Recetario.pdf', mime: 'application/pdf', downloads_used: 0, max_downloads: 20, expires_at: Date.now() + 86_400_000, revoked_at: null, created_at: Date.now() }).execute();
    grant = { id, token: downloadToken(orderToken(SECRET, orderId), id), key: digital.file_key };
  });
  afterAll(async () => {
    for (const { app } of apps) await app.close();
    await t.destroy();
    await s3?.close();
  });

  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { host: MINI_HOST, ...headers } });
  const pick = (headers: Record<string, unknown>) => Object.fromEntries(SAME.map((h) => [h, headers[h]]));

  /** Asks both processes; the second has no copy before and the same answer after. */
  async function sameFromBoth(url: string, local: string) {
    expect(existsSync(join(other.dataDir, local)), `${local} before`).toBe(false);
    const first = await get(one.app, url);
    const second = await get(other.app, url);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(pick(second.headers)).toEqual(pick(first.headers));
    expect(existsSync(join(other.dataDir, local)), `${local} after`).toBe(true);
    // From its copy now: the same again.
    const again = await get(other.app, url);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(pick(again.headers)).toEqual(pick(first.headers));
    return first;
  }

  it('an image: the same bytes, type, year-long cache and ETag (its name), and 304 on either', async () => {
    const res = await sameFromBoth(`/media/${MINI_ID}/${image}`, `media/${MINI_ID}/${image}`);
    expect(res.headers['content-type']).toMatch(/^image\/(webp|avif)/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBe(`"${image}"`);
    for (const { app } of [one, other]) {
      const cached = await get(app, `/media/${MINI_ID}/${image}`, { 'if-none-match': String(res.headers.etag) });
      expect(cached.statusCode).toBe(304);
      expect(cached.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('a shipped file at /s/<name>: the same bytes and headers', async () => {
    const res = await sameFromBoth(`/s/${encodeURIComponent('Carta de otoño.pdf')}`, `files/${MINI_ID}/${fileKey}`);
    expect(res.rawPayload.equals(RECETARIO_BYTES)).toBe(true);
    expect(res.headers.etag).toBe(`"${fileKey}"`);
  });

  it('a digital download: the same bytes and headers, its copy private', async () => {
    const res = await sameFromBoth(`/commerce/descarga/${grant.id}?t=${grant.token}`, `downloads/${MINI_ID}/${grant.key}`);
    expect(res.rawPayload.equals(RECETARIO_BYTES)).toBe(true);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('a file gone from the store is the 404 page on a process without a copy, never a 500', async () => {
    const third = await process();
    for (const key of [`media/${MINI_ID}/${image}`, `files/${MINI_ID}/${fileKey}`, `downloads/${MINI_ID}/${grant.key}`]) await one.app.vitrina.blobs.store.delete(key);
    for (const url of [`/media/${MINI_ID}/${image}`, `/s/${encodeURIComponent('Carta de otoño.pdf')}`, `/commerce/descarga/${grant.id}?t=${grant.token}`, `/media/${MINI_ID}/nada-00000000-100.webp`]) {
      const res = await get(third.app, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      // Not the file's ETag (a 404 page may carry its own).
      expect(res.headers.etag ?? '', url).not.toContain(image);
    }
    // The processes that have their copy keep serving it (names never change their bytes).
    expect((await get(other.app, `/media/${MINI_ID}/${image}`)).statusCode).toBe(200);
    rmSync(third.dataDir, { recursive: true, force: true });
  });
});
