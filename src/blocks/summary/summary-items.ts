import type { BlockList, BlockListItem } from '../block-meta.ts';
import type { EventDetails } from '../../model/collection.ts';
import { dayIn } from './summary-day.ts';
import type { SummaryData } from './summary.schema.ts';

/** Whether a list is of events (its items carry `event`): it shows upcoming events, soonest first. */
export function isEventList(list: BlockList): boolean {
  return list.items.some((item) => item.event !== undefined);
}

/**
 * Whether an event still belongs in an "upcoming" list at `now`: until its end (its start when it
 * has none); a whole-day event until its last day is over in the site's time zone.
 */
export function isUpcoming(event: EventDetails, now: number, timeZone: string): boolean {
  const last = event.endsAt ?? event.startsAt;
  if (event.allDay) return dayIn(Date.parse(last), timeZone) >= dayIn(now, timeZone);
  return Date.parse(last) >= now;
}

const same = (a: string, b: string) => a.localeCompare(b, 'es', { sensitivity: 'accent' }) === 0;

/**
 * The items a summary shows: the list's items with the block's tag and category, newest first —
 * or, for events, the upcoming ones soonest first — at most `pageSize`.
 */
export function summaryItems(list: BlockList, data: Pick<SummaryData, 'tag' | 'category' | 'pageSize'>, now: number, timeZone: string): BlockListItem[] {
  let items = list.items.filter(
    (item) => (!data.tag || item.tags.some((tag) => same(tag, data.tag))) && (!data.category || item.categories.some((c) => same(c, data.category))),
  );
  if (isEventList(list)) {
    items = items
      .filter((item) => item.event && isUpcoming(item.event, now, timeZone))
      .sort((a, b) => Date.parse(a.event!.startsAt) - Date.parse(b.event!.startsAt));
  }
  return items.slice(0, data.pageSize);
}
