import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { HtmlData } from './html.schema.ts';

/**
 * Rich text block (type 2): static; with scripts on a site that allows owner scripts, a
 * sandboxed frame of its own (reads the page's collection and the site's settings for it).
 */
export default defineBlockMeta({ name: 'html', types: [BlockType.HTML], data: HtmlData, reads: ['collectionId', 'itemId', 'site'] });
