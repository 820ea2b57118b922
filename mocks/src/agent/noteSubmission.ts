import {
  type AgentLaunch,
  formatWireDateTime,
  NOTE_KIND,
  NOTE_STATUS,
  type NoteStatus,
} from '@platform/contract';
import { MockApiError } from '../api.ts';
import { bookByIdx } from '../db/areas/books.ts';
import {
  answerOf,
  noteCounts,
  pagesOf,
  questionKey,
  type StudentHabits,
  verifyAnswers,
} from '../db/areas/notePages.ts';
import {
  addNote,
  type MockNote,
  runtimeRng,
  scoreNameOf,
  syncTaskUser,
  taskPagePlans,
} from '../db/areas/notes.ts';
import { startTaskUser, submitTaskUser, TASK_REMOVED, taskUserOf } from '../db/areas/tasks.ts';
import { nextIdx } from '../db/context.ts';
import type { MockDb } from '../db/types.ts';

/**
 * The classroom client submitting a homework note, as the fake local agent plays it (issue 8
 * item 7: "The fake local agent of the mock backend can then submit the note as the classroom
 * client would"). The client's upload is not a call of the catalogue, so the submission writes
 * what the server would keep: the note with its pages and page JSON, and the submitter's row.
 *
 * assumed: a homework with auto review (autoReview 1) has its answers checked on submission and
 * arrives VERIFIED ('not reviewed'); without it the note waits as SUBMIT ('verifying answer')
 * for the teacher. A note resumed from an earlier save keeps what was written and the student
 * answers the rest.
 */

export interface SubmitNoteOptions {
  /** The homework; by default the `room.taskIdx` of the last launch. */
  taskIdx?: number;
  /** The student; by default the user of the last launch. */
  userIdx?: number;
  /** How well the student answers (default: 70 % right, 5 % left blank). */
  habits?: StudentHabits;
  now?: Date;
}

export interface SubmittedNote {
  noteIdx: number;
  taskIdx: number;
  userIdx: number;
  noteStatus: NoteStatus;
  questionCount: number;
  wrongCount: number;
}

const DEFAULT_HABITS: StudentHabits = { accuracy: 0.7, skipRate: 0.05 };

const numberIn = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) ? value : undefined;

/** Answers what the student left blank in a note saved earlier. */
function finishNote(note: MockNote, habits: StudentHabits, seed: string): void {
  const rng = runtimeRng(seed);
  for (const page of pagesOf(note.agendas)) {
    for (const solution of page.SolLi) {
      if (solution.Slvd) continue;
      const question = note.questions[questionKey(page.PNo, solution.SNo)];
      if (!question) continue;
      solution.Ans = answerOf(rng, question, habits);
      solution.Slvd = solution.Ans !== '';
    }
  }
}

/**
 * Submits the homework note of `launch` (or of the task and user named in `options`). Throws
 * MockApiError as the server answers: the task removed (TASK_REMOVED), the student not one of its
 * submitters (WB-400-212), the homework already submitted (WB-400-302).
 */
export function submitHomeworkNote(
  db: MockDb,
  launch: AgentLaunch | null,
  options: SubmitNoteOptions = {},
): SubmittedNote {
  const taskIdx = options.taskIdx ?? numberIn(launch?.room.taskIdx);
  const userIdx = options.userIdx ?? numberIn(launch?.user.userIdx);
  if (taskIdx === undefined || userIdx === undefined) {
    throw new Error('submitNote: no homework launch to submit; pass { taskIdx, userIdx }');
  }
  const task = db.tasks.find((candidate) => candidate.taskIdx === taskIdx);
  if (!task) throw new MockApiError(TASK_REMOVED);
  const now = options.now ?? new Date();
  const habits = options.habits ?? DEFAULT_HABITS;
  const seed = `submit-${taskIdx}-${userIdx}`;
  const row = taskUserOf(db, taskIdx, userIdx);
  const saved = db.notes.find(
    (note) => note.noteIdx === row?.noteIdx && note.taskIdx === taskIdx && note.userIdx === userIdx,
  );
  const noteIdx = saved?.noteIdx ?? nextIdx(db, 'noteIdx');
  // Checks the row as the server does (removed, not a submitter, already submitted) before writing.
  startTaskUser(db, taskIdx, userIdx, noteIdx, now);
  const note =
    saved ??
    addNote(db, {
      noteIdx,
      companyIdx: task.companyIdx,
      noteKind: NOTE_KIND.TASK,
      noteTitle: task.taskName,
      noteStatus: NOTE_STATUS.SAVE,
      userIdx,
      regDatetime: formatWireDateTime(now),
      submitDatetime: null,
      taskIdx,
      bookIdx: task.bookIdx,
      meetIdx: 0,
      plans: taskPagePlans(runtimeRng(`${seed}-pages`), bookByIdx(db, task.bookIdx), task),
      habits,
      rng: runtimeRng(seed),
    });
  if (saved) finishNote(saved, habits, seed);
  const verified = task.autoReview === 1;
  if (verified) verifyAnswers(note);
  note.noteStatus = verified ? NOTE_STATUS.VERIFIED : NOTE_STATUS.SUBMIT;
  note.submitDatetime = formatWireDateTime(now);
  note.logNoteSubmitCount += 1;
  note.scoreName = scoreNameOf(note);
  db.noteLogs.push({
    logNoteIdx: nextIdx(db, 'logNoteIdx'),
    noteIdx,
    userIdx,
    noteSave: 2,
    regDatetime: note.submitDatetime,
    spentTime: 0,
  });
  const counts = noteCounts(note.agendas);
  submitTaskUser(db, taskIdx, userIdx, noteIdx, {
    wrongCount: verified ? counts.wrongCount : null,
    now,
  });
  syncTaskUser(db, note);
  return {
    noteIdx,
    taskIdx,
    userIdx,
    noteStatus: note.noteStatus,
    questionCount: counts.questionCount,
    wrongCount: counts.wrongCount,
  };
}
