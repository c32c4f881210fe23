import { BlockType } from '../../shared/enums.ts';
import { defineBlock } from '../types.ts';
import { HtmlData } from './html.schema.ts';

/** Html block. Rendering: to be written. */
export const htmlBlock = defineBlock({ type: BlockType.HTML, name: 'html', data: HtmlData });
