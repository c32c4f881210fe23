/** The gallery state machine and layout rules (SPEC §4, §9), framework-free and DOM-free. See docs/gallery.md. */
export * from './constants.ts';
export * from './layout.ts';
export * from './options.ts';
export * from './state.ts';
export * from './dom.ts';
export * from './slide-url.ts';
