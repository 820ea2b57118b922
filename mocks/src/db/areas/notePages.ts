import type { NoteAgenda, NoteAnswerRect, NotePage, NoteSolution } from '@platform/contract';
import type { Rng } from '../../random.ts';
import { type StrokeTextOptions, strokeText } from '../../strokeText.ts';

/**
 * The pages of a mock note: the page JSON the classroom client writes (screens.md §3 "agenda list
 * (ANo, ANm) with pages (PNo, PNm, W, Chk, SolLi[SNo, Res, RectNum, Ans, Slvd])"), the questions
 * the server keeps beside it, and the page images drawn from both.
 *
 * assumed, for the whole mock: each solution carries its answer rectangle as `Rect {X, Y, W, H}`
 * in pixels of an 800 x 1131 page image (contract noteMarking.ts); `Ans` is what the student
 * wrote; `Slvd` whether the student answered; `Res` 1 correct, 0 wrong, null not marked yet;
 * `W` the number of wrong solutions of the page; `Chk` the page check (0 or 1).
 */

export const NOTE_PAGE_WIDTH = 800;
export const NOTE_PAGE_HEIGHT = 1131;

/** A question of a page as the server knows it (never on the wire): its text and its answer. */
export interface NoteQuestion {
  text: string;
  correct: string;
}

/** A solution of the mock's page JSON: the wire fields, `Rect` always there. */
export type MockNoteSolution = NoteSolution & {
  SNo: number;
  Res: number | null;
  RectNum: number;
  Ans: string;
  Slvd: boolean;
  Rect: NoteAnswerRect;
};

export type MockNotePage = Omit<NotePage, 'SolLi'> & {
  PNo: number;
  PNm: string;
  W: number;
  Chk: number;
  SolLi: MockNoteSolution[];
};

export type MockNoteAgenda = Omit<NoteAgenda, 'PLi'> & {
  ANo: number;
  ANm: string;
  PLi: MockNotePage[];
};

/** The key of a question: page number and solution number (PNo is unique in a note). */
export const questionKey = (pageNo: number, solutionNo: number) => `${pageNo}.${solutionNo}`;

/** One page of a note before the student writes in it: its agenda and its questions. */
export interface NotePagePlan {
  pageNo: number;
  agendaName: string;
  /** The questions of the page: the solution number (the question's number) and the question. */
  questions: { no: number; question: NoteQuestion }[];
}

/** The chapters the generated notes are named after when no book gives them. */
export const NOTE_CHAPTERS = [
  '일차방정식',
  '연립방정식',
  '일차함수',
  '부등식',
  '인수분해',
  '이차방정식',
] as const;

/** The circled choices of a multiple-choice answer (the seeded workbooks' answer key uses them). */
const CHOICES = ['①', '②', '③', '④', '⑤'] as const;

const isChoice = (answer: string | undefined) =>
  CHOICES.includes(answer as (typeof CHOICES)[number]);

/** Where the answer box of the i-th question of a page sits (four questions a page at most). */
function answerRect(index: number): NoteAnswerRect {
  return { X: 520, Y: 230 + index * 220, W: 200, H: 90 };
}

/** A linear equation `a x + b = c` whose answer is a small whole number. */
export function equationQuestion(rng: Rng): NoteQuestion {
  const x = rng.int(-9, 12);
  const a = rng.int(2, 9);
  const b = rng.int(-20, 20);
  const c = a * x + b;
  const sign = b < 0 ? '-' : '+';
  return { text: `${a}x ${sign} ${Math.abs(b)} = ${c},  x = ?`, correct: String(x) };
}

/** A multiple-choice question of a workbook whose answer key says `correct`. */
export function choiceQuestion(no: number, correct: string): NoteQuestion {
  return { text: `문제 ${no}. 알맞은 것을 고르시오.`, correct };
}

/** A wrong answer near the right one, as students get them wrong. */
function wrongAnswer(rng: Rng, correct: string): string {
  const choice = CHOICES.indexOf(correct as (typeof CHOICES)[number]);
  if (choice >= 0) {
    return CHOICES[(choice + rng.int(1, CHOICES.length - 1)) % CHOICES.length] ?? CHOICES[0];
  }
  const value = Number(correct);
  const off = rng.pick([-3, -2, -1, 1, 2, 3]);
  return String(Number.isFinite(value) ? value + off : off);
}

export interface StudentHabits {
  /** Chance that an answered question is right. */
  accuracy: number;
  /** Chance that a question is left unanswered. */
  skipRate: number;
}

/** What a student writes for a question: nothing (skipped), the answer or a near miss. */
export function answerOf(rng: Rng, question: NoteQuestion, habits: StudentHabits): string {
  if (rng.chance(habits.skipRate)) return '';
  return rng.chance(habits.accuracy) ? question.correct : wrongAnswer(rng, question.correct);
}

export interface NoteContent {
  agendas: MockNoteAgenda[];
  questions: Record<string, NoteQuestion>;
}

/**
 * The page JSON of a note a student wrote over `plans` (pages in order; consecutive pages of one
 * agenda name form an agenda). Answers are drawn from `rng`; no solution is marked yet.
 */
