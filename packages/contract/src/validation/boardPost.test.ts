import { describe, expect, it } from 'vitest';
import { isBlankRichText, richTextOf, validateBoardPost } from './boardPost.ts';

const now = new Date(2026, 10, 28, 15, 30, 0);
const valid = { title: '공지', content: '<p>본문</p>', period: null, now };

describe('isBlankRichText (screens.md §5 "content required")', () => {
  it('reads the editor empty paragraph, spaces and fillers as empty', () => {
    expect(isBlankRichText('')).toBe(true);
    expect(isBlankRichText('<p></p>')).toBe(true);
    expect(isBlankRichText('<p>&nbsp; </p><p>\u200b</p>')).toBe(true);
  });
  it('takes text or an image as content', () => {
    expect(isBlankRichText('<p>a</p>')).toBe(false);
    expect(isBlankRichText('<p><img src="data:image/png;base64,AA"></p>')).toBe(false);
  });
  it('reads the text with its entities', () => {
    expect(richTextOf('<p>a &amp; b</p><p>&lt;c&gt;</p>')).toBe('a & b <c>');
  });
});

describe('validateBoardPost (screens.md §5 Board editor)', () => {
  it('asks for a title and content', () => {
    expect(validateBoardPost(valid)).toEqual({});
    expect(validateBoardPost({ ...valid, title: '  ', content: '<p></p>' })).toEqual({
      title: { key: 'valid.required' },
      content: { key: 'valid.required' },
    });
  });
  it('takes a period from today to one year ahead, start not after end', () => {
    const period = (start: string, end: string) =>
      validateBoardPost({ ...valid, period: { start, end } });
    expect(period('2026-11-28', '2026-11-28')).toEqual({});
    expect(period('2026-11-28', '2027-11-28')).toEqual({});
    expect(period('2026-11-27', '2026-12-01').start?.key).toBe('valid.startBeforeToday');
    expect(period('2026-12-02', '2026-12-01').end?.key).toBe('valid.dateOrder');
    expect(period('2026-11-28', '2027-11-29').end?.key).toBe('valid.publishPeriodMax');
    expect(period('', '').start?.key).toBe('valid.required');
    expect(period('', '').end?.key).toBe('valid.required');
  });
  it('keeps the past start of a modified post', () => {
    const faults = validateBoardPost({
      ...valid,
      period: { start: '2026-11-20', end: '2026-12-01' },
      savedStart: '2026-11-20 09:00:00',
    });
    expect(faults).toEqual({});
  });
});
