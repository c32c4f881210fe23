import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { DonationData } from './donation.schema.ts';

/** Donation block (type 52): static; a script only where the button is missing (§8 console message). */
export default defineBlockMeta({ name: 'donation', types: [BlockType.DONATION], data: DonationData });
