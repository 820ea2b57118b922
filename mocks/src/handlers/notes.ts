import {
  canViewAttendeeNote,
  FILE_OUTPUT,
  hasFileOutput,
  NOTE_KIND,
  NOTE_LIST_SEARCH_TYPE,
  NOTE_STATUS,
  type Note,
  readConfigString,
  USER_TYPE,
} from '@platform/contract';
import { HttpResponse } from 'msw';
import { ok, okList, okPage, pageOf } from '../api.ts';
import { bookByIdx } from '../db/areas/books.ts';
import { noteCounts, wrongCountOfPage } from '../db/areas/notePages.ts';
import { type MockNote, scoreNameOf, syncTaskUser } from '../db/areas/notes.ts';
import { wireTime } from '../db/areas/tasks.ts';
import { db } from '../db/index.ts';
import { companyByIdx, userByIdx } from '../db/queries.ts';
import type { MockUser } from '../db/types.ts';
import { MOCK_ERROR } from '../errors.ts';
import { implementAuthorised, refuse } from '../server/router.ts';
import {
  attachment,
  type NotePageRef,
  noteFileBase,
  notePages,
  notePagesPdf,
  notePagesZip,
  pageImageSvg,
} from './noteFiles.ts';

/*
 * The note calls (foundation.md §7 Note: "{api}/note: GET VIEW, LIST, LIST_AGENDA, NOTE_JSON,
 * NOTE_PDF_INFO; POST MOD_REVIEW, MOD_SOLUTION, MOD_STATUS, DOWNLOAD_CROP_PAGE. /file: GET
 * DOWNLOAD_PAGE, DOWNLOAD_PDF (noteIdx, fileName). {api}/logNote GET LIST"; screens.md §7 Notes,
 * §4 note status, §6 roles, §8 WB-404-102).
 *
 * assumed, where the spec is silent:
 * - Who sees a note: its writer; for a class note whoever screens.md §6 lets see an attendee's
 *   note (attendance-note-view, or the class leader: the room's owner); for a homework note any
 *   user of the institution who is not a student (the teachers review them). Others: WB-403-102.
 *   An unknown note: WB-400-212.
 * - A student reads the page JSON of an own homework note only once its correction is completed
 *   (foundation.md §4 "The student sees the note only after correction is completed").
 * - Marking (MOD_SOLUTION) and the review status are for the reviewers above, on a submitted,
 *   verified or inspected note; a completed note is closed (WB-400-212). The page check
 *   (MOD_REVIEW) is the reviewers' on an open note and the writer's on a completed one
 *   (screens.md §6 "Students ... tick wrong-answer pages").
 * - A page image the server does not have answers WB-404-102 (screens.md §8).
 */

const isStudent = (user: MockUser) => user.userType === USER_TYPE.STUDENT;

/** The owner of the room a class note was written in (the class leader of screens.md §6). */
function leaderOf(note: MockNote): number | null {
  const meet = db.meets.find((candidate) => candidate.meetIdx === note.meetIdx);
  const room = meet && db.rooms.find((candidate) => candidate.roomCode === meet.roomCode);
  return room?.ownerUserIdx ?? null;
}

function maySee(me: MockUser, note: MockNote): boolean {
  if (note.companyIdx !== me.companyIdx) return false;
  if (note.userIdx === me.userIdx) return true;
  if (note.noteKind === NOTE_KIND.TASK) return !isStudent(me);
  const company = companyByIdx(db, me.companyIdx);
  const userTypeAuth = company
    ? readConfigString(company.cfg).config.userTypeAuth
    : new Map<number, number>();
  return canViewAttendeeNote({
    user: me,
    noteUserIdx: note.userIdx,
    leaderUserIdx: leaderOf(note),
    userTypeAuth,
  });
}

/** A note the caller may see, else WB-400-212 (none) or WB-403-102 (not theirs to see). */
export function visibleNote(me: MockUser, noteIdx: number): MockNote {
  const note = db.notes.find(
    (candidate) => candidate.noteIdx === noteIdx && candidate.companyIdx === me.companyIdx,
  );
  if (!note) refuse(MOCK_ERROR.badRequest);
  if (!maySee(me, note)) refuse(MOCK_ERROR.noPermission);
  return note;
}

