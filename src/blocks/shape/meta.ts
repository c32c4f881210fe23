import { BlockType } from '../../shared/enums.ts';
import { t } from '../../shared/messages/index.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { parseDropShadow } from './drop-shadow.ts';
import { ShapeData } from './shape.schema.ts';

/** Shape block (type 71): static SVG; a drop shadow that does not parse is a publish warning. */
export default defineBlockMeta({
  name: 'shape',
  types: [BlockType.SHAPE],
  data: ShapeData,
  warnings: (data) => (data.dropShadow !== undefined && !parseDropShadow(data.dropShadow) ? [t('effects.shadowInvalid')] : []),
});
