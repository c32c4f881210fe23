import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { replaceDigitalFiles, seedStock, storeDigitalFiles, type DigitalFileRow } from '../commerce/index.ts';
import { collectForms, replaceForms } from '../forms/index.ts';
import { prepareLocks, replaceLocks, type StoredLock } from '../locks/index.ts';
import { replaceSearchIndex } from '../search/index.ts';
import { isLocked, prepareSite, siteBlobs, SiteFileError, writeSite, type PreparedSite, type PublishOptions } from '../sites/index.ts';
import { runFlow, undoneByRollback, type Step } from './flow.ts';

/** What a publish did. */
export interface PublishResult {
  websiteId: string;
  identifier: string;
  /** The website's version after this publish (1 for a new site). */
  version: number;
  /** How many rows the site now has. */
  counts: { collections: number; items: number; media: number };
  /** What is published but not shown: blocks of a §1 type this build does not render yet, each named. */
  warnings: PreparedSite['warnings'];
}

/** What the publish steps share: the transaction, the prepared site, and what the steps found. */
export interface PublishContext extends PreparedSite {
  trx: Transaction<Database>;
  /** APP_DOMAIN: no site may claim a name under it. */
  appDomain: string;
  version?: number;
  /** The lock passwords taken out of the site file, hashed (src/server/locks: prepareLocks). */
  locks: StoredLock[];
  /** Digital products' files, already copied to the private downloads folder (docs/commerce-digital.md). */
  digitalFiles?: DigitalFileRow[];
}

/**
 * The steps of a publish, in one transaction: the sites domain's rows, then the forms domain's
 * index (SaveFormSubmission finds a form in one indexed read, notificationEmail included). Both
 * write only inside the transaction, so its rollback is their undo; a later step with effects
 * outside it (a search index, a CDN purge) brings its own.
 */
export const PUBLISH_STEPS: readonly Step<PublishContext>[] = [
  {
    name: 'sites.writeSite',
    async run(ctx) {
      ctx.version = await writeSite(ctx.trx, ctx.site, ctx.media, ctx.appDomain, ctx.files);
    },
    undo: undoneByRollback,
  },
  {
    name: 'locks.replaceLocks',
    run: (ctx) => replaceLocks(ctx.trx, ctx.site.website.id, ctx.locks),
    undo: undoneByRollback,
  },
  {
    name: 'forms.replaceForms',
    // A form on a locked page is not published: nobody can reach it, so nobody may post to it
    // (the members issue opens both through isLocked).
    run: (ctx) => replaceForms(ctx.trx, ctx.site.website.id, collectForms({ ...ctx.site, collections: ctx.site.collections.filter((c) => !isLocked(c)) })),
    undo: undoneByRollback,
  },
  {
    name: 'commerce.seedStock',
    // New skus get their stock from the file; known ones keep the database's (docs/commerce.md).
    run: (ctx) => seedStock(ctx.trx, ctx.site),
    undo: undoneByRollback,
  },
  {
    name: 'commerce.replaceDigitalFiles',
    run: (ctx) => replaceDigitalFiles(ctx.trx, ctx.site.website.id, ctx.digitalFiles ?? []),
    undo: undoneByRollback,
  },
  {
    name: 'search.replaceSearchIndex',
    // Nothing locked is indexed: nobody who searches may see it (the members issue opens both
    // through isLocked). Drafts and scheduled items are left out by the search domain.
    run: async (ctx) => {
      await replaceSearchIndex(ctx.trx, { ...ctx.site, collections: ctx.site.collections.filter((c) => !isLocked(c)) });
    },
    undo: undoneByRollback,
  },
];

/**
 * Validates a site file, sanitises its HTML, writes its media variants and then, in one
 * transaction, runs the publish steps (the website's rows and version, the forms index).
 * Publishing the same website id again updates it in place. Throws SiteFileError (nothing
 * written) on any issue. `steps` is for tests that need a step to fail.
 * Every file goes to the blob store of `dirs.blobs` (docs/media-store.md), so all processes serve it.
 * @example await publishSite(db, await readSiteFile(file), { siteDir: dirname(file), mediaDir, appDomain: config.appDomain, blobs: app.vitrina.blobs })
 */
export async function publishSite(
  db: Kysely<Database>,
  input: unknown,
  dirs: PublishOptions,
  steps: readonly Step<PublishContext>[] = PUBLISH_STEPS,
): Promise<PublishResult> {
  const blobs = siteBlobs(dirs);
  const prepared = await prepareSite(input, { ...dirs, blobs });
  // Digital products' files to the private downloads folder and the store (slow: outside the transaction; only ever added).
  const digital = await storeDigitalFiles(prepared.site, { siteDir: dirs.siteDir, blobs });
  if (digital.issues.length) throw new SiteFileError(digital.issues);
  // Lock passwords out of the site file, hashed (slow: outside the transaction); the site's rows never hold one.
  const { site: withoutPasswords, locks } = await prepareLocks(db, prepared.site);
  const version = await db.transaction().execute(async (trx) => {
    const ctx: PublishContext = { ...prepared, site: withoutPasswords, locks, trx, appDomain: dirs.appDomain, digitalFiles: digital.files };
    await runFlow(steps, ctx);
    return ctx.version!;
  });
  const { site, media } = prepared;
  const counts = { collections: site.collections.length, items: site.collections.reduce((n, c) => n + c.items.length, 0), media: media.length };
  return { websiteId: site.website.id, identifier: site.website.identifier, version, counts, warnings: prepared.warnings };
}
