import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { CalendarData } from './calendar.schema.ts';

/** Calendar block (type 26): an events collection's month view; calendar.script.ts adds months and the keyboard. */
export default defineBlockMeta({
  name: 'calendar',
  types: [BlockType.CALENDAR],
  data: CalendarData,
  lists: (data) => [data.collectionId],
  reads: ['lists', 'now', 'site'],
});
