import type { FormSummary, OwnerSubscriber } from '../../../shared/owner/forms.ts';
import { t, type MessageKey } from '../../../shared/messages/index.ts';
import { BackToForms, Pagination, Panel, TableIntro, WideTable } from './parts.tsx';
import { OwnerDateTime } from '../time-zone.tsx';
import { classList } from '../../../ui/class-list.ts';

/** What /config/forms/subscribers shows. */
export interface SubscribersData {
  /** The site's newsletters with their counts. */
  lists: FormSummary[];
  /** The newsletter shown, or null for all of them. */
  formId: string | null;
  rows: OwnerSubscriber[];
  total: number;
  page: number;
  pages: number;
}

const STATUS: Record<OwnerSubscriber['status'], MessageKey> = {
  pending: 'owner.subscriberPending',
  confirmed: 'owner.subscriberConfirmed',
  unsubscribed: 'owner.subscriberUnsubscribed',
};

/** Newsletter subscribers, newest first, of one newsletter or all (GET /config/forms/subscribers). */
export function SubscribersView({ data }: { data: SubscribersData }) {
  const names = new Map(data.lists.map((l) => [l.id, l.name]));
  const query = data.formId ? `?form=${data.formId}` : '';
  const href = (page: number) => `/config/forms/subscribers${page === 1 ? query : `${query ? `${query}&` : '?'}page=${page}`}`;
  return (
    <>
      <BackToForms />
      {data.lists.length === 0 ? (
        <p className="owner-muted">{t('owner.subscribersNoLists')}</p>
      ) : (
        <>
          <nav className="owner-filter" aria-label={t('owner.subscribersList')}>
            <ul>
              <li>
                <a href="/config/forms/subscribers" aria-current={data.formId === null ? 'page' : undefined}>
                  {t('owner.subscribersAll')}
                </a>
              </li>
              {data.lists.map((l) => (
                <li key={l.id}>
                  <a href={`/config/forms/subscribers?form=${l.id}`} aria-current={data.formId === l.id ? 'page' : undefined}>
                    {l.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <ul className="owner-lists">
            {data.lists
              .filter((l) => data.formId === null || l.id === data.formId)
              .map((l) => (
                <li key={l.id} id={`list-${l.id}`}>
                  <strong>{l.name}</strong>: {t('owner.subscribersCounts', l.subscribers)}
                </li>
              ))}
          </ul>
          <Panel id="subscribers" title={data.formId ? t('owner.subscribersFormTitle', { form: names.get(data.formId) ?? '' }) : t('owner.subscribersAll')}>
            {data.total === 0 ? (
              <p className="owner-muted">{t('owner.subscribersNone')}</p>
            ) : (
              <>
                <TableIntro totalId="subscribers-total" total={t('owner.subscribersTotal', { count: data.total })} csvHref={`/config/forms/subscribers.csv${query}`} />
                <WideTable
                  label={t('owner.subscribersTitle')}
                  head={
                    <tr>
                      <th scope="col">{t('owner.subscriberEmail')}</th>
                      <th scope="col">{t('owner.subscriberName')}</th>
                      {data.formId ? null : <th scope="col">{t('owner.subscribersList')}</th>}
                      <th scope="col">{t('owner.subscriberStatus')}</th>
                      <th scope="col">{t('owner.subscriberCreated')}</th>
                      <th scope="col">{t('owner.subscriberConfirmedAt')}</th>
                      <th scope="col">{t('owner.subscriberUnsubscribedAt')}</th>
                      <th scope="col">{t('owner.formsPage')}</th>
                    </tr>
                  }
                >
                  {data.rows.map((r) => (
                    <tr key={r.id}>
                      <th scope="row">{r.email}</th>
                      <td>{r.name === '' ? <span className="owner-muted">{t('owner.formsEmpty')}</span> : r.name}</td>
                      {data.formId ? null : <td>{names.get(r.formId) ?? r.formId}</td>}
                      <td>
                        <span className={classList`owner-status owner-status--${r.status}`}>{t(STATUS[r.status])}</span>
                      </td>
                      <DateCell ms={r.createdAt} />
                      <DateCell ms={r.confirmedAt} />
                      <DateCell ms={r.unsubscribedAt} />
                      <td>
                        <code>{r.pagePath}</code>
                      </td>
                    </tr>
                  ))}
                </WideTable>
                <Pagination page={data.page} pages={data.pages} href={href} />
              </>
            )}
          </Panel>
        </>
      )}
    </>
  );
}

/** A date and time, or a dash when there is none. */
function DateCell({ ms }: { ms: number | null }) {
  return <td className="owner-nowrap">{ms == null ? <span className="owner-muted">{t('owner.formsEmpty')}</span> : <OwnerDateTime ms={ms} />}</td>;
}

/** The label of a subscriber status (the CSV uses it too). */
export function statusText(status: OwnerSubscriber['status']): string {
  return t(STATUS[status]);
}
