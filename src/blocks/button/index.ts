import { BlockType } from '../../shared/enums.ts';
import { defineBlock } from '../types.ts';
import { ButtonData } from './button.schema.ts';

/** Button block. Rendering: to be written. */
export const buttonBlock = defineBlock({ type: BlockType.BUTTON, name: 'button', data: ButtonData });
