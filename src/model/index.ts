/** The content model: the schemas of a site file and everything in it. */
export * from './common.ts';
export * from './media.ts';
export * from './layout.ts';
export * from './collection.ts';
export * from './cover-page.ts';
export * from './website.ts';
export * from './site.ts';
export * from './member-area.ts';
export * from './store.ts';
export * from './donations.ts';
