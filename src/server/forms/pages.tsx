import type { FastifyReply } from 'fastify';
import type { ReactNode } from 'react';
import type { Website } from '../../model/index.ts';
import type { PageAssets } from '../../page/context.ts';
import { renderMessageDocument } from '../../page/render-document.tsx';
import { PageType } from '../../shared/enums.ts';

/** One newsletter page: the message, the site's look, no script (nothing on it moves). */
export interface NewsletterPage {
  heading: string;
  text: string;
  /** Page type of the body class: 300 (newsletter unsubscribe) for the unsubscribe pages. */
  pageType?: number;
  status?: number;
  children?: ReactNode;
}

/**
 * Sends a newsletter page (confirmed, unsubscribe, invalid link) in the message page style of the
 * renderer, in the site's theme. Never cached: each answer is about one subscriber's link.
 */
export function sendNewsletterPage(reply: FastifyReply, assets: PageAssets, site: { title: string; theme: Website['theme'] | undefined }, page: NewsletterPage): FastifyReply {
  const html = renderMessageDocument(
    { siteName: site.title, theme: site.theme, heading: page.heading, text: page.text, bodyClass: `page-type-${page.pageType ?? PageType.PAGE}`, children: page.children },
    assets,
  );
  return reply
    .code(page.status ?? 200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer') // the token is in the address
    .send(html);
}
