import { PLACES_AUTOCOMPLETE_PATH, PLACES_DETAILS_PATH } from '../../shared/contracts/platform-paths.ts';
import type { Place } from '../../shared/contracts/platform.ts';
import { get, type RequestOptions } from './request.ts';

/** §7's tracking context of a places details call: the product page and the section asking. */
export interface PlacesTrackingContext {
  productPage: string;
  section: string;
}

/** Place suggestions for `q` (§7 autocomplete; docs/platform-calls.md); undefined once a failure was dealt with. */
export async function placeSuggestions(q: string, options: RequestOptions = {}): Promise<Place[] | undefined> {
  return (await get<{ places: Place[] }>(PLACES_AUTOCOMPLETE_PATH, { ...options, data: { q } }))?.places;
}

/**
 * One place by id (§7 details). Without the tracking context (product page and section) nothing is
 * sent: the console says so (§7 "otherwise a console error") and the answer is undefined.
 */
export async function placeDetails(placeId: string, context: Partial<PlacesTrackingContext> | undefined, options: RequestOptions = {}): Promise<Place | undefined> {
  if (!context?.productPage || !context.section) {
    console.error('places details: a tracking context with productPage and section is required', { placeId });
    return undefined;
  }
  const answer = await get<{ place: Place }>(PLACES_DETAILS_PATH, { ...options, data: { placeId, productPage: context.productPage, section: context.section } });
  return answer?.place;
}
