import * as v from 'valibot';
import { SHARE_NETWORKS } from '../../ui/social-networks.ts';

/** One account link: its URL (http(s) or mailto; others are dropped when rendering) and an optional name. */
const SocialAccount = v.object({
  url: v.pipe(v.string(), v.maxLength(2000)),
  label: v.optional(v.pipe(v.string(), v.maxLength(80)), ''),
});

/**
 * Social links (block types 19, 48, 54): the site's accounts (`kind: 'follow'`), or share
 * buttons for the page it is on (`kind: 'share'`), as icons with accessible names.
 */
export const SocialLinksData = v.object({
  kind: v.optional(v.picklist(['follow', 'share']), 'follow'),
  /** A visible heading above the icons, «Síguenos». */
  title: v.optional(v.pipe(v.string(), v.maxLength(120)), ''),
  links: v.optional(v.pipe(v.array(SocialAccount), v.maxLength(20)), []),
  networks: v.optional(v.pipe(v.array(v.picklist(SHARE_NETWORKS)), v.maxLength(SHARE_NETWORKS.length)), [...SHARE_NETWORKS]),
  copyLink: v.optional(v.boolean(), true),
  showLabels: v.optional(v.boolean(), false),
  size: v.optional(v.picklist(['small', 'medium', 'large']), 'medium'),
  align: v.optional(v.picklist(['left', 'center', 'right']), 'left'),
});
export type SocialLinksData = v.InferOutput<typeof SocialLinksData>;
