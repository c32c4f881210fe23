import * as v from 'valibot';

const Text = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)), '');
/** An id the provider gave the owner, digits only: it goes into the provider's script URL. */
const Digits = v.pipe(v.union([v.pipe(v.number(), v.integer(), v.minValue(1), v.transform(String)), v.string()]), v.regex(/^[0-9]{1,12}$/));
/** A provider's slug (a Tock business, a Zola registry key): lower case, digits and hyphens. */
const Slug = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,79}$/));

/** What every widget card shows: an optional title and a line about it. */
const Card = { title: Text(120), description: Text(400) };

/**
 * Reservation widgets (OpenTable 50 and 66, Tock 68, Acuity 65, table-booking variants 1018 and
 * 1019) and the Zola registry (63): the provider and the id its script needs. The site file names
 * the provider; a block whose type says another one renders nothing (index.ts).
 */
export const ReservationData = v.variant('provider', [
  v.object({ provider: v.literal('opentable'), restaurantId: Digits, ...Card }),
  v.object({ provider: v.literal('tock'), business: Slug, ...Card }),
  v.object({ provider: v.literal('acuity'), owner: Digits, appointmentType: v.optional(Digits), ...Card }),
  v.object({ provider: v.literal('zola'), registryKey: Slug, ...Card }),
]);
export type ReservationData = v.InferOutput<typeof ReservationData>;
export type ReservationProvider = ReservationData['provider'];