/** A note whose marks the caller may read: a student's homework note only once completed. */
function markedNote(me: MockUser, noteIdx: number): MockNote {
  const note = visibleNote(me, noteIdx);
  if (
    isStudent(me) &&
    note.noteKind === NOTE_KIND.TASK &&
    note.noteStatus !== NOTE_STATUS.COMPLETED
  ) {
    refuse(MOCK_ERROR.noPermission);
  }
  return note;
}

const REVIEWABLE: readonly number[] = [
  NOTE_STATUS.SUBMIT,
  NOTE_STATUS.VERIFIED,
  NOTE_STATUS.INSPECTION,
];

/** A note the caller reviews: a reviewer (not a student), the note submitted and not completed. */
function reviewedNote(me: MockUser, noteIdx: number): MockNote {
  const note = visibleNote(me, noteIdx);
  if (isStudent(me)) refuse(MOCK_ERROR.noPermission);
  if (!REVIEWABLE.includes(note.noteStatus)) refuse(MOCK_ERROR.badRequest);
  return note;
}

function pageOfNote(note: MockNote, agendaNo: number | undefined, pageNo: number): NotePageRef {
  const ref = notePages(note).find(
    (candidate) =>
      candidate.page.PNo === pageNo && (agendaNo === undefined || candidate.agendaNo === agendaNo),
  );
  if (!ref) refuse(MOCK_ERROR.badRequest);
  return ref;
}

/** The note as the wire shows it, with the writer, the task, the book and the meet joined. */
export function wireNote(note: MockNote, now = new Date()): Note {
  const task = note.taskIdx === null ? undefined : db.tasks.find((t) => t.taskIdx === note.taskIdx);
  const book = note.bookIdx === null ? undefined : bookByIdx(db, note.bookIdx);
  const meet = note.meetIdx ? db.meets.find((m) => m.meetIdx === note.meetIdx) : undefined;
  return {
    noteIdx: note.noteIdx,
    noteTitle: note.noteTitle,
    noteStatus: note.noteStatus,
    noteSaveFormat: note.noteSaveFormat,
    userIdx: note.userIdx,
    userName: userByIdx(db, note.userIdx)?.userName ?? null,
    submitDatetime: note.submitDatetime === null ? null : wireTime(note.submitDatetime, now),
    scoreName: note.scoreName,
    confirmComment: note.confirmComment,
    ...noteCounts(note.agendas),
    logNoteSpentTime: note.logNoteSpentTime,
    logNoteSubmitCount: note.logNoteSubmitCount,
    task: task
      ? {
          taskIdx: task.taskIdx,
          taskName: task.taskName,
          bookIdx: task.bookIdx,
          // The homework's creator, as the task list joins it (screens.md §3 regUser{userName}).
          regUser: { userName: userByIdx(db, task.regUserIdx)?.userName ?? null },
          startDatetime: wireTime(task.startDatetime, now),
          submitLimitDatetime: wireTime(task.submitLimitDatetime, now),
          autoReview: task.autoReview,
          deleteYn: task.deleteYn,
        }
      : null,
    book: book ? { questionCount: book.questionCount } : null,
    noteDir: note.noteDir,
    companyIdx: note.companyIdx,
    meetIdx: note.meetIdx,
    logMeet: meet ? { meetTitle: meet.meetTitle } : null,
  };
}

/** The date a note is listed by: its submission, or its last save when not submitted. */
const listedAt = (note: MockNote, now: Date) =>
  wireTime(note.submitDatetime ?? note.regDatetime, now);

function matchesKeyword(note: MockNote, keyword: string): boolean {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return true;
  const name = userByIdx(db, note.userIdx)?.userName ?? '';
  return [note.noteTitle, name].some((text) => text.toLowerCase().includes(needle));
}

/** A file reply (the export, the PDF, a page image). */
function fileReply(body: Uint8Array | string, contentType: string, disposition: string): Response {
  return new HttpResponse(body as BodyInit, {
    headers: { 'Content-Type': contentType, 'Content-Disposition': disposition },
  });
}

/** The name NOTE_PDF_INFO gives the PDF of a note, which DOWNLOAD_PDF must be asked for. */
export const pdfFileName = (note: MockNote) =>
  `${noteFileBase(note, userByIdx(db, note.userIdx)?.userName)}.pdf`;

