/**
 * Row types of every table, as Kysely sees them: one file per domain under schema/, composed here
 * into `Database`. A new domain adds its file and one name to the `extends` list; its migrations
 * live in migrations/ with the others.
 */
import type { AnalyticsTables } from './schema/analytics.ts';
import type { BlobsTables } from './schema/blobs.ts';
import type { CommerceTables } from './schema/commerce.ts';
import type { CommentsTables } from './schema/comments.ts';
import type { DownloadsTables } from './schema/downloads.ts';
import type { DonationsTables } from './schema/donations.ts';
import type { FormsTables } from './schema/forms.ts';
import type { GiftCardTables } from './schema/giftCards.ts';
import type { LocksTables } from './schema/locks.ts';
import type { MailTables } from './schema/mail.ts';
import type { MembersTables } from './schema/members.ts';
import type { OwnerTables } from './schema/owner.ts';
import type { ReviewsTables } from './schema/reviews.ts';
import type { SearchTables } from './schema/search.ts';
import type { SitesTables } from './schema/sites.ts';
import type { SubscriptionsTables } from './schema/subscriptions.ts';

export type * from './schema/analytics.ts';
export type * from './schema/blobs.ts';
export type * from './schema/comments.ts';
export type * from './schema/commerce.ts';
export type * from './schema/donations.ts';
export type * from './schema/columns.ts';
export type * from './schema/downloads.ts';
export type * from './schema/forms.ts';
export type * from './schema/giftCards.ts';
export type * from './schema/locks.ts';
export type * from './schema/mail.ts';
export type * from './schema/members.ts';
export type * from './schema/owner.ts';
export type * from './schema/reviews.ts';
export type * from './schema/search.ts';
export type * from './schema/sites.ts';
export type * from './schema/subscriptions.ts';

/** Every table of the database. */
export interface Database extends SitesTables, AnalyticsTables, OwnerTables, FormsTables, MailTables, SearchTables, CommentsTables, MembersTables, LocksTables, CommerceTables, DownloadsTables, ReviewsTables, DonationsTables, GiftCardTables, SubscriptionsTables, BlobsTables {}
