import { BlockType } from '../../shared/enums.ts';
import { t } from '../../shared/messages/index.ts';
import { socialLink } from '../../ui/social-networks.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { SocialLinksData } from './social-links.schema.ts';

/**
 * Social links (types 19, 48 and 54, one rendering): account links or share buttons, inline SVG
 * icons, plain links built on the server. No third-party origin: nothing loads from a network
 * until the visitor follows a link; the share variant's copy button has a script of its own.
 */
export default defineBlockMeta({
  name: 'social-links',
  types: [BlockType.SOCIAL_LINKS, BlockType.SOCIAL_ACCOUNT_LINKS, BlockType.SOCIAL_ACCOUNT_LINKS_V2],
  data: SocialLinksData,
  reads: ['current'],
  // A follow link that is not http(s) or mailto is dropped from the page, and the owner told at publish.
  warnings: (data) =>
    data.kind === 'follow' ? data.links.filter((l) => !socialLink(l.url)).map((l) => t('social.linkDropped', { url: l.url.slice(0, 80) })) : [],
});
