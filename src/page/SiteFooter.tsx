import type { PageModel } from './context.ts';
import { t } from '../shared/messages/index.ts';
import { COOKIE_BANNER_ID, COOKIE_PREFERENCES_ATTRIBUTE } from '../shared/consent.ts';

/**
 * The footer: site text, contact details, footer links and the copyright line; with the cookie
 * banner enabled, "Preferencias de cookies", which reopens the banner to change the answer.
 */
export function SiteFooter({ model, year = new Date().getFullYear() }: { model: PageModel; year?: number }) {
  const { website, headerFooter } = model.site;
  const { text, address, email, phone, links } = headerFooter.footer;
  const hasContact = Boolean(address || email || phone);
  const cookieBanner = model.site.settings.cookieSettings?.isCookieBannerEnabled === true;
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__title">{website.title}</p>
          {text ? <p className="site-footer__text">{text}</p> : null}
        </div>
        {hasContact ? (
          <address className="site-footer__contact">
            {address ? <p>{address}</p> : null}
            {email ? (
              <p>
                <span className="visually-hidden">{t('page.email')}: </span>
                <a href={`mailto:${email}`}>{email}</a>
              </p>
            ) : null}
            {phone ? (
              <p>
                <span className="visually-hidden">{t('page.phone')}: </span>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </p>
            ) : null}
          </address>
        ) : null}
        {links.length > 0 ? (
          <nav className="site-footer__nav" aria-label={t('page.footerNavLabel')}>
            <ul>
              {links.map((link) => (
                <li key={link.href + link.title}>
                  <a href={link.href}>{link.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <div className="container site-footer__legal">
        <p>{t('page.copyright', { year, site: website.title })}</p>
        {cookieBanner ? (
          <button type="button" className="site-footer__cookies" aria-controls={COOKIE_BANNER_ID} {...{ [COOKIE_PREFERENCES_ATTRIBUTE]: '' }}>
            {t('cookies.preferences')}
          </button>
        ) : null}
      </div>
    </footer>
  );
}
