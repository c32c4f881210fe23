import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { QuoteData } from './quote.schema.ts';

/** Quote block (type 31): static. */
export default defineBlockMeta({ name: 'quote', types: [BlockType.QUOTE], data: QuoteData });
