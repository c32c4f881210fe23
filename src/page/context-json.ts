import type { PageContextJson } from '../model/page-context.ts';
import type { PageModel } from './context.ts';
import { publicWebsiteSettings, showAnnouncementBar } from './chrome/overlay-state.ts';

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
    appDomain: site.appDomain,
    authenticatedAccount: model.viewer ? { id: model.viewer.accountId } : null,
    websiteRoles: model.viewer?.roles ?? [],
    showAnnouncementBar: showAnnouncementBar(model),
    islands,
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
