import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageAssets, SiteView } from '../../page/context.ts';
import { renderMessageDocument } from '../../page/render-document.tsx';
import { renderStandaloneError } from '../../page/render.tsx';
import { API_ROOT } from '../../shared/contracts/call.ts';
import { LOGOUT_PATH } from '../../shared/contracts/auth-paths.ts';
import { STRIPE_WEBHOOK_PATH } from '../../shared/contracts/commerce-paths.ts';
import { t } from '../../shared/messages/index.ts';
import { siteState, type SiteState } from '../../shared/site-states.ts';
import { sendError } from '../http/errors.ts';
import { wantsPage } from '../http/client-errors.ts';
import { HtmlCache, preparePage, type CachedPage } from './html-cache.ts';
import { sendPage, type PageViewers } from './routes.ts';
import type { SiteViews } from './site-views.ts';

export interface StateGateOptions {
  siteViews: SiteViews;
  assets: PageAssets;
  cache: HtmlCache;
  /** Finds the signed-in owner of a request: the owner of a closed site still sees its pages (never cached). */
  owners?: PageViewers;
}

/**
 * Paths a site's state never closes: the owner's area (who must be able to sign in and pay), the
 * payment provider's webhooks (money already moved is recorded), and signing out.
 */
function always(url: string): boolean {
  return /^\/config(?:[/?]|$)/.test(url) || url.startsWith(STRIPE_WEBHOOK_PATH) || url.startsWith(LOGOUT_PATH);
}

/** The key of a state page in the HTML cache: a path no request path can be (it has no leading slash). */
const STATE_KEY = 'site-state';

/**
 * The gate of site states (docs/site-states.md, src/shared/site-states.ts): before any route, a
 * request for a site that does not serve (expired, removed, in its resold grace period, parking,
 * internal) gets that state's page (HTML), or its §8 error under `/api/`, with the state's status
 * and headers, and nothing of the site's content; no route behind it runs, so no write is accepted.
 * A site that serves in trial gets the state's headers (noindex) and goes on, as do the page requests
 * of the site's signed-in owner.
 */
export function siteStateGate(app: FastifyInstance, opts: StateGateOptions): void {
  const { siteViews, assets, cache, owners } = opts;
  const unknownSite = preparePage(404, renderStandaloneError('not-found-site', assets));

  app.addHook('onRequest', async (req, reply) => {
    const tenant = req.site;
    if (!tenant || always(req.url)) return;
    const site = await siteViews.get(tenant);
    const state = siteState(site.website);
    for (const [name, value] of Object.entries(state.headers)) reply.header(name, value);
    if (state.serves) return;
    if (req.url.startsWith(API_ROOT)) return sendError(reply, state.code ?? 'notFound');
    // The site's own signed-in owner (or contributor) sees its pages, rendered for them alone
    // with a strip that says what visitors get (src/page/chrome/site-chrome.tsx); no one else.
    if (wantsPage(req.method, req.url) && owners && (await owners.fromRequest(req, tenant))) return;
    return answerPage(req, reply, state, site);
  });

  /** The state page: one render per site version (a state change is a publish, a new version). */
  function answerPage(req: FastifyRequest, reply: FastifyReply, state: SiteState, site: SiteView) {
    if (!state.page) return sendPage(req, reply, unknownSite);
    const key = HtmlCache.key(site.website.id, site.version, STATE_KEY, state.name);
    let page = cache.get(key);
    if (!page) {
      page = statePage(state, site, assets);
      cache.set(key, page);
    }
    // A parking page answers 200 at the site's root only: any other address of it is not found.
    const root = req.url === '/' || req.url.startsWith('/?');
    return sendPage(req, reply, state.status === 200 && !root ? { ...page, status: 404 } : page);
  }
}

/** A state's page: the site's name and colours, the state's message, no script and nothing of the site's content. */
function statePage(state: SiteState, site: SiteView, assets: PageAssets): CachedPage {
  const page = state.page!;
  const html = renderMessageDocument(
    { siteName: site.website.title, kicker: site.website.title, theme: site.website.theme, heading: t(page.heading), title: `${t(page.heading)} · ${site.website.title}`, text: t(page.text), bodyClass: `site-state site-state--${state.name}`, action: false },
    assets,
  );
  return preparePage(state.status, html);
}
