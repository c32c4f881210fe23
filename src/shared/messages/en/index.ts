/**
 * The English catalogue: the same keys as the es-419 one (../index.ts), one file per domain
 * (`en/<domain file>.ts`, each held to its es-419 twin's keys by `satisfies`). The locale choice
 * in `t()` reads `englishCatalogue`; catalogue.test.ts holds keys, arguments and translation.
 *
 * This module imports nothing from ../index.ts, not even a type: the import-rules test counts
 * type-only imports as edges, so ../index.ts (or what `t()` uses) can import this one without a
 * cycle. Its keys are MessageKey all the same: each domain file `satisfies` its es-419 twin's
 * keys, and catalogue.test.ts checks `keyof typeof englishCatalogue` equals MessageKey (type and value).
 */
import { analyticsMessagesEn } from './analytics.ts';
import { blockMessagesEn } from './blocks.ts';
import { commentMessagesEn } from './comments.ts';
import { commerceMessagesEn } from './commerce.ts';
import { cookieMessagesEn } from './cookies.ts';
import { dialogMessagesEn } from './dialogs.ts';
import { errorMessagesEn } from './errors.ts';
import { fileMessagesEn } from './files.ts';
import { formMessagesEn } from './forms.ts';
import { galleryMessagesEn } from './gallery.ts';
import { formBlockMessagesEn } from './form-block.ts';
import { generalMessagesEn } from './general.ts';
import { lightboxMessagesEn } from './lightbox.ts';
import { overlayMessagesEn } from './overlays.ts';
import { ownerMessagesEn } from './owner.ts';
import { pageMessagesEn } from './page.ts';
import { styleMessagesEn } from './styles.ts';
import { validationMessagesEn } from './validation.ts';
import { videoMessagesEn } from './video.ts';
import { workflowMessagesEn } from './workflow.ts';
import { navigationMessagesEn } from './navigation.ts';
import { socialMessagesEn } from './social.ts';
import { codeMessagesEn } from './code.ts';
import { audioMessagesEn } from './audio.ts';
import { chartMessagesEn } from './chart.ts';
import { effectMessagesEn } from './effects.ts';
import { widgetMessagesEn } from './widgets.ts';
import { timeMessagesEn } from './time.ts';
import { searchMessagesEn } from './search.ts';
import { summaryMessagesEn } from './summary.ts';
import { blogMessagesEn } from './blog.ts';
import { eventMessagesEn } from './events.ts';
import { lockMessagesEn } from './locks.ts';
import { roleMessagesEn } from './roles.ts';
import { memberMessagesEn } from './members.ts';
import { storeMessagesEn } from './store.ts';
import { storefrontMessagesEn } from './storefront.ts';
import { checkoutMessagesEn } from './checkout.ts';
import { orderMessagesEn } from './order.ts';
import { downloadMessagesEn } from './downloads.ts';
import { giftCardMessagesEn } from './giftCards.ts';
import { subscriptionMessagesEn } from './subscriptions.ts';
import { donationMessagesEn } from './donations.ts';
import { reviewMessagesEn } from './reviews.ts';
import { paidAreaMessagesEn } from './paidAreas.ts';
import { siteStateMessagesEn } from './siteStates.ts';
import { multilingualMessagesEn } from './multilingual.ts';

/** The English text of each domain, by the domain names of ../index.ts `domains`. */
export const englishDomains = {
  analytics: analyticsMessagesEn,
  blocks: blockMessagesEn,
  comments: commentMessagesEn,
  commerce: commerceMessagesEn,
  cookies: cookieMessagesEn,
  dialogs: dialogMessagesEn,
  error: errorMessagesEn,
  files: fileMessagesEn,
  forms: formMessagesEn,
  gallery: galleryMessagesEn,
  formBlock: formBlockMessagesEn,
  general: generalMessagesEn,
  lightbox: lightboxMessagesEn,
  overlays: overlayMessagesEn,
  owner: ownerMessagesEn,
  page: pageMessagesEn,
  styles: styleMessagesEn,
  validation: validationMessagesEn,
  video: videoMessagesEn,
  workflow: workflowMessagesEn,
  navigation: navigationMessagesEn,
  social: socialMessagesEn,
  code: codeMessagesEn,
  audio: audioMessagesEn,
  chart: chartMessagesEn,
  effects: effectMessagesEn,
  widgets: widgetMessagesEn,
  time: timeMessagesEn,
  search: searchMessagesEn,
  summary: summaryMessagesEn,
  blog: blogMessagesEn,
  events: eventMessagesEn,
  locks: lockMessagesEn,
  roles: roleMessagesEn,
  members: memberMessagesEn,
  store: storeMessagesEn,
  storefront: storefrontMessagesEn,
  checkout: checkoutMessagesEn,
  order: orderMessagesEn,
  downloads: downloadMessagesEn,
  giftCards: giftCardMessagesEn,
  subscriptions: subscriptionMessagesEn,
  donations: donationMessagesEn,
  reviews: reviewMessagesEn,
  paidAreas: paidAreaMessagesEn,
  siteStates: siteStateMessagesEn,
  multilingual: multilingualMessagesEn,
};

const merged = {
  ...analyticsMessagesEn,
  ...blockMessagesEn,
  ...commentMessagesEn,
  ...commerceMessagesEn,
  ...cookieMessagesEn,
  ...dialogMessagesEn,
  ...errorMessagesEn,
  ...fileMessagesEn,
  ...formMessagesEn,
  ...galleryMessagesEn,
  ...formBlockMessagesEn,
  ...generalMessagesEn,
  ...lightboxMessagesEn,
  ...overlayMessagesEn,
  ...ownerMessagesEn,
  ...pageMessagesEn,
  ...styleMessagesEn,
  ...validationMessagesEn,
  ...videoMessagesEn,
  ...workflowMessagesEn,
  ...navigationMessagesEn,
  ...socialMessagesEn,
  ...codeMessagesEn,
  ...audioMessagesEn,
  ...chartMessagesEn,
  ...effectMessagesEn,
  ...widgetMessagesEn,
  ...timeMessagesEn,
  ...searchMessagesEn,
  ...summaryMessagesEn,
  ...blogMessagesEn,
  ...eventMessagesEn,
  ...lockMessagesEn,
  ...roleMessagesEn,
  ...memberMessagesEn,
  ...storeMessagesEn,
  ...storefrontMessagesEn,
  ...checkoutMessagesEn,
  ...orderMessagesEn,
  ...downloadMessagesEn,
  ...giftCardMessagesEn,
  ...subscriptionMessagesEn,
  ...donationMessagesEn,
  ...reviewMessagesEn,
  ...paidAreaMessagesEn,
  ...siteStateMessagesEn,
  ...multilingualMessagesEn,
};

/** A key of the English catalogue: the same union as MessageKey of ../index.ts (the test holds it). */
export type EnglishKey = keyof typeof merged;

/** Every interface string in English: key → ICU MessageFormat source (US English). */
export const englishCatalogue: Record<EnglishKey, string> = merged;
