import { describe, expect, it } from 'vitest';
import { BOOK_KIND } from '../codes/books.ts';
import { bookPdfRule, bookPdfSlots, missingBookPdfs } from './bookUpload.ts';
import { checkUpload } from './upload.ts';

const MB = 1024 * 1024;
const pdf = (name: string, size = 1000) => ({ name, size });

describe('book PDFs (screens.md §5 Upload)', () => {
  it('asks a workbook for a worksheet and a quick-answer PDF, a textbook for one', () => {
    expect(bookPdfSlots(BOOK_KIND.WORKBOOK)).toEqual(['worksheet', 'quickAnswer']);
    expect(bookPdfSlots(BOOK_KIND.TEXTBOOK)).toEqual(['textbook']);
  });

  it('takes one PDF of up to 100 MB at a time', () => {
    const rule = bookPdfRule('textbook');
    expect(rule.maxFiles).toBe(1);
    expect(checkUpload([pdf('book.pdf', 100 * MB)], rule).accepted).toHaveLength(1);
    const over = checkUpload([pdf('book.pdf', 100 * MB + 1)], rule).rejected[0];
    expect(over?.rule).toBe('size');
    expect(over?.fault).toEqual({ key: 'valid.fileSize', params: { max: '100 MB' } });
    expect(checkUpload([pdf('a.pdf'), pdf('b.pdf')], rule).rejected[0]?.rule).toBe('count');
  });

  it('refuses jfif as a type and other extensions with the list', () => {
    const rule = bookPdfRule('textbook');
    expect(checkUpload([pdf('scan.jfif')], rule).rejected[0]?.fault.key).toBe('valid.fileType');
    expect(checkUpload([pdf('scan.png')], rule).rejected[0]?.fault).toEqual({
      key: 'valid.fileExtension',
      params: { list: 'pdf' },
    });
  });

  it('holds each workbook PDF to its own suffixes', () => {
    expect(checkUpload([pdf('수학_문제.pdf')], bookPdfRule('worksheet')).accepted).toHaveLength(1);
    const wrong = checkUpload([pdf('수학_빠른정답.pdf')], bookPdfRule('worksheet')).rejected[0];
    expect(wrong?.rule).toBe('suffix');
    expect(wrong?.fault.params).toEqual({ list: '_문제, _worksheet' });
    expect(checkUpload([pdf('math_answer.PDF')], bookPdfRule('quickAnswer')).accepted).toHaveLength(
      1,
    );
  });

  it('names the PDFs still missing', () => {
    expect(missingBookPdfs(BOOK_KIND.WORKBOOK, { worksheet: {} })).toEqual(['quickAnswer']);
    expect(missingBookPdfs(BOOK_KIND.TEXTBOOK, { textbook: {} })).toEqual([]);
  });
});
