import { describe, expect, it } from 'vitest';
import { BOOK_KIND, BOOK_STATUS, BOOK_USAGE, bookKindOf } from './books.ts';

describe('book code tables', () => {
  it('book kinds (foundation.md §9)', () => {
    expect(BOOK_KIND).toEqual({ TEXTBOOK: 1, WORKBOOK: 2 });
  });
  it('book usage, the bookType field (foundation.md §9, screens.md §3)', () => {
    expect(BOOK_USAGE).toEqual({ CLASS: 1, TASK: 2, TEST: 3 });
  });
  it('book status (screens.md §3)', () => {
    expect(BOOK_STATUS).toEqual({ WRITING: 0, COMPLETED: 1, USED: 2 });
  });
  it('reads the kind from questionCount', () => {
    expect(bookKindOf(0)).toBe(BOOK_KIND.TEXTBOOK);
    expect(bookKindOf(12)).toBe(BOOK_KIND.WORKBOOK);
  });
});
