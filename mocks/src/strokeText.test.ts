import { BRANDING_IMAGE } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { answersOf } from './db/areas/books.ts';
import { createDb } from './db/index.ts';
import {
  answerKeySvg,
  answerPageSvg,
  bookPageSvg,
  pdfPlaceholderSvg,
} from './handlers/bookImages.ts';
import { brandingImageSvg } from './handlers/company.ts';
import { notePages, pageImageSvg } from './handlers/noteFiles.ts';
import { initialLetter, strokeText, strokeTextUnits } from './strokeText.ts';
import { SVG_TYPE } from './svg.ts';

/** Every SVG image the seed holds or the mock server draws for the seed's rows. */
function seededSvgs(): Array<[what: string, svg: string]> {
  const db = createDb();
  const svgs: Array<[string, string]> = [];
  for (const file of db.files) {
    if (file.contentType === SVG_TYPE && typeof file.body === 'string') {
      svgs.push([`file ${file.fileName}`, file.body]);
    }
  }
  for (const company of db.companies) {
    for (const image of Object.values(BRANDING_IMAGE)) {
      svgs.push([`${company.companyId} ${image}`, brandingImageSvg(company, image)]);
    }
  }
  for (const book of db.books) {
    const key = answersOf(book);
    // A few pages of each book: every page is drawn by the same code.
    for (let pageNo = 1; pageNo <= Math.min(book.pageCount, 3); pageNo += 1) {
      const page = key.find((answers) => answers.pageNo === pageNo);
      svgs.push([`book ${book.bookIdx} p${pageNo}`, bookPageSvg(book, pageNo, page)]);
      svgs.push([`answers ${book.bookIdx} p${pageNo}`, answerPageSvg(book, pageNo, page)]);
    }
    svgs.push([`answer key ${book.bookIdx}`, answerKeySvg(book.bookName, key)]);
    svgs.push([`pdf ${book.bookIdx}`, pdfPlaceholderSvg(`${book.bookName}.pdf`, 1, 1)]);
  }
  for (const note of db.notes) {
    for (const ref of notePages(note)) {
      svgs.push([`note ${note.noteIdx} p${ref.page.PNo}`, pageImageSvg(note, ref)]);
    }
  }
  return svgs;
}

describe('the generated images', () => {
  // issue 16: `<text>` took its glyphs from the viewer's fonts, and a machine without Korean
  // fonts drew the seeded titles as empty boxes.
  it('hold no <text> and name no font: they look the same on every machine', () => {
    const svgs = seededSvgs();
    expect(svgs.length).toBeGreaterThan(100);
    for (const [what, svg] of svgs) {
      expect(svg, what).toMatch(/^<svg /);
      expect(svg, what).not.toMatch(/<text|<tspan|font-family|@font-face/);
    }
  });

  it('still draw their text: a title comes out as paths and bars', () => {
    const db = createDb();
    const book = db.books[0];
    if (!book) throw new Error('the seed has no book');
    const page = bookPageSvg(book, 1, answersOf(book)[0]);
    expect(page).toMatch(/<path d="M/);
    expect(page).toContain('fill-opacity');
  });
});

describe('strokeText', () => {
  it('draws Latin letters and digits as strokes, other runs as one bar each', () => {
    const drawn = strokeText('수학 A1', { x: 0, y: 20, size: 20, fill: '#222' });
    expect(drawn.match(/<rect /g)).toHaveLength(1);
    expect(drawn.match(/<path /g)).toHaveLength(1);
    expect(drawn).toContain('stroke="#222"');
  });

  it('places the text by its anchor, as text-anchor does', () => {
    const size = 20;
    const width = (strokeTextUnits('ABC') * size * 0.7) / 10;
    const startX = (svg: string) => Number(/d="M([\d.-]+)/.exec(svg)?.[1]);
    const start = startX(strokeText('ABC', { x: 100, y: 50, size, fill: '#000' }));
    const middle = startX(
      strokeText('ABC', { x: 100, y: 50, size, fill: '#000', anchor: 'middle' }),
    );
    const end = startX(strokeText('ABC', { x: 100, y: 50, size, fill: '#000', anchor: 'end' }));
    expect(start).toBeCloseTo(100, 1);
    expect(middle).toBeCloseTo(100 - width / 2, 1);
    expect(end).toBeCloseTo(100 - width, 1);
  });

  it('draws nothing for an empty text', () => {
    expect(strokeText('', { x: 0, y: 0, size: 10, fill: '#000' })).toBe('');
  });
});

describe('initialLetter', () => {
  it('romanizes the first syllable of a Korean name', () => {
    expect(initialLetter('정하늘')).toBe('J');
    expect(initialLetter('김민지')).toBe('G');
    expect(initialLetter('박서윤')).toBe('B');
    expect(initialLetter('최도현')).toBe('C');
    // A silent ㅇ: the vowel's letter.
    expect(initialLetter('이준호')).toBe('I');
    expect(initialLetter('오세린')).toBe('O');
    expect(initialLetter('윤아')).toBe('Y');
  });

  it('takes a Latin name as it is, and shows ? for what the font lacks', () => {
    expect(initialLetter(' minji')).toBe('M');
    expect(initialLetter('')).toBe('?');
    expect(initialLetter('😀')).toBe('?');
  });
});
