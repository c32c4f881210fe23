import { BlockType } from '../../shared/enums.ts';
import { t } from '../../shared/messages/index.ts';
import { safeHref } from '../../ui/safe-href.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { MessageLinkData } from './message-link.schema.ts';

/** In-browser message link block (type 58): static. */
export default defineBlockMeta({
  name: 'message-link',
  types: [BlockType.IN_BROWSER_MESSAGE_LINK],
  data: MessageLinkData,
  // An unsafe URL renders nothing; the owner hears why at publish.
  warnings: (data) => (safeHref(data.url) ? [] : [t('social.pageLinkDropped', { url: data.url.slice(0, 80) })]),
});
