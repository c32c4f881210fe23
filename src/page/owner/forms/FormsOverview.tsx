import type { FormSummary, OutboxCounts } from '../../../shared/owner/forms.ts';
import { formatNumber } from '../../../shared/messages/intl.ts';
import { t } from '../../../shared/messages/index.ts';
import { Panel, WideTable } from './parts.tsx';
import { OwnerDateTime, ownerTimeZone } from '../time-zone.tsx';
import { Stat } from '../Stat.tsx';

/** What /config/forms shows. */
export interface FormsOverviewData {
  forms: FormSummary[];
  /** SMTP configured: notifications are mailed. */
  mailOn: boolean;
  outbox: OutboxCounts;
}

const n = (v: number) => formatNumber(v);

/** The owner's forms and newsletters with their figures, and the state of mail (GET /config/forms). */
export function FormsOverview({ data }: { data: FormsOverviewData }) {
  const newsletters = data.forms.filter((f) => f.kind === 'newsletter');
  return (
    <>
      <p className="owner-muted">{t('owner.formsIntro')}</p>
      {data.mailOn ? null : (
        <div className="owner-alert owner-alert--info" id="mail-off">
          <p className="owner-alert__title">{t('owner.formsMailOffTitle')}</p>
          <p>{t('owner.formsMailOff')}</p>
        </div>
      )}
      <Panel id="forms-list" title={t('owner.formsHeading')}>
        {data.forms.length === 0 ? (
          <p className="owner-muted">{t('owner.formsNone')}</p>
        ) : (
          <>
            <WideTable
              label={t('owner.formsHeading')}
              head={
                <tr>
                  <th scope="col">{t('owner.formsName')}</th>
                  <th scope="col" className="num">{t('owner.formsCount')}</th>
                  <th scope="col">{t('owner.formsLatest')}</th>
                </tr>
              }
            >
              {data.forms.map((f) => (
                <FormRow key={f.id} form={f} />
              ))}
            </WideTable>
            <p className="owner-muted">{t('owner.formsTimeZone', { zone: ownerTimeZone() })}</p>
          </>
        )}
        {newsletters.length > 0 ? (
          <p>
            <a href="/config/forms/subscribers" className="owner-button owner-button--quiet">
              {t('owner.subscribersLink')}
            </a>
          </p>
        ) : null}
      </Panel>
      <Panel id="mail" title={t('owner.formsMailHeading')}>
        {data.mailOn ? <p>{t('owner.formsMailOn')}</p> : <p className="owner-muted">{t('owner.formsMailOffTitle')}</p>}
        <ul className="owner-stats owner-stats--small">
          <Stat id="mail-pending" label={t('owner.formsMailPending')} value={data.outbox.pending} />
          <Stat id="mail-sent" label={t('owner.formsMailSent')} value={data.outbox.sent} />
          <Stat id="mail-failed" label={t('owner.formsMailFailed')} value={data.outbox.failed} />
        </ul>
        {data.outbox.failed > 0 ? <p className="owner-muted">{t('owner.formsMailFailedNote')}</p> : null}
      </Panel>
    </>
  );
}

function FormRow({ form }: { form: FormSummary }) {
  const newsletter = form.kind === 'newsletter';
  const href = newsletter ? `/config/forms/subscribers?form=${form.id}` : `/config/forms/${form.id}`;
  const s = form.subscribers;
  return (
    <tr id={`form-${form.id}`}>
      <th scope="row">
        <a href={href}>{form.name}</a>
        <span className="owner-kind">{t(newsletter ? 'owner.formsKindNewsletter' : 'owner.formsKindForm')}</span>
      </th>
      <td className={newsletter ? 'owner-counts' : 'num'}>
        {newsletter ? (
          <>
            <span>{t('owner.subscriberCountConfirmed', { count: s.confirmed })}</span>
            <span>{t('owner.subscriberCountPending', { count: s.pending })}</span>
            <span>{t('owner.subscriberCountUnsubscribed', { count: s.unsubscribed })}</span>
          </>
        ) : (
          <>
            {n(form.submissions)}
            {form.spam > 0 ? <span className="owner-samples"> ({t('owner.formsSpamCount', { count: form.spam })})</span> : null}
          </>
        )}
      </td>
      <td>{form.latest == null ? <span className="owner-muted">{t('owner.formsNever')}</span> : <OwnerDateTime ms={form.latest} />}</td>
    </tr>
  );
}
