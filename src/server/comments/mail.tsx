import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import { t } from '../../shared/messages/index.ts';
import type { OutgoingMail } from '../mail/index.ts';

/** A new comment, as the owner's mail tells it. Every value is the visitor's or the site's text. */
export interface NewComment {
  websiteId: string;
  siteTitle: string;
  /** The site's address (`https://…`, no trailing slash): the links in the mail. */
  origin: string;
  postTitle: string;
  postPath: string;
  name: string;
  /** '' when the commenter gave none; else a checked address (Reply-To). */
  email: string;
  text: string;
}

/** Where the owner moderates comments. */
export const MODERATION_PATH = '/config/comments';

/**
 * The mail to each of the site's owners about a comment waiting for moderation (docs/comments.md):
 * the post, the commenter's name, email and text, and the link to /config/comments. Plain text,
 * and HTML rendered by React (every value escaped). The subject is fixed text with the post's
 * title (the owner's); the commenter's text is only ever in the bodies; Reply-To is the
 * commenter's address when they gave one (validated: it cannot hold CR or LF).
 */
export function newCommentMails(owners: readonly string[], c: NewComment): OutgoingMail[] {
  if (owners.length === 0) return [];
  const intro = t('comments.mail.intro', { name: c.name, post: c.postTitle, site: c.siteTitle });
  const postUrl = `${c.origin}${encodeURI(c.postPath)}`;
  const moderateUrl = `${c.origin}${MODERATION_PATH}`;
  const rows: [string, string][] = [
    [t('comments.mail.post'), `${c.postTitle} (${postUrl})`],
    [t('comments.mail.name'), c.name],
    ...(c.email ? [[t('comments.mail.email'), c.email] as [string, string]] : []),
  ];
  const text = [intro, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', `${t('comments.mail.text')}:`, c.text, '', t('comments.mail.moderate'), moderateUrl].join('\n');
  const html = renderStaticMarkup(
    <>
      <p>{intro}</p>
      <table cellPadding={6} style={{ borderCollapse: 'collapse' }}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th align="left" style={{ verticalAlign: 'top' }}>
                {label}
              </th>
              <td>{label === t('comments.mail.post') ? <a href={postUrl}>{c.postTitle}</a> : value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <strong>{t('comments.mail.text')}:</strong>
      </p>
      <blockquote style={{ whiteSpace: 'pre-wrap' }}>{c.text}</blockquote>
      <p>
        {t('comments.mail.moderate')} <a href={moderateUrl}>{moderateUrl}</a>
      </p>
    </>,
  );
  return owners.map((to) => ({
    websiteId: c.websiteId,
    kind: 'notification',
    to,
    replyTo: c.email || null,
    subject: t('comments.mail.subject', { post: c.postTitle }),
    text,
    html,
  }));
}
