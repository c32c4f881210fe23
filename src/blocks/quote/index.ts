import { BlockType } from '../../shared/enums.ts';
import { defineBlock } from '../types.ts';
import { QuoteData } from './quote.schema.ts';

/** Quote block. Rendering: to be written. */
export const quoteBlock = defineBlock({ type: BlockType.QUOTE, name: 'quote', data: QuoteData });
