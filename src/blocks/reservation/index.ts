import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { typeProviders } from './providers.ts';
import { ReservationBlock } from './Reservation.tsx';
import meta from './meta.ts';

/** Reservation widgets (50, 66, 68, 65, 1018, 1019) and the Zola registry (63): a provider the type does not stand for renders nothing. */
export default defineBlock(meta, {
  render: ({ data, type }, ctx) => (typeProviders(type).includes(data.provider) ? createElement(ReservationBlock, { data, type, ctx }) : null),
});
