import { createElement } from 'react';
import { BlockType } from '../../shared/enums.ts';
import { defineBlock } from '../types.ts';
import { QuoteBlock } from './Quote.tsx';
import { QuoteData } from './quote.schema.ts';

/** Quote block (type 31). */
export const quoteBlock = defineBlock({
  type: BlockType.QUOTE,
  name: 'quote',
  data: QuoteData,
  render: ({ data }) => createElement(QuoteBlock, { data }),
});
