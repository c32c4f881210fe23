import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { EmailFooterData } from './email-footer.schema.ts';

/** Email footer block (type 57): static. */
export default defineBlockMeta({ name: 'email-footer', types: [BlockType.EMAIL_FOOTER], data: EmailFooterData });
