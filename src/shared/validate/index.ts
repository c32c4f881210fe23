/** The validation rules of SPEC §5 (and the parsing defaults of §3, §9), by topic. */
export * from './zip.ts';
export * from './email.ts';
export * from './links.ts';
export * from './blog-url.ts';
export * from './textarea.ts';
export * from './numbers.ts';
export * from './gallery-options.ts';
export * from './cookie-banner.ts';
export * from './query.ts';
