import type { ReactNode } from 'react';
import type { ModeratedComment, ModerationStatus } from '../../../shared/contracts/comments.ts';
import { t } from '../../../shared/messages/index.ts';
import { CommentText } from '../../../ui/CommentText.tsx';
import { OwnerDateTime } from '../time-zone.tsx';

/** What /config/comments shows: one status's comments, the counts of each, the crumb of its forms. */
export interface CommentsViewData {
  status: ModerationStatus;
  counts: Record<ModerationStatus, number>;
  comments: ModeratedComment[];
  crumb: string;
  enabled: boolean;
}

const TABS: ReadonlyArray<{ status: ModerationStatus; label: 'comments.ownerPending' | 'comments.ownerApproved' | 'comments.ownerSpam' }> = [
  { status: 'pending', label: 'comments.ownerPending' },
  { status: 'approved', label: 'comments.ownerApproved' },
  { status: 'spam', label: 'comments.ownerSpam' },
];

/**
 * The owner's comments (docs/comments.md): pending, approved or spam, newest first, each with
 * buttons to approve, mark as spam or delete: plain POST forms carrying the crumb, no script.
 * Every value is a text child (React escapes it).
 */
export function CommentsView({ data }: { data: CommentsViewData }) {
  return (
    <>
      {data.enabled ? null : <p className="owner-muted">{t('comments.ownerDisabled')}</p>}
      <nav aria-label={t('comments.ownerTabs')}>
        <ul className="owner-tabs">
          {TABS.map((tab) => (
            <li key={tab.status}>
              <a href={`/config/comments?status=${tab.status}`} aria-current={tab.status === data.status ? 'page' : undefined}>
                {t(tab.label)} ({data.counts[tab.status]})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {data.comments.length === 0 ? (
        <p className="owner-muted" id="comments-none">
          {t('comments.ownerEmpty')}
        </p>
      ) : (
        <ol className="owner-comments">
          {data.comments.map((c) => (
            <li key={c.id} id={`comment-${c.id}`} className="owner-comment">
              <p>
                <strong>{c.name}</strong>
                {c.email ? <> · {c.email}</> : null} · <time dateTime={new Date(c.createdAt).toISOString()}><OwnerDateTime ms={c.createdAt} /></time>
              </p>
              <p>
                {t('comments.ownerPost')}: {c.postPath ? <a href={c.postPath}>{c.postTitle}</a> : <code>{c.postTitle ?? '—'}</code>}
              </p>
              <div className="owner-comment__text">
                <CommentText text={c.text} />
              </div>
              <div className="owner-comment__actions" role="group" aria-label={t('comments.ownerActions', { name: c.name })}>
                {data.status !== 'approved' ? <Action id={c.id} action="approve" from={data.status} crumb={data.crumb}>{t('comments.ownerApprove')}</Action> : null}
                {data.status !== 'spam' ? <Action id={c.id} action="spam" from={data.status} crumb={data.crumb}>{t('comments.ownerMarkSpam')}</Action> : null}
                <Action id={c.id} action="delete" from={data.status} crumb={data.crumb}>{t('comments.ownerDelete')}</Action>
              </div>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function Action({ id, action, from, crumb, children }: { id: string; action: string; from: ModerationStatus; crumb: string; children: ReactNode }) {
  return (
    <form method="post" action={`/config/comments/${id}/${action}`} className="owner-inline-form">
      <input type="hidden" name="crumb" value={crumb} />
      <input type="hidden" name="from" value={from} />
      <button type="submit" className={action === 'approve' ? 'owner-button' : 'owner-button owner-button--quiet'}>
        {children}
      </button>
    </form>
  );
}
