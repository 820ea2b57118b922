import { describe, expect, it } from 'vitest';
import { codeName, codeValues, isCode } from './codeTable.ts';

const TABLE = { A: 1, B: 2, C: 'c' } as const;

describe('code table helpers', () => {
  it('lists the values in order', () => {
    expect(codeValues(TABLE)).toEqual([1, 2, 'c']);
  });
  it('recognises a code without coercing strings to numbers', () => {
    expect(isCode(TABLE, 2)).toBe(true);
    expect(isCode(TABLE, '2')).toBe(false);
    expect(isCode(TABLE, 3)).toBe(false);
    expect(isCode(TABLE, 'c')).toBe(true);
  });
  it('names a code', () => {
    expect(codeName(TABLE, 'c')).toBe('C');
    expect(codeName(TABLE, 9)).toBeUndefined();
  });
});
