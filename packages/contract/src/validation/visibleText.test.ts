import { describe, expect, it } from 'vitest';
import { validateMemo, validateName, validateTitle } from './text.ts';
import { isBlank, withoutBidiControls } from './visibleText.ts';

describe('isBlank: required means visible characters', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'spaces'],
    ['\u200b\u200b', 'zero-width spaces'],
    ['\u200c\u200d\u2060\ufeff', 'joiners, word joiner and byte-order mark'],
    ['\u3164', 'the Hangul filler'],
    ['\u115f\u1160', 'the Hangul choseong and jungseong fillers'],
    ['\u202e\u200f', 'bidirectional controls'],
    ['\u00a0\u3000\t\n', 'no-break and ideographic spaces, tab and newline'],
    ['\u2800', 'the blank Braille pattern'],
  ])('%j (%s) is blank', (text) => {
    expect(isBlank(text)).toBe(true);
  });

  it.each(['김', 'a', '1', '.', '\u200b김\u200b', 'ㄱ'])('%j is not', (text) => {
    expect(isBlank(text)).toBe(false);
  });

  it('makes a name, a title or a memo of zero-width characters fail "required"', () => {
    for (const validate of [validateName, validateTitle, validateMemo]) {
      expect(validate('\u200b\u3164\u200b')?.key).toBe('valid.required');
    }
  });
});

describe('withoutBidiControls', () => {
  it('shows a file name in the order it is stored, not reversed by an override', () => {
    expect(withoutBidiControls('invoice\u202efdp.exe')).toBe('invoicefdp.exe');
    expect(withoutBidiControls('\u2067abc\u2069\u200e')).toBe('abc');
  });

  it('leaves other text alone', () => {
    expect(withoutBidiControls('수학 1-1 워크북.pdf')).toBe('수학 1-1 워크북.pdf');
  });
});
