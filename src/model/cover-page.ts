import * as v from 'valibot';
import { FocalPoint, Href, Text } from './common.ts';

/** The cover page's layouts (docs/site-states.md): text centred on the image, a card on its left, or image and text side by side. */
export const COVER_LAYOUTS = ['centred', 'card', 'split'] as const;

/**
 * A cover page (§2 page type 3 "splash page", cover/overlay kind 1): one full-screen page with a
 * background image around its focal point, a title, a text, up to three buttons and the site's
 * social links. It is the `cover` of a splash-page collection (§3 collection type 8); a site of the
 * cover-page kind (2) shows its first one at its root.
 */
export const CoverPage = v.object({
  layout: v.optional(v.picklist(COVER_LAYOUTS), 'centred'),
  /** The background image, a media id of the site; none: the theme's colours. */
  mediaId: v.optional(v.string()),
  /** Where the image keeps its subject in view when cropped (0–1 each); absent: the media's own focal point. */
  focalPoint: v.optional(FocalPoint),
  /** How the image is darkened or lightened under the text (§3 overlay style none, light, dark). */
  overlay: v.optional(v.picklist(['none', 'light', 'dark']), 'dark'),
  /** The page's heading; absent: the collection's title. */
  title: v.optional(Text(200)),
  text: v.optional(Text(1000), ''),
  buttons: v.optional(v.pipe(v.array(v.object({ label: Text(60), href: Href, style: v.optional(v.picklist(['primary', 'secondary']), 'primary') })), v.maxLength(3)), []),
  /** Social account links (Instagram, WhatsApp, an email…): icons under the buttons. */
  social: v.optional(v.pipe(v.array(v.object({ url: Href, label: v.optional(Text(60), '') })), v.maxLength(8)), []),
});
export type CoverPage = v.InferOutput<typeof CoverPage>;
