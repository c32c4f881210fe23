import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { SpacerData } from './spacer.schema.ts';

/** Spacer block (type 21): static. */
export default defineBlockMeta({ name: 'spacer', types: [BlockType.SPACER], data: SpacerData });
