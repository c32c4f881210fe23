import type { BlockContext } from '../block-meta.ts';
import { t } from '../../shared/messages/index.ts';
import { ariaCurrent, isSafeHref } from './nav-links.ts';
import type { NavigationData } from './navigation.schema.ts';
import { classList } from '../../ui/class-list.ts';

/** Navigation block: a `<nav>` landmark with the site's links, the current page marked. */
export function NavigationBlock({ data, ctx }: { data: NavigationData; ctx: Pick<BlockContext, 'current' | 'site'> }) {
  // The site's navigation is checked like a link block's own links: no script URLs reach the page.
  const links = (data.links ?? ctx.site?.navigation ?? []).filter((link) => isSafeHref(link.href));
  if (links.length === 0) return null;
  return (
    <nav className={classList`nav-block nav-block--${data.layout} nav-block--${data.align}`} aria-label={data.label || t('navigation.label')}>
      <ul className="nav-block__list">
        {links.map((link, i) => (
          <li key={i} className="nav-block__item">
            <a className="nav-block__link" href={link.href} aria-current={ariaCurrent(link.href, ctx.current)}>
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
