import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { NavigationData } from './navigation.schema.ts';

/** Navigation block (type 1): static; reads the site's navigation and the current page. */
export default defineBlockMeta({
  name: 'navigation',
  types: [BlockType.NAVIGATION],
  data: NavigationData,
  reads: ['current', 'site'],
});
