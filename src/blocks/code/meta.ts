import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { CodeData } from './code.schema.ts';

/**
 * Code block (type 23): highlighted text on the server; owner code that runs only in a sandboxed
 * frame from the site's own origin (reads the page's collection to name its frame, the site's
 * owner-script setting and consent policy).
 */
export default defineBlockMeta({ name: 'code', types: [BlockType.CODE], data: CodeData, reads: ['collectionId', 'itemId', 'site'] });
