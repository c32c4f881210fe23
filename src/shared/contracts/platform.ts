/**
 * SPEC §7's remaining platform calls (docs/platform-calls.md): the site's header and footer, the
 * places look-ups, the session-recording id. The header/footer body is validated on the server
 * with the site model's `HeaderFooter` (shared/ may not import model/), so it is `unknown` here.
 */
import * as v from 'valibot';
import { contract, NoContent } from './contract.ts';
import { FULLSTORY_ID_PATH, PLACES_AUTOCOMPLETE_PATH, PLACES_DETAILS_PATH, SITE_HEADER_FOOTER_PATH } from './platform-paths.ts';

export * from './platform-paths.ts';

/** Largest PUT /api/site-header-footer body in bytes (a larger one is answered 413). */
export const HEADER_FOOTER_BODY_LIMIT = 32 * 1024;

/** Autocomplete's query: the text typed (2–200 characters), an optional language. */
export const PlacesAutocompleteQuery = v.object({
  q: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(200)),
  lang: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2}(?:-[A-Za-z]{2})?$/))),
});
/** Details' query: the place id of a suggestion and §7's tracking context (product page and section). */
export const PlacesDetailsQuery = v.object({
  placeId: v.pipe(v.string(), v.regex(/^[NWR]\d{1,15}$/)),
  productPage: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  section: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  lang: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2}(?:-[A-Za-z]{2})?$/))),
});
/** One place as both calls answer it. */
export const Place = v.object({ placeId: v.string(), description: v.string(), lat: v.number(), lon: v.number() });
export type Place = v.InferOutput<typeof Place>;

export const platformCalls = {
  getHeaderFooter: contract('GET', SITE_HEADER_FOOTER_PATH, { request: undefined, answer: v.object({ header: v.unknown(), footer: v.unknown() }) }),
  /** Owner-only (design permission); 204 once stored and the site's cached pages dropped. */
  putHeaderFooter: contract('PUT', SITE_HEADER_FOOTER_PATH, { request: v.unknown(), answer: NoContent }),
  placesAutocomplete: contract('GET', PLACES_AUTOCOMPLETE_PATH, { request: PlacesAutocompleteQuery, answer: v.object({ places: v.array(Place) }) }),
  placesDetails: contract('GET', PLACES_DETAILS_PATH, { request: PlacesDetailsQuery, answer: v.object({ place: Place }) }),
  fullstoryId: contract('GET', FULLSTORY_ID_PATH, { request: undefined, answer: v.object({ id: v.string() }) }),
};
