import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { CommentsData } from './comments.schema.ts';

/** Comments block (type 16): a blog post's native comments and form; static (docs/comments.md). */
export default defineBlockMeta({ name: 'comments', types: [BlockType.COMMENTS], data: CommentsData, reads: ['comments', 'site'] });
