import * as v from 'valibot';

/**
 * Calendar block (type 26, §1): a month view of an events collection's published events. The
 * collection is named by id (block meta `lists`); an unknown, locked or members-only one leaves
 * the calendar without events.
 */
export const CalendarData = v.object({
  /** The events collection shown. */
  collectionId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  /** A heading above the calendar; none when empty. */
  title: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
});
export type CalendarData = v.InferOutput<typeof CalendarData>;
