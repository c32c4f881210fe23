/** Collection enumerations (SPEC §3, §4): collection and item types, publication status, workflow labels. */
import { workflowMessages } from '../messages/workflow.ts';
import { defineEnum } from './define.ts';

/** Collection types (§3). */
export const CollectionType = {
  GENERIC: 1, SUBSCRIPTION: 2, TWITTER: 3, FOURSQUARE: 4, INSTAGRAM: 5, GALLERY_BLOCK: 6,
  TEMPLATE_PAGE: 7, SPLASH_PAGE: 8, PAGE: 10, FIVEHUNDREDPIX: 11, FLICKR: 12, PRODUCTS: 13,
  MOSAIC: 14, SLIDE_GALLERY: 15, SLIDE_ALBUM: 16, SLIDE_VIDEO: 17, ALBUM_BLOCK: 18, PROJECT: 19,
  SECTION_CATALOG: 20, PAGE_CATALOG: 21, ITEM_CATALOG: 22, PORTFOLIO: 23, LESSONS: 24,
} as const;
export type CollectionType = (typeof CollectionType)[keyof typeof CollectionType];
/** Lookups over `CollectionType`. */
export const CollectionTypeEnum = /*#__PURE__*/ defineEnum('CollectionType', CollectionType);

/** Item (record) types (§3). */
export const ItemType = {
  TEXT: 1, IMAGE: 2, QUOTE: 4, LINK: 5, CHAT: 6, AUDIO: 7, VIDEO: 8, REVIEW: 10, STORE_ITEM: 11,
  EVENT: 12, THREAD: 13, GALLERY: 14, BINARY: 15, CSS_ASSET: 16, TWEAK_ASSET: 17, DIGITAL_GOOD: 18,
  ATTACHMENT: 19, EXPORT: 20, EXPORT_2: 21, PROSE_MIRROR_TEXT: 22, TWEET: 50, RSS: 51, CHECKIN: 52,
  KNOWLEDGE_BASE_ARTICLE: 54, PROJECT_ITEM: 55, TAXONOMY_1: 56, TAXONOMY_2: 57, TAXONOMY_3: 58,
  PORTFOLIO_ITEM: 59, EXPORT_3: 60, PLATFORM_VIDEO: 61, LESSON: 62,
} as const;
export type ItemType = (typeof ItemType)[keyof typeof ItemType];
/** Lookups over `ItemType`. */
export const ItemTypeEnum = /*#__PURE__*/ defineEnum('ItemType', ItemType);

/** Item publication status (§3). */
export const PublicationStatus = {
  PUBLISHED: 1, SCHEDULED: 2, NEEDS_REVIEW: 3, DRAFT: 4, PRIVATE: 5, DELETED: 6,
} as const;
export type PublicationStatus = (typeof PublicationStatus)[keyof typeof PublicationStatus];
/** Lookups over `PublicationStatus`. */
export const PublicationStatusEnum = /*#__PURE__*/ defineEnum('PublicationStatus', PublicationStatus);

/** Item visibility states (§3), as the site file writes them. */
export const ItemVisibility = {
  DRAFT: 'draft', PUBLISHED: 'published', NEEDS_REVIEW: 'needs-review', SCHEDULED: 'scheduled',
} as const;
export type ItemVisibility = (typeof ItemVisibility)[keyof typeof ItemVisibility];
/** Lookups over `ItemVisibility`. */
export const ItemVisibilityEnum = /*#__PURE__*/ defineEnum('ItemVisibility', ItemVisibility);

/** Workflow labels (§4), as message keys of the es-419 catalogue. */
export const WorkflowLabel = {
  AVAILABLE: 'workflow.available',
  SCHEDULED: 'workflow.scheduled',
  HIDDEN: 'workflow.hidden',
  NOT_SUPPORTED: 'workflow.notSupported',
} as const;
export type WorkflowLabel = (typeof WorkflowLabel)[keyof typeof WorkflowLabel];
/** Lookups over `WorkflowLabel`. */
export const WorkflowLabelEnum = /*#__PURE__*/ defineEnum('WorkflowLabel', WorkflowLabel);

/** The es-419 text of each workflow label, straight from the catalogue (Disponible, Programado, Oculto, No compatible). */
export const workflowLabelText: Readonly<Record<WorkflowLabel, string>> = workflowMessages;

/** §4: PUBLISHED → Available, SCHEDULED → Scheduled, DRAFT → Hidden, anything else → Not supported. Takes the number or its name. */
export function workflowLabel(status: unknown): WorkflowLabel {
  if (status === PublicationStatus.PUBLISHED || status === 'PUBLISHED') return WorkflowLabel.AVAILABLE;
  if (status === PublicationStatus.SCHEDULED || status === 'SCHEDULED') return WorkflowLabel.SCHEDULED;
  if (status === PublicationStatus.DRAFT || status === 'DRAFT') return WorkflowLabel.HIDDEN;
  return WorkflowLabel.NOT_SUPPORTED;
}
