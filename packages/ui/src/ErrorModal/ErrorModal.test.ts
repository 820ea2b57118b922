import { describe, expect, it } from 'vitest';
import { errorModalText, MISSING_CODE_MARK } from './errorModalText.ts';

describe('errorModalText (screens.md §2.6 generic error modal)', () => {
  it('shows the default text with the code and the contact line for an uncatalogued code', () => {
    expect(errorModalText('WB-500-999', { locale: 'en' })).toEqual({
      lines: ['An error has occurred. [WB-500-999]', 'Please contact the administrator.'],
      codeLine: undefined,
    });
  });

  it('puts a dash in place of a missing code', () => {
    for (const code of [undefined, null, '']) {
      const { lines, codeLine } = errorModalText(code, { locale: 'ko' });
      expect(lines).toEqual(['오류가 발생했습니다. [-]', '관리자에게 문의해 주세요.']);
      expect(codeLine).toBeUndefined();
    }
    expect(MISSING_CODE_MARK).toBe('-');
  });

  it("shows a code's own text, with the code on a line of its own", () => {
    const { lines, codeLine } = errorModalText('WB-400-401', { locale: 'en' });
    expect(lines).toEqual(['You have selected more files than can be uploaded.']);
    expect(codeLine).toBe('WB-400-401');
  });

  it('uses the text of the call the error came from', () => {
    expect(errorModalText('WB-403-105', { locale: 'en', context: 'roomRemoval' }).lines).toEqual([
      'You do not have permission to delete.',
    ]);
  });

  it('prefers a given message and still shows the code', () => {
    expect(errorModalText('WB-400-212', { locale: 'en', message: 'Server said no.' })).toEqual({
      lines: ['Server said no.'],
      codeLine: 'WB-400-212',
    });
    expect(errorModalText(undefined, { locale: 'en', message: 'Line one\nLine two' })).toEqual({
      lines: ['Line one', 'Line two'],
      codeLine: undefined,
    });
  });

  it('ignores a blank message', () => {
    expect(errorModalText('WB-400-401', { locale: 'en', message: '  ' }).lines).toEqual([
      'You have selected more files than can be uploaded.',
    ]);
  });
});
