import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { DonationBlock } from './Donation.tsx';
import meta from './meta.ts';

/** Donation block (type 52). */
export default defineBlock(meta, {
  render: ({ data }) => createElement(DonationBlock, { data }),
});
