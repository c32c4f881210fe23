import { BlockType } from '../../shared/enums.ts';
import { defineBlock } from '../types.ts';
import { ImageData } from './image.schema.ts';

/** Image block. Rendering: to be written. */
export const imageBlock = defineBlock({ type: BlockType.IMAGE, name: 'image', data: ImageData });
