import { createElement } from 'react';
import { BlockType } from '../../shared/enums.ts';
import { defineBlock } from '../types.ts';
import { HtmlBlock } from './Html.tsx';
import { HtmlData } from './html.schema.ts';

/** Rich text block (type 2). */
export const htmlBlock = defineBlock({
  type: BlockType.HTML,
  name: 'html',
  data: HtmlData,
  render: ({ data }) => createElement(HtmlBlock, { data }),
});
