import type { OwnerSubmission } from '../../../shared/owner/forms.ts';
import { t } from '../../../shared/messages/index.ts';
import { BackToForms, Pagination, TableIntro, WideTable } from './parts.tsx';
import { otherValuesText, valueText, type FieldColumn } from './values.ts';
import { OwnerDateTime } from '../time-zone.tsx';

/** What /config/forms/:formId shows: one page of a form's submissions. */
export interface SubmissionsData {
  formId: string;
  formName: string;
  columns: FieldColumn[];
  rows: OwnerSubmission[];
  total: number;
  page: number;
  pages: number;
}

/**
 * A form's submissions, newest first: date, every field under its label, the page it was sent
 * from. Values are text children, so React escapes them: a value with HTML shows as text.
 */
export function SubmissionsView({ data }: { data: SubmissionsData }) {
  const base = `/config/forms/${data.formId}`;
  const others = data.rows.map((r) => otherValuesText(data.columns, r.values));
  const hasOthers = others.some((o) => o !== '');
  return (
    <>
      <BackToForms />
      {data.total === 0 ? (
        <p className="owner-muted" id="submissions-none">
          {t('owner.formsSubmissionsNone')}
        </p>
      ) : (
        <>
          <TableIntro totalId="submissions-total" total={t('owner.formsSubmissionsTotal', { count: data.total })} csvHref={`${base}/submissions.csv`} />
          <WideTable
            label={t('owner.formsSubmissionsTitle', { form: data.formName })}
            head={
              <tr>
                <th scope="col">{t('owner.formsDate')}</th>
                {data.columns.map((c) => (
                  <th scope="col" key={c.id}>
                    {c.label}
                  </th>
                ))}
                <th scope="col">{t('owner.formsPage')}</th>
                {hasOthers ? <th scope="col">{t('owner.formsOther')}</th> : null}
              </tr>
            }
          >
            {data.rows.map((r, i) => (
              <tr key={r.id} id={`submission-${r.id}`} className={r.spam ? 'owner-row--spam' : undefined}>
                <th scope="row" className="owner-nowrap">
                  <time dateTime={new Date(r.createdAt).toISOString()}><OwnerDateTime ms={r.createdAt} /></time>
                  {r.spam ? <span className="owner-tag">{t('owner.formsSpamFlag')}</span> : null}
                </th>
                {data.columns.map((c) => (
                  <Cell key={c.id} text={valueText(c.field, r.values[c.id])} />
                ))}
                <td>
                  <code>{r.pagePath}</code>
                </td>
                {hasOthers ? <Cell text={others[i]} /> : null}
              </tr>
            ))}
          </WideTable>
          <Pagination page={data.page} pages={data.pages} href={(p) => (p === 1 ? base : `${base}?page=${p}`)} />
        </>
      )}
    </>
  );
}

/** One value cell: its text (line breaks kept by CSS), or a dash when empty. */
function Cell({ text }: { text: string }) {
  return <td className="owner-value">{text.trim() === '' ? <span className="owner-muted">{t('owner.formsEmpty')}</span> : text}</td>;
}
