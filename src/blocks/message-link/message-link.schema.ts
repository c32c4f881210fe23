import * as v from 'valibot';

/**
 * In-browser message link (block type 58), at the top of a newsletter email: «Ver este correo en
 * el navegador», linking to the message's web address (http(s) or a path of the site; anything
 * else renders nothing). `label` replaces the catalogue's text when the owner wrote one.
 */
export const MessageLinkData = v.object({
  url: v.pipe(v.string(), v.maxLength(2000)),
  label: v.optional(v.pipe(v.string(), v.maxLength(120)), ''),
  align: v.optional(v.picklist(['left', 'center', 'right']), 'center'),
});
export type MessageLinkData = v.InferOutput<typeof MessageLinkData>;
