import {
  NOTE_KIND,
  NOTE_STATUS,
  type NoteKind,
  type NoteStatus,
  TASK_USER_STATUS,
  USER_TYPE,
} from '@platform/contract';
import { createRng, type Rng, seedOf } from '../../random.ts';
import { DEMO_COMPANY_ID } from '../companyIds.ts';
import { nextIdx, type SeedContext } from '../context.ts';
import type { MockDb, MockUser } from '../types.ts';
import { answersOf, bookByIdx, type MockBook } from './books.ts';
import {
  buildNoteContent,
  choiceQuestion,
  equationQuestion,
  type MockNoteAgenda,
  NOTE_CHAPTERS,
  type NotePagePlan,
  type NoteQuestion,
  noteCounts,
  type StudentHabits,
  verifyAnswers,
} from './notePages.ts';
import { type MockTask, type MockTime, taskUserOf } from './tasks.ts';
import type { SeedArea } from './types.ts';

/**
 * A note (foundation.md §3 Note; screens.md §3: noteIdx, noteTitle, noteStatus, noteSaveFormat,
 * userIdx, userName, submitDatetime, scoreName, confirmComment, questionCount, wrongCount,
 * solveCount, logNoteSpentTime, logNoteSubmitCount, task, book.questionCount, noteDir, companyIdx,
 * meetIdx, logMeet). The user's name, the task, the book and the meet are joined on the way out;
 * the counts come from the page JSON.
 */
export interface MockNote {
  noteIdx: number;
  companyIdx: number;
  /** NOTE_KIND: class 1 (written in a meet), task 2 (homework). */
  noteKind: NoteKind;
  noteTitle: string;
  noteStatus: NoteStatus;
  /** FILE_OUTPUT bit flags: 2 the page images, 4 the PDF (foundation.md §3). */
  noteSaveFormat: number;
  userIdx: number;
  regDatetime: MockTime;
  submitDatetime: MockTime | null;
  scoreName: string | null;
  confirmComment: string | null;
  /** assumed: seconds spent writing. */
  logNoteSpentTime: number;
  logNoteSubmitCount: number;
  taskIdx: number | null;
  bookIdx: number | null;
  meetIdx: number | null;
  noteDir: string;
  /** The page JSON (NOTE_JSON): its agendas, pages and solutions. */
  agendas: MockNoteAgenda[];
  /** The questions behind the solutions (never on the wire), by questionKey. */
  questions: Record<string, NoteQuestion>;
  /** Pages (PNo) whose image the server has lost: their download answers WB-404-102. */
  missingImagePages: number[];
}

/** One save or submission of a note (GET /logNote LIST). assumed fields. */
export interface MockNoteLog {
  logNoteIdx: number;
  noteIdx: number;
  userIdx: number;
  /** NOTE_SAVE: 1 save, 2 submit. */
  noteSave: 1 | 2;
  regDatetime: MockTime;
  /** Seconds spent since the previous save. */
  spentTime: number;
}

declare module '../types.ts' {
  interface AreaTables {
    /** Class notes and homework notes (foundation.md §3 Note). */
    notes: MockNote[];
    /** The saves and submissions of the notes (GET /logNote LIST). */
    noteLogs: MockNoteLog[];
  }
}

const hours = (hoursFromNow: number): MockTime => ({ hoursFromNow });

/** Where the server keeps a note's files (assumed format; the client's load-note command sends it). */
export const noteDirOf = (companyIdx: number, noteIdx: number) =>
  `note/${companyIdx}/${String(noteIdx).padStart(6, '0')}`;

/** Both outputs: the page images and the PDF. */
const IMAGES_AND_PDF = 6;

export function noteOf(db: MockDb, companyIdx: number, noteIdx: number): MockNote | undefined {
  return db.notes.find((note) => note.noteIdx === noteIdx && note.companyIdx === companyIdx);
}

/**
 * scoreName: assumed "correct/questions" once the answers are marked, none before.
 */
export function scoreNameOf(note: Pick<MockNote, 'agendas' | 'noteStatus'>): string | null {
  if (note.noteStatus < NOTE_STATUS.VERIFIED) return null;
  const { questionCount, wrongCount } = noteCounts(note.agendas);
  return questionCount === 0 ? null : `${questionCount - wrongCount}/${questionCount}`;
}

