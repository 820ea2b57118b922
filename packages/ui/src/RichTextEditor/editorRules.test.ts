import { describe, expect, it } from 'vitest';
import { editorImageAlt, fitEditorImage, isEditorImageType } from './editorImage.ts';
import { editorLinkHref } from './editorLink.ts';

describe('the link field of the rich-text editor', () => {
  it('takes http, https and mailto links as typed', () => {
    expect(editorLinkHref(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1');
    expect(editorLinkHref('http://example.com')).toBe('http://example.com');
    expect(editorLinkHref('mailto:office@example.com')).toBe('mailto:office@example.com');
  });

  it('completes an address typed without a scheme', () => {
    expect(editorLinkHref('example.com/schedule')).toBe('https://example.com/schedule');
    expect(editorLinkHref('office@example.com')).toBe('mailto:office@example.com');
  });

  it('refuses every other scheme, a path and nothing (RICH_TEXT_LINK)', () => {
    for (const typed of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html;base64,PHA+',
      'vbscript:msgbox',
      'ftp://example.com',
      'tel:01012345678',
      '/help',
      '//evil.example',
      'help',
      '',
      '   ',
    ]) {
      expect(editorLinkHref(typed), typed).toBeNull();
    }
  });
});

describe('the images of the rich-text editor', () => {
  it('draws an image at most 1000 px wide, in proportion, never enlarged', () => {
    expect(fitEditorImage(4000, 3000)).toEqual({ width: 1000, height: 750 });
    expect(fitEditorImage(1001, 2)).toEqual({ width: 1000, height: 2 });
    expect(fitEditorImage(5000, 1)).toEqual({ width: 1000, height: 1 });
    expect(fitEditorImage(1000, 1400)).toEqual({ width: 1000, height: 1400 });
    expect(fitEditorImage(320, 180)).toEqual({ width: 320, height: 180 });
  });

  it('takes the contract editor image types only', () => {
    expect(['image/jpeg', 'image/png', 'image/gif'].every(isEditorImageType)).toBe(true);
    expect(['image/svg+xml', 'image/webp', 'text/html', ''].some(isEditorImageType)).toBe(false);
  });

  it('names an image after its file', () => {
    expect(editorImageAlt('교실 배치도.png')).toBe('교실 배치도');
    expect(editorImageAlt('.hidden')).toBe('.hidden');
  });
});
