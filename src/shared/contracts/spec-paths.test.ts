import { describe, expect, it } from 'vitest';
import { ALL_CALLS } from './index.ts';

/**
 * SPEC §7 "The calls it makes", the rows Vitrina serves today, written out as the spec writes them:
 * a contract may not drift from the spec's method and path. (RecordQuickView's {id} is `:id`.)
 */
const SPEC_7 = [
  'POST /api/form/FormSubmissionKey',
  'POST /api/form/SaveFormSubmission',
  'POST /api/events/RecordJavascriptErrors',
  'POST /api/events/Trace',
  'POST /api/events/RecordEvent',
  'POST /api/census/RecordHit',
  'POST /api/census/button-click',
  'POST /api/census/button-render',
  'POST /api/census/form-render',
  'POST /api/census/overlay',
  'POST /api/census/RecordQuickView/:id',
  'GET /api/track/Track',
  'POST /api/auth/Logout',
  'POST /api/site-users/account/session',
  'DELETE /api/site-users/account/session',
  'GET /api/1/performance/settings',
  'POST /api/1/performance/records',
  'POST /api/widget/GetWidgetRendering',
  'GET /api/multilingual/settings',
  'GET /api/multilingual/status',
  'PUT /api/multilingual/languages',
  'DELETE /api/multilingual/connection',
  'GET /api/site-header-footer',
  'PUT /api/site-header-footer',
  'GET /api/google-maps/places/autocomplete',
  'GET /api/google-maps/places/details',
  'GET /api/commerce/fullstory/getId',
];
/** Ours, beyond §7: the ALTCHA challenge (§7 names only "a captcha script"), the newsletter mail links and comments (§2 names only comment links). */
const OURS = ['GET /api/form/CaptchaChallenge', 'GET /newsletter/confirm', 'GET /newsletter/unsubscribe', 'POST /newsletter/unsubscribe', 'POST /api/comments/SaveComment', 'POST /api/locks/Unlock',
  // The crumb for scripts that cannot retry a 403 (pages set no cookie: docs/cdn.md).
  'GET /api/crumb',
  // Commerce (issue 16, docs/commerce.md): the cart for scripts and the payment provider's webhook.
  'GET /api/commerce/cart', 'POST /api/commerce/cart/entries', 'PUT /api/commerce/cart/entries/:sku', 'DELETE /api/commerce/cart/entries/:sku', 'POST /api/commerce/webhooks/stripe'];

const contracts = Object.values(ALL_CALLS).flatMap((byName) => Object.values(byName));

describe('the contracts keep SPEC §7 exactly', () => {
  it('every contract is a §7 call (method and path as the spec writes them) or one of ours, each once', () => {
    const defined = contracts.map((c) => `${c.method} ${c.path}`);
    expect([...defined].sort()).toEqual([...SPEC_7, ...OURS].sort());
  });
});
