import type { Millis } from './columns.ts';

/** Digital products' tables (migration 0012, docs/commerce-digital.md). */

/** The file a digital product delivers, as the last publish stored it (private storage). */
export interface DigitalFilesTable {
  website_id: string;
  item_id: string;
  /** The file's name under `<dataDir>/downloads/<websiteId>/`: `<itemId>-<sha256 16>.<ext>`. */
  file_key: string;
  /** Its path in the site file (`digital.file`): where an export writes it back. */
  source_path: string;
  /** The name the buyer's download gets. */
  file_name: string;
  mime: string;
  bytes: number;
  max_downloads: number;
  link_days: number;
  updated_at: Millis;
}

/** A paid digital order line's right to download its file. */
export interface DownloadGrantsTable {
  /** 24 hex characters (random). */
  id: string;
  website_id: string;
  order_id: string;
  line: number;
  item_id: string;
  file_key: string;
  file_name: string;
  mime: string;
  downloads_used: number;
  max_downloads: number;
  expires_at: Millis;
  /** Set when the order was cancelled or refunded. */
  revoked_at: Millis | null;
  created_at: Millis;
}

/** The digital products' tables by name. */
export interface DownloadsTables {
  digital_files: DigitalFilesTable;
  download_grants: DownloadGrantsTable;
}
