import * as v from 'valibot';
import { Href } from '../../model/common.ts';

/** Button (block type 53): a link styled as a button. */
export const ButtonData = v.object({
  label: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  href: Href,
  style: v.optional(v.picklist(['primary', 'secondary', 'tertiary']), 'primary'),
  size: v.optional(v.picklist(['small', 'medium', 'large']), 'medium'),
  alignment: v.optional(v.picklist(['left', 'center', 'right']), 'left'),
  newWindow: v.optional(v.boolean(), false),
});
export type ButtonData = v.InferOutput<typeof ButtonData>;
