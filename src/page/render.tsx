import { renderToString } from 'react-dom/server';
import type { PageAssets, PageModel } from './context.ts';
import { jsonForScript, pageContextJson } from './context-json.ts';
import { Document } from './Document.tsx';
import { headMeta, type HeadMeta } from './head-meta.ts';
import { t } from '../shared/messages/index.ts';
import { createRenderContext } from './render-context.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { themeVars } from './theme-vars.ts';
import { MessagePage } from './views/MessagePage.tsx';
import { InfoPopup } from './parts/InfoPopup.tsx';
import { PageBody } from './views/PageBody.tsx';

const DOCTYPE = '<!doctype html>';

/**
 * Renders a published page to a complete HTML document: head, site header, the page type's
 * content, footer, and the page context JSON. Islands are rendered first, each on its own.
 */
export function renderPage(model: PageModel, assets: PageAssets, opts: { status?: number } = {}): string {
  const ctx = createRenderContext(model, assets);
  const islandNames = [...new Set([...(ctx.islands?.values() ?? [])].map((i) => i.name))];
  const chunks = Object.fromEntries(islandNames.flatMap((name) => (assets.islands[name] ? [[name, assets.islands[name].src]] : [])));
  const html = renderToString(
    <Document
      meta={headMeta(model, ctx, opts.status)}
      assets={assets}
      islands={islandNames}
      themeVars={themeVars(model.site.website.theme)}
      contextJson={jsonForScript(pageContextJson(model, chunks))}
      bodyClass={`page-type-${model.pageType}`}
      header={
        <>
          {model.notice ? <InfoPopup notice={model.notice} /> : null}
          <SiteHeader model={model} ctx={ctx} />
        </>
      }
      footer={<SiteFooter model={model} />}
    >
      <PageBody model={model} ctx={ctx} />
    </Document>,
  );
  return DOCTYPE + html;
}

/** Which standalone page: an unknown host, a request that makes no sense, or a crash. */
export type StandaloneErrorKind = 'not-found-site' | 'bad-request' | 'error';

const STANDALONE: Record<StandaloneErrorKind, { code: string; heading: string; text: string }> = {
  'not-found-site': { code: '404', heading: t('page.siteNotFoundTitle'), text: t('page.siteNotFoundText') },
  'bad-request': { code: '400', heading: t('page.badRequestHeading'), text: t('page.badRequestText') },
  error: { code: '', heading: t('page.errorHeading'), text: t('page.errorText') },
};

/** A minimal page when no site is known (404 "Este sitio no existe") or before one could load. */
export function renderStandaloneError(kind: StandaloneErrorKind, assets: PageAssets): string {
  const page = STANDALONE[kind] ?? STANDALONE.error;
  const meta: HeadMeta = { title: page.heading, description: page.text, ogType: 'website', noindex: true, siteName: 'Vitrina' };
  // No runtime script and no context: there is no site to initialise.
  const html = renderToString(
    <Document meta={meta} assets={{ ...assets, runtime: '' }} islands={[]} themeVars={themeVars(undefined)} bodyClass="standalone">
      <MessagePage code={page.code || undefined} heading={page.heading} text={page.text} action={kind !== 'not-found-site'} />
    </Document>,
  );
  return DOCTYPE + html;
}
