import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { LogoData } from './logo.schema.ts';

/** Logo block (type 3): static; reads the site's logo and title and the current page. */
export default defineBlockMeta({ name: 'logo', types: [BlockType.LOGO], data: LogoData, reads: ['current', 'site'] });
