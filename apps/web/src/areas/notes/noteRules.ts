import {
  type AuthUser,
  canViewAttendeeNote,
  FILE_OUTPUT,
  type FileOutput,
  isNoteOpenToStudent,
  LOCAL_SETTING_KEY,
  NOTE_STATUS,
  type Note,
  type NoteAgenda,
  type NoteViewer,
  USER_TYPE,
  validateWrongAnswerLoad,
} from '@platform/contract';

/** Whose labels and actions a note shows (foundation.md §4): a student's, or everyone else's. */
export function noteViewerOf(userType: number): NoteViewer {
  return userType === USER_TYPE.STUDENT ? 'student' : 'teacher';
}

/**
 * screens.md §4: "class-note rows always disabled" for students. assumed: a disabled row cannot
 * be opened (no image view); the student's own PDF download stays offered on it.
 */
export function classNoteRowOpens(viewer: NoteViewer): boolean {
  return viewer !== 'student';
}

/**
 * screens.md §4: "Student task-note rows disabled until COMPLETED and for SUBMIT"; foundation.md
 * §4: "The student sees the note only after correction is completed". A teacher opens every row.
 */
export function taskNoteRowOpens(status: number | null | undefined, viewer: NoteViewer): boolean {
  if (viewer === 'teacher') return true;
  return isNoteOpenToStudent(status ?? NOTE_STATUS.NONE);
}

/**
 * screens.md §6: "Attendee note view if attendance-note-view permission, or own note, or class
 * leader". assumed: the server lists only the notes its user may see; the client applies the rule
 * as far as a note tells it, reading the class leader from the note's class log
 * (`logMeet.leaderId`, the leader's user id, as class logs carry it). A note that names no leader
 * is taken as the server listed it.
 */
export function mayViewNote(
  user: AuthUser & { userIdx: number; userId: string },
  note: Note,
  userTypeAuth: ReadonlyMap<number, number>,
): boolean {
  const leaderId = (note.logMeet as { leaderId?: unknown } | null | undefined)?.leaderId;
  if (typeof leaderId !== 'string') return true;
  return canViewAttendeeNote({
    user,
    noteUserIdx: note.userIdx ?? -1,
    leaderUserIdx: leaderId === user.userId ? user.userIdx : null,
    userTypeAuth,
  });
}

/**
 * screens.md §4: "Students with wrong answers in a completed note can start wrong-answer
 * rewriting". The wrong count is the note's own (`wrongCount`); the contract's rule refuses none.
 */
export function canRewriteWrongAnswers(note: Note, viewer: NoteViewer): boolean {
  return (
    viewer === 'student' &&
    note.noteStatus === NOTE_STATUS.COMPLETED &&
    validateWrongAnswerLoad(note.wrongCount) === null
  );
}

/** Every page of a note, as the export names them (foundation.md §7: agendaPages). */
export function allAgendaPages(
  agendas: readonly NoteAgenda[],
): { agendaNo: number; pageNo: number }[] {
  return agendas.flatMap((agenda) =>
    agenda.PLi.map((page) => ({ agendaNo: agenda.ANo, pageNo: page.PNo })),
  );
}

/**
 * The class-note download type preference (foundation.md §9 "note download type", cleared by
 * reset-settings). assumed: stored as the file output code ('4' PDF, '2' images); PDF until the
 * user picks otherwise.
 */
export function readNoteDownloadType(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): FileOutput {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(LOCAL_SETTING_KEY.NOTE_DOWNLOAD_TYPE) ?? null;
  } catch {
    // Storage switched off: the default.
  }
  return stored === String(FILE_OUTPUT.IMAGE) ? FILE_OUTPUT.IMAGE : FILE_OUTPUT.PDF;
}

export function writeNoteDownloadType(
  type: FileOutput,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(LOCAL_SETTING_KEY.NOTE_DOWNLOAD_TYPE, String(type));
  } catch {
    // Not remembered where storage is switched off.
  }
}

/** A page of a note, as the marking calls name it. */
export interface PageRef {
  agendaNo: number;
  pageNo: number;
}

function withPage(
  agendas: readonly NoteAgenda[],
  ref: PageRef,
  change: (page: NoteAgenda['PLi'][number]) => NoteAgenda['PLi'][number],
): NoteAgenda[] {
  return agendas.map((agenda) =>
    agenda.ANo !== ref.agendaNo
      ? agenda
      : {
          ...agenda,
          PLi: agenda.PLi.map((page) => (page.PNo === ref.pageNo ? change(page) : page)),
        },
  );
}

/** The agendas with one solution's result changed (what MOD_SOLUTION makes of them). */
export function applyMark(
  agendas: readonly NoteAgenda[],
  ref: PageRef,
  solutionNo: number,
  result: number,
): NoteAgenda[] {
  return withPage(agendas, ref, (page) => ({
    ...page,
    SolLi: (page.SolLi ?? []).map((solution) =>
      solution.SNo === solutionNo ? { ...solution, Res: result } : solution,
    ),
  }));
}

/** The agendas with one page's check changed (what MOD_REVIEW makes of them). */
export function applyCheck(
  agendas: readonly NoteAgenda[],
  ref: PageRef,
  checked: boolean,
): NoteAgenda[] {
  return withPage(agendas, ref, (page) => ({ ...page, Chk: checked ? 1 : 0 }));
}
