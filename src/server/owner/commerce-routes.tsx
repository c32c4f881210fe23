import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { InventoryView, INVENTORY_FILTERS, inventoryHref, rowName, type InventoryData, type InventoryFilter, type InventoryLine } from '../../page/owner/commerce/InventoryView.tsx';
import { OrderView, type OrderData } from '../../page/owner/commerce/OrderView.tsx';
import { OrdersView } from '../../page/owner/commerce/OrdersView.tsx';
import { statusLabel, StoreTabs } from '../../page/owner/commerce/parts.tsx';
import { pageCount, pageParam } from '../../page/owner/forms/parts.tsx';
import { t, type MessageKey } from '../../shared/messages/index.ts';
import { ORDER_STATUSES, STOCK_MAX, STORE_PER_PAGE, type OrderAction, type OwnerOrderStatus } from '../../shared/owner/commerce.ts';
import { Permission } from '../../shared/owner/permissions.ts';
import { fulfilOrder, inventoryRows, orderCounts, ordersPage, ownerOrder, refundOrder, setStock, type OrderHook, type OrderProblem, type PaymentProvider } from '../commerce/index.ts';
import { storeSettings } from '../../model/index.ts';
import type { Database } from '../db/schema.ts';
import { ordersCsv } from './commerce-csv.ts';
import { sendOwnerPage } from './page.tsx';
import { requirePermission } from './permission.tsx';
import { bodyFields } from '../http/body.ts';

/** What the store pages need besides the database: the configured payment provider, and who to tell when stock crosses 0. */
export interface OwnerStoreOptions {
  /** Refunds go through it (the integrator passes the configured one; none: refunds are refused with a message). */
  provider?: PaymentProvider;
  /** Called with the website after a change that made a sku sold out or available again (cached product pages drop). */
  stockChanged?: (websiteId: string) => void;
  /** What other parts of the store do when the owner fulfils, cancels or refunds an order (commerce/order-hooks.ts). */
  hooks?: readonly OrderHook[];
  /** The secret order links are derived from (for the hooks' links). */
  secret?: string;
}

type Body = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const statusParam = (v: unknown): OwnerOrderStatus | null => ((ORDER_STATUSES as readonly unknown[]).includes(v) ? (v as OwnerOrderStatus) : null);
const filterParam = (v: unknown): InventoryFilter => ((INVENTORY_FILTERS as readonly unknown[]).includes(v) ? (v as InventoryFilter) : 'all');
const ACTIONS: readonly OrderAction[] = ['fulfil', 'cancel', 'refund'];
const DONE_NOTICES = ['fulfilled', 'cancelled', 'refunded'] as const;
const PROBLEM_STATUS: Record<OrderProblem, number> = { notFound: 404, wrongStatus: 409, noProvider: 409, otherProvider: 409, refundFailed: 502 };

/**
 * The owner's store (issue 16, docs/commerce.md "The owner's store"), behind `requirePermission(STORE)`
 * (admin, store manager), for the website of the Host only — another site's order id is a 404:
 * - GET /config/commerce?status=…&page=N: the orders, newest first, STORE_PER_PAGE a page
 * - GET /config/commerce/orders.csv?status=…: one row per order line
 * - GET /config/commerce/orders/:id: one order; POST …/:id/fulfil|cancel|refund (crumb; `restock`)
 *   → 303 back with a notice, or the page again with why nothing changed
 * - GET /config/commerce/inventory?filter=all|low|out&page=N, POST /config/commerce/inventory (sku, units)
 */
