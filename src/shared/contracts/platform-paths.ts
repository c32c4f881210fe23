/**
 * The paths of SPEC §7's remaining platform calls as plain strings (docs/platform-calls.md);
 * the calls with their schemas are in platform.ts. The runtime imports these, never platform.ts.
 */

/** GET → the site's `{ header, footer }`; PUT (owner, design permission) replaces them. */
export const SITE_HEADER_FOOTER_PATH = '/api/site-header-footer';
/** GET ?q=… → place suggestions from the configured places provider (PLACES_URL). */
export const PLACES_AUTOCOMPLETE_PATH = '/api/google-maps/places/autocomplete';
/** GET ?placeId=…&productPage=…&section=… → one place; the tracking context is required. */
export const PLACES_DETAILS_PATH = '/api/google-maps/places/details';
/** GET → `{ id }`: a session-recording id, or FULLSTORY_SKIP_ID meaning "do not record". */
export const FULLSTORY_ID_PATH = '/api/commerce/fullstory/getId';
/** The id /getId answers when no recording may start (§7 "a mock value means skip"). */
export const FULLSTORY_SKIP_ID = 'mock';
/** The path of the external events collector (§7), on EVENTS_COLLECTOR_URL's origin. */
export const EXTERNAL_EVENTS_PATH = '/api/v1/events';
