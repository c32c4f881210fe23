/** English text of blog lists and blog blocks (see ../blog.ts). */
import type { blogMessages } from '../blog.ts';

export const blogMessagesEn = {
  'blog.filterTag': 'Posts tagged “{value}”',
  'blog.filterCategory': 'Posts in “{value}”',
  'blog.filterAuthor': 'Posts by {value}',
  'blog.filterMonth': 'Posts from {value}',
  'blog.pageTitle': '{title}, page {page, number}',
  'blog.filterCount': '{count, plural, one {1 post} other {# posts}}',
  'blog.allPosts': 'View all posts',
  'blog.pagingLabel': 'Blog pages',
  'blog.olderPosts': 'Older posts',
  'blog.newerPosts': 'Newer posts',
  'blog.pageOf': 'Page {page, number} of {pages, number}',
  'blog.viewAll': 'View all',
  'blog.noPosts': 'No posts yet.',
  'blog.postCount': '{count, plural, one {1 post} other {# posts}}',
  'blog.tagCloudLabel': 'Tags',
  'blog.categoryCloudLabel': 'Categories',
  'blog.archiveLabel': 'Archive',
  'blog.rssLink': 'Subscribe via RSS',
} satisfies Record<keyof typeof blogMessages, string>;
