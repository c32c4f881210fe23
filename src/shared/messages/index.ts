/**
 * The one message catalogue of the visitor-facing interface, in ICU MessageFormat, es-419.
 * Each domain keeps its strings in its own file; this module merges them and formats them:
 * `t('comments.heading', { count: 3 })` → "3 comentarios". A key that is not in the
 * catalogue fails the type check.
 */
import type { IntlMessageFormat } from 'intl-messageformat';
import { analyticsMessages } from './analytics.ts';
import { blockMessages } from './blocks.ts';
import { commentMessages } from './comments.ts';
import { commerceMessages } from './commerce.ts';
import { compileMessage } from './compile.ts';
import { cookieMessages } from './cookies.ts';
import { dialogMessages } from './dialogs.ts';
import { errorMessages } from './errors.ts';
import { fileMessages } from './files.ts';
import { formBlockMessages } from './form-block.ts';
import { formMessages } from './forms.ts';
import { galleryMessages } from './gallery.ts';
import { generalMessages } from './general.ts';
import { lightboxMessages } from './lightbox.ts';
import { overlayMessages } from './overlays.ts';
import { ownerMessages } from './owner.ts';
import { pageMessages } from './page.ts';
import { styleMessages } from './styles.ts';
import { validationMessages } from './validation.ts';
import { videoMessages } from './video.ts';
import { workflowMessages } from './workflow.ts';
import { navigationMessages } from './navigation.ts';
import { socialMessages } from './social.ts';
import { codeMessages } from './code.ts';
import { audioMessages } from './audio.ts';
import { chartMessages } from './chart.ts';
import { effectMessages } from './effects.ts';
import { widgetMessages } from './widgets.ts';
import { timeMessages } from './time.ts';
import { searchMessages } from './search.ts';
import { summaryMessages } from './summary.ts';
import { blogMessages } from './blog.ts';
import { eventMessages } from './events.ts';
import { lockMessages } from './locks.ts';
import { siteStateMessages } from './siteStates.ts';
import { roleMessages } from './roles.ts';
import { memberMessages } from './members.ts';
import { storeMessages } from './store.ts';
import { storefrontMessages } from './storefront.ts';
import { checkoutMessages } from './checkout.ts';
import { orderMessages } from './order.ts';
import { downloadMessages } from './downloads.ts';
import { giftCardMessages } from './giftCards.ts';
import { subscriptionMessages } from './subscriptions.ts';
import { donationMessages } from './donations.ts';
import { reviewMessages } from './reviews.ts';
import { paidAreaMessages } from './paidAreas.ts';
import { multilingualMessages } from './multilingual.ts';
import { LOCALE, currentLocale } from './intl.ts';

export { LOCALE, currentLocale, setLocale, withLocale, dayKey, formatDate, formatDateRange, formatDateWith, formatMonth, formatNumber, formatTime } from './intl.ts';
export { MessageFormatError, compileMessage } from './compile.ts';

/** The catalogue's domain files, by name (a key lives in exactly one; a test checks it). */
export const domains = {
  analytics: analyticsMessages,
  blocks: blockMessages,
  comments: commentMessages,
  commerce: commerceMessages,
  cookies: cookieMessages,
  dialogs: dialogMessages,
  error: errorMessages,
  files: fileMessages,
  forms: formMessages,
  gallery: galleryMessages,
  formBlock: formBlockMessages,
  general: generalMessages,
  lightbox: lightboxMessages,
  overlays: overlayMessages,
  owner: ownerMessages,
  page: pageMessages,
  styles: styleMessages,
  validation: validationMessages,
  video: videoMessages,
  workflow: workflowMessages,
  navigation: navigationMessages,
  social: socialMessages,
  code: codeMessages,
  audio: audioMessages,
  chart: chartMessages,
  effects: effectMessages,
  widgets: widgetMessages,
  time: timeMessages,
  search: searchMessages,
  summary: summaryMessages,
  blog: blogMessages,
  events: eventMessages,
  locks: lockMessages,
  siteStates: siteStateMessages,
  roles: roleMessages,
  members: memberMessages,
  store: storeMessages,
  storefront: storefrontMessages,
  checkout: checkoutMessages,
  order: orderMessages,
  downloads: downloadMessages,
  giftCards: giftCardMessages,
  subscriptions: subscriptionMessages,
  donations: donationMessages,
  reviews: reviewMessages,
  paidAreas: paidAreaMessages,
  multilingual: multilingualMessages,
} as const;

