import type { BlockContext } from '../block-meta.ts';
import { t } from '../../shared/messages/index.ts';
import { ariaCurrent, findPage, isOutside, pagePath } from '../navigation/nav-links.ts';
import type { LinkData } from './link.schema.ts';

/** Where a link block leads and what it says, or undefined when its collection is not on the site. */
export function resolveLink(data: LinkData, site: BlockContext['site'] | undefined): { href: string; title: string } | undefined {
  if (data.href !== undefined) return data.title ? { href: data.href, title: data.title } : undefined;
  const page = site && data.collection ? findPage(site, data.collection) : undefined;
  return page && site ? { href: pagePath(site, page), title: data.title ?? page.title } : undefined;
}

/** Link and collection link blocks: a card-like link, `aria-current` when it leads to this page. */
export function LinkBlock({ data, ctx }: { data: LinkData; ctx: Pick<BlockContext, 'current' | 'site'> }) {
  const link = resolveLink(data, ctx.site);
  if (!link) return null;
  const outside = isOutside(link.href);
  const newWindow = outside && data.newWindow;
  return (
    <a
      className="link-block"
      href={link.href}
      aria-current={ariaCurrent(link.href, ctx.current)}
      {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : outside ? { rel: 'noopener' } : {})}
    >
      <span className="link-block__title">
        {link.title}
        {newWindow ? <span className="visually-hidden"> {t('navigation.newWindow')}</span> : null}
      </span>
      {data.description ? <span className="link-block__description">{data.description}</span> : null}
      <svg className="link-block__arrow" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <path d={outside ? 'M7 5h8v8M15 5l-9 9' : 'M4 10h11M11 5l5 5-5 5'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </a>
  );
}
