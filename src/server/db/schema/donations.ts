import type { Millis } from './columns.ts';

/** A donation's statuses (docs/commerce-donations.md). */
export type DonationStatus = 'pending' | 'paid' | 'failed' | 'refunded';

/** One donation (migration 0015). */
export interface DonationsTable {
  /** 24 hex characters. */
  id: string;
  website_id: string;
  /** The store setting's donation page it was given through. */
  donate_page_id: string;
  /** 1, 2, 3… per website; the reference «D-000001». */
  number: number;
  /** SHA-256 (hex) of the token of its confirmation link. */
  secret_hash: string;
  idempotency_key: string;
  fingerprint: string;
  amount_cents: number;
  currency: string;
  email: string;
  name: string;
  /** 1: the donor asked not to be named (the owner sees «Anónimo»). */
  anonymous: number;
  message: string | null;
  status: DonationStatus;
  provider: string;
  payment_id: string | null;
  failure: string | null;
  created_at: Millis;
  updated_at: Millis;
  paid_at: Millis | null;
  refunded_at: Millis | null;
}

export interface DonationNumbersTable {
  website_id: string;
  last: number;
}

/** The donations' tables by name. */
export interface DonationsTables {
  donations: DonationsTable;
  donation_numbers: DonationNumbersTable;
}