/**
 * Keeps the submitter's row of a homework note in step with the note (screens.md §3 Task user
 * note{submitDatetime, wrongCount}): the wrong count once the answers are marked.
 */
export function syncTaskUser(db: MockDb, note: MockNote): void {
  if (note.taskIdx === null) return;
  const row = taskUserOf(db, note.taskIdx, note.userIdx);
  if (!row || row.noteIdx !== note.noteIdx) return;
  row.wrongCount =
    note.noteStatus >= NOTE_STATUS.VERIFIED ? noteCounts(note.agendas).wrongCount : null;
}

/** The pages of a homework over its book: the book's chapters and its answer key when it has one. */
export function taskPagePlans(
  rng: Rng,
  book: MockBook | undefined,
  task: MockTask,
): NotePagePlan[] {
  const answers = book ? answersOf(book) : [];
  const chapters = book?.indexNode ?? [];
  const plans: NotePagePlan[] = [];
  for (let pageNo = task.startPage; pageNo <= task.endPage; pageNo += 1) {
    const chapter = [...chapters].reverse().find((node) => (node.startPage ?? 1) <= pageNo);
    const key = answers.find((page) => page.pageNo === pageNo)?.answers;
    plans.push({
      pageNo,
      agendaName: chapter?.title ?? task.taskName,
      questions: key
        ? key.map(({ no, answer }) => ({ no, question: choiceQuestion(no, answer) }))
        : Array.from({ length: 3 }, (_, i) => ({
            no: (pageNo - 1) * 3 + i + 1,
            question: equationQuestion(rng),
          })),
    });
  }
  return plans;
}

/** The pages of a class note: written pages without questions, under the chapter of the class. */
function classPagePlans(chapter: string, pageCount: number): NotePagePlan[] {
  return Array.from({ length: pageCount }, (_, i) => ({
    pageNo: i + 1,
    agendaName: i < 2 ? `${chapter} 개념` : `${chapter} 연습`,
    questions: [],
  }));
}

export interface NewNote {
  companyIdx: number;
  noteKind: NoteKind;
  noteTitle: string;
  noteStatus: NoteStatus;
  userIdx: number;
  regDatetime: MockTime;
  submitDatetime: MockTime | null;
  taskIdx?: number | null;
  bookIdx?: number | null;
  meetIdx?: number | null;
  plans: readonly NotePagePlan[];
  habits: StudentHabits;
  rng: Rng;
  noteSaveFormat?: number;
  confirmComment?: string | null;
  noteIdx?: number;
}

/**
 * Adds a note whose pages the student wrote over `plans`. A note from VERIFIED on has its
 * answers checked against the questions (the server's answer check, screens.md §4).
 */
export function addNote(db: MockDb, input: NewNote): MockNote {
  const noteIdx = input.noteIdx ?? nextIdx(db, 'noteIdx');
  const content = buildNoteContent(input.rng, input.plans, input.habits);
  if (input.noteStatus >= NOTE_STATUS.VERIFIED) verifyAnswers(content);
  const submitted = input.noteStatus >= NOTE_STATUS.SUBMIT;
  const note: MockNote = {
    noteIdx,
    companyIdx: input.companyIdx,
    noteKind: input.noteKind,
    noteTitle: input.noteTitle,
    noteStatus: input.noteStatus,
    noteSaveFormat: input.noteSaveFormat ?? IMAGES_AND_PDF,
    userIdx: input.userIdx,
    regDatetime: input.regDatetime,
    submitDatetime: input.submitDatetime,
    scoreName: null,
    confirmComment: input.confirmComment ?? null,
    logNoteSpentTime: input.noteStatus === NOTE_STATUS.NONE ? 0 : input.rng.int(8, 55) * 60,
    logNoteSubmitCount: submitted ? 1 : 0,
    taskIdx: input.taskIdx ?? null,
    bookIdx: input.bookIdx ?? null,
    meetIdx: input.meetIdx ?? null,
    noteDir: noteDirOf(input.companyIdx, noteIdx),
    agendas: content.agendas,
    questions: content.questions,
    missingImagePages: [],
  };
  note.scoreName = scoreNameOf(note);
  db.notes.push(note);
  if (note.noteStatus !== NOTE_STATUS.NONE) {
    db.noteLogs.push({
      logNoteIdx: nextIdx(db, 'logNoteIdx'),
      noteIdx,
      userIdx: note.userIdx,
      noteSave: 1,
      regDatetime: input.regDatetime,
      spentTime: note.logNoteSpentTime,
    });
  }
  if (submitted && input.submitDatetime) {
    db.noteLogs.push({
      logNoteIdx: nextIdx(db, 'logNoteIdx'),
      noteIdx,
      userIdx: note.userIdx,
      noteSave: 2,
      regDatetime: input.submitDatetime,
      spentTime: 0,
    });
  }
  return note;
}

