import closeWithGrace from 'close-with-grace';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Config } from './config.ts';
import { buildApp } from './app.ts';
import { migrateToLatest, openDatabase } from './db/index.ts';
import { oneStartAtATime } from './db/start-lock.ts';
import { publishSite } from './flows/index.ts';
import { readSiteFile } from './sites/index.ts';
import { seedComments } from './comments/index.ts';
import { seedReviews } from './reviews/index.ts';
import { join } from 'node:path';
import { openBlobs, type LocalBlobs } from './blobs/index.ts';

/** Opens the database, applies migrations, imports the demo site on first start, and listens. */
export async function startServer(config: Config) {
  const db = await openDatabase(config.databaseUrl);
  // Published files: one store for every process (MEDIA_STORE; docs/media-store.md), copies under DATA_DIR.
  const blobs = openBlobs(config, db);
  // Processes started together on one empty database: one migrates and imports the demo, the
  // others wait and find it there (start-lock.ts).
  await oneStartAtATime(db, async () => {
    await migrateToLatest(db);
    await importDemoOnFirstStart(config, db, blobs);
  });

  const app = await buildApp(config, { db, blobs, ...(/^postgres(ql)?:/i.test(config.databaseUrl) ? { siteChangesUrl: config.databaseUrl } : {}) });
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down: finishing requests in flight');
    await app.close();
    await db.destroy();
  });
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Vitrina sirve en ${address.replace('127.0.0.1', 'localhost')}`);
  return app;
}

/** With an empty database, publishes the demo site so `npm start` shows something at once. */
async function importDemoOnFirstStart(config: Config, db: Awaited<ReturnType<typeof openDatabase>>, blobs: LocalBlobs) {
  if (!config.demoSite) return;
  const any = await db.selectFrom('websites').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const file = resolve(config.demoSite);
  if (!existsSync(file)) return;
  const site = await readSiteFile(file);
  const { websiteId } = await publishSite(db, site, { siteDir: dirname(file), mediaDir: join(config.dataDir, 'media'), appDomain: config.appDomain, blobs });
  // The demo's comments (docs/comments.md): approved ones and one waiting for the owner.
  await seedComments(db, websiteId, join(dirname(file), 'comments.json'));
  // The demo's product reviews (docs/commerce-reviews.md): approved ones on two coffees.
  await seedReviews(db, websiteId, join(dirname(file), 'reviews.json'));
}
