import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { MarqueeData } from './marquee.schema.ts';

/** Marquee block (type 70): server markup, moved by its block script (marquee.script.ts). */
export default defineBlockMeta({ name: 'marquee', types: [BlockType.MARQUEE], data: MarqueeData });
