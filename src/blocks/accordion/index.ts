import { BlockType } from '../../shared/enums.ts';
import { defineBlock } from '../types.ts';
import { AccordionData } from './accordion.schema.ts';

/** Accordion block. Rendering: to be written. */
export const accordionBlock = defineBlock({ type: BlockType.ACCORDION, name: 'accordion', data: AccordionData });
