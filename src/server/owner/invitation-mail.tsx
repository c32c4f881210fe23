import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import { formatDate, t } from '../../shared/messages/index.ts';
import type { OutgoingMail } from '../mail/index.ts';
import { roleName } from './permission.tsx';

/** Where an invitation is accepted (GET: the password form; POST: the account is created). */
export const INVITATION_PATH = '/config/invitation';

/** What an invitation mail names. */
export interface InvitationMailInput {
  websiteId: string;
  siteTitle: string;
  /** The site's address (`https://…`, no trailing slash). */
  origin: string;
  invitedBy: string;
  to: string;
  role: number;
  token: string;
  expiresAt: number;
}

/**
 * The invitation to a site's /config area: who invited, the role, the single-use link and when it
 * ends. Plain text and HTML (React escapes every value); the subject is fixed text and the site's title.
 */
export function invitationMail(m: InvitationMailInput): OutgoingMail {
  const link = `${m.origin}${INVITATION_PATH}?token=${encodeURIComponent(m.token)}`;
  const intro = t('roles.mail.intro', { inviter: m.invitedBy, site: m.siteTitle, role: roleName(m.role) });
  const action = t('roles.mail.action', { date: formatDate(m.expiresAt, 'long') });
  const ignore = t('roles.mail.ignore');
  const html = renderStaticMarkup(
    <>
      <p>{intro}</p>
      <p>{action}</p>
      <p>
        <a href={link}>{link}</a>
      </p>
      <p>{ignore}</p>
    </>,
  );
  return {
    websiteId: m.websiteId,
    kind: 'notification',
    to: m.to,
    subject: t('roles.mail.subject', { site: m.siteTitle }),
    text: [intro, '', action, link, '', ignore].join('\n'),
    html,
  };
}
