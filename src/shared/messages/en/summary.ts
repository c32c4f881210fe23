/** English text of the summary block (see ../summary.ts; docs/summary.md). */
import type { summaryMessages } from '../summary.ts';

export const summaryMessagesEn = {
  'summary.itemsLabel': '{collection} items',
  'summary.carouselLabel': 'Carousel: {collection} items',
  'summary.previous': 'Previous items',
  'summary.next': 'Next items',
  'summary.byAuthor': 'By {author}',
  'summary.allDay': '{date}, all day',
  'summary.dateAndTime': '{date}, {time}',
  'summary.readMore': 'Read more',
  'summary.emptyForEditor': 'This summary shows nothing to visitors: its collection doesn’t exist, is protected or has no published items that match the filter.',
  'summary.widgetJsonInvalid': 'widgetJSON isn’t valid JSON.',
  'summary.widgetTypeNotListed': 'Only blocks that display a collection (summary, calendar…) can be requested again.',
  'summary.widgetTypeMismatch': 'The type doesn’t match the published block’s type.',
} satisfies Record<keyof typeof summaryMessages, string>;