/** Every interface string: key → ICU MessageFormat source. */
export const catalogue = {
  ...analyticsMessages,
  ...blockMessages,
  ...commentMessages,
  ...commerceMessages,
  ...cookieMessages,
  ...dialogMessages,
  ...errorMessages,
  ...fileMessages,
  ...formMessages,
  ...galleryMessages,
  ...formBlockMessages,
  ...generalMessages,
  ...lightboxMessages,
  ...overlayMessages,
  ...ownerMessages,
  ...pageMessages,
  ...styleMessages,
  ...validationMessages,
  ...videoMessages,
  ...workflowMessages,
  ...navigationMessages,
  ...socialMessages,
  ...codeMessages,
  ...audioMessages,
  ...chartMessages,
  ...effectMessages,
  ...widgetMessages,
  ...timeMessages,
  ...searchMessages,
  ...summaryMessages,
  ...blogMessages,
  ...eventMessages,
  ...lockMessages,
  ...siteStateMessages,
  ...roleMessages,
  ...memberMessages,
  ...storeMessages,
  ...storefrontMessages,
  ...checkoutMessages,
  ...orderMessages,
  ...downloadMessages,
  ...giftCardMessages,
  ...subscriptionMessages,
  ...donationMessages,
  ...reviewMessages,
  ...paidAreaMessages,
  ...multilingualMessages,
} as const;

/** A key of the catalogue. */
export type MessageKey = keyof typeof catalogue;

/** Values of a message's arguments (loosely typed: the ICU source names them). */
export type MessageValues = Record<string, string | number | Date>;

/** A catalogue of another language: any subset of the keys; a missing key falls back to es-419. */
export type Translations = Partial<Record<MessageKey, string>>;

const translations = new Map<string, Translations>();

/**
 * Makes a language's catalogue known to `t()` (server code only: the browser never ships a
 * second catalogue, docs/multilingual.md). @example registerCatalogue('en', englishCatalogue)
 */
export function registerCatalogue(locale: string, messages: Translations): void {
  translations.set(locale, messages);
  compiled.delete(locale);
  plain.delete(locale);
  lastFormatted.delete(locale);
}

/**
 * The translations of `locale` whose keys start with one of `prefixes` (what a page in that
 * language gives its browser scripts, docs/multilingual.md); empty for es-419 or an unknown locale.
 */
export function translationsOf(locale: string, prefixes: readonly string[]): Record<string, string> {
  const own = translations.get(locale) ?? {};
  return Object.fromEntries(Object.entries(own).filter(([key, text]) => text !== undefined && prefixes.some((p) => key.startsWith(p)))) as Record<string, string>;
}

/** Per locale: compiled formats, fixed texts already formatted, and each message's last values and text. */
const compiled = new Map<string, Map<MessageKey, IntlMessageFormat>>();
const plain = new Map<string, Map<MessageKey, string>>();
const lastFormatted = new Map<string, Map<MessageKey, { values: MessageValues; text: string }>>();

/** Whether two sets of values hold the same primitives under the same names (nothing else is compared). */
function samePrimitives(a: MessageValues, b: MessageValues): boolean {
  let count = 0;
  for (const name in a) {
    const value = a[name];
    if ((typeof value === 'object' && value !== null) || typeof value === 'function' || !Object.is(value, b[name])) return false;
    count++;
  }
  for (const _ in b) count--;
  return count === 0;
}

function cacheOf<V>(caches: Map<string, Map<MessageKey, V>>, locale: string): Map<MessageKey, V> {
  let cache = caches.get(locale);
  if (!cache) caches.set(locale, (cache = new Map()));
  return cache;
}

/**
 * The message for a key in the current locale (`withLocale`; es-419 by default, and for any key
 * the locale's catalogue lacks), with its arguments filled in: `t('page.byAuthor', { author: 'Ana' })`.
 */
export function t(key: MessageKey, values?: MessageValues): string {
  const own = translations.get(currentLocale())?.[key];
  const locale = own === undefined ? LOCALE : currentLocale();
  const fixed = cacheOf(plain, locale);
  // Most calls are fixed text: format those once (renders call t() dozens of times a page).
  if (values === undefined) {
    const text = fixed.get(key);
    if (text !== undefined) return text;
  } else {
    // A message with values is often formatted again with the same ones (the footer's year and
    // site name on every page): the last values of each message are kept with their text.
    const previous = cacheOf(lastFormatted, locale).get(key);
    if (previous !== undefined && samePrimitives(values, previous.values)) return previous.text;
  }
  const formats = cacheOf(compiled, locale);
  let format = formats.get(key);
  if (!format) formats.set(key, (format = compileMessage(own ?? catalogue[key], locale)));
  const text = format.format(values) as string;
  if (values === undefined) fixed.set(key, text);
  else cacheOf(lastFormatted, locale).set(key, { values: { ...values }, text });
  return text;
}

/** Whether a string is a key of the catalogue (for keys that come from data). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(catalogue, key);
}
