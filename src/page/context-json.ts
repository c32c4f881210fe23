import type { PageContextJson } from '../model/page-context.ts';
import type { PageModel } from './context.ts';
import { publicWebsiteSettings, showAnnouncementBar } from './chrome/overlay-state.ts';
import { accessPermissions } from '../model/access.ts';
import { TEMPLATE_VERSION } from '../model/website.ts';
import { SiteKind } from '../shared/enums/site.ts';

export type { PageContextJson } from '../model/page-context.ts';

/** Builds the page context of a page; `islands` maps the page's island names to chunk URLs. */
export function pageContextJson(model: PageModel, islands: Record<string, string>): PageContextJson {
  const { site, collection, item } = model;
  const { website } = site;
  return {
    website: {
      id: website.id,
      identifier: website.identifier,
      baseUrl: site.baseUrl,
      developerMode: website.developerMode,
      cloneable: website.cloneable,
      ...(website.typekitId ? { typekitId: website.typekitId } : {}),
      ...(website.kind && website.kind !== SiteKind.CLASSIC ? { type: website.kind } : {}),
      ...(website.status ? { status: website.status } : {}),
    },
    websiteSettings: publicWebsiteSettings(site.settings),
    collection: collection
      ? { id: collection.id, title: collection.title, type: collection.type, permissionType: collection.permissionType }
      : null,
    collectionId: collection?.id ?? null,
    item: item ? { id: item.id, title: item.title, recordType: item.recordType } : null,
    itemId: item?.id ?? null,
    pageType: model.pageType,
    templateId: website.templateId,
    templateVersion: website.templateVersion ?? TEMPLATE_VERSION,
    ...siteFonts(website.styles),
    cookieSettings: site.settings.cookieSettings ?? null,
    accessPermissions: accessPermissions(Boolean(model.viewer), model.viewer?.roles ?? []),
    appDomain: site.appDomain,
    authenticatedAccount: model.viewer ? { id: model.viewer.accountId } : null,
    websiteRoles: model.viewer?.roles ?? [],
    showAnnouncementBar: showAnnouncementBar(model),
    islands,
  };
}

/** §3 googleFonts and typekitFonts of the site styles, each left out when empty (small contexts). */
function siteFonts(styles: PageModel['site']['website']['styles']): Pick<PageContextJson, 'googleFonts' | 'typekitFonts'> {
  const names = [styles?.headingFont, styles?.bodyFont].filter((n): n is string => Boolean(n));
  return {
    ...(names.length ? { googleFonts: [...new Set(names)].map((includeName) => ({ includeName })) } : {}),
    ...(styles?.typekitFonts?.length ? { typekitFonts: styles.typekitFonts } : {}),
  };
}

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that is safe as the text of a `<script>` element: `</script>`, `<!--` and the
 * line separators cannot end the element or break a parser, and JSON.parse reads it back.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => UNSAFE_IN_SCRIPT[ch]);
}
