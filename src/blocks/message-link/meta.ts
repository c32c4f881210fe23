import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { MessageLinkData } from './message-link.schema.ts';

/** In-browser message link block (type 58): static. */
export default defineBlockMeta({ name: 'message-link', types: [BlockType.IN_BROWSER_MESSAGE_LINK], data: MessageLinkData });
