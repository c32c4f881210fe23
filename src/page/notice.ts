/** Notices the server can draw on a page, by the query that asks for them (SPEC §2). */
export type PageNotice = 'logout';

/**
 * The notice a page's query asks for: `logout=true` after signing out (§2, §7). Read by the
 * server (a notice makes the answer personal, never cached); drawn by parts/InfoPopup.tsx.
 * @example noticeOf(new URLSearchParams('logout=true')) === 'logout'
 */
export function noticeOf(query: URLSearchParams): PageNotice | undefined {
  return query.get('logout') === 'true' ? 'logout' : undefined;
}
