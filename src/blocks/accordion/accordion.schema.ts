import * as v from 'valibot';

/** Accordion (block type 69, §4): titled panels; one open at a time unless multiple are allowed. */
export const AccordionData = v.object({
  items: v.pipe(
    v.array(v.object({ title: v.pipe(v.string(), v.minLength(1), v.maxLength(200)), html: v.pipe(v.string(), v.maxLength(20_000)) })),
    v.minLength(1),
    v.maxLength(50),
  ),
  allowMultipleOpen: v.optional(v.boolean(), false),
  firstItemExpanded: v.optional(v.boolean(), false),
  /** Heading level of the item titles. */
  headingLevel: v.optional(v.picklist([2, 3, 4]), 3),
});
export type AccordionData = v.InferOutput<typeof AccordionData>;
