import type { HitData } from '../../shared/contracts/analytics.ts';
import { RECORD_HIT_PATH } from '../../shared/contracts/analytics-paths.ts';
import { AnalyticsEventType } from '../../shared/enums/analytics-events.ts';
import { clip, fire, formBody } from './send.ts';
import type { TrackedPage } from './skip.ts';

/** Whether local storage works here (it throws when the visitor blocks site data). */
function localStorageWorks(): boolean {
  try {
    return !!localStorage;
  } catch {
    return false;
  }
}

/** The `data` of a page-view census call: every field §7 lists, under the names the server reads (docs/analytics.md). */
export function hitData(page: TrackedPage): HitData {
  return {
    url: clip(location.href),
    title: clip(document.title, 500),
    referrer: clip(document.referrer),
    queryString: clip(location.search.slice(1)),
    locale: navigator.language,
    userAgent: clip(navigator.userAgent, 1000),
    clientDate: Date.now(),
    screenWidth: screen.width,
    screenHeight: screen.height,
    viewportInnerWidth: innerWidth,
    viewportInnerHeight: innerHeight,
    // null rather than left out: every field of §7 is in every hit.
    websiteId: page.website?.id ?? null,
    templateId: page.templateId ?? null,
    collectionId: page.collectionId ?? null,
    itemId: page.itemId ?? null,
    recordType: page.item?.recordType ?? null,
    permissionType: page.collection?.permissionType ?? null,
    localStorageSupported: localStorageWorks(),
  };
}

/** The page-view census (§7): POST /api/census/RecordHit, form-encoded event 1 (page view), data and ss_cvr. */
export function recordHit(page: TrackedPage, ssCvr: string): void {
  fire(RECORD_HIT_PATH, { body: formBody({ event: AnalyticsEventType.PAGE_VIEW, data: hitData(page), ss_cvr: ssCvr }) });
}
