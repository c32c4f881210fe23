import { createElement } from 'react';
import { BlockType } from '../../shared/enums.ts';
import { defineBlock } from '../types.ts';
import { ImageBlock } from './Image.tsx';
import { ImageData } from './image.schema.ts';

/** Image block (type 5). */
export const imageBlock = defineBlock({
  type: BlockType.IMAGE,
  name: 'image',
  data: ImageData,
  render: ({ data, span }, ctx) => createElement(ImageBlock, { data, span, ctx }),
});
