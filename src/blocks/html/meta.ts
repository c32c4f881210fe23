import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { HtmlData } from './html.schema.ts';

/** Rich text block (type 2): static. */
export default defineBlockMeta({ name: 'html', types: [BlockType.HTML], data: HtmlData });
