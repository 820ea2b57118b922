import {
  isSolved,
  NOTE_STATUS,
  type NoteAgenda,
  type NoteViewer,
  SOLUTION_RESULT,
} from '@platform/contract';

/** A page of a note as the marking calls name it (foundation.md §7: agendaNo, pageNo). */
export interface NotePageRef {
  agendaNo: number;
  pageNo: number;
}

export function pageRefKey(ref: NotePageRef): string {
  return `${ref.agendaNo}:${ref.pageNo}`;
}

/** The counts of the status bar: questions, wrong answers, solved questions. */
export interface SolutionCounts {
  questions: number;
  wrong: number;
  solved: number;
}

/**
 * Counted from the page JSON rather than read from the note's `questionCount`/`wrongCount`, so
 * that they follow each mark as it is made.
 */
export function countSolutions(agendas: readonly NoteAgenda[]): SolutionCounts {
  const counts: SolutionCounts = { questions: 0, wrong: 0, solved: 0 };
  for (const agenda of agendas) {
    for (const page of agenda.PLi) {
      for (const solution of page.SolLi ?? []) {
        counts.questions += 1;
        if (solution.Res === SOLUTION_RESULT.WRONG) counts.wrong += 1;
        if (isSolved(solution.Slvd)) counts.solved += 1;
      }
    }
  }
  return counts;
}

/**
 * One line of the virtual list: an agenda's heading, or up to `columns` of its pages. Each agenda
 * starts a line of its own, so that agenda navigation lands on its heading.
 */
export type ReviewRow =
  | { kind: 'agenda'; key: string; agendaIndex: number }
  | { kind: 'pages'; key: string; agendaIndex: number; pageIndexes: readonly number[] };

export function buildRows(agendas: readonly NoteAgenda[], columns: number): ReviewRow[] {
  const perRow = Math.max(1, Math.floor(columns));
  const rows: ReviewRow[] = [];
  agendas.forEach((agenda, agendaIndex) => {
    rows.push({ kind: 'agenda', key: `agenda-${agenda.ANo}-${agendaIndex}`, agendaIndex });
    for (let start = 0; start < agenda.PLi.length; start += perRow) {
      const pageIndexes: number[] = [];
      for (let index = start; index < Math.min(start + perRow, agenda.PLi.length); index += 1) {
        pageIndexes.push(index);
      }
      rows.push({
        kind: 'pages',
        // The column count is in the key, so that a row measured at 2 columns is measured again at 3.
        key: `pages-${agenda.ANo}-${agendaIndex}-${start}-of-${perRow}`,
        agendaIndex,
        pageIndexes,
      });
    }
  });
  return rows;
}

/** The index of each agenda's heading line, for agenda navigation. */
export function agendaRowIndexes(rows: readonly ReviewRow[]): number[] {
  const indexes: number[] = [];
  rows.forEach((row, index) => {
    if (row.kind === 'agenda') indexes[row.agendaIndex] = index;
  });
  return indexes;
}

/**
 * What the review offers (screens.md §4): a teacher starts the correction of a submitted or
 * verified note, continues one under inspection, and completes it with feedback; a completed note
 * has no actions, and a student has none.
 * assumed: a note that is not yet submitted (none, saved) has no action either.
 */
export interface ReviewActions {
  correction: 'start' | 'continue' | null;
  canComplete: boolean;
}

export function reviewActions(status: number, viewer: NoteViewer): ReviewActions {
  if (viewer !== 'teacher') return { correction: null, canComplete: false };
  switch (status) {
    case NOTE_STATUS.SUBMIT:
    case NOTE_STATUS.VERIFIED:
      return { correction: 'start', canComplete: false };
    case NOTE_STATUS.INSPECTION:
      return { correction: 'continue', canComplete: true };
    default:
      return { correction: null, canComplete: false };
  }
}

/**
 * Who may change what. assumed: a teacher marks answers and selects pages only while correcting
 * a note under inspection (after start or continue); a student ticks wrong-answer pages of a
 * completed note (screens.md §6), the only note a student sees.
 */
export function reviewPermissions(
  status: number,
  viewer: NoteViewer,
  correcting: boolean,
): { canMark: boolean; canCheck: boolean } {
  if (viewer === 'student') {
    return { canMark: false, canCheck: status === NOTE_STATUS.COMPLETED };
  }
  const open = correcting && status === NOTE_STATUS.INSPECTION;
  return { canMark: open, canCheck: open };
}
