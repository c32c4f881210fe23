import * as v from 'valibot';

/** Horizontal rule (block type 47): no settings. */
export const HorizontalRuleData = v.object({});
