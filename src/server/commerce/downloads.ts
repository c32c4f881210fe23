/**
 * Download grants (issue 17, docs/commerce-digital.md): one per digital line of a paid order, made
 * by the `paid` order hook in the paying transaction (before the receipt is queued), revoked by
 * `cancelled`. A link's token is an HMAC of the grant id under the order's own link token (itself
 * an HMAC of the order id under the session secret): nothing secret is stored, and whoever holds
 * the order's link — its page, its receipt — can draw the download links again.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, DownloadGrantsTable } from '../db/schema.ts';
import type { OwnerDownload } from '../../shared/owner/downloads.ts';
import { orderToken } from './orders-service.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type GrantRow = Selectable<DownloadGrantsTable>;

/** The token of a grant's link, from the order's link token. */
export const downloadToken = (orderLinkToken: string, grantId: string) => createHmac('sha256', orderLinkToken).update(`vitrina download link v1\n${grantId}`).digest('base64url');

/** Whether `token` opens `grant` (the expected token recomputed from the secret, compared in constant time). */
export function downloadTokenOpens(secret: string, grant: Pick<GrantRow, 'id' | 'order_id'>, token: unknown): boolean {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const expected = downloadToken(orderToken(secret, grant.order_id), grant.id);
  return timingSafeEqual(Buffer.from(token), Buffer.from(expected));
}

const grantOut = (row: GrantRow): GrantRow => ({
  ...row,
  line: Number(row.line),
  downloads_used: Number(row.downloads_used),
  max_downloads: Number(row.max_downloads),
  expires_at: Number(row.expires_at),
  created_at: Number(row.created_at),
  revoked_at: row.revoked_at === null ? null : Number(row.revoked_at),
});

/** An order's grants in line order. */
export async function orderGrants(db: Db, websiteId: string, orderId: string): Promise<GrantRow[]> {
  const rows = await db.selectFrom('download_grants').selectAll().where('website_id', '=', websiteId).where('order_id', '=', orderId).orderBy('line').execute();
  return rows.map(grantOut);
}

/** An order's grants as the owner's order page shows them. */
export async function ownerDownloads(db: Db, websiteId: string, orderId: string): Promise<OwnerDownload[]> {
  return (await orderGrants(db, websiteId, orderId)).map((g) => ({ fileName: g.file_name, used: g.downloads_used, max: g.max_downloads, expiresAt: g.expires_at, revokedAt: g.revoked_at }));
}

/** A grant by id, on this website only. */
export async function grantById(db: Db, websiteId: string, id: string): Promise<GrantRow | undefined> {
  const row = await db.selectFrom('download_grants').selectAll().where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  return row && grantOut(row);
}

/**
 * Counts one download: a guarded update (not revoked, not expired, `downloads_used <
 * max_downloads`), so two downloads racing for the last use cannot both win. Answers the grant
 * after the update, or why it was refused.
 */
export async function takeDownload(db: Db, websiteId: string, id: string, now: number): Promise<{ ok: true; grant: GrantRow } | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'usedUp' }> {
  const row = await db
    .updateTable('download_grants')
    .set((eb) => ({ downloads_used: eb('downloads_used', '+', 1) }))
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where((eb) => eb('downloads_used', '<', eb.ref('max_downloads')))
    .returningAll()
    .executeTakeFirst();
  if (row) return { ok: true, grant: grantOut(row) };
  const grant = await grantById(db, websiteId, id);
  return { ok: false, reason: refusal(grant, now) ?? 'usedUp' };
}

/** Why a grant would be refused now (undefined: it opens). */
export function refusal(grant: GrantRow | undefined, now: number): 'unknown' | 'revoked' | 'expired' | 'usedUp' | undefined {
  if (!grant) return 'unknown';
  if (grant.revoked_at !== null) return 'revoked';
  if (grant.expires_at <= now) return 'expired';
  if (grant.downloads_used >= grant.max_downloads) return 'usedUp';
  return undefined;
}
