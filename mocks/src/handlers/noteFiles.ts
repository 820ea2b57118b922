import { strToU8, zipSync } from 'fflate';
import {
  type MockNotePage,
  NOTE_PAGE_HEIGHT,
  NOTE_PAGE_WIDTH,
  notePageSvg,
  questionKey,
} from '../db/areas/notePages.ts';
import type { MockNote } from '../db/areas/notes.ts';

/**
 * The files of a note the mock server makes for real: a page image (SVG), a zip of page images
 * and a PDF of pages (foundation.md §7 Note: export "receives a file whose name comes from the
 * content disposition").
 */

/** A page of a note with the name of its agenda. */
export interface NotePageRef {
  agendaNo: number;
  agendaName: string;
  page: MockNotePage;
}

/** Every page of a note, in order, with its agenda. */
export function notePages(note: MockNote): NotePageRef[] {
  return note.agendas.flatMap((agenda) =>
    agenda.PLi.map((page) => ({ agendaNo: agenda.ANo, agendaName: agenda.ANm, page })),
  );
}

export function pageImageSvg(note: MockNote, ref: NotePageRef): string {
  return notePageSvg({
    noteTitle: note.noteTitle,
    agendaName: ref.agendaName,
    page: ref.page,
    questions: note.questions,
  });
}

/** The base of a note's file names: its title and the writer's name (assumed naming). */
export function noteFileBase(note: MockNote, userName: string | undefined): string {
  const base = [note.noteTitle, userName].filter(Boolean).join('_');
  return base.replace(/[\\/:*?"<>|]/g, '_') || `note_${note.noteIdx}`;
}

/** The name of a page image inside the zip: agenda and page number, so they sort in order. */
const entryName = (ref: NotePageRef) =>
  `${String(ref.agendaNo).padStart(2, '0')}_p${String(ref.page.PNo).padStart(4, '0')}.svg`;

/** A zip of the pages' images. assumed: the images are the SVG pages the mock draws. */
export function notePagesZip(note: MockNote, refs: readonly NotePageRef[]): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const ref of refs) files[entryName(ref)] = strToU8(pageImageSvg(note, ref));
  return zipSync(files, { level: 6 });
}

/** The circled choices become (1)...(5): the PDF's standard font has no glyph for them. */
const CIRCLED = ['①', '②', '③', '④', '⑤'] as const;

/** Text the standard PDF font can draw: ASCII only (it has no Korean glyphs). */
function ascii(text: string): string {
  let out = text;
  CIRCLED.forEach((circled, i) => {
    out = out.split(circled).join(`(${i + 1})`);
  });
  return out.replace(/[^\x20-\x7e]/g, '').trim();
}

/**
 * A PDF with one A4 page per note page: the page header, each question and, in its answer
 * rectangle, what the student wrote. Korean text is left out (assumed: the standard font cannot
 * draw it; the real server prints the page image).
 */
export async function notePagesPdf(
  note: MockNote,
  refs: readonly NotePageRef[],
): Promise<Uint8Array> {
  // Loaded on the first PDF only: the demo's mock chunk starts before the app and stays small.
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(ascii(note.noteTitle) || `Note ${note.noteIdx}`);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const width = 595.28;
  const height = 841.89;
  const scale = width / NOTE_PAGE_WIDTH;
  const y = (pixels: number) => height - pixels * (height / NOTE_PAGE_HEIGHT);
  for (const ref of refs) {
    const page = pdf.addPage([width, height]);
    page.drawRectangle({
      x: 0,
      y: y(110),
      width,
      height: 110 * scale,
      color: rgb(0.18, 0.31, 0.56),
    });
    page.drawText(`Note ${note.noteIdx} - agenda ${ref.agendaNo}`, {
      x: 30,
      y: y(62),
      size: 18,
      font,
      color: rgb(1, 1, 1),
    });
    for (const solution of ref.page.SolLi) {
      const question = note.questions[questionKey(ref.page.PNo, solution.SNo)];
      const { X, Y, W, H } = solution.Rect;
      const label = ascii(question?.text ?? '') || `Question ${solution.SNo}`;
      page.drawText(`${solution.RectNum}) ${label}`, {
        x: 45,
        y: y(Y + 35),
        size: 14,
        font,
      });
      page.drawRectangle({
        x: X * scale,
        y: y(Y + H),
        width: W * scale,
        height: H * scale,
        borderColor: rgb(0.54, 0.58, 0.65),
        borderWidth: 1,
      });
      if (solution.Slvd) {
        page.drawText(ascii(solution.Ans), {
          x: (X + 20) * scale,
          y: y(Y + H / 2 + 12),
          size: 22,
          font,
          color: rgb(0.11, 0.25, 0.56),
        });
      }
    }
    page.drawText(ref.page.PNm, { x: width / 2 - 15, y: 26, size: 12, font });
  }
  return pdf.save();
}

/**
 * The Content-Disposition of a download: the UTF-8 name (Korean titles) and an ASCII fallback
 * (RFC 6266), which contract's fileNameFromContentDisposition reads.
 */
export function attachment(fileName: string, asciiFallback: string): string {
  const fallback = asciiFallback.replace(/[^\x20-\x7e]|["\\]/g, '');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
