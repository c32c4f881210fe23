import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { TourDatesData } from './tour-dates.schema.ts';

/** Tour dates block (type 59): static, the upcoming events of a collection with their ticket links. */
export default defineBlockMeta({
  name: 'tour-dates',
  types: [BlockType.TOUR_DATES],
  data: TourDatesData,
  lists: (data) => [data.collectionId],
  reads: ['lists', 'now', 'site'],
});
