import type { Insertable, Selectable } from 'kysely';
import type { JsonColumn, Millis } from './columns.ts';

/** The sites domain's tables (migration 0001): websites and everything a publish writes. */

export interface WebsitesTable {
  id: string;
  identifier: string;
  title: string;
  /** Increases by 1 on every publish; part of every cache key. */
  version: number;
  /** 1 for the one site served on localhost and unknown hosts of the app domain. */
  is_default: number;
  /** The non-collection parts of the site file: website, settings, navigation, headerFooter, homePage. */
  site: JsonColumn;
  created_at: Millis;
  updated_at: Millis;
  published_at: Millis;
}

export interface DomainsTable {
  /** Lowercase host name, no port. */
  host: string;
  website_id: string;
}

export interface CollectionsTable {
  website_id: string;
  id: string;
  url_id: string;
  type: number;
  title: string;
  /** Position in the site file. */
  ordinal: number;
  /** description, permissionType, layout. */
  data: JsonColumn;
}

export interface ItemsTable {
  website_id: string;
  id: string;
  collection_id: string;
  url_id: string;
  title: string;
  record_type: number;
  status: string;
  published_on: Millis;
  /** Position in its collection in the site file (the owner's order). */
  ordinal: number;
  /** Everything else of the item: author, excerpt, tags, categories, mediaId, product, layout. */
  data: JsonColumn;
}

export interface MediaTable {
  website_id: string;
  id: string;
  /** Path of the source file in the site folder it was published from. */
  filename: string;
  mime: string;
  width: number;
  height: number;
  /** Size of the source file. */
  bytes: number;
  alt: string;
  focal_x: number;
  focal_y: number;
  /** [{ width, file }], narrowest first; files live in `<mediaDir>/<website_id>/`. */
  variants: JsonColumn;
}

/** The sites domain's tables by name. */
export interface SitesTables {
  websites: WebsitesTable;
  domains: DomainsTable;
  collections: CollectionsTable;
  items: ItemsTable;
  media: MediaTable;
}

export type WebsiteRow = Selectable<WebsitesTable>;
export type CollectionRow = Selectable<CollectionsTable>;
export type ItemRow = Selectable<ItemsTable>;
export type MediaRow = Selectable<MediaTable>;
export type NewItemRow = Insertable<ItemsTable>;
