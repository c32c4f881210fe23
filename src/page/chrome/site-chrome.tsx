import type { ReactNode } from 'react';
import type { PageModel, RenderContext } from '../context.ts';
import { InfoPopup } from '../parts/InfoPopup.tsx';
import { missingKitFonts } from '../../model/site-styles.ts';

/**
 * The chrome of a published page (src/shared/chrome.ts): the parts drawn around the page's own
 * content, from the site's settings and who is looking. Each part is a component of its own in
 * this folder, marked `data-chrome="<part>"` when the runtime has something to do with it.
 */
export interface PageChrome {
  /** Drawn first in <body>, above the site header (announcement bar, mobile information bar). */
  top: ReactNode;
  /** Drawn last in <body> (cookie banner, popup overlay, notices), fixed on screen: it shifts nothing. */
  end: ReactNode;
  /** Chrome behaviour without markup, for <body data-chrome-needs> (e.g. "owner-keys"). */
  needs: string[];
}

/** The chrome of one page. */
export function pageChrome(model: PageModel, _ctx: RenderContext): PageChrome {
  const needs: string[] = [];
  if (missingKitFonts(model.site.website.styles).length) needs.push('font-report');
  return {
    top: null,
    end: <>{model.notice ? <InfoPopup notice={model.notice} /> : null}</>,
    needs,
  };
}
