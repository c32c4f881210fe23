import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { MarkdownData } from './markdown.schema.ts';

/** Markdown block (type 44): static, rendered on the server. */
export default defineBlockMeta({ name: 'markdown', types: [BlockType.MARKDOWN], data: MarkdownData });
