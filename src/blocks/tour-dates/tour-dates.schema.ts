import * as v from 'valibot';

/** Most dates one tour dates block lists. */
export const TOUR_DATES_MAX = 50;

/**
 * Tour dates block (type 59, §1): the upcoming events of an events collection, each with its
 * date, venue, city and ticket link. The collection is named by id (block meta `lists`).
 */
export const TourDatesData = v.object({
  /** The events collection whose upcoming dates are listed. */
  collectionId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  /** A heading above the dates; none when empty. */
  title: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
  /** How many dates at most, soonest first. */
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(TOUR_DATES_MAX)), 10),
});
export type TourDatesData = v.InferOutput<typeof TourDatesData>;
