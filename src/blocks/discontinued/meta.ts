import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { DiscontinuedData } from './discontinued.schema.ts';

/** The third-party block types whose services are gone (§3): known, imported, drawn as a plain link at most. */
export default defineBlockMeta({
  name: 'discontinued',
  types: [BlockType.TWITTER, BlockType.FOURSQUARE, BlockType.INSTAGRAM, BlockType.FIVEHUNDREDPIX, BlockType.FLICKR, BlockType.AMAZON, BlockType.SOUNDCLOUD],
  data: DiscontinuedData,
});
