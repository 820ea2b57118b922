import type { MockBook, MockPageAnswers } from '../db/areas/books.ts';
import { type StrokeTextOptions, strokeText } from '../strokeText.ts';

/*
 * The page images of books. Seeded books are drawn as SVG (their page number and questions, and
 * an answer sheet per page); an uploaded PDF is read for real: its page count with pdf-lib (in
 * Node and the browser alike) and its pages rendered with pdf.js 5 in the browser only. pdf-lib
 * and pdf.js are imported lazily, so they load only when the mock server meets a PDF, and never
 * with the app's own code.
 */

export const SVG_TYPE = 'image/svg+xml';
export const PNG_TYPE = 'image/png';
export const PDF_TYPE = 'application/pdf';

const WIDTH = 800;
const HEIGHT = 1131;

// Drawn, not typeset: a machine without Korean fonts showed `<text>` as empty boxes (issue 16).
const text = (
  x: number,
  y: number,
  size: number,
  fill: string,
  content: string,
  anchor: StrokeTextOptions['anchor'] = 'start',
) => strokeText(content, { x, y, size, fill, anchor });

const sheet = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>${body}</svg>`;

const header = (title: string, color: string) =>
  `<rect width="${WIDTH}" height="110" fill="${color}"/>${text(WIDTH / 2, 70, 32, '#fff', title, 'middle')}`;

const footer = (pageNo: number, pageCount: number) =>
  text(WIDTH / 2, HEIGHT - 40, 24, '#444', `${pageNo} / ${pageCount}`, 'middle');

/** A page of a seeded book: its questions for a workbook, ruled text for a textbook. */
export function bookPageSvg(
  book: Pick<MockBook, 'bookName' | 'pageCount'>,
  pageNo: number,
  page: MockPageAnswers | undefined,
): string {
  const parts = [header(book.bookName, '#2f4f8f')];
  parts.push(text(60, 170, 28, '#222', `p.${pageNo}`));
  if (page && page.answers.length > 0) {
    const rowHeight = Math.floor(820 / page.answers.length);
    page.answers.forEach((question, i) => {
      const y = 230 + i * rowHeight;
      parts.push(
        text(
          60,
          y,
          26,
          '#222',
          `문제 ${question.no}. 다음 식의 값을 구하시오. (${pageNo}-${i + 1})`,
        ),
        text(90, y + 50, 22, '#555', '①  ②  ③  ④  ⑤'),
        `<rect x="60" y="${y + 75}" width="680" height="2" fill="#d8dde6"/>`,
      );
    });
  } else {
    for (let line = 0; line < 12; line += 1) {
      parts.push(
        `<rect x="60" y="${230 + line * 66}" width="${line % 4 === 3 ? 420 : 680}" height="10" rx="5" fill="#d8dde6"/>`,
      );
    }
  }
  parts.push(footer(pageNo, book.pageCount));
  return sheet(parts.join(''));
}

/** The answer image of a seeded workbook page: the page's answers, by question number. */
export function answerPageSvg(
  book: Pick<MockBook, 'bookName' | 'pageCount'>,
  pageNo: number,
  page: MockPageAnswers | undefined,
): string {
  const parts = [header(`${book.bookName} · 빠른 정답`, '#7a3b69')];
  parts.push(text(60, 170, 28, '#222', `p.${pageNo}`));
  (page?.answers ?? []).forEach((question, i) => {
    parts.push(text(60, 240 + i * 60, 28, '#222', `${question.no}.  ${question.answer}`));
  });
  parts.push(footer(pageNo, book.pageCount));
  return sheet(parts.join(''));
}

/** A whole answer key on one sheet (DOWNLOAD_ANSWER without a page), two columns. */
export function answerKeySvg(bookName: string, key: readonly MockPageAnswers[]): string {
  const answers = key.flatMap((page) => page.answers);
  const perColumn = Math.max(1, Math.ceil(answers.length / 2));
  const rowHeight = Math.min(40, Math.floor(880 / perColumn));
  const parts = [header(`${bookName} · 빠른 정답`, '#7a3b69')];
  answers.forEach((answer, i) => {
    const column = Math.floor(i / perColumn);
    const row = i % perColumn;
    parts.push(
      text(
        80 + column * 360,
        180 + row * rowHeight,
        Math.min(24, rowHeight - 4),
        '#222',
        `${answer.no}. ${answer.answer}`,
      ),
    );
  });
  return sheet(parts.join(''));
}

/** A stand-in for a PDF page that cannot be rendered here (Node: rendering stays in the browser). */
export function pdfPlaceholderSvg(fileName: string, pageNo: number, pageCount: number): string {
  return sheet(
    `${header(fileName, '#5b4a8c')}${text(WIDTH / 2, HEIGHT / 2, 40, '#222', `PDF p.${pageNo}`, 'middle')}${footer(pageNo, pageCount)}`,
  );
}

/** Whether bytes start like a PDF file ("%PDF-"). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return (
    bytes.length > 5 &&
    bytes[0] === 0x25 &&
    bytes[1] === 0x50 &&
    bytes[2] === 0x44 &&
    bytes[3] === 0x46 &&
    bytes[4] === 0x2d
  );
}

/** The page count of a PDF, read from the file with pdf-lib; null when it is not a readable PDF. */
export async function pdfPageCount(bytes: Uint8Array): Promise<number | null> {
  if (!looksLikePdf(bytes)) return null;
  try {
    const { PDFDocument } = await import('pdf-lib');
    const document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
    });
    const count = document.getPageCount();
    return count > 0 ? count : null;
  } catch {
    return null;
  }
}

/** Node (the unit tests) never renders: rendering needs a browser canvas. */
const inBrowser = () =>
  typeof document !== 'undefined' &&
  typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node !==
    'string';

type PdfJs = typeof import('pdfjs-dist');
type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

let pdfjs: Promise<PdfJs> | null = null;

/** pdf.js 5 with its worker, loaded on the first PDF page asked for. */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]).then(([lib, worker]) => {
    lib.GlobalWorkerOptions.workerSrc = worker.default;
    return lib;
  });
  return pdfjs;
}

/**
 * Open documents and rendered pages by the stored file's bytes (a reset database has new ones):
 * a range of 100 thumbnails parses the file once, and a viewer asks for the same pages again.
 */
const documents = new WeakMap<Uint8Array, Promise<PdfDocument>>();
const rendered = new WeakMap<Uint8Array, Map<number, Promise<Uint8Array | null>>>();

function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  let pdf = documents.get(bytes);
  if (!pdf) {
    // pdf.js takes the buffer over: give it a copy, the database keeps the file. No eval: the
    // demo runs under the app's Content-Security-Policy (script-src 'self').
    pdf = loadPdfJs().then(
      (lib) => lib.getDocument({ data: bytes.slice(), isEvalSupported: false }).promise,
    );
    documents.set(bytes, pdf);
  }
  return pdf;
}

async function renderPage(bytes: Uint8Array, pageNo: number): Promise<Uint8Array | null> {
  const pdf = await openPdf(bytes);
  if (pageNo < 1 || pageNo > pdf.numPages) return null;
  const page = await pdf.getPage(pageNo);
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: WIDTH / base.width });
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(viewport.width);
  canvas.height = Math.ceil(viewport.height);
  await page.render({ canvas, viewport }).promise;
  page.cleanup();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, PNG_TYPE));
  return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
}

/**
 * A PDF page as a PNG, rendered with pdf.js in the browser; null in Node or when the page cannot
 * be rendered (the caller then answers a placeholder).
 */
export function pdfPagePng(bytes: Uint8Array, pageNo: number): Promise<Uint8Array | null> {
  if (!inBrowser()) return Promise.resolve(null);
  let pages = rendered.get(bytes);
  if (!pages) {
    pages = new Map();
    rendered.set(bytes, pages);
  }
  let image = pages.get(pageNo);
  if (!image) {
    image = renderPage(bytes, pageNo).catch(() => null);
    pages.set(pageNo, image);
  }
  return image;
}
