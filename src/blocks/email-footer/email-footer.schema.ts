import * as v from 'valibot';

/**
 * Email footer (block type 57), the closing block of a newsletter email shown as a page: who
 * sends it, their postal address (one line each), why the reader receives it and where to
 * unsubscribe. Plain text only: no owner HTML to sanitise.
 */
export const EmailFooterData = v.object({
  senderName: v.optional(v.pipe(v.string(), v.maxLength(120)), ''),
  address: v.optional(v.pipe(v.string(), v.maxLength(400)), ''),
  note: v.optional(v.pipe(v.string(), v.maxLength(600)), ''),
  /** http(s) URL, a path of the site or a mailto: address; anything else shows no link. */
  unsubscribeUrl: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
});
export type EmailFooterData = v.InferOutput<typeof EmailFooterData>;
