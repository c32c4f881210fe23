/**
 * Digital products' order hook (issue 17, docs/commerce-digital.md), pushed onto app.ts's
 * `orderHooks`: a download grant per digital line when an order is paid (every paid order, renewals
 * too), the order's grants revoked when it is cancelled or refunded. Both in the moving transaction.
 */
import { randomBytes } from 'node:crypto';
import type { OrderHook } from './order-hooks.ts';

const DAY_MS = 86_400_000;

/** Digital products' order hook: grants when paid (every paid order, renewals too), revoked when cancelled or refunded. */
export const digitalDownloadsHook: OrderHook = {
  name: 'digital',
  async paid({ trx, details, now }) {
    const { order, lines } = details;
    const itemIds = [...new Set(lines.map((l) => l.item_id))];
    if (!itemIds.length) return;
    const files = await trx.selectFrom('digital_files').selectAll().where('website_id', '=', order.website_id).where('item_id', 'in', itemIds).execute();
    const byItem = new Map(files.map((f) => [f.item_id, f]));
    const rows = lines.flatMap((l) => {
      const f = byItem.get(l.item_id);
      if (!f) return [];
      return [{
        id: randomBytes(12).toString('hex'),
        website_id: order.website_id,
        order_id: order.id,
        line: l.line,
        item_id: l.item_id,
        file_key: f.file_key,
        file_name: f.file_name,
        mime: f.mime,
        downloads_used: 0,
        max_downloads: Number(f.max_downloads),
        expires_at: now + Number(f.link_days) * DAY_MS,
        revoked_at: null,
        created_at: now,
      }];
    });
    if (rows.length) await trx.insertInto('download_grants').values(rows).onConflict((oc) => oc.columns(['website_id', 'order_id', 'line']).doNothing()).execute();
  },
  async cancelled({ trx, details, now }) {
    await trx.updateTable('download_grants').set({ revoked_at: now }).where('website_id', '=', details.order.website_id).where('order_id', '=', details.order.id).where('revoked_at', 'is', null).execute();
  },
};