/** The feedback the seed's completed notes carry. */
const COMMENTS = [
  '풀이 과정이 깔끔해요. 틀린 문제는 다시 풀어 보세요.',
  '계산 실수가 있었어요. 검산하는 습관을 들여 봅시다.',
  '아주 잘했어요!',
] as const;

/**
 * The review state of the seed's submitted homework notes, so that every status shows (screens.md
 * §4): with auto review the answers are checked (VERIFIED) before the teacher takes them on;
 * without it they wait as SUBMIT ('verifying answer').
 */
const REVIEWED_AUTO: readonly NoteStatus[] = [
  NOTE_STATUS.VERIFIED,
  NOTE_STATUS.INSPECTION,
  NOTE_STATUS.COMPLETED,
  NOTE_STATUS.SUBMIT,
];
const REVIEWED_MANUAL: readonly NoteStatus[] = [
  NOTE_STATUS.SUBMIT,
  NOTE_STATUS.INSPECTION,
  NOTE_STATUS.COMPLETED,
];

function seedHomeworkNotes(db: MockDb, rng: Rng, student: MockUser | undefined): void {
  let auto = 0;
  let manual = 0;
  let started = 0;
  for (const row of db.taskUsers) {
    if (
      row.taskStatus !== TASK_USER_STATUS.IN_PROGRESS &&
      row.taskStatus !== TASK_USER_STATUS.SUBMITTED
    )
      continue;
    const task = db.tasks.find((candidate) => candidate.taskIdx === row.taskIdx);
    if (!task) continue;
    const book = bookByIdx(db, task.bookIdx);
    const isDemoStudent = row.userIdx === student?.userIdx;
    let noteStatus: NoteStatus;
    if (row.taskStatus === TASK_USER_STATUS.IN_PROGRESS) {
      // One note just opened and never saved (NONE); the others saved on the way.
      noteStatus = !isDemoStudent && started++ === 0 ? NOTE_STATUS.NONE : NOTE_STATUS.SAVE;
    } else if (isDemoStudent) {
      // The demo student's submitted homework is reviewed, with wrong answers to rewrite.
      noteStatus = NOTE_STATUS.COMPLETED;
    } else if (task.autoReview === 1) {
      noteStatus = REVIEWED_AUTO[auto++ % REVIEWED_AUTO.length] ?? NOTE_STATUS.VERIFIED;
    } else {
      noteStatus = REVIEWED_MANUAL[manual++ % REVIEWED_MANUAL.length] ?? NOTE_STATUS.SUBMIT;
    }
    const habits: StudentHabits =
      noteStatus === NOTE_STATUS.NONE
        ? { accuracy: 0, skipRate: 1 }
        : noteStatus === NOTE_STATUS.SAVE
          ? { accuracy: 0.8, skipRate: 0.45 }
          : isDemoStudent
            ? { accuracy: 0.6, skipRate: 0.05 }
            : { accuracy: rng.pick([0.7, 0.8, 0.9]), skipRate: 0.08 };
    const note = addNote(db, {
      companyIdx: task.companyIdx,
      noteKind: NOTE_KIND.TASK,
      noteTitle: task.taskName,
      noteStatus,
      userIdx: row.userIdx,
      regDatetime: row.startDatetime ?? task.startDatetime,
      submitDatetime: row.taskStatus === TASK_USER_STATUS.SUBMITTED ? row.submitDatetime : null,
      taskIdx: task.taskIdx,
      bookIdx: task.bookIdx,
      meetIdx: 0,
      plans: taskPagePlans(rng, book, task),
      habits,
      rng,
      confirmComment: noteStatus === NOTE_STATUS.COMPLETED ? rng.pick(COMMENTS) : null,
    });
    if (isDemoStudent && noteStatus === NOTE_STATUS.COMPLETED) {
      // The wrong-answer pages ticked for rewriting: the first page with a wrong answer.
      const page = note.agendas
        .flatMap((agenda) => agenda.PLi)
        .find((candidate) => candidate.W > 0);
      if (page) page.Chk = 1;
    }
    row.noteIdx = note.noteIdx;
    syncTaskUser(db, note);
  }
}

