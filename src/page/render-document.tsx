import type { ReactNode } from 'react';
import type { Website } from '../model/index.ts';
import type { PageAssets } from './context.ts';
import { Document, type DocumentProps } from './Document.tsx';
import { themeVars } from './theme-vars.ts';
import { MessagePage } from './views/MessagePage.tsx';
import { renderStaticMarkup } from './static-markup/render.ts';

/**
 * The one producer of a whole HTML document: the doctype and `<Document>`, rendered to a string
 * by the static renderer (nothing in it hydrates but its islands, rendered by React beforehand).
 * Published pages, owner pages, standalone errors and newsletter pages all go through it, so the
 * document's shell (head, skip link, CSP-safe context script) has one definition.
 */
export function renderDocument(props: DocumentProps): string {
  return '<!doctype html>' + renderStaticMarkup(<Document {...props} />);
}

/** A page with one message, in a site's look (or Vitrina's when `theme` is undefined). */
export interface MessageDocument {
  /** The site's name (`Vitrina` when no site is known): the title suffix and the icon's letter. */
  siteName: string;
  theme: Partial<Website['theme']> | undefined;
  heading: string;
  /** The document's title (default: the heading). */
  title?: string;
  text: string;
  bodyClass: string;
  /** A small line above the heading (the site's name on a state page). */
  kicker?: string;
  /** A big status code above the heading (404, 400). */
  code?: string;
  /** A "back home" link (default true). */
  action?: boolean;
  children?: ReactNode;
}

/**
 * A message page with no script at all (nothing on it moves, no site to initialise): the
 * standalone error pages and the newsletter link pages. Never indexed.
 */
export function renderMessageDocument(page: MessageDocument, assets: PageAssets): string {
  return renderDocument({
    meta: { title: page.title ?? page.heading, description: page.text, ogType: 'website', noindex: true, siteName: page.siteName },
    assets: { ...assets, runtime: '' },
    islands: [],
    themeVars: themeVars(page.theme),
    bodyClass: page.bodyClass,
    children: (
      <MessagePage code={page.code} kicker={page.kicker} heading={page.heading} text={page.text} action={page.action}>
        {page.children}
      </MessagePage>
    ),
  });
}
