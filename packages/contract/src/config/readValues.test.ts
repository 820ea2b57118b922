import { describe, expect, it } from 'vitest';
import { firstValue, readHttpUrl, readInteger, readLink, readText } from './readValues.ts';

describe('value readers', () => {
  it('firstValue takes the first value of the first group', () => {
    const config = new Map([['K', [['a', 'b'], ['c']]]]);
    expect(firstValue(config, 'K')).toBe('a');
    expect(firstValue(config, 'X')).toBeUndefined();
  });
  it('readInteger reads plain decimal integers only', () => {
    expect(readInteger('1')).toBe(1);
    expect(readInteger('-3')).toBe(-3);
    expect(readInteger('007')).toBe(7);
    expect(readInteger('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(readInteger('9007199254740993')).toBeUndefined();
    for (const text of ['', ' 1', '1.5', '1e3', 'x', '0x10', undefined]) {
      expect(readInteger(text)).toBeUndefined();
    }
  });
  it('readText refuses blank text', () => {
    expect(readText(' ')).toBeUndefined();
    expect(readText('x')).toBe('x');
  });
  it('readHttpUrl keeps http(s) URLs and refuses other schemes', () => {
    expect(readHttpUrl('https://help.example.com/a')).toBe('https://help.example.com/a');
    expect(readHttpUrl(' http://x.test ')).toBe('http://x.test');
    expect(readHttpUrl('javascript:alert(1)')).toBeUndefined();
    expect(readHttpUrl('/relative')).toBeUndefined();
    expect(readHttpUrl('')).toBeUndefined();
  });
  it('readLink keeps http(s) URLs and paths of this site, and refuses other sites and schemes', () => {
    expect(readLink('https://help.example.com/a')).toBe('https://help.example.com/a');
    expect(readLink(' /demo-pages/help.html#contact ')).toBe('/demo-pages/help.html#contact');
    expect(readLink('/')).toBe('/');
    for (const text of [
      '//evil.test/x',
      '/\\evil.test',
      'help.html',
      'javascript:alert(1)',
      '/a b',
      '',
      undefined,
    ]) {
      expect(readLink(text), String(text)).toBeUndefined();
    }
  });
});
