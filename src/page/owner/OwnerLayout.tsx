import type { ReactNode } from 'react';
import { t } from '../../shared/messages/index.ts';
import { mayAny, Permission } from '../../shared/owner/permissions.ts';

/**
 * The /config pages of the owner's area, in the order of the navigation, each with the
 * permissions that open it (any of them; src/shared/owner/permissions.ts): the bar shows a role
 * only the sections it may open, and the routes check the same permissions on the server.
 */
export const OWNER_SECTIONS = [
  { id: 'analytics', href: '/config/analytics', label: 'owner.navAnalytics', permissions: [Permission.STATS] },
  { id: 'forms', href: '/config/forms', label: 'owner.navForms', permissions: [Permission.FORM_SUBMISSIONS, Permission.SUBSCRIBERS] },
  { id: 'commerce', href: '/config/commerce', label: 'store.nav', permissions: [Permission.STORE] },
  { id: 'comments', href: '/config/comments', label: 'comments.ownerNav', permissions: [Permission.COMMENTS] },
  { id: 'design', href: '/config/design', label: 'owner.navDesign', permissions: [Permission.DESIGN] },
  { id: 'roles', href: '/config/roles', label: 'roles.nav', permissions: [Permission.USER_ACCOUNTS] },
] as const;

/** The sections a role may open, in navigation order. */
export function sectionsFor(role: number) {
  return OWNER_SECTIONS.filter((s) => mayAny(role, s.permissions));
}

/**
 * "Ver sitio": the public site in the top window, with `noredirect` so the automatic redirect
 * (src/runtime/chrome/owner-redirect.ts) does not bring the owner straight back here.
 */
export const VIEW_SITE_HREF = '/?noredirect=1';

/** Which section a page belongs to (marked as the current one in the navigation). */
export type OwnerSection = (typeof OWNER_SECTIONS)[number]['id'];

/** What the chrome of every signed-in /config page shows. */
export interface OwnerChrome {
  siteTitle: string;
  /** Email of the signed-in account. */
  email: string;
  /** Its §3 role: the navigation lists only the sections the role may open. */
  role: number;
  /** The visitor's crumb, sent as a hidden field by the logout form. */
  crumb: string;
  /** The section shown; none for the site in its frame (/config/?frameUrl) and unknown pages. */
  current?: OwnerSection;
  /** Where "Ver sitio" goes (default VIEW_SITE_HREF): the framed page itself on /config/?frameUrl. */
  siteHref?: string;
}

/**
 * The bar on top of every signed-in /config page: the site name, the navigation between
 * sections (Analítica, Formularios, Diseño), "Ver sitio" and the logout button (a plain form:
 * no script needed).
 */
export function OwnerBar({ chrome }: { chrome: OwnerChrome }) {
  return (
    <header className="owner-bar" aria-label={t('owner.areaLabel')}>
      <div className="owner-bar__inner">
        <p className="owner-bar__site">
          <a href="/">{chrome.siteTitle}</a>
          <span className="owner-bar__area">{t('owner.areaLabel')}</span>
        </p>
        <nav className="owner-nav" aria-label={t('owner.navLabel')}>
          <ul>
            {sectionsFor(chrome.role).map((s) => (
              <li key={s.id}>
                <a href={s.href} aria-current={s.id === chrome.current ? 'page' : undefined}>
                  {t(s.label)}
                </a>
              </li>
            ))}
            <li>
              <a href={chrome.siteHref ?? VIEW_SITE_HREF}>{t('owner.navSite')}</a>
            </li>
          </ul>
        </nav>
        <form className="owner-bar__logout" method="post" action="/config/logout">
          <span className="owner-bar__who">{t('owner.signedInAs', { email: chrome.email })}</span>
          <input type="hidden" name="crumb" value={chrome.crumb} />
          <button type="submit" className="owner-button owner-button--quiet">
            {t('owner.logout')}
          </button>
        </form>
      </div>
    </header>
  );
}

/** The content column of a /config page under its heading (the page's one h1). */
export function OwnerContent({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="owner-content">
      <h1 className="owner-title">{heading}</h1>
      {children}
    </div>
  );
}
