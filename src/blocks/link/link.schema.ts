import * as v from 'valibot';
import { t } from '../../shared/messages/index.ts';
import { Href, LinkTitle } from '../navigation/nav-links.ts';

/**
 * Link (block type 13) and collection link (block type 12): one link, drawn as a card with an
 * optional line of description. A link names its `href`; a collection link names a page or
 * collection of the site (`collection`: its URL id or id) and takes its title and address from
 * the site, so it follows a renamed page; a collection the site does not have (or locks) renders
 * nothing. One schema for both: exactly one of `href` and `collection`.
 */
export const LinkData = v.pipe(
  v.object({
    href: v.optional(Href),
    collection: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\/?[\w-]{1,150}$/))),
    /** The link's text; a collection link defaults to the collection's title. */
    title: v.optional(LinkTitle),
    description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300)), ''),
    /** Open an outside link in a new window (said to screen readers). */
    newWindow: v.optional(v.boolean(), false),
  }),
  v.check((d) => (d.href === undefined) !== (d.collection === undefined), t('navigation.linkTarget')),
  v.check((d) => d.collection !== undefined || d.title !== undefined, t('navigation.linkTitle')),
);
export type LinkData = v.InferOutput<typeof LinkData>;
