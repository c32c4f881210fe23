/**
 * The paths of the analytics calls of SPEC §7 (census, landing, events, error reports, page
 * speed): what the always-loaded runtime imports, plain strings with no schema library behind
 * them. The calls themselves (method, path, payload schemas) are in analytics.ts.
 */

/** POST. Page-view census: form-encoded event, data (JSON text), ss_cvr. */
export const RECORD_HIT_PATH = '/api/census/RecordHit';
/** POST. A button block was clicked: its fields, visitorCookie and the page fields. */
export const BUTTON_CLICK_PATH = '/api/census/button-click';
/** POST. A button block was shown. */
export const BUTTON_RENDER_PATH = '/api/census/button-render';
/** POST. A form block was shown: formId, visitorCookie and the page fields. */
export const FORM_RENDER_PATH = '/api/census/form-render';
/** POST. An overlay was shown: its own fields and visitorCookie. */
export const OVERLAY_PATH = '/api/census/overlay';
/** POST. A quick view of item {id} was opened; no body. */
export const RECORD_QUICK_VIEW_PATH = '/api/census/RecordQuickView/:id';
/** GET. The landing call: query landing, refer, rk, lang, screen and the campaign parameters. */
export const TRACK_PATH = '/api/track/Track';
/** POST. One analytics event: form-encoded crumb, event, data (JSON text). */
export const RECORD_EVENT_PATH = '/api/events/RecordEvent';
/** POST. The Trace queue: data, the JSON text of a list of {pageUrl, type, data}. */
export const TRACE_PATH = '/api/events/Trace';
/** POST. The error reporter: a JSON list of {event, data (JSON text), timestamp}, crumb in X-CSRF-Token. */
export const RECORD_JAVASCRIPT_ERRORS_PATH = '/api/events/RecordJavascriptErrors';
/** GET. Page speed: a fresh pageLoadId. */
export const PERFORMANCE_SETTINGS_PATH = '/api/1/performance/settings';
/** POST. Page speed: a JSON list of records. */
export const PERFORMANCE_RECORDS_PATH = '/api/1/performance/records';

/** The path of a quick-view census call for item `id`. */
export const quickViewPath = (id: string): string => RECORD_QUICK_VIEW_PATH.replace(':id', encodeURIComponent(id));