/** Class notes: the students of each class of the demo institution, in every save state. */
function seedClassNotes(db: MockDb, rng: Rng): void {
  const demoStudents = db.users.filter(
    (user) => user.companyId === DEMO_COMPANY_ID && user.userType === USER_TYPE.STUDENT,
  );
  const demoMeets = db.meets.filter((meet) =>
    db.companies.some(
      (company) => company.companyId === DEMO_COMPANY_ID && company.companyIdx === meet.companyIdx,
    ),
  );
  const states: readonly NoteStatus[] = [
    NOTE_STATUS.SUBMIT,
    NOTE_STATUS.SAVE,
    NOTE_STATUS.SUBMIT,
    NOTE_STATUS.NONE,
    NOTE_STATUS.SUBMIT,
  ];
  const formats = [IMAGES_AND_PDF, 4, IMAGES_AND_PDF, 2] as const;
  let count = 0;
  demoMeets.slice(0, 6).forEach((meet, meetIndex) => {
    const room = db.rooms.find((candidate) => candidate.roomCode === meet.roomCode);
    const attendees = new Set(room?.roomUserList.map((user) => user.userIdx) ?? []);
    // The room's students first, then a few more of the institution (assumed guests of the class).
    const writers = [
      ...demoStudents.filter((user) => attendees.has(user.userIdx)),
      ...demoStudents.filter((user) => !attendees.has(user.userIdx)).slice(0, 7),
    ];
    writers.forEach((user, i) => {
      const noteStatus = states[count % states.length] ?? NOTE_STATUS.SUBMIT;
      // Relative times keep the class notes inside the list's default "last 7 days".
      const at = -(3 + meetIndex * 30 + i * 11);
      const pageCount = rng.int(3, 6);
      const chapter = rng.pick(NOTE_CHAPTERS);
      const note = addNote(db, {
        companyIdx: meet.companyIdx,
        noteKind: NOTE_KIND.CLASS,
        // A note is named after what was written in it, not after its class (the list shows
        // both, which read the same on every row: issue 16 item 12). assumed: the chapter of its
        // pages; the spec does not say how the classroom client names a class note.
        noteTitle: `${chapter} 필기`,
        noteStatus,
        userIdx: user.userIdx,
        regDatetime: hours(at - 1),
        submitDatetime: noteStatus >= NOTE_STATUS.SUBMIT ? hours(at) : null,
        meetIdx: meet.meetIdx,
        plans: classPagePlans(chapter, pageCount),
        habits: { accuracy: 1, skipRate: 0 },
        rng,
        noteSaveFormat: formats[count % formats.length] ?? IMAGES_AND_PDF,
      });
      // One class note lost its second page image: the viewer's empty state (WB-404-102).
      if (count === 2) note.missingImagePages.push(2);
      count += 1;
    });
  });
}

/** The notes area: after the rooms (class notes) and the tasks (homework notes). */
export const notesArea: SeedArea = {
  name: 'notes',
  init: (db) => {
    db.notes = [];
    db.noteLogs = [];
  },
  seed: ({ db, rng }: SeedContext) => {
    const random = rng('notes');
    const student = db.users.find(
      (user) => user.companyId === DEMO_COMPANY_ID && user.userId === 'student',
    );
    seedHomeworkNotes(db, random, student);
    seedClassNotes(db, random);
  },
};

/** The random stream of a note made at run time, so the same submission writes the same answers. */
export const runtimeRng = (name: string): Rng => createRng(seedOf(name));
