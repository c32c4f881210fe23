import type { NavLink } from '../model/index.ts';
import type { PageModel, RenderContext } from './context.ts';
import { t } from '../shared/messages/index.ts';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';
import { CartIndicator } from './parts/CartIndicator.tsx';
import { CollectionType } from '../shared/enums.ts';
import { LanguageSwitcher } from './parts/LanguageSwitcher.tsx';
import { languageRoot, navigationFor, pageLanguage } from './languages.ts';

/** How a navigation link relates to the current path: the page itself, a parent, or neither. */
export function currentness(href: string, path: string): 'page' | 'true' | undefined {
  if (href === path) return 'page';
  if (href !== '/' && href.startsWith('/') && path.startsWith(`${href}/`)) return 'true';
  return undefined;
}

/** The logo and the site title (or the logo alone), the tagline and the main navigation. */
export function SiteHeader({ model, ctx }: { model: PageModel; ctx: RenderContext }) {
  const { website, headerFooter } = model.site;
  // The navigation and home of the page's language (docs/multilingual.md).
  const navigation = navigationFor(model.site, pageLanguage(model));
  const home = languageRoot(model.site, pageLanguage(model));
  const logo = ctx.media(headerFooter.header.logoMediaId);
  const logoHeight = 48;
  const logoWidth = logo ? Math.round((logoHeight * logo.width) / Math.max(logo.height, 1)) : 0;
  return (
    <header className="site-header">
      <LanguageSwitcher model={model} />
      <div className="container site-header__inner">
        <div className="brand">
          <a className="brand__link" href={home} aria-current={model.path === home ? 'page' : undefined}>
            {logo ? (
              <ResponsiveImage
                className="brand__logo"
                media={logo}
                // Shown 48 px high, so its width is fixed: the srcset gives the next §9 width up at the screen's DPR.
                sizes={`${logoWidth}px`}
                // With the title beside it the logo is decoration; alone it names the link.
                alt={headerFooter.header.logoOnly ? t('page.homeOf', { site: website.title }) : ''}
                height={logoHeight}
                width={logoWidth}
                inView
              />
            ) : null}
            {!logo || !headerFooter.header.logoOnly ? <span className="brand__name">{website.title}</span> : null}
          </a>
          {headerFooter.header.tagline ? <p className="brand__tagline">{headerFooter.header.tagline}</p> : null}
        </div>
        {navigation.length > 0 ? <MainNav links={navigation} path={model.path} /> : null}
        {model.site.collections.some((c) => c.type === CollectionType.PRODUCTS) ? <CartIndicator path={model.path} /> : null}
      </div>
    </header>
  );
}

/**
 * The main navigation in a `<details>` disclosure: on phones a "Menú" button opens it without
 * any script; on desktop the theme shows the list and the runtime keeps the disclosure open.
 */
function MainNav({ links, path }: { links: NavLink[]; path: string }) {
  return (
    <nav className="site-nav" aria-label={t('page.mainNavLabel')}>
      <details className="site-nav__menu" data-nav="">
        <summary className="site-nav__toggle">
          <span className="site-nav__toggle-icon" aria-hidden="true" />
          <span>{t('page.menu')}</span>
        </summary>
        <ul className="site-nav__list">
          {links.map((link) => (
            <li key={link.href + link.title}>
              <a className="site-nav__link" href={link.href} aria-current={currentness(link.href, path)}>
                {link.title}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
