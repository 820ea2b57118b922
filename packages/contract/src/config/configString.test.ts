import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONFIG_ESCAPES, formatConfigString, parseConfigString } from './configString.ts';

const SPECIALS = ['&', '=', ',', '|', '%', '%26', '%3d', '%2c', '%7c', '%25', '%3D', '%2'];
/** Any text: the structural characters, escapes, and any Unicode (Korean, emoji, controls). */
const anyText = fc
  .array(
    fc.oneof(
      fc.constantFrom(...SPECIALS),
      fc.string({ maxLength: 2 }),
      fc.string({ unit: 'binary', maxLength: 2 }),
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(''));
const key = fc.stringMatching(/^[A-Za-z0-9_.-]{1,12}$/);
const groups = fc.array(fc.array(anyText, { minLength: 1, maxLength: 4 }), {
  minLength: 1,
  maxLength: 4,
});
const configValue = fc
  .uniqueArray(fc.tuple(key, groups), { selector: ([name]) => name, maxLength: 6 })
  .map((entries) => new Map(entries));

/** Valid text built from the grammar itself, not through formatConfigString. */
const safeChar = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 1 })
  .filter((c) => !/[&=,|%]/.test(c));
const valueText = fc
  .array(fc.oneof(safeChar, fc.constantFrom(...Object.values(CONFIG_ESCAPES))), { maxLength: 5 })
  .map((parts) => parts.join(''));
const groupsText = fc
  .array(
    fc.array(valueText, { minLength: 1, maxLength: 3 }).map((values) => values.join(',')),
    { minLength: 1, maxLength: 3 },
  )
  .map((list) => list.join('|'));
const configText = fc
  .uniqueArray(fc.tuple(key, groupsText), { selector: ([name]) => name, maxLength: 5 })
  .map((pairs) => pairs.map(([name, text]) => `${name}=${text}`).join('&'));

describe('parseConfigString (foundation.md §3)', () => {
  it('reads pairs, groups and values', () => {
    expect(parseConfigString('A=1,2|3&B=x')).toEqual({
      ok: true,
      value: new Map([
        ['A', [['1', '2'], ['3']]],
        ['B', [['x']]],
      ]),
    });
  });
  it('decodes exactly the five escapes', () => {
    const result = parseConfigString('K=a%26b%3dc%2cd%7ce%25f');
    expect(result).toEqual({ ok: true, value: new Map([['K', [['a&b=c,d|e%f']]]]) });
  });
  it('does not decode an escape twice', () => {
    expect(parseConfigString('K=%252c')).toEqual({ ok: true, value: new Map([['K', [['%2c']]]]) });
  });
  it('reads the empty string as no keys (assumed)', () => {
    expect(parseConfigString('')).toEqual({ ok: true, value: new Map() });
  });
  it('reads empty values (assumed)', () => {
    expect(parseConfigString('A=&B=,|')).toEqual({
      ok: true,
      value: new Map([
        ['A', [['']]],
        ['B', [['', ''], ['']]],
      ]),
    });
  });
  it.each([
    ['K=%3D', 2, 'upper-case escape'],
    ['K=a%20b', 3, 'another escape'],
    ['K=ab%2', 4, 'a cut escape'],
    ['K=%', 2, 'a lone %'],
    ['K=%3d%zz', 5, 'the second escape'],
    ['=1', 0, 'an empty key'],
    ['A', 1, 'a pair without ='],
    ['A=1&', 4, 'a trailing &'],
    ['A=1&&B=2', 4, 'an empty pair'],
    ['A=1&A=2', 4, 'a duplicate key'],
    ['A=b=c', 3, 'a raw = in a value'],
    ['a b=1', 1, 'a space in a key'],
    ['WEB_한=1', 4, 'a key outside the charset'],
  ])('faults %s at %i (%s)', (text, position) => {
    const result = parseConfigString(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.position).toBe(position);
      expect(result.error.message).not.toBe('');
    }
  });
  it('never throws, and a fault lies within the text', () => {
    const text = fc
      .array(fc.oneof(fc.constantFrom(...SPECIALS, 'A', 'B_1'), fc.string({ maxLength: 2 })), {
        maxLength: 12,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (input) => {
        const result = parseConfigString(input);
        if (!result.ok) {
          expect(result.error.position).toBeGreaterThanOrEqual(0);
          expect(result.error.position).toBeLessThanOrEqual(input.length);
        }
      }),
    );
  });
  it('refuses what is not a string without throwing', () => {
    expect(parseConfigString(null as unknown as string).ok).toBe(false);
  });
});

describe('formatConfigString', () => {
  it('writes the escapes as the spec spells them', () => {
    expect(formatConfigString(new Map([['K', [['a&b=c,d|e%f']]]]))).toBe('K=a%26b%3dc%2cd%7ce%25f');
  });
  it('writes pairs in order, from a map or an object', () => {
    expect(formatConfigString({ B: [['1']], A: [['x', 'y'], ['z']] })).toBe('B=1&A=x,y|z');
    expect(formatConfigString(new Map())).toBe('');
  });
  it('writes no groups, or an empty group, as one empty value (assumed)', () => {
    expect(formatConfigString({ A: [], B: [[], ['x']] })).toBe('A=&B=|x');
  });
  it('throws on a key it cannot write', () => {
    expect(() => formatConfigString({ 'A=B': [['1']] })).toThrow(RangeError);
    expect(() => formatConfigString({ '': [['1']] })).toThrow(RangeError);
  });
});

describe('round trips (fast-check)', () => {
  it('parse(format(v)) gives back v', () => {
    fc.assert(
      fc.property(configValue, (value) => {
        expect(parseConfigString(formatConfigString(value))).toEqual({ ok: true, value });
      }),
    );
  });
  it('format(parse(s)) gives back every string format writes', () => {
    fc.assert(
      fc.property(configValue, (value) => {
        const text = formatConfigString(value);
        const result = parseConfigString(text);
        expect(result.ok && formatConfigString(result.value)).toBe(text);
      }),
    );
  });
  it('format(parse(s)) gives back every valid string, however it was made', () => {
    fc.assert(
      fc.property(configText, (text) => {
        const result = parseConfigString(text);
        expect(result.ok).toBe(true);
        expect(result.ok && formatConfigString(result.value)).toBe(text);
      }),
    );
  });
});
