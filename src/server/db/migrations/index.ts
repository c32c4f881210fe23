import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation.ts';
import * as m0002 from './0002_analytics.ts';
import * as m0003 from './0003_owners.ts';
import * as m0004 from './0004_forms.ts';
import * as m0005 from './0005_search.ts';
import * as m0006 from './0006_comments.ts';
import * as m0007 from './0007_search_stems.ts';
import * as m0008 from './0008_members.ts';
import * as m0009 from './0009_locks.ts';
import * as m0010 from './0010_owner_invitations.ts';
import * as m0011 from './0011_commerce.ts';
import * as m0012 from './0012_digital_downloads.ts';
import * as m0013 from './0013_gift_cards.ts';
import * as m0014 from './0014_subscriptions.ts';
import * as m0015 from './0015_donations.ts';
import * as m0016 from './0016_reviews.ts';
import * as m0017 from './0017_paid_memberships.ts';
import * as m0018 from './0018_provider_billing.ts';
import * as m0019 from './0019_blobs.ts';
import * as m0020 from './0020_blob_chunks.ts';
import * as m0021 from './0021_mail_content.ts';

/**
 * Every migration, in order. Names sort as they run: add the next file as
 * `0002_<what>.ts` and one line here. A landed migration is never edited.
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_analytics': m0002,
  '0003_owners': m0003,
  '0004_forms': m0004,
  '0005_search': m0005,
  '0006_comments': m0006,
  '0007_search_stems': m0007,
  '0008_members': m0008,
  '0009_locks': m0009,
  '0010_owner_invitations': m0010,
  '0011_commerce': m0011,
  '0012_digital_downloads': m0012,
  '0013_gift_cards': m0013,
  '0014_subscriptions': m0014,
  '0015_donations': m0015,
  '0016_reviews': m0016,
  '0017_paid_memberships': m0017,
  '0018_provider_billing': m0018,
  '0019_blobs': m0019,
  '0020_blob_chunks': m0020,
  '0021_mail_content': m0021,
};