export function ownerCommerceRoutes(app: FastifyInstance, { db, provider, stockChanged = () => {}, hooks, secret }: OwnerStoreOptions & { db: Kysely<Database> }): void {
  const guarded = { preHandler: requirePermission(Permission.STORE) };

  app.get('/config/commerce', guarded, async (req, reply) => {
    const websiteId = req.owner!.websiteId;
    const query = req.query as Record<string, unknown>;
    const status = statusParam(query.status);
    let page = pageParam(query.page);
    let [result, counts] = await Promise.all([ordersPage(db, websiteId, status, page, STORE_PER_PAGE), orderCounts(db, websiteId)]);
    const pages = pageCount(result.total, STORE_PER_PAGE);
    if (page > pages) result = await ordersPage(db, websiteId, status, (page = pages), STORE_PER_PAGE);
    const data = { status, counts, rows: result.rows, total: result.total, page, pages };
    return sendOwnerPage(req, reply, { section: 'commerce', title: t('store.ordersTitle'), body: <OrdersView data={data} /> });
  });

  app.get('/config/commerce/orders.csv', guarded, async (req, reply) => ordersCsv(reply, db, req.owner!.websiteId, statusParam((req.query as Record<string, unknown>).status)));

  async function orderPage(req: FastifyRequest, reply: FastifyReply, status = 200, extra: Partial<OrderData> = {}) {
    const owner = req.owner!;
    const order = await ownerOrder(db, owner.websiteId, (req.params as { id: string }).id);
    if (!order) return notFound(req, reply, 'order');
    const notice = str((req.query as Record<string, unknown>).notice);
    const data: OrderData = {
      order,
      crumb: req.server.vitrina.owners.formCrumb(req, reply, owner.websiteId),
      notice: status === 200 && (DONE_NOTICES as readonly string[]).includes(notice) ? t(`store.notice.${notice}` as MessageKey) : undefined,
      ...extra,
    };
    return sendOwnerPage(req, reply, { section: 'commerce', title: t('store.orderTitle', { number: order.number }), body: <OrderView data={data} />, status });
  }

  app.get('/config/commerce/orders/:id', guarded, (req, reply) => orderPage(req, reply));

  app.post('/config/commerce/orders/:id/:action', guarded, async (req, reply) => {
    const owner = req.owner!;
    const { id, action } = req.params as { id: string; action: string };
    if (!(ACTIONS as readonly string[]).includes(action)) return notFound(req, reply, 'order');
    // /config is outside the /api/ crumb guard: the form carries the crumb as a field.
    if (req.server.vitrina.owners.crumbs.refusal(req, owner.websiteId)) return orderPage(req, reply, 403, { error: t('store.error.formExpired') });
    const view = await req.server.vitrina.owners.site(owner);
    const site = { websiteId: owner.websiteId, title: view.website.title, baseUrl: view.baseUrl, store: storeSettings(view.settings.storeSettings ?? {}) };
    const deps = { db, provider, stockChanged, hooks, secret };
    const result =
      action === 'fulfil'
        ? await fulfilOrder(deps, site, id)
        : await refundOrder(deps, site, id, action as 'cancel' | 'refund', str(bodyFields(req).restock) !== '');
    if ('done' in result) return reply.header('cache-control', 'no-store').redirect(`/config/commerce/orders/${encodeURIComponent(id)}?notice=${result.done}`, 303);
    if (result.problem === 'notFound') return notFound(req, reply, 'order');
    if (result.cause) req.log.warn({ err: result.cause, orderId: id }, 'refund failed at the payment provider');
    const error = result.problem === 'wrongStatus' ? t('store.error.wrongStatus', { status: statusLabel(result.status!) }) : t(`store.error.${result.problem}` as MessageKey);
    return orderPage(req, reply, PROBLEM_STATUS[result.problem], { error });
  });

  async function inventoryPage(req: FastifyRequest, reply: FastifyReply, filter: InventoryFilter, page: number, status = 200, extra: Partial<InventoryData> = {}) {
    const owner = req.owner!;
    const site = await req.server.vitrina.owners.site(owner);
    const threshold = site.settings.storeSettings.lowStockThreshold;
    const all: InventoryLine[] = (await inventoryRows(db, owner.websiteId)).map((r, index) => ({ ...r, index, mark: r.units === null ? null : r.units === 0 ? 'out' : r.units <= threshold ? 'low' : null }));
    const shown = all.filter((r) => filter === 'all' || (filter === 'out' ? r.mark === 'out' : r.mark !== null));
    const pages = pageCount(shown.length, STORE_PER_PAGE);
    page = Math.min(page, pages);
    const data: InventoryData = {
      rows: shown.slice((page - 1) * STORE_PER_PAGE, page * STORE_PER_PAGE), total: shown.length, filter, page, pages, threshold,
      crumb: req.server.vitrina.owners.formCrumb(req, reply, owner.websiteId),
      ...extra,
    };
    const saved = str((req.query as Record<string, unknown>).saved);
    const savedRow = status === 200 && saved ? all.find((r) => r.sku === saved && r.units !== null) : undefined;
    if (savedRow && !data.formError) data.notice = t('store.notice.stock', { name: rowName(savedRow), units: savedRow.units! });
    return sendOwnerPage(req, reply, { section: 'commerce', title: t('store.inventoryTitle'), body: <InventoryView data={data} />, status });
  }

  app.get('/config/commerce/inventory', guarded, (req, reply) => {
    const query = req.query as Record<string, unknown>;
    return inventoryPage(req, reply, filterParam(query.filter), pageParam(query.page));
  });

  app.post('/config/commerce/inventory', guarded, async (req, reply) => {
    const owner = req.owner!;
    const body = bodyFields(req);
    const filter = filterParam(body.filter);
    const page = pageParam(body.page);
    if (req.server.vitrina.owners.crumbs.refusal(req, owner.websiteId)) return inventoryPage(req, reply, filter, page, 403, { formError: t('store.error.formExpired') });
    const sku = str(body.sku);
    const rows = await inventoryRows(db, owner.websiteId);
    const index = rows.findIndex((r) => r.sku === sku);
    if (index < 0) return notFound(req, reply, 'sku');
    const row = rows[index];
    const typed = str(body.units).trim();
    const units = /^\d{1,7}$/.test(typed) ? Number(typed) : NaN;
    if (!(units >= 0 && units <= STOCK_MAX)) return inventoryPage(req, reply, filter, page, 400, { error: { sku, value: typed.slice(0, 20), message: t('store.error.units') } });
    const changed = await setStock(db, owner.websiteId, row, units);
    if (!changed) return inventoryPage(req, reply, filter, page, 409, { error: { sku, value: typed, message: t('store.error.unlimited') } });
    if ((changed.before === 0) !== (changed.after === 0)) stockChanged(owner.websiteId);
    const back = new URL(inventoryHref(filter, page), 'http://x');
    back.searchParams.set('saved', sku);
    return reply.header('cache-control', 'no-store').redirect(`${back.pathname}${back.search}#sku-${index}`, 303);
  });
}

/** The store's 404 page: no such order (or sku) on this site — another site's is the same 404. */
function notFound(req: FastifyRequest, reply: FastifyReply, what: 'order' | 'sku') {
  return sendOwnerPage(req, reply, {
    section: 'commerce',
    title: what === 'order' ? t('store.notFoundTitle') : t('store.skuNotFoundTitle'),
    status: 404,
    body: (
      <>
        <StoreTabs current={what === 'order' ? 'orders' : 'inventory'} />
        <p>{what === 'order' ? t('store.notFound') : t('store.skuNotFound')}</p>
      </>
    ),
  });
}
