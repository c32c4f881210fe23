import * as v from 'valibot';
import { Href, LinkTitle } from '../navigation/nav-links.ts';

/** Most links one folder holds. */
export const FOLDER_MAX_LINKS = 30;

/**
 * Folder (block type 17): a titled group of links behind a disclosure. Each link names its target;
 * a link to a site page may leave out its title, which is then the page's own.
 */
export const FolderData = v.object({
  title: LinkTitle,
  links: v.pipe(v.array(v.object({ href: Href, title: v.optional(LinkTitle) })), v.minLength(1), v.maxLength(FOLDER_MAX_LINKS)),
  /** Open when the page loads. */
  open: v.optional(v.boolean(), false),
});
export type FolderData = v.InferOutput<typeof FolderData>;
