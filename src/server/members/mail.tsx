import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import { t } from '../../shared/messages/index.ts';
import type { LinkMail } from './service.ts';

/** A mail with one link (plain text and HTML, every value escaped by React); the subject is fixed text with the site's title. */
function linkMail(subject: string, intro: string, url: string) {
  const ignore = t('members.mail.ignore');
  return {
    kind: 'confirmation' as const,
    subject,
    text: [intro, '', url, '', ignore].join('\n'),
    html: renderStaticMarkup(
      <>
        <p>{intro}</p>
        <p>
          <a href={url}>{url}</a>
        </p>
        <p>{ignore}</p>
      </>,
    ),
  };
}

/** The mails of the members' links: email verification and password reset. */
export const memberMails: { verify: LinkMail; reset: LinkMail } = {
  verify: (to, site, url) => ({ to: to.email, ...linkMail(t('members.mail.verifySubject', { site: site.title }), t('members.mail.verifyText', { name: to.name, site: site.title }), url) }),
  reset: (to, site, url) => ({ to: to.email, ...linkMail(t('members.mail.resetSubject', { site: site.title }), t('members.mail.resetText', { site: site.title }), url) }),
};
