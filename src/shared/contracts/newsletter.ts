/**
 * The newsletter links of the double opt-in mails (§3 newsletter block): pages, not /api/ calls,
 * but the browser reaches the server at these paths and the mail builds them, so they are defined
 * once here. The token is checked by the server (an unknown one shows the invalid-link page).
 */
import * as v from 'valibot';
import { contract, HtmlPage } from './contract.ts';

/** Both links' path (GET shows the page, POST unsubscribes). */
const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** The query of both links. */
export const LinkQuery = v.object({ token: v.optional(v.string()) });

export const newsletterCalls = {
  /** GET ?token=…: confirms a subscription (the link of the confirmation mail). */
  confirm: contract('GET', '/newsletter/confirm', { request: LinkQuery, answer: HtmlPage }),
  /** GET ?token=…: the unsubscribe page (page type 300), which asks first (mail scanners follow links). */
  unsubscribePage: contract('GET', UNSUBSCRIBE_PATH, { request: LinkQuery, answer: HtmlPage }),
  /** POST ?token=…: unsubscribes (the page's button, and RFC 8058 one-click from mail clients). */
  unsubscribe: contract('POST', UNSUBSCRIBE_PATH, { request: LinkQuery, answer: HtmlPage }),
};
