import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { MemberAreaData } from './member-area.schema.ts';

/** Member area block (type 67): the §2 pricing toggle, a block script where there are two options. */
export default defineBlockMeta({ name: 'member-area', types: [BlockType.MEMBER_AREA], data: MemberAreaData, reads: ['site'] });
