import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { MenuData } from './menu.schema.ts';

/** Menu block (type 18, §4): tabs rendered on the server; menu.script.ts adds the keyboard. Reads the site's currency. */
export default defineBlockMeta({ name: 'menu', types: [BlockType.MENU], data: MenuData, reads: ['site'] });
