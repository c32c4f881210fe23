/** English text about blocks (see ../blocks.ts). */
import type { blockMessages } from '../blocks.ts';

export const blockMessagesEn = {
  'blocks.discontinuedLink': 'View on {host}',
  'blocks.unknownType': 'Block “{id}” on page “{page}” has an unknown type: {type}',
  'blocks.dataWarning': 'Block “{id}” on page “{page}”: {message}',
  'blocks.notRendered': 'Block “{id}” on page “{page}” is a {name} block ({type}), which this version can’t display yet: it’s imported but not shown',
} satisfies Record<keyof typeof blockMessages, string>;
