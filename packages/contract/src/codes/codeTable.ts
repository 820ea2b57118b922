/** A code table: a frozen name -> value object, as the spec lists it. */
export type CodeTable = Readonly<Record<string, number | string>>;

/** The union of the values of a code table. */
export type CodeOf<T extends CodeTable> = T[keyof T];

/** The values of a table in the order the spec lists them. */
export function codeValues<T extends CodeTable>(table: T): CodeOf<T>[] {
  return Object.values(table) as CodeOf<T>[];
}

/** Whether a value read from the wire is one of the table's codes (no coercion: '1' is not 1). */
export function isCode<T extends CodeTable>(table: T, value: unknown): value is CodeOf<T> {
  return (Object.values(table) as unknown[]).includes(value);
}

/** The name of a code in its table (`codeName(USER_TYPE, 12)` is `'STUDENT'`), or undefined. */
export function codeName<T extends CodeTable>(table: T, value: unknown): keyof T | undefined {
  return (Object.keys(table) as (keyof T)[]).find((name) => table[name] === value);
}
