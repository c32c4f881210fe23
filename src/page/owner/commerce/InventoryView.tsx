import { t } from '../../../shared/messages/index.ts';
import { STOCK_MAX, type InventoryRow } from '../../../shared/owner/commerce.ts';
import { Pagination, WideTable } from '../forms/parts.tsx';
import { Outcome, StoreTabs } from './parts.tsx';
import { classList } from '../../../ui/class-list.ts';

/** Which rows the inventory shows: all, those at or below the low-stock mark, or those at 0. */
export const INVENTORY_FILTERS = ['all', 'low', 'out'] as const;
export type InventoryFilter = (typeof INVENTORY_FILTERS)[number];

/** A row as the page shows it: its place in the whole list names its fields. */
export interface InventoryLine extends InventoryRow {
  index: number;
  mark: 'out' | 'low' | null;
}

/** What GET /config/commerce/inventory shows. */
export interface InventoryData {
  rows: InventoryLine[];
  total: number;
  filter: InventoryFilter;
  page: number;
  pages: number;
  threshold: number;
  crumb: string;
  notice?: string;
  /** Why the last post did nothing, for no row in particular (the form expired). */
  formError?: string;
  /** The row whose units were refused, what was typed, and why. */
  error?: { sku: string; value: string; message: string };
}

/** The inventory's address for a filter and page. */
export function inventoryHref(filter: InventoryFilter, page = 1): string {
  const query = new URLSearchParams();
  if (filter !== 'all') query.set('filter', filter);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `/config/commerce/inventory${text ? `?${text}` : ''}`;
}

/** "Café de Chiapas (Grande · Molido)": a row's product and variant. */
export const rowName = (r: InventoryRow) => (r.variant ? `${r.product} (${r.variant})` : r.product);

const FILTER_LABELS = { all: 'store.inventoryAll', low: 'store.inventoryLow', out: 'store.inventoryOut' } as const;

/**
 * Every sku of the published products with its units («Ilimitado» when it never runs out), marked
 * «Agotado» at 0 and «Pocas unidades» at or below the store's mark; a small form per row sets the
 * units (0–1,000,000). A refused value comes back in its field with the reason tied to it.
 */
export function InventoryView({ data }: { data: InventoryData }) {
  const failed = data.error ? data.rows.find((r) => r.sku === data.error!.sku) : undefined;
  return (
    <>
      <StoreTabs current="inventory" />
      <p className="owner-muted">
        {t('store.inventoryIntro')} {t('store.lowStockNote', { threshold: data.threshold })}
      </p>
      {failed && data.error ? (
        <div className="owner-alert" role="alert" id="inventory-error" tabIndex={-1} autoFocus>
          <p className="owner-alert__title">{t('store.error.summary')}</p>
          <p>
            <a href={`#units-${failed.index}`}>
              {rowName(failed)}: {data.error.message}
            </a>
          </p>
        </div>
      ) : (
        <Outcome notice={data.notice} error={data.formError} id="inventory-error" />
      )}
      <nav className="owner-filter" aria-label={t('store.inventoryFilterLabel')}>
        <ul>
          {Object.entries(FILTER_LABELS).map(([f, label]) => (
            <li key={f}>
              <a href={inventoryHref(f as InventoryFilter)} aria-current={data.filter === f ? 'page' : undefined}>
                {t(label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {data.total === 0 ? (
        <p className="owner-muted" id="inventory-none">
          {data.filter === 'all' ? t('store.inventoryNone') : t('store.inventoryNoneFiltered')}
        </p>
      ) : (
        <>
          <p className="owner-toolbar" id="inventory-total">
            {t('store.inventoryTotal', { count: data.total })}
          </p>
          <WideTable
            label={t('store.inventoryTitle')}
            head={
              <tr>
                <th scope="col">{t('store.colProduct')}</th>
                <th scope="col">{t('store.colVariant')}</th>
                <th scope="col">{t('store.colSku')}</th>
                <th scope="col">{t('store.colUnits')}</th>
              </tr>
            }
          >
            {data.rows.map((r) => (
              <tr key={r.sku} id={`sku-${r.index}`} className={r.mark ? `owner-row--${r.mark}` : undefined}>
                <th scope="row">{r.product}</th>
                <td>{r.variant || t('store.none')}</td>
                <td>
                  <code>{r.sku}</code>
                </td>
                <td>{r.units === null ? <span className="owner-muted">{t('store.unlimited')}</span> : <UnitsForm row={r} data={data} />}</td>
              </tr>
            ))}
          </WideTable>
          <Pagination page={data.page} pages={data.pages} href={(p) => inventoryHref(data.filter, p)} />
        </>
      )}
    </>
  );
}

function UnitsForm({ row, data }: { row: InventoryLine; data: InventoryData }) {
  const error = data.error?.sku === row.sku ? data.error : undefined;
  const id = `units-${row.index}`;
  const markId = `mark-${row.index}`;
  const described = [row.mark ? markId : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <form method="post" action="/config/commerce/inventory" className="owner-units">
      <input type="hidden" name="crumb" value={data.crumb} />
      <input type="hidden" name="sku" value={row.sku} />
      <input type="hidden" name="filter" value={data.filter} />
      <input type="hidden" name="page" value={data.page} />
      <label htmlFor={id} className="owner-hidden">
        {t('store.unitsLabel', { name: rowName(row) })}
      </label>
      <input
        id={id}
        name="units"
        type="number"
        inputMode="numeric"
        min={0}
        max={STOCK_MAX}
        step={1}
        required
        defaultValue={error ? error.value : String(row.units)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      <button type="submit" className="owner-button owner-button--quiet">
        {t('store.save')}
      </button>
      {row.mark ? (
        <span id={markId} className={classList`owner-status owner-status--${row.mark === 'out' ? 'failed' : 'pending'}`}>
          {row.mark === 'out' ? t('store.soldOut') : t('store.lowStock')}
        </span>
      ) : null}
      {error ? (
        <p className="owner-field__error" id={`${id}-error`}>
          {error.message}
        </p>
      ) : null}
    </form>
  );
}
