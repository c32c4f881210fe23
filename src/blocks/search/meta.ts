import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { SearchData } from './search.schema.ts';

/** Search block (type 33): static, a GET form to /search. */
export default defineBlockMeta({ name: 'search', types: [BlockType.SEARCH], data: SearchData });
