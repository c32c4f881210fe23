import type { Kysely } from 'kysely';
import type { SiteView } from '../../page/context.ts';
import type { Database } from '../db/schema.ts';
import { loadSiteView } from './repo.ts';

/**
 * Published sites as the renderer sees them, read from the database once per (website,
 * version, origin) and kept in memory: a publish bumps the version, so nothing stale is read.
 * One per app (`app.vitrina.siteViews`), shared by pages, /config pages and newsletter pages.
 */
export class SiteViews {
  private readonly views = new Map<string, SiteView>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly appDomain: string,
  ) {}

  /** The site at `version`, with links made absolute on `baseUrl` ("https://cafe.example.com"). */
  async get(websiteId: string, version: number, baseUrl: string): Promise<SiteView> {
    const key = `${websiteId}\n${version}\n${baseUrl}`;
    let view = this.views.get(key);
    if (!view) {
      view = await loadSiteView(this.db, websiteId, { appDomain: this.appDomain, baseUrl });
      // Few sites per process; the bound only keeps made-up hosts from growing it forever.
      if (this.views.size > 1000) this.views.clear();
      this.views.set(key, view);
    }
    return view;
  }
}
