import type { ReactNode } from 'react';
import { t } from '../../../shared/messages/index.ts';
import { ownerTimeZone } from '../time-zone.tsx';

/** Pieces shared by the forms pages of the owner's area. */

/** A page number from the query: a whole number from 1, else 1. */
export function pageParam(value: unknown): number {
  return typeof value === 'string' && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/** How many pages `total` rows make at `perPage` a page (at least 1). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** Previous / next links and "Página 2 de 5"; nothing when everything fits on one page. */
export function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav className="owner-pages" aria-label={t('owner.formsPagination')}>
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev" className="owner-button owner-button--quiet">
          {t('owner.formsPrev')}
        </a>
      ) : (
        <span />
      )}
      <span className="owner-pages__at" aria-current="page">
        {t('owner.formsPageOf', { page, pages })}
      </span>
      {page < pages ? (
        <a href={href(page + 1)} rel="next" className="owner-button owner-button--quiet">
          {t('owner.formsNext')}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** A panel with a heading (h2), like the analytics page's sections. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="owner-section" aria-labelledby={`${id}-heading`} id={id}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * A wide table that scrolls sideways on a phone: the scrolling region is focusable and named,
 * so a keyboard can scroll it too (axe: scrollable-region-focusable).
 */
export function WideTable({ label, head, children }: { label: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="owner-table-wrap owner-scroll" tabIndex={0} role="region" aria-label={t('owner.formsTableLabel', { title: label })}>
      <table className="owner-table owner-table--data">
        <thead>{head}</thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The link back to the list of forms. */
export function BackToForms() {
  return (
    <p className="owner-back">
      <a href="/config/forms">{t('owner.formsBack')}</a>
    </p>
  );
}

/** Above a table of rows: the total, the CSV download, and the notes on time zone, CSV and scrolling. */
export function TableIntro({ totalId, total, csvHref }: { totalId: string; total: string; csvHref: string }) {
  return (
    <>
      <div className="owner-toolbar">
        <p id={totalId}>{total}</p>
        <a href={csvHref} className="owner-button" download>
          {t('owner.formsCsv')}
        </a>
      </div>
      <p className="owner-muted">
        {t('owner.formsTimeZone', { zone: ownerTimeZone() })} {t('owner.formsCsvNote')}
      </p>
      <p className="owner-muted owner-scroll-hint">{t('owner.formsScrollHint')}</p>
    </>
  );
}
