import type { Kysely } from 'kysely';
import type { SiteView } from '../../page/context.ts';
import type { PublicAddress } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { loadSiteView } from './repo.ts';
import type { Tenant } from './tenant.ts';

/**
 * Published sites as the renderer sees them, read from the database once per (website,
 * version) and kept in memory: a publish bumps the version, so nothing stale is read. Links
 * are absolute on the site's own address, never on the request's Host, so one view serves
 * every host and port the site answers on.
 * One per app (`app.vitrina.siteViews`), shared by pages, /config pages and newsletter pages.
 */
export class SiteViews {
  private readonly views = new Map<string, SiteView>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly appDomain: string,
    private readonly address: PublicAddress,
  ) {}

  /** The site of `tenant` at its version. */
  async get(tenant: Tenant): Promise<SiteView> {
    const key = `${tenant.websiteId}\n${tenant.version}`;
    let view = this.views.get(key);
    if (!view) {
      view = await loadSiteView(this.db, tenant.websiteId, { appDomain: this.appDomain, address: this.address });
      // One version per site: after a publish the old one is asked for only until every
      // process's tenant answer (2 s) has expired, so the map stays one entry per site.
      for (const old of this.views.keys()) if (old.startsWith(`${tenant.websiteId}\n`)) this.views.delete(old);
      this.views.set(key, view);
    }
    return view;
  }
}
