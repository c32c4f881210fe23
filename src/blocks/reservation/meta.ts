import { BlockType, BlockVariant } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { widgetOrigins } from './providers.ts';
import { ReservationData } from './reservation.schema.ts';

/**
 * Reservation widgets — OpenTable (50, 66), Tock (68), Acuity (65), the table-booking variants
 * (1018 reservations, 1019 events) — and the Zola registry (63): a card whose button loads the
 * provider's script (reservation.script.ts), after consent where the site asks; the page allows
 * the provider's origins, consent-bound, only where such a block is. A signed-in editor sees a
 * preview only (§5).
 */
export default defineBlockMeta({
  name: 'reservation',
  types: [BlockType.OPENTABLE, BlockType.OPENTABLE_V2, BlockType.TOCK, BlockType.ACUITY, BlockType.ZOLA],
  variants: [BlockVariant.TABLE_BOOKING_RESERVATIONS, BlockVariant.TABLE_BOOKING_EVENTS],
  data: ReservationData,
  origins: (data) => widgetOrigins(data),
  reads: ['site', 'current'],
});
