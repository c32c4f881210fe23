import * as v from 'valibot';

/** Spacer (block type 21): vertical space in rem. */
export const SpacerData = v.object({ height: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(20)), 2) });
export type SpacerData = v.InferOutput<typeof SpacerData>;
