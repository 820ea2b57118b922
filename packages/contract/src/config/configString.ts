/**
 * The configuration string of foundation.md §3: "key=value pairs separated by &, values
 * separated by comma, groups separated by |. Escapes: %26, %3d, %2c, %7c, %25."
 *
 * `A=1,2|3&B=x` reads as A -> [['1','2'],['3']], B -> [['x']].
 *
 * Decided here (the spec leaves these open), each assumed:
 * - The empty string is a valid configuration with no keys (a company may have none).
 * - A key is 1+ characters of `A-Z a-z 0-9 _ . -` (every key the spec names is upper-case snake);
 *   keys are never escaped. An empty key, a pair without `=` and so an empty pair (`&&`, a
 *   trailing `&`) are faults.
 * - Values may be empty: `A=` is [['']], `A=,|` is [['',''],['']]. So every value has at least
 *   one group and every group at least one value; `formatConfigString` writes an empty list of
 *   groups or of values as one empty value, which reads back as [['']].
 * - A key given twice is a fault at the second one (which would win is anyone's guess).
 * - A raw `=` inside a value is a fault: the spec gives it an escape (%3d), so a raw one means
 *   the string was not written by the rules.
 * - Only the five escapes exactly as the spec spells them (lower case) are decoded; `%3D`, `%20`
 *   or a `%` near the end are faults at the `%`, as issue 3 says of "any other % sequence".
 *   So every string `parseConfigString` accepts is the one `formatConfigString` writes back.
 * - Nothing is trimmed: spaces are part of keys' neighbours and values.
 * - Positions count UTF-16 code units from 0, as JavaScript string indexes do.
 */

/** Each key's value: a list of groups, each a list of values. */
export type ConfigGroups = string[][];
export type ConfigValue = Map<string, ConfigGroups>;

/** What `formatConfigString` accepts: a map or a plain object of groups. */
export type ConfigInput =
  | ReadonlyMap<string, readonly (readonly string[])[]>
  | Readonly<Record<string, readonly (readonly string[])[]>>;

export interface ConfigFault {
  /** Index in the text of the first fault. */
  position: number;
  /** For developers and logs; not shown to users. */
  message: string;
}

export type ConfigParseResult =
  | { ok: true; value: ConfigValue }
  | { ok: false; error: ConfigFault };

/** The five escapes of foundation.md §3, spelled exactly as the spec writes them. */
export const CONFIG_ESCAPES = {
  '&': '%26',
  '=': '%3d',
  ',': '%2c',
  '|': '%7c',
  '%': '%25',
} as const;

const DECODE: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CONFIG_ESCAPES).map(([char, written]) => [written, char]),
);

const KEY_CHAR = /[A-Za-z0-9_.-]/;
const KEY = /^[A-Za-z0-9_.-]+$/;

export function isConfigKey(key: string): boolean {
  return KEY.test(key);
}

function fault(position: number, message: string): ConfigParseResult {
  return { ok: false, error: { position, message } };
}

function describeChar(char: string | undefined): string {
  return char === undefined ? 'the end' : JSON.stringify(char);
}

/** Reads a configuration string. Never throws: a fault comes back with its position. */
export function parseConfigString(text: string): ConfigParseResult {
  const value: ConfigValue = new Map();
  if (typeof text !== 'string') return fault(0, 'not a string');
  if (text === '') return { ok: true, value };
  let pos = 0;
  for (;;) {
    const keyStart = pos;
    while (pos < text.length && KEY_CHAR.test(text.charAt(pos))) pos++;
    if (pos === keyStart) return fault(pos, `expected a key, found ${describeChar(text[pos])}`);
    if (text[pos] !== '=') {
      return fault(pos, `expected "=" after the key, found ${describeChar(text[pos])}`);
    }
    const key = text.slice(keyStart, pos);
    if (value.has(key)) return fault(keyStart, `duplicate key ${key}`);
    pos++;

    const groups: ConfigGroups = [[]];
    let current = '';
    for (;;) {
      const char = text[pos];
      if (char === undefined || char === '&') {
        groups.at(-1)?.push(current);
        break;
      }
      if (char === ',') {
        groups.at(-1)?.push(current);
        current = '';
        pos++;
      } else if (char === '|') {
        groups.at(-1)?.push(current);
        groups.push([]);
        current = '';
        pos++;
      } else if (char === '=') {
        return fault(pos, 'raw "=" in a value (the spec escapes it as %3d)');
      } else if (char === '%') {
        const sequence = text.slice(pos, pos + 3);
        const decoded = DECODE[sequence];
        if (decoded === undefined) {
          return fault(
            pos,
            `unknown escape ${JSON.stringify(sequence)} (only %26 %3d %2c %7c %25)`,
          );
        }
        current += decoded;
        pos += 3;
      } else {
        current += char;
        pos++;
      }
    }
    value.set(key, groups);
    if (pos >= text.length) return { ok: true, value };
    pos++; // the '&'
  }
}

function escapeValue(text: string): string {
  return text.replace(/[&=,|%]/g, (char) => CONFIG_ESCAPES[char as keyof typeof CONFIG_ESCAPES]);
}

function entriesOf(value: ConfigInput): [string, readonly (readonly string[])[]][] {
  return value instanceof Map ? [...value.entries()] : Object.entries(value);
}

/**
 * Writes a configuration string in the order of the entries. A key outside the key charset is a
 * programming error and throws a RangeError: there is no way to write it that reads back.
 */
export function formatConfigString(value: ConfigInput): string {
  return entriesOf(value)
    .map(([key, groups]) => {
      if (!isConfigKey(key))
        throw new RangeError(`Not a configuration key: ${JSON.stringify(key)}`);
      const written = (groups.length > 0 ? groups : [[]]).map((group) =>
        (group.length > 0 ? group : ['']).map(escapeValue).join(','),
      );
      return `${key}=${written.join('|')}`;
    })
    .join('&');
}
