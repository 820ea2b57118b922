import { describe, expect, it } from 'vitest';
import { RICH_TEXT_LINK, safeEditorImageSrc } from './richText.ts';
import { safeUrl } from './safeUrl.ts';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('editor images', () => {
  it('keeps the data URLs the editor writes and images on the web', () => {
    expect(safeEditorImageSrc(PNG)).toBe(PNG);
    expect(safeEditorImageSrc('data:image/jpeg;base64,/9j/4AAQ')).toBe(
      'data:image/jpeg;base64,/9j/4AAQ',
    );
    expect(safeEditorImageSrc('data:image/gif;base64,R0lGODlhAQABAAAAACw=')).toBe(
      'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    );
    expect(safeEditorImageSrc('https://example.test/a.png')).toBe('https://example.test/a.png');
  });

  it.each([
    ['an SVG data URL', 'data:image/svg+xml;base64,PHN2Zy8+'],
    ['an SVG data URL in text', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['an HTML data URL', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['an image type the editor never writes', 'data:image/webp;base64,UklGRg=='],
    ['a data URL with a parameter', 'data:image/png;charset=utf-8;base64,iVBO'],
    ['a data URL that is not base64', 'data:image/png,%3Cscript%3E'],
    ['an upper-case scheme', 'DATA:text/html;base64,PHNjcmlwdD4='],
    ['javascript:', 'javascript:alert(1)'],
    ['a site path', '/files/a.png'],
    ['not a string', 42],
  ])('refuses %s', (_what, value) => {
    expect(safeEditorImageSrc(value)).toBeNull();
  });

  it('links in rich text lead to a page or an e-mail only', () => {
    expect(safeUrl('mailto:a@example.test', RICH_TEXT_LINK)).toBe('mailto:a@example.test');
    expect(safeUrl('https://example.test', RICH_TEXT_LINK)).toBe('https://example.test');
    expect(safeUrl('tel:0212345678', RICH_TEXT_LINK)).toBeNull();
    expect(safeUrl('/help', RICH_TEXT_LINK)).toBeNull();
  });
});
