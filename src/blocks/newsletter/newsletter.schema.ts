import * as v from 'valibot';
import { NewsletterDefinition } from '../../shared/forms/fields.ts';

/**
 * Newsletter block (type 51, §3): the newsletter definition (an email field, an optional name
 * field, settings) plus the heading and text shown above it.
 */
export const NewsletterBlockData = v.object({
  ...NewsletterDefinition.entries,
  heading: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
  text: v.optional(v.pipe(v.string(), v.maxLength(1000)), ''),
});
export type NewsletterBlockData = v.InferOutput<typeof NewsletterBlockData>;
