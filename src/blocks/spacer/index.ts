import { BlockType } from '../../shared/enums.ts';
import { defineBlock } from '../types.ts';
import { SpacerData } from './spacer.schema.ts';

/** Spacer block. Rendering: to be written. */
export const spacerBlock = defineBlock({ type: BlockType.SPACER, name: 'spacer', data: SpacerData });
