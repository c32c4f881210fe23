import { BlockType } from '../../shared/enums.ts';
import { t } from '../../shared/messages/index.ts';
import { safeHref } from '../../ui/safe-href.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { EmailFooterData } from './email-footer.schema.ts';

/** Email footer block (type 57): static. */
export default defineBlockMeta({
  name: 'email-footer',
  types: [BlockType.EMAIL_FOOTER],
  data: EmailFooterData,
  // An unsubscribe URL that cannot be shown as a link is left out; the owner hears why at publish.
  warnings: (data) =>
    data.unsubscribeUrl && !safeHref(data.unsubscribeUrl, { mailto: true }) ? [t('social.pageLinkDropped', { url: data.unsubscribeUrl.slice(0, 80) })] : [],
});
