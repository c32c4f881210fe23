import type { BlockList, BlockListItem } from '../block-meta.ts';
import type { EventDetails } from '../../model/collection.ts';
import { isUpcoming } from '../../ui/events/when.ts';
import type { SummaryData } from './summary.schema.ts';

/** Whether a list is of events (its items carry `event`): it shows upcoming events, soonest first. */
export function isEventList(list: BlockList): boolean {
  return list.items.some((item) => item.event !== undefined);
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
