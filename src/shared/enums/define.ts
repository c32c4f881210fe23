/**
 * The one helper behind every enumeration: an `as const` table gets a reverse lookup, a guard,
 * a checked conversion and a fallback. Looking up an unknown value throws `InvalidEnumError`
 * (SPEC §8 "Invalid enum action throws").
 */

/** An enumeration table: constant names to numbers or strings. */
export type EnumTable = Readonly<Record<string, string | number>>;

/** The union of the values of an enumeration table. */
export type EnumValue<T extends EnumTable> = T[keyof T];

/** Thrown when a value is not a member of an enumeration; carries the enum name and the value. */
export class InvalidEnumError extends Error {
  readonly code = 'INVALID_ENUM';
  readonly enumName: string;
  readonly value: unknown;
  constructor(enumName: string, value: unknown) {
    super(`${enumName}: ${describe(value)} is not a valid value`);
    this.name = 'InvalidEnumError';
    this.enumName = enumName;
    this.value = value;
  }
}

/** Lookups over one enumeration table (see `defineEnum`). */
export interface Enum<T extends EnumTable> {
  /** The enumeration's name, as carried by `InvalidEnumError`. */
  readonly enumName: string;
  /** The table itself. */
  readonly table: T;
  /** Every member, in table order. */
  readonly values: readonly EnumValue<T>[];
  /** True when `value` is a member (strict: '1' is not 1). */
  is(value: unknown): value is EnumValue<T>;
  /** The constant name of a member, e.g. `PageTypeEnum.name(100) === 'NOT_FOUND'`; throws otherwise. */
  name(value: unknown): keyof T & string;
  /** The value itself when it is a member; throws `InvalidEnumError` otherwise. */
  of(value: unknown): EnumValue<T>;
  /** The value when it is a member, else `fallback`. */
  or<F>(value: unknown, fallback: F): EnumValue<T> | F;
}

/** Any enumeration's lookups, with the member types widened (for lists of enumerations). */
export interface AnyEnum {
  readonly enumName: string;
  readonly table: EnumTable;
  readonly values: readonly (string | number)[];
  is(value: unknown): boolean;
  name(value: unknown): string;
  of(value: unknown): string | number;
}

/** Builds the lookups of an enumeration; values must be unique. Example: `defineEnum('Units', Units)`. */
export function defineEnum<const T extends EnumTable>(enumName: string, table: T): Enum<T> {
  const names = new Map<unknown, keyof T & string>();
  for (const key of Object.keys(table)) {
    const value = table[key];
    if (names.has(value)) throw new Error(`${enumName}: duplicate value ${String(value)}`);
    names.set(value, key as keyof T & string);
  }
  const is = (value: unknown): value is EnumValue<T> => names.has(value);
  return {
    enumName,
    table,
    values: Object.freeze([...names.keys()]) as readonly EnumValue<T>[],
    is,
    name(value) {
      const name = names.get(value);
      if (name === undefined) throw new InvalidEnumError(enumName, value);
      return name;
    },
    // The table's own value is returned, not the argument: a Map finds -0 under 0, and a
    // member must come back as the table holds it (Object.is), whatever the caller passed.
    of(value) {
      const name = names.get(value);
      if (name === undefined) throw new InvalidEnumError(enumName, value);
      return table[name];
    },
    or(value, fallback) {
      const name = names.get(value);
      return name === undefined ? fallback : table[name];
    },
  };
}

/** A short, never-throwing description of any value for an error message. */
function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
  if (value === null || ['number', 'boolean', 'bigint', 'undefined'].includes(typeof value)) return String(value);
  return `(${typeof value})`;
}
