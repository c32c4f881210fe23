/**
 * The enumerations of SPEC §2–§4, the one source of truth for the server and the browser
 * runtime. Each is an `as const` table (`PageType.NOT_FOUND === 100`), a type of its values,
 * and lookups built by `defineEnum` (`PageTypeEnum.name(100) === 'NOT_FOUND'`; an unknown value
 * throws `InvalidEnumError`). The tables live by domain in ./enums/.
 */
export * from './enums/define.ts';
export * from './enums/pages.ts';
export * from './enums/views.ts';
export * from './enums/blocks.ts';
export * from './enums/collections.ts';
export * from './enums/commerce.ts';
export * from './enums/site.ts';
export * from './enums/analytics.ts';
export * from './enums/forms.ts';
export * from './enums/gallery.ts';
export * from './enums/media.ts';
export * from './enums/misc.ts';
export * from './enums/cookie-banner.ts';
export { allEnums } from './enums/all.ts';

/** Values of an `as const` enumeration object, as a tuple for schemas (`v.picklist`). */
export function enumValues<T extends Record<string, number>>(e: T): T[keyof T][] {
  return Object.values(e) as T[keyof T][];
}
