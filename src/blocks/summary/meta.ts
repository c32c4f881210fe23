import { BlockType, BlockVariant } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { SummaryData } from './summary.schema.ts';

/**
 * Summary block (types 20 and 55; variants wall 1004, carousel 1005, list 1006, grid 1007;
 * docs/summary.md): cards of another collection's published items — newest posts, products, or
 * upcoming events in the site's time zone. Static markup; a carousel and an event summary bring
 * summary.script.ts (the carousel's buttons; refreshing a cached event summary the next day).
 */
export default defineBlockMeta({
  name: 'summary',
  types: [BlockType.SUMMARY, BlockType.SUMMARY_V2],
  variants: [BlockVariant.SUMMARY_WALL, BlockVariant.SUMMARY_CAROUSEL, BlockVariant.SUMMARY_LIST, BlockVariant.SUMMARY_GRID],
  data: SummaryData,
  lists: (data) => (data.collectionId ? [data.collectionId] : []),
  reads: ['lists', 'now', 'site', 'media', 'eagerImage', 'current', 'collectionId'],
});
