import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { ButtonData } from './button.schema.ts';

/** Button block (type 53): static. */
export default defineBlockMeta({ name: 'button', types: [BlockType.BUTTON], data: ButtonData });
