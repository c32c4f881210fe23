import type { CSSProperties, ReactNode } from 'react';
import type { PageAssets } from './context.ts';
import type { PageChrome } from './chrome/site-chrome.tsx';
import { CHROME_NEEDS_ATTRIBUTE } from '../shared/chrome.ts';
import { CONTEXT_ELEMENT_ID } from '../model/page-context.ts';
import { monogramIcon } from './favicon.ts';
import { Head } from './Head.tsx';
import type { PageFonts } from './fonts.ts';
import type { HeadMeta } from './head-meta.ts';
import { LOCALE, t } from '../shared/messages/index.ts';
import { PAGE_TEXTS_ELEMENT_ID } from '../shared/messages/page-texts.ts';

/** Props of the whole HTML document. */
export interface DocumentProps {
  /** The document's language (`<html lang>`): the page's (docs/multilingual.md); es-419 when absent. */
  lang?: string;
  meta: HeadMeta;
  assets: PageAssets;
  islands: string[];
  /** CSS custom properties of the site theme, set on `<html>`. */
  themeVars: Record<string, string>;
  /** The site's self-hosted fonts (@font-face and preloads in the head). */
  fonts?: PageFonts;
  /** The page's script texts in its language (src/shared/messages/page-texts.ts), escaped; absent in es-419. */
  textsJson?: string;
  /** Page context JSON, already escaped for a script element; omitted on standalone pages. */
  contextJson?: string;
  bodyClass?: string;
  /** The site chrome around the page (published pages only). */
  chrome?: PageChrome;
  header?: ReactNode;
  footer?: ReactNode;
  /** A name for <main> (a page that frames another page has two mains on screen). */
  mainLabel?: string;
  children: ReactNode;
}

/** The HTML document of a published page. No inline executable script: the CSP is `'self'`. */
export function Document({ lang = LOCALE, meta, assets, islands, themeVars, fonts, textsJson, contextJson, bodyClass, chrome, header, footer, mainLabel, children }: DocumentProps) {
  const needs = chrome?.needs.length ? { [CHROME_NEEDS_ATTRIBUTE]: chrome.needs.join(' ') } : {};
  return (
    <html lang={lang} style={themeVars as CSSProperties}>
      <Head
        meta={meta}
        assets={assets}
        islands={islands}
        fonts={fonts}
        themeColor={themeVars['--paper'] ?? '#ffffff'}
        icon={monogramIcon(meta.siteName, themeVars['--accent'] ?? '#b4532a', themeVars['--on-accent'] ?? '#ffffff')}
      />
      <body className={bodyClass} {...needs}>
        <a className="skip-link" href="#contenido">
          {t('page.skipToContent')}
        </a>
        {chrome?.top}
        {header}
        <main id="contenido" tabIndex={-1} aria-label={mainLabel}>
          {children}
        </main>
        {footer}
        {chrome?.end}
        {textsJson ? <script type="application/json" id={PAGE_TEXTS_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: textsJson }} /> : null}
        {contextJson ? (
          <script type="application/json" id={CONTEXT_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: contextJson }} />
        ) : null}
      </body>
    </html>
  );
}
