import { type NoteAgenda, type NotePage, SOLUTION_RESULT } from '@platform/contract';
import type { NotePageImage } from '../../NoteMarkingCard/index.ts';

/**
 * Story data: notes of generated workbook pages, each with an SVG page image (a data URL) on
 * which the questions and the student's answers are drawn where the page JSON's answer rectangles
 * say. Not part of the public API.
 */

/** The pixel size of a generated page image (A4 portrait at 100 dpi, rounded). */
export const STORY_PAGE = { width: 840, height: 1188 } as const;

const QUESTION_TOP = 260;
const QUESTION_STEP = 230;
const ANSWER_RECT = { X: 560, W: 200, H: 120 } as const;

export interface StoryNoteOptions {
  agendas: number;
  pagesPerAgenda: number;
  questionsPerPage?: number;
  /** Changes which answers are wrong, so that two students' notes differ. */
  seed?: number;
  /** Leaves every answer correct (a note nobody marked wrong yet). */
  allCorrect?: boolean;
  /** The agenda titles (ANm); `Unit N` by default. */
  agendaName?: (agendaNo: number) => string;
}

function operands(agendaNo: number, pageNo: number, questionNo: number): [number, number] {
  return [
    ((agendaNo * 7 + pageNo * 3 + questionNo * 5) % 9) + 1,
    ((pageNo + questionNo * 4) % 8) + 2,
  ];
}

/** Whether the generated student got a question wrong: about one in four, moved by the seed. */
function isWrong(seed: number, pageNo: number, questionNo: number): boolean {
  return (seed + pageNo * 5 + questionNo * 3) % 4 === 0;
}

export function makeStoryPage(
  agendaNo: number,
  pageNo: number,
  { questionsPerPage = 3, seed = 0, allCorrect = false }: Partial<StoryNoteOptions> = {},
): NotePage {
  return {
    PNo: pageNo,
    PNm: `p.${pageNo}`,
    Chk: 0,
    SolLi: Array.from({ length: questionsPerPage }, (_, index) => {
      const no = index + 1;
      const [a, b] = operands(agendaNo, pageNo, no);
      const wrong = !allCorrect && isWrong(seed, pageNo, no);
      return {
        SNo: no,
        Res: wrong ? SOLUTION_RESULT.WRONG : SOLUTION_RESULT.CORRECT,
        RectNum: 1,
        Ans: String(a + b),
        Slvd: (pageNo + no) % 7 !== 0,
        Rect: { ...ANSWER_RECT, Y: QUESTION_TOP + index * QUESTION_STEP - 80 },
      };
    }),
  };
}

export function makeStoryNote(options: StoryNoteOptions): NoteAgenda[] {
  let pageNo = 0;
  return Array.from({ length: options.agendas }, (_, agendaIndex) => {
    const agendaNo = agendaIndex + 1;
    return {
      ANo: agendaNo,
      ANm: options.agendaName?.(agendaNo) ?? `Unit ${agendaNo}`,
      PLi: Array.from({ length: options.pagesPerAgenda }, () => {
        pageNo += 1;
        return makeStoryPage(agendaNo, pageNo, options);
      }),
    };
  });
}

/** The page image: the questions, and in each answer rectangle what the student wrote. */
export function storyPageSvg(agendaNo: number, page: NotePage): string {
  const questions = (page.SolLi ?? [])
    .map((solution, index) => {
      const y = QUESTION_TOP + index * QUESTION_STEP;
      const [a, b] = operands(agendaNo, page.PNo, solution.SNo);
      const written =
        solution.Res === SOLUTION_RESULT.WRONG ? String(a + b + 1) : String(solution.Ans ?? '');
      const rect = solution.Rect as { X: number; Y: number; W: number; H: number };
      return [
        `<text x="80" y="${y}" font-size="52">${solution.SNo}.  ${a} + ${b} =</text>`,
        `<rect x="${rect.X}" y="${rect.Y}" width="${rect.W}" height="${rect.H}" fill="none" stroke="#b8c2cc" stroke-width="3"/>`,
        `<text x="${rect.X + 60}" y="${y}" font-size="64" fill="#1d3f91" font-style="italic">${written}</text>`,
      ].join('');
    })
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${STORY_PAGE.width}" height="${STORY_PAGE.height}" viewBox="0 0 ${STORY_PAGE.width} ${STORY_PAGE.height}" font-family="sans-serif">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="80" y="120" font-size="40" fill="#555555">Unit ${agendaNo} - page ${page.PNo}</text>`,
    `<line x1="80" y1="150" x2="760" y2="150" stroke="#cccccc" stroke-width="2"/>`,
    questions,
    `<text x="420" y="1140" font-size="28" fill="#888888" text-anchor="middle">${page.PNo}</text>`,
    '</svg>',
  ].join('');
}

export function storyPageImageSrc(agendaNo: number, page: NotePage): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(storyPageSvg(agendaNo, page))}`;
}

/**
 * A getPageImage for stories: a ready image per page, built on first use and kept, so that only
 * the pages a story shows are ever drawn.
 */
export function storyImages(
  agendas: readonly NoteAgenda[],
): (ref: { agendaNo: number; pageNo: number }) => NotePageImage {
  const cache = new Map<string, string>();
  return ({ agendaNo, pageNo }) => {
    const key = `${agendaNo}:${pageNo}`;
    let src = cache.get(key);
    if (!src) {
      const page = agendas
        .find((agenda) => agenda.ANo === agendaNo)
        ?.PLi.find((p) => p.PNo === pageNo);
      if (!page) return { status: 'missing' };
      src = storyPageImageSrc(agendaNo, page);
      cache.set(key, src);
    }
    return { status: 'ready', src };
  };
}

/** The page JSON with one solution's result changed, as an app applies a mark optimistically. */
export function withMark(
  agendas: readonly NoteAgenda[],
  ref: { agendaNo: number; pageNo: number },
  solutionNo: number,
  result: number,
): NoteAgenda[] {
  return agendas.map((agenda) =>
    agenda.ANo !== ref.agendaNo
      ? agenda
      : {
          ...agenda,
          PLi: agenda.PLi.map((page) =>
            page.PNo !== ref.pageNo
              ? page
              : {
                  ...page,
                  SolLi: page.SolLi?.map((solution) =>
                    solution.SNo === solutionNo ? { ...solution, Res: result } : solution,
                  ),
                },
          ),
        },
  );
}

/** The page JSON with one page's check changed. */
export function withCheck(
  agendas: readonly NoteAgenda[],
  ref: { agendaNo: number; pageNo: number },
  checked: boolean,
): NoteAgenda[] {
  return agendas.map((agenda) =>
    agenda.ANo !== ref.agendaNo
      ? agenda
      : {
          ...agenda,
          PLi: agenda.PLi.map((page) =>
            page.PNo !== ref.pageNo ? page : { ...page, Chk: checked ? 1 : 0 },
          ),
        },
  );
}
