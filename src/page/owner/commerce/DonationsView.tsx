import type { DonationPage } from '../../../model/index.ts';
import type { DonationRow } from '../../../server/commerce/index.ts';
import { donationReference } from '../../../shared/donations.ts';
import { t } from '../../../shared/messages/index.ts';
import { formatMoney } from '../../../shared/money.ts';
import { Pagination, Panel, WideTable } from '../forms/parts.tsx';
import { OwnerDateTime } from '../time-zone.tsx';
import { Outcome, StoreTabs } from './parts.tsx';
import { classList } from '../../../ui/class-list.ts';

/** What GET /config/commerce/donativos shows (docs/commerce-donations.md). */
export interface DonationsData {
  pages: readonly DonationPage[];
  totals: Array<{ pageId: string; currency: string; count: number; totalCents: number }>;
  rows: DonationRow[];
  total: number;
  page: number;
  pageCount: number;
  crumb: string;
  notice?: string;
  error?: string;
}

export const donationsHref = (page = 1) => (page > 1 ? `/config/commerce/donativos?page=${page}` : '/config/commerce/donativos');

/** The donations: totals by donation page, then every donation (newest first) with a refund form for the paid ones. */
export function DonationsView({ data }: { data: DonationsData }) {
  const title = (id: string) => data.pages.find((p) => p.id === id)?.title ?? id;
  return (
    <>
      <StoreTabs current="donations" />
      <Outcome notice={data.notice} error={data.error} id="donations-error" />
      <Panel id="donation-totals" title={t('donations.owner.totalsHeading')}>
        {data.totals.length === 0 ? (
          <p className="owner-muted">{t('donations.owner.none')}</p>
        ) : (
          <table className="owner-table owner-table--data">
            <caption className="visually-hidden">{t('donations.owner.totalsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('donations.owner.page')}</th>
                <th scope="col" className="num">{t('donations.owner.count')}</th>
                <th scope="col" className="num">{t('donations.owner.total')}</th>
              </tr>
            </thead>
            <tbody>
              {data.totals.map((row) => (
                <tr key={`${row.pageId}-${row.currency}`}>
                  <th scope="row">{title(row.pageId)}</th>
                  <td className="num">{row.count}</td>
                  <td className="num">{formatMoney(row.totalCents, row.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
      <Panel id="donation-list" title={t('donations.owner.listHeading')}>
        {data.total === 0 ? (
          <p className="owner-muted">{t('donations.owner.none')}</p>
        ) : (
          <>
            <WideTable
              label={t('donations.owner.listCaption', { page: data.page, pages: data.pageCount })}
              head={
                <tr>
                  <th scope="col">{t('donations.reference')}</th>
                  <th scope="col">{t('donations.date')}</th>
                  <th scope="col">{t('donations.owner.page')}</th>
                  <th scope="col">{t('donations.owner.donor')}</th>
                  <th scope="col" className="num">{t('donations.amount')}</th>
                  <th scope="col">{t('donations.status')}</th>
                  <th scope="col">{t('donations.owner.actions')}</th>
                </tr>
              }
            >
              {data.rows.map((d) => (
                <tr key={d.id} id={`donation-${d.id}`}>
                  <th scope="row" className="owner-nowrap">
                    {donationReference(d.number)}
                  </th>
                  <td className="owner-nowrap">
                    <time dateTime={new Date(d.created_at).toISOString()}>
                      <OwnerDateTime ms={d.created_at} />
                    </time>
                  </td>
                  <td>{title(d.donate_page_id)}</td>
                  <td className="owner-value">
                    {`${d.anonymous ? `${t('donations.owner.anonymous')} · ` : ''}${d.name} <${d.email}>`}
                    {d.message ? <div className="owner-muted">{d.message}</div> : null}
                  </td>
                  <td className="num">{formatMoney(d.amount_cents, d.currency)}</td>
                  <td>
                    <span className={classList`owner-status owner-status--${d.status}`}>{t(`donations.status.${d.status}`)}</span>
                  </td>
                  <td>
                    {d.status === 'paid' ? (
                      <form method="post" action={`/config/commerce/donativos/${d.id}/refund`}>
                        <input type="hidden" name="crumb" value={data.crumb} />
                        <button type="submit" className="owner-button owner-button--quiet" aria-label={t('donations.owner.refund', { reference: donationReference(d.number) })}>
                          {t('donations.owner.refundButton')}
                        </button>
                      </form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </WideTable>
            <Pagination page={data.page} pages={data.pageCount} href={donationsHref} />
          </>
        )}
      </Panel>
    </>
  );
}
