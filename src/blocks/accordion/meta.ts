import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { AccordionData } from './accordion.schema.ts';

/** Accordion block (type 69, §4): an island that wakes near the viewport. */
export default defineBlockMeta({
  name: 'accordion',
  types: [BlockType.ACCORDION],
  data: AccordionData,
  hydrate: 'visible',
});
