import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PageModel, SiteView } from '../../page/context.ts';
import { CollectionType } from '../../shared/enums.ts';
import { addDays } from '../../ui/events/days.ts';
import { eventDays } from '../../ui/events/when.ts';
import { ANONYMOUS, mayView, siteLocked, type VisitorAccess } from './access.ts';
import { findCollection, findItem } from './repo.ts';
import { eventIcs } from './ics.ts';

/** How long the HTML cache keeps a page that shows time: an events list, a calendar, a block's list. */
export const TIME_BOUND_MAX_AGE_MS = 10 * 60_000;

/**
 * Whether a page's content changes with time alone: an events collection's page (upcoming and
 * past, the calendar's today) or a page whose blocks list collections (tour dates, calendars).
 */
export function timeBound(model: PageModel): boolean {
  return Boolean(model.lists || (model.collection?.events && !model.item));
}

/** The .ics file of an event page: `/<events collection>/<item>.ics`. */
export const ICS_SUFFIX = '.ics';

/** What the page route sends for a `.ics` path: the file and its name, or undefined (404). */
export interface IcsFile {
  body: string;
  filename: string;
}

/** Whether a normalised path asks for an event's .ics file (`/eventos/cata.ics`). */
export function isIcsPath(path: string): boolean {
  return path.endsWith(ICS_SUFFIX) && path.split('/').length === 3;
}

/**
 * The iCalendar file of the published event at `path` minus `.ics` (docs/events.md), or
 * undefined when there is none a visitor may see: an unknown or draft item, an item without event
 * details, or one of a locked collection all answer 404. The site's time zone decides the days of
 * an all-day event.
 */
export async function readEventIcs(db: Kysely<Database>, site: SiteView, path: string, access: VisitorAccess = ANONYMOUS, now = Date.now()): Promise<IcsFile | undefined> {
  if (!isIcsPath(path) || siteLocked(site, access)) return undefined;
  const [collectionUrl, itemUrl] = path.slice(1, -ICS_SUFFIX.length).split('/');
  const collection = await findCollection(db, site.website.id, collectionUrl);
  if (!collection || !mayView(collection, access) || collection.type !== CollectionType.GENERIC) return undefined;
  const item = await findItem(db, site.website.id, collection.id, itemUrl);
  if (!item || item.status !== 'published' || !item.event) return undefined;
  const { event } = item;
  const timeZone = site.settings.timeZone ?? 'UTC';
  const days = eventDays(event, timeZone);
  const body = eventIcs(
    {
      uid: `${item.id}@${new URL(site.baseUrl).hostname}`,
      summary: item.title,
      start: event.allDay ? days[0] : event.startsAt,
      end: event.allDay ? addDays(days.at(-1)!, 1) : event.endsAt,
      allDay: event.allDay,
      location: [event.venue, event.address].filter(Boolean).join(', '),
      url: `${site.baseUrl}/${collection.urlId}/${item.urlId}`,
      description: item.excerpt,
    },
    now,
  );
  return { body, filename: `${item.urlId}.ics` };
}
