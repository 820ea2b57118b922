import { BOOK_KIND } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { answersText, parseAnswerKey, serializeAnswerKey, withPageAnswers } from './answerKey.ts';
import {
  bookNameFault,
  copyNameFault,
  defaultBookFilters,
  isOwnBook,
  pageFileParts,
  questionCountFor,
  textbookPageSize,
  viewStartOf,
} from './bookRules.ts';

describe('textbook list rules', () => {
  it('searches from the same day a year ago to today by default (screens.md §9)', () => {
    expect(defaultBookFilters(new Date(2026, 10, 22, 15, 30))).toEqual({
      start: '2025-11-22',
      end: '2026-11-22',
      keyword: '',
    });
    // A leap day falls back to the last day of February.
    expect(defaultBookFilters(new Date(2028, 1, 29)).start).toBe('2027-02-28');
  });

  it('keeps page sizes within 10 to 50, 30 otherwise', () => {
    expect(textbookPageSize(10)).toBe(10);
    expect(textbookPageSize(50)).toBe(50);
    expect(textbookPageSize(100)).toBe(30);
    expect(textbookPageSize(5)).toBe(30);
  });

  it('lets only the author change a book (screens.md §6)', () => {
    expect(isOwnBook({ regUser: { userIdx: 7 } }, 7)).toBe(true);
    expect(isOwnBook({ regUser: { userIdx: 8 } }, 7)).toBe(false);
    expect(isOwnBook({ regUser: null }, 7)).toBe(false);
    expect(isOwnBook({ regUser: { userIdx: 7 } }, null)).toBe(false);
  });

  it('requires a book name of at most 50 and a non-empty copy name (screens.md §5)', () => {
    expect(bookNameFault('')?.key).toBe('valid.required');
    expect(bookNameFault('   ')?.key).toBe('valid.required');
    expect(bookNameFault('가'.repeat(50))).toBeNull();
    expect(bookNameFault('가'.repeat(51))?.key).toBe('valid.maxLength');
    expect(copyNameFault(' ')?.key).toBe('valid.required');
    expect(copyNameFault('사본')).toBeNull();
  });

  it('sends a textbook as one page file and a workbook as worksheet then quick answers', () => {
    const textbook = new File(['a'], 'book.pdf');
    const worksheet = new File(['b'], 'unit_worksheet.pdf');
    const answers = new File(['c'], 'unit_answer.pdf');
    expect(pageFileParts(BOOK_KIND.TEXTBOOK, { textbook })).toEqual({ pageFile_1: textbook });
    expect(
      pageFileParts(BOOK_KIND.WORKBOOK, { worksheet, quickAnswer: answers, textbook }),
    ).toEqual({ pageFile_1: worksheet, pageFile_2: answers });
    expect(pageFileParts(BOOK_KIND.WORKBOOK, { quickAnswer: answers })).toEqual({
      pageFile_2: answers,
    });
    expect(questionCountFor(BOOK_KIND.TEXTBOOK)).toBe(0);
    expect(questionCountFor(BOOK_KIND.WORKBOOK)).toBeUndefined();
  });

  it('opens the detail pages at the view of a chosen index page', () => {
    expect(viewStartOf(1)).toBe(1);
    expect(viewStartOf(10)).toBe(1);
    expect(viewStartOf(11)).toBe(11);
    expect(viewStartOf(0)).toBe(1);
  });
});

describe('answer key', () => {
  const seeded = JSON.stringify([
    {
      pageNo: 1,
      answers: [
        { no: 1, answer: '①' },
        { no: 2, answer: '③' },
      ],
    },
    { pageNo: 2, answers: [{ no: 3, answer: '②' }] },
  ]);

  it('reads the pages of the key and ignores what it does not understand', () => {
    expect(parseAnswerKey(seeded)).toHaveLength(2);
    expect(parseAnswerKey('[{"pageNo":0,"answers":[]},{"pageNo":2,"answers":"x"}]')).toEqual([]);
    expect(parseAnswerKey('{"1":["a"]}')).toEqual([]);
    expect(parseAnswerKey('not json')).toEqual([]);
    expect(parseAnswerKey(null)).toEqual([]);
    expect(answersText(parseAnswerKey(seeded), 1)).toBe('①\n③');
    expect(answersText(parseAnswerKey(seeded), 5)).toBe('');
  });

  it('replaces one page as lines and numbers the questions through the book again', () => {
    const edited = withPageAnswers(parseAnswerKey(seeded), 1, ' ④ \n\n ⑤\n②\n');
    expect(edited).toEqual([
      {
        pageNo: 1,
        answers: [
          { no: 1, answer: '④' },
          { no: 2, answer: '⑤' },
          { no: 3, answer: '②' },
        ],
      },
      { pageNo: 2, answers: [{ no: 4, answer: '②' }] },
    ]);
    const added = withPageAnswers(edited, 0 + 3, '①');
    expect(added.map((page) => page.pageNo)).toEqual([1, 2, 3]);
    expect(added[2]?.answers).toEqual([{ no: 5, answer: '①' }]);
    expect(withPageAnswers(added, 2, '  \n').map((page) => page.pageNo)).toEqual([1, 3]);
    expect(JSON.parse(serializeAnswerKey(added))).toEqual(added);
  });
});