/**
 * The page images must be there: saved as images (noteSaveFormat) and none of them lost.
 * assumed: a note saved as a PDF only has no page images, so its images answer WB-404-102.
 */
function requireImages(note: MockNote, refs: readonly NotePageRef[]): void {
  if (
    !hasFileOutput(note.noteSaveFormat, FILE_OUTPUT.IMAGE) ||
    refs.some((ref) => note.missingImagePages.includes(ref.page.PNo))
  ) {
    refuse(MOCK_ERROR.fileNotFound);
  }
}

export const noteImplementations = [
  implementAuthorised('note.LIST', ({ me, fields }) => {
    const now = new Date();
    const kind =
      fields.searchType === NOTE_LIST_SEARCH_TYPE.CLASS
        ? NOTE_KIND.CLASS
        : fields.searchType === NOTE_LIST_SEARCH_TYPE.TASK
          ? NOTE_KIND.TASK
          : undefined;
    const byUserId =
      fields.userId === undefined
        ? undefined
        : db.users.find((u) => u.companyIdx === me.companyIdx && u.userId === fields.userId);
    if (fields.userId !== undefined && !byUserId) return okPage(pageOf([], 0, fields.size ?? 20));
    const ascending = /\basc\b/i.test(fields.order ?? '');
    const notes = db.notes
      .filter((note) => maySee(me, note))
      .filter((note) => kind === undefined || note.noteKind === kind)
      .filter((note) => fields.userIdx === undefined || note.userIdx === fields.userIdx)
      .filter((note) => !byUserId || note.userIdx === byUserId.userIdx)
      .filter((note) => fields.taskIdx === undefined || note.taskIdx === fields.taskIdx)
      .filter((note) => fields.meetIdx === undefined || note.meetIdx === fields.meetIdx)
      .filter((note) => {
        const day = listedAt(note, now).slice(0, 10);
        return (
          (!fields.searchStartDate || day >= fields.searchStartDate) &&
          (!fields.searchEndDate || day <= fields.searchEndDate)
        );
      })
      .filter((note) => matchesKeyword(note, fields.searchKeyword ?? ''))
      .sort((a, b) => {
        const order = listedAt(a, now).localeCompare(listedAt(b, now)) || a.noteIdx - b.noteIdx;
        return ascending ? order : -order;
      })
      .map((note) => wireNote(note, now));
    if (fields.paging === false) return okList(notes);
    return okPage(pageOf(notes, fields.page ?? 0, fields.size ?? 20));
  }),

  implementAuthorised('note.VIEW', ({ me, fields }) =>
    ok(wireNote(visibleNote(me, fields.noteIdx))),
  ),

  implementAuthorised('note.NOTE_JSON', ({ me, fields }) =>
    ok(markedNote(me, fields.noteIdx).agendas),
  ),

  implementAuthorised('note.LIST_AGENDA', ({ me, fields }) =>
    okList(markedNote(me, fields.noteIdx).agendas),
  ),

  implementAuthorised('note.MOD_SOLUTION', ({ me, fields }) => {
    const note = reviewedNote(me, fields.noteIdx);
    const { page } = pageOfNote(note, fields.agendaNo, fields.pageNo);
    const solution = page.SolLi.find((candidate) => candidate.SNo === fields.solutionNo);
    if (!solution) refuse(MOCK_ERROR.badRequest);
    solution.Res = fields.result;
    page.W = wrongCountOfPage(page);
    note.scoreName = scoreNameOf(note);
    syncTaskUser(db, note);
    return ok(null);
  }),

  implementAuthorised('note.MOD_REVIEW', ({ me, fields }) => {
    const note = visibleNote(me, fields.noteIdx);
    const writerOnCompleted =
      note.userIdx === me.userIdx && note.noteStatus === NOTE_STATUS.COMPLETED;
    const reviewerOnOpen = !isStudent(me) && REVIEWABLE.includes(note.noteStatus);
    if (!writerOnCompleted && !reviewerOnOpen) {
      refuse(isStudent(me) ? MOCK_ERROR.noPermission : MOCK_ERROR.badRequest);
    }
    pageOfNote(note, fields.agendaNo, fields.pageNo).page.Chk = fields.check;
    return ok(null);
  }),

  implementAuthorised('note.MOD_STATUS', ({ me, fields }) => {
    const note = reviewedNote(me, fields.noteIdx);
    if (fields.status !== NOTE_STATUS.INSPECTION && fields.status !== NOTE_STATUS.COMPLETED) {
      refuse(MOCK_ERROR.badRequest);
    }
    note.noteStatus = fields.status;
    const comment = fields.confirmComment?.trim();
    if (comment !== undefined) note.confirmComment = comment || null;
    note.scoreName = scoreNameOf(note);
    syncTaskUser(db, note);
    return ok(null);
  }),

  implementAuthorised('note.NOTE_PDF_INFO', ({ me, fields }) => {
    if (fields.searchIdx === undefined) refuse(MOCK_ERROR.badRequest);
    if (fields.fileType !== undefined && fields.fileType !== 'NOTE_PDF') {
      refuse(MOCK_ERROR.badRequest);
    }
    const note = visibleNote(me, fields.searchIdx);
    if (!hasFileOutput(note.noteSaveFormat, FILE_OUTPUT.PDF)) refuse(MOCK_ERROR.fileNotFound);
    // assumed: the note's PDF is known by the note's index; there is no separate file row.
    return ok({ fileIdx: note.noteIdx, fileName: pdfFileName(note) });
  }),

  implementAuthorised('noteFile.DOWNLOAD_PDF', async ({ me, fields }) => {
    const note = visibleNote(me, fields.noteIdx);
    if (
      !hasFileOutput(note.noteSaveFormat, FILE_OUTPUT.PDF) ||
      fields.fileName !== pdfFileName(note)
    ) {
      refuse(MOCK_ERROR.fileNotFound);
    }
    const pdf = await notePagesPdf(note, notePages(note));
    return fileReply(
      pdf,
      'application/pdf',
      attachment(fields.fileName, `note-${note.noteIdx}.pdf`),
    );
  }),

  implementAuthorised('noteFile.DOWNLOAD_PAGE', ({ me, fields }) => {
    const note = visibleNote(me, fields.noteIdx);
    const ref = pageOfNote(note, fields.agendaNo, fields.pageNo);
    requireImages(note, [ref]);
    const name = `${note.noteIdx}_${ref.agendaNo}_${ref.page.PNo}.svg`;
    return fileReply(pageImageSvg(note, ref), 'image/svg+xml', `inline; filename="${name}"`);
  }),

  implementAuthorised('note.DOWNLOAD_CROP_PAGE', async ({ me, fields }) => {
    const note = visibleNote(me, fields.noteIdx);
    const refs = fields.agendaPages.map(({ agendaNo, pageNo }) =>
      pageOfNote(note, agendaNo, pageNo),
    );
    const base = noteFileBase(note, userByIdx(db, note.userIdx)?.userName);
    if (fields.fileType === FILE_OUTPUT.PDF) {
      const pdf = await notePagesPdf(note, refs);
      return fileReply(
        pdf,
        'application/pdf',
        attachment(`${base}.pdf`, `note-${note.noteIdx}.pdf`),
      );
    }
    requireImages(note, refs);
    return fileReply(
      notePagesZip(note, refs),
      'application/zip',
      attachment(`${base}.zip`, `note-${note.noteIdx}.zip`),
    );
  }),

  implementAuthorised('logNote.LIST', ({ me, fields }) => {
    const now = new Date();
    const notes =
      fields.noteIdx === undefined
        ? db.notes.filter((note) => maySee(me, note))
        : [visibleNote(me, fields.noteIdx)];
    const shown = new Set(notes.map((note) => note.noteIdx));
    const rows = db.noteLogs
      .filter((log) => shown.has(log.noteIdx))
      .map((log) => ({
        logNoteIdx: log.logNoteIdx,
        noteIdx: log.noteIdx,
        userIdx: log.userIdx,
        userName: userByIdx(db, log.userIdx)?.userName ?? null,
        noteSave: log.noteSave,
        spentTime: log.spentTime,
        regDatetime: wireTime(log.regDatetime, now),
      }))
      .sort((a, b) => b.regDatetime.localeCompare(a.regDatetime) || b.logNoteIdx - a.logNoteIdx);
    const paged =
      fields.paging !== false && (fields.page !== undefined || fields.size !== undefined);
    return paged ? okPage(pageOf(rows, fields.page ?? 0, fields.size ?? 20)) : okList(rows);
  }),
];