export function buildNoteContent(
  rng: Rng,
  plans: readonly NotePagePlan[],
  habits: StudentHabits,
): NoteContent {
  const questions: Record<string, NoteQuestion> = {};
  const agendas: MockNoteAgenda[] = [];
  for (const plan of plans) {
    let agenda = agendas.at(-1);
    if (!agenda || agenda.ANm !== plan.agendaName) {
      agenda = { ANo: agendas.length + 1, ANm: plan.agendaName, PLi: [] };
      agendas.push(agenda);
    }
    const solutions = plan.questions.slice(0, 4).map(({ no, question }, index) => {
      questions[questionKey(plan.pageNo, no)] = question;
      const answer = answerOf(rng, question, habits);
      const solved = answer !== '';
      return {
        SNo: no,
        Res: null,
        RectNum: index + 1,
        Ans: answer,
        Slvd: solved,
        Rect: answerRect(index),
      } satisfies MockNoteSolution;
    });
    agenda.PLi.push({ PNo: plan.pageNo, PNm: `p.${plan.pageNo}`, W: 0, Chk: 0, SolLi: solutions });
  }
  return { agendas, questions };
}

/** Every page of a note, in order. */
export function pagesOf(agendas: readonly MockNoteAgenda[]): MockNotePage[] {
  return agendas.flatMap((agenda) => agenda.PLi);
}

/**
 * Marks every solution as the server's answer check does (the "verifying answer" step of
 * screens.md §4): an answer equal to the question's is correct, any other (or none) wrong.
 */
export function verifyAnswers(content: NoteContent): void {
  for (const page of pagesOf(content.agendas)) {
    for (const solution of page.SolLi) {
      const question = content.questions[questionKey(page.PNo, solution.SNo)];
      solution.Res = solution.Slvd && question && solution.Ans === question.correct ? 1 : 0;
    }
    page.W = wrongCountOfPage(page);
  }
}

export function wrongCountOfPage(page: MockNotePage): number {
  return page.SolLi.filter((solution) => solution.Res === 0).length;
}

/** The counts the note row shows (screens.md §3: questionCount, wrongCount, solveCount). */
export function noteCounts(agendas: readonly MockNoteAgenda[]) {
  const solutions = pagesOf(agendas).flatMap((page) => page.SolLi);
  return {
    questionCount: solutions.length,
    wrongCount: solutions.filter((solution) => solution.Res === 0).length,
    solveCount: solutions.filter((solution) => solution.Slvd).length,
  };
}

// Drawn, not typeset: a machine without Korean fonts showed `<text>` as empty boxes (issue 16).
const text = (
  x: number,
  y: number,
  size: number,
  fill: string,
  body: string,
  anchor: StrokeTextOptions['anchor'] = 'start',
) => strokeText(body, { x, y, size, fill, anchor });

export interface NotePageImage {
  noteTitle: string;
  agendaName: string;
  page: MockNotePage;
  questions: Record<string, NoteQuestion>;
}

/**
 * The page image of a note (SVG, 800 x 1131): the agenda and page titles, each question on the
 * left and, at its `Rect`, the answer box with what the student wrote. Class-note pages (no
 * questions) show ruled lines with a few strokes of writing.
 */
export function notePageSvg({ noteTitle, agendaName, page, questions }: NotePageImage): string {
  const parts: string[] = [
    `<rect width="${NOTE_PAGE_WIDTH}" height="${NOTE_PAGE_HEIGHT}" fill="#fff"/>`,
    `<rect width="${NOTE_PAGE_WIDTH}" height="110" fill="#2f4f8f"/>`,
    text(40, 50, 26, '#fff', noteTitle),
    text(40, 88, 20, '#dfe6f3', agendaName),
  ];
  if (page.SolLi.length === 0) {
    for (let line = 0; line < 13; line += 1) {
      const y = 200 + line * 66;
      parts.push(`<rect x="60" y="${y}" width="680" height="2" fill="#d8dde6"/>`);
      if (line % 4 === 1) {
        parts.push(
          `<path d="M90 ${y - 14} q40 -24 80 0 t80 0 t80 0" stroke="#1d3f8f" stroke-width="3" fill="none"/>`,
        );
      }
    }
  }
  for (const solution of page.SolLi) {
    const question = questions[questionKey(page.PNo, solution.SNo)];
    const { X, Y, W, H } = solution.Rect;
    parts.push(
      text(60, Y + 35, 22, '#1b1f24', `${solution.RectNum}) ${question?.text ?? ''}`),
      text(
        60,
        Y + 72,
        18,
        '#59606b',
        isChoice(question?.correct) ? CHOICES.join('  ') : '답을 오른쪽 칸에 쓰시오.',
      ),
      `<rect x="${X}" y="${Y}" width="${W}" height="${H}" rx="6" fill="#f6f8fb" stroke="#8a94a6" stroke-width="2"/>`,
    );
    if (solution.Slvd) {
      parts.push(text(X + W / 2, Y + H / 2 + 14, 40, '#1d3f8f', solution.Ans, 'middle'));
    }
  }
  parts.push(text(NOTE_PAGE_WIDTH / 2, NOTE_PAGE_HEIGHT - 36, 22, '#555', page.PNm, 'middle'));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${NOTE_PAGE_WIDTH}" height="${NOTE_PAGE_HEIGHT}" viewBox="0 0 ${NOTE_PAGE_WIDTH} ${NOTE_PAGE_HEIGHT}">${parts.join('')}</svg>`;
}
