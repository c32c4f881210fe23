import { createElement } from 'react';
import { BlockType } from '../../shared/enums.ts';
import { defineBlock } from '../types.ts';
import { ButtonBlock } from './Button.tsx';
import { ButtonData } from './button.schema.ts';

/** Button block (type 53). */
export const buttonBlock = defineBlock({
  type: BlockType.BUTTON,
  name: 'button',
  data: ButtonData,
  render: ({ id, data }) => createElement(ButtonBlock, { id, data }),
});
