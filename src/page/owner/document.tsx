import type { ReactNode } from 'react';
import type { Website } from '../../model/index.ts';
import type { PageAssets } from '../context.ts';
import { renderDocument } from '../render-document.tsx';
import { themeVars } from '../theme-vars.ts';

/** What an owner page needs of its site: the name and the theme colours. */
export interface OwnerSite {
  title: string;
  theme?: Partial<Website['theme']>;
}

/**
 * A complete /config page as HTML: the site's theme colours and stylesheets plus the owner
 * stylesheet, no script at all (server HTML only), never indexed.
 * @example renderOwnerDocument({ site, title, assets, ownerCss, header: <OwnerBar chrome={…} />, body })
 */
export function renderOwnerDocument(opts: { site: OwnerSite; title: string; assets: PageAssets; ownerCss: string; header?: ReactNode; body: ReactNode; mainLabel?: string }): string {
  const { site, title, assets } = opts;
  const pageAssets: PageAssets = { runtime: '', styles: [...assets.styles, opts.ownerCss], islands: {} };
  return renderDocument({
    meta: { title: `${title} · ${site.title}`, description: title, ogType: 'website', noindex: true, siteName: site.title },
    assets: pageAssets,
    islands: [],
    themeVars: themeVars(site.theme),
    bodyClass: 'owner-page',
    header: opts.header,
    mainLabel: opts.mainLabel,
    children: opts.body,
  });
}
