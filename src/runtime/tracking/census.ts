import { clip, fire, formBody } from './send.ts';
import type { TrackedPage } from './skip.ts';

/** The page fields every census call carries (§3, §7): title, id (item, else collection), content source 'c' (site content), path. */
export function pageFields(page: TrackedPage): Record<string, unknown> {
  return { pageTitle: clip(document.title, 500), pageId: page.itemId ?? page.collectionId, contentSource: 'c', pagePath: clip(location.pathname) };
}

/** One census call: POST to `path` (a census call of shared/contracts/analytics-paths.ts) the page fields, the caller's fields and visitorCookie (an ss_cvr value). */
export type CensusSend = (path: string, fields: Record<string, unknown>) => void;

/** The census sender of one page; `visitor` gives the ss_cvr value, or undefined while the visitor is not tracked (then nothing is sent). */
export function createCensus(page: TrackedPage, visitor: () => string | undefined): CensusSend {
  return (path, fields) => {
    const visitorCookie = visitor();
    if (visitorCookie) fire(path, { body: formBody({ ...pageFields(page), ...fields, visitorCookie }) });
  };
}
