import { createElement } from 'react';
import { BlockType } from '../../shared/enums.ts';
import { defineBlock } from '../types.ts';
import { SpacerData } from './spacer.schema.ts';

/** Spacer block (type 21): empty vertical space, hidden from assistive technology. */
export const spacerBlock = defineBlock({
  type: BlockType.SPACER,
  name: 'spacer',
  data: SpacerData,
  render: ({ data }) => createElement('div', { className: 'spacer-block', 'aria-hidden': true, style: { height: `${data.height}rem` } }),
});
