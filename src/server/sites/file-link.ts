import type { Kysely } from 'kysely';
import { fromJson } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { StoredSite } from './repo.ts';
import type { ShippedFile } from './shipped-files.ts';

/** The prefix of §2 file links: `/s/<name>`. */
export const FILE_LINK_PREFIX = '/s/';

/** A stored key as the publish writes it (shipped-files.ts); anything else is never opened. */
const KEY = /^[a-z0-9-]{1,64}-[0-9a-f]{16}\.[a-z]{2,5}$/;

/**
 * The shipped file a raw request path (`/s/<percent-encoded name>`, before any decoding) names,
 * or undefined (docs/platform-calls.md). The name is one segment, decoded exactly once and
 * compared as a string with the names the site ships: no path is ever built from the request,
 * so `..`, `%2e%2e%2f`, `%252e`, `..%5c`, `%c0%ae`, NUL and the like name nothing.
 */
export async function findShippedFile(db: Kysely<Database>, websiteId: string, rawPath: string): Promise<ShippedFile | undefined> {
  const name = fileLinkName(rawPath);
  if (name === undefined) return undefined;
  const row = await db.selectFrom('websites').select('site').where('id', '=', websiteId).executeTakeFirst();
  const files = row ? (fromJson<StoredSite>(row.site).shippedFiles ?? []) : [];
  return files.find((f) => f.name === name && KEY.test(f.key));
}

/** The decoded, NFC name of a file link's one segment; undefined when it is not one well-formed segment. */
export function fileLinkName(rawPath: string): string | undefined {
  if (!rawPath.startsWith(FILE_LINK_PREFIX)) return undefined;
  const raw = rawPath.slice(FILE_LINK_PREFIX.length);
  if (raw === '' || raw.length > 1000 || raw.includes('/')) return undefined;
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    return undefined; // %c0%ae and other invalid UTF-8
  }
  if (/[\u0000-\u001f\u007f/\\]/.test(name) || name.startsWith('.')) return undefined;
  return name.normalize('NFC');
}

/**
 * The Content-Disposition of a shipped file (RFC 6266 with RFC 5987's `filename*`): an ASCII
 * `filename` fallback and the UTF-8 name percent-encoded. PDFs open in the browser; the rest download.
 * @example contentDisposition('Menú 2026.pdf') // inline; filename="Men_ 2026.pdf"; filename*=UTF-8''Men%C3%BA%202026.pdf
 */
export function contentDisposition(name: string, mime: string): string {
  const kind = mime === 'application/pdf' ? 'inline' : 'attachment';
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
