import {
  type EndpointName,
  endpoints,
  fileNameFromContentDisposition,
  NOTE_KIND,
  NOTE_STATUS,
  readAnswerRect,
  TASK_USER_STATUS,
} from '@platform/contract';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { MOCK_API_PREFIX } from '../api.ts';
import type { MockNote } from '../db/areas/notes.ts';
import { taskUserOf } from '../db/areas/tasks.ts';
import { db } from '../db/index.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { errorOf, login, useMockServer } from '../testing/setup.ts';
import { pdfFileName } from './notes.ts';

useMockServer();

type WireNote = {
  noteIdx: number;
  noteTitle: string;
  noteStatus: number;
  userIdx: number;
  wrongCount: number;
  questionCount: number;
  solveCount: number;
  submitDatetime: string | null;
  confirmComment: string | null;
  task: { taskIdx: number } | null;
  logMeet: { meetTitle: string } | null;
};
type Solution = { SNo: number; Res: number | null; Rect: unknown; Ans: string; Slvd: boolean };
type Agenda = {
  ANo: number;
  ANm: string;
  PLi: { PNo: number; W: number; Chk: number; SolLi: Solution[] }[];
};
type Body = {
  result: WireNote & Agenda[] & { fileName: string };
  resultList: Agenda[];
  resultPage: { content: WireNote[]; totalElements: number };
};

async function as(userId: string) {
  const { token, user } = await login(userId);
  const call = (name: EndpointName, fields: Record<string, unknown> = {}) =>
    callEndpoint<Body>(name, { accessToken: token.access_token, fields });
  /** A file reply, read as bytes (callEndpoint reads text). */
  const file = async (name: EndpointName, fields: Record<string, unknown>) => {
    const def = endpoints[name];
    const url = new URL(`http://localhost${MOCK_API_PREFIX}${def.path}`);
    const headers: Record<string, string> = { Authorization: `Bearer ${token.access_token}` };
    let body: string | undefined;
    if (def.method === 'GET') {
      for (const [key, value] of Object.entries({ command: def.command, ...fields })) {
        url.searchParams.set(key, String(value));
      }
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify({ command: def.command, ...fields });
    }
    const response = await fetch(url, { method: def.method, headers, body });
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      name: fileNameFromContentDisposition(response.headers.get('content-disposition')),
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  };
  return { call, file, me: user };
}

const homework = (status: number, userIdx?: number): MockNote => {
  const note = db.notes.find(
    (n) =>
      n.noteKind === NOTE_KIND.TASK &&
      n.noteStatus === status &&
      (userIdx === undefined || n.userIdx === userIdx),
  );
  if (!note) throw new Error(`no homework note in status ${status}`);
  return note;
};

const firstPage = (note: MockNote) => {
  const agenda = note.agendas[0];
  const page = agenda?.PLi[0];
  if (!agenda || !page) throw new Error('a note without pages');
  return { agendaNo: agenda.ANo, page };
};

describe('the seeded notes (screens.md §3 Note, §4 note status)', () => {
  it('holds class and homework notes in every status, with page JSON and answer rectangles', () => {
    const statuses = new Set(db.notes.map((note) => note.noteStatus));
    expect([...statuses].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(db.notes.some((note) => note.noteKind === NOTE_KIND.CLASS)).toBe(true);
    const reviewed = homework(NOTE_STATUS.VERIFIED);
    const solutions = reviewed.agendas.flatMap((a) => a.PLi).flatMap((p) => p.SolLi);
    expect(solutions.length).toBeGreaterThan(0);
    for (const solution of solutions) {
      expect(readAnswerRect(solution)).toMatchObject({ W: expect.any(Number) });
      expect([0, 1]).toContain(solution.Res);
    }
  });

  it('links each started or submitted homework row to its note', () => {
    const rows = db.taskUsers.filter((row) => row.taskStatus !== TASK_USER_STATUS.NOT_STARTED);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const note = db.notes.find((n) => n.noteIdx === row.noteIdx);
      expect(note?.taskIdx).toBe(row.taskIdx);
      expect(note?.userIdx).toBe(row.userIdx);
    }
  });
});

describe('note lists', () => {
  it('gives the teacher the homework notes newest submission first, 20 a page', async () => {
    const { call } = await as('teacher');
    const { body } = await call('note.LIST', { searchType: 5, page: 0, size: 20 });
    const rows = body.resultPage.content;
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((row) => row.task !== null)).toBe(true);
    const dates = rows.map((row) => row.submitDatetime ?? '');
    expect(dates.filter(Boolean)).toEqual([...dates.filter(Boolean)].sort().reverse());
    const classNotes = await call('note.LIST', { searchType: 4, page: 0, size: 20 });
    expect(classNotes.body.resultPage.content.every((row) => row.logMeet?.meetTitle)).toBe(true);
  });

  // Issue 16 item 12: the class-note list's note and class columns read the same on every row.
  it('names a class note apart from its class', async () => {
    const { call } = await as('teacher');
    const { body } = await call('note.LIST', { searchType: 4, page: 0, size: 20 });
    const rows = body.resultPage.content;
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      expect(row.noteTitle).toBeTruthy();
      expect(row.noteTitle).not.toBe(row.logMeet?.meetTitle);
    }
  });

  it('gives a student their own notes only', async () => {
    const { call, me } = await as('student');
    const { body } = await call('note.LIST', { page: 0, size: 100 });
    expect(body.resultPage.totalElements).toBeGreaterThan(0);
    expect(body.resultPage.content.every((row) => row.userIdx === me.userIdx)).toBe(true);
  });

  it('filters by the keyword and the dates', async () => {
    const { call } = await as('teacher');
    const named = homework(NOTE_STATUS.COMPLETED);
    const { body } = await call('note.LIST', { searchType: 5, searchKeyword: named.noteTitle });
    expect(body.resultPage.content.length).toBeGreaterThan(0);
    expect(body.resultPage.content.every((row) => row.task?.taskIdx === named.taskIdx)).toBe(true);
    const none = await call('note.LIST', {
      searchStartDate: '2000-01-01',
      searchEndDate: '2000-01-02',
    });
    expect(none.body.resultPage.totalElements).toBe(0);
  });
});

describe('who reads a note', () => {
  it('keeps a homework note from its student until the correction is completed', async () => {
    const { call, me } = await as('student');
    const open = db.notes.find(
      (n) =>
        n.userIdx === me.userIdx &&
        n.noteKind === NOTE_KIND.TASK &&
        n.noteStatus === NOTE_STATUS.SAVE,
    );
    expect(open).toBeDefined();
    expect((await call('note.VIEW', { noteIdx: open?.noteIdx })).status).toBe(200);
    expect((await errorOf(call('note.NOTE_JSON', { noteIdx: open?.noteIdx }))).code).toBe(
      'WB-403-102',
    );
    const done = homework(NOTE_STATUS.COMPLETED, me.userIdx);
    const json = await call('note.NOTE_JSON', { noteIdx: done.noteIdx });
    expect(json.body.result[0]?.PLi.length).toBeGreaterThan(0);
  });

  it("refuses another student's note (WB-403-102) and an unknown one (WB-400-212)", async () => {
    const { call, me } = await as('student');
    const other = db.notes.find((n) => n.userIdx !== me.userIdx);
    expect((await errorOf(call('note.VIEW', { noteIdx: other?.noteIdx }))).code).toBe('WB-403-102');
    expect((await errorOf(call('note.VIEW', { noteIdx: 999999 }))).code).toBe('WB-400-212');
  });
});

describe('attendee notes (screens.md §6 "attendance-note-view, or own note, or class leader")', () => {
  it("shows another attendee's class note to the class leader only", async () => {
    const { call, me } = await as('student');
    const note = db.notes.find((n) => n.noteKind === NOTE_KIND.CLASS && n.userIdx !== me.userIdx);
    const meet = db.meets.find((m) => m.meetIdx === note?.meetIdx);
    const room = db.rooms.find((r) => r.roomCode === meet?.roomCode);
    if (!note || !room) throw new Error('no class note of a room');
    expect((await errorOf(call('note.VIEW', { noteIdx: note.noteIdx }))).code).toBe('WB-403-102');
    room.ownerUserIdx = me.userIdx;
    expect((await call('note.VIEW', { noteIdx: note.noteIdx })).status).toBe(200);
  });
});

describe('the review (foundation.md §7 MOD_SOLUTION, MOD_REVIEW, MOD_STATUS)', () => {
  it('marks answers, keeps the counts and the homework row in step, and completes with a comment', async () => {
    const teacher = await as('teacher');
    const note = homework(NOTE_STATUS.VERIFIED);
    const { agendaNo, page } = firstPage(note);
    const solution = page.SolLi[0];
    const wasWrong = solution?.Res === 0;
    const before = (await teacher.call('note.VIEW', { noteIdx: note.noteIdx })).body.result;
    expect(
      (await teacher.call('note.MOD_STATUS', { noteIdx: note.noteIdx, status: 4 })).status,
    ).toBe(200);
    const mark = (result: number) =>
      teacher.call('note.MOD_SOLUTION', {
        noteIdx: note.noteIdx,
        agendaNo,
        pageNo: page.PNo,
        solutionNo: solution?.SNo,
        result,
      });
    await mark(1);
    await mark(0);
    const after = (await teacher.call('note.VIEW', { noteIdx: note.noteIdx })).body.result;
    expect(after.noteStatus).toBe(NOTE_STATUS.INSPECTION);
    expect(after.wrongCount).toBe(before.wrongCount + (wasWrong ? 0 : 1));
    expect(taskUserOf(db, note.taskIdx ?? 0, note.userIdx)?.wrongCount).toBe(after.wrongCount);
    const json = await teacher.call('note.NOTE_JSON', { noteIdx: note.noteIdx });
    const marked = json.body.result[0]?.PLi[0];
    expect(marked?.SolLi[0]?.Res).toBe(0);
    expect(marked?.W).toBeGreaterThan(0);

    await teacher.call('note.MOD_STATUS', {
      noteIdx: note.noteIdx,
      status: 5,
      confirmComment: '  다시 풀어 보세요  ',
    });
    const done = (await teacher.call('note.VIEW', { noteIdx: note.noteIdx })).body.result;
    expect(done).toMatchObject({ noteStatus: 5, confirmComment: '다시 풀어 보세요' });
    // A completed note is closed to marking and to status changes.
    expect((await errorOf(mark(1))).code).toBe('WB-400-212');
    expect(
      (await errorOf(teacher.call('note.MOD_STATUS', { noteIdx: note.noteIdx, status: 4 }))).code,
    ).toBe('WB-400-212');
  });

  it('refuses a status other than inspection or completed, and a solution that is not there', async () => {
    const { call } = await as('teacher');
    const note = homework(NOTE_STATUS.SUBMIT);
    const { agendaNo, page } = firstPage(note);
    for (const status of [0, 1, 2, 3]) {
      expect((await errorOf(call('note.MOD_STATUS', { noteIdx: note.noteIdx, status }))).code).toBe(
        'WB-400-212',
      );
    }
    const missing = call('note.MOD_SOLUTION', {
      noteIdx: note.noteIdx,
      agendaNo,
      pageNo: page.PNo,
      solutionNo: 999,
      result: 1,
    });
    expect((await errorOf(missing)).code).toBe('WB-400-212');
    const saved = homework(NOTE_STATUS.SAVE);
    expect(
      (await errorOf(call('note.MOD_STATUS', { noteIdx: saved.noteIdx, status: 4 }))).code,
    ).toBe('WB-400-212');
  });

  it('lets the student tick wrong-answer pages of a completed note, and no marking', async () => {
    const { call, me } = await as('student');
    const note = homework(NOTE_STATUS.COMPLETED, me.userIdx);
    const { agendaNo, page } = firstPage(note);
    const tick = { noteIdx: note.noteIdx, agendaNo, pageNo: page.PNo };
    expect((await call('note.MOD_REVIEW', { ...tick, check: 1 })).status).toBe(200);
    expect(page.Chk).toBe(1);
    await call('note.MOD_REVIEW', { ...tick, check: 0 });
    expect(page.Chk).toBe(0);
    const marking = call('note.MOD_SOLUTION', {
      ...tick,
      solutionNo: page.SolLi[0]?.SNo,
      result: 1,
    });
    expect((await errorOf(marking)).code).toBe('WB-403-102');
    expect(
      (await errorOf(call('note.MOD_STATUS', { noteIdx: note.noteIdx, status: 4 }))).code,
    ).toBe('WB-403-102');
  });
});

describe('note files (foundation.md §7 Export; screens.md §8 WB-404-102)', () => {
  it('draws a page image with the questions at their rectangles', async () => {
    const { file } = await as('teacher');
    const note = homework(NOTE_STATUS.VERIFIED);
    const { agendaNo, page } = firstPage(note);
    const image = await file('noteFile.DOWNLOAD_PAGE', {
      noteIdx: note.noteIdx,
      agendaNo,
      pageNo: page.PNo,
    });
    expect(image.status).toBe(200);
    expect(image.type).toBe('image/svg+xml');
    const svg = new TextDecoder().decode(image.bytes);
    const rect = page.SolLi[0]?.Rect as { X: number; Y: number };
    expect(svg).toContain(`<rect x="${rect.X}" y="${rect.Y}"`);
  });

  it('answers WB-404-102 for a page image the server does not have', async () => {
    const { call } = await as('teacher');
    const lost = db.notes.find((n) => n.missingImagePages.length > 0);
    expect(lost).toBeDefined();
    const { code, status } = await errorOf(
      call('noteFile.DOWNLOAD_PAGE', {
        noteIdx: lost?.noteIdx,
        pageNo: lost?.missingImagePages[0],
      }),
    );
    expect({ code, status }).toEqual({ code: 'WB-404-102', status: 404 });
    expect(
      (await errorOf(call('noteFile.DOWNLOAD_PAGE', { noteIdx: lost?.noteIdx, pageNo: 9999 })))
        .code,
    ).toBe('WB-400-212');
    // A note saved as a PDF only has no page images.
    const pdfOnly = db.notes.find((n) => n.noteSaveFormat === 4);
    const pageNo = pdfOnly?.agendas[0]?.PLi[0]?.PNo;
    const imageOfPdfOnly = call('noteFile.DOWNLOAD_PAGE', { noteIdx: pdfOnly?.noteIdx, pageNo });
    expect((await errorOf(imageOfPdfOnly)).code).toBe('WB-404-102');
  });

  it('exports the chosen pages as a zip of images named by the content disposition', async () => {
    const { file } = await as('teacher');
    const note = homework(NOTE_STATUS.COMPLETED);
    const pages = note.agendas.flatMap((a) =>
      a.PLi.map((p) => ({ agendaNo: a.ANo, pageNo: p.PNo })),
    );
    const chosen = pages.slice(0, 3);
    const zip = await file('note.DOWNLOAD_CROP_PAGE', {
      noteIdx: note.noteIdx,
      agendaPages: chosen,
      fileType: 2,
    });
    expect(zip.status).toBe(200);
    expect(zip.type).toBe('application/zip');
    expect(zip.name).toMatch(new RegExp(`^${note.noteTitle.replace(/[()]/g, '\\$&')}_.+\\.zip$`));
    const entries = Object.keys(unzipSync(zip.bytes));
    expect(entries).toHaveLength(3);
    expect(entries.every((entry) => entry.endsWith('.svg'))).toBe(true);
  });

  it('exports the chosen pages as a PDF with one page each', async () => {
    const { file } = await as('teacher');
    const note = homework(NOTE_STATUS.COMPLETED);
    const pages = note.agendas.flatMap((a) =>
      a.PLi.map((p) => ({ agendaNo: a.ANo, pageNo: p.PNo })),
    );
    const pdf = await file('note.DOWNLOAD_CROP_PAGE', {
      noteIdx: note.noteIdx,
      agendaPages: pages.slice(0, 4),
      fileType: 4,
    });
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.name.endsWith('.pdf')).toBe(true);
    expect((await PDFDocument.load(pdf.bytes)).getPageCount()).toBe(4);
  });

  it('refuses an export of no page or of a page the note does not have', async () => {
    const { call } = await as('teacher');
    const note = homework(NOTE_STATUS.COMPLETED);
    for (const agendaPages of [[], [{ agendaNo: 1, pageNo: 9999 }]]) {
      expect(
        (
          await errorOf(
            call('note.DOWNLOAD_CROP_PAGE', { noteIdx: note.noteIdx, agendaPages, fileType: 2 }),
          )
        ).code,
      ).toBe('WB-400-212');
    }
  });

  it('downloads the whole note as a PDF in two steps, and refuses a note saved without one', async () => {
    const { call, file } = await as('teacher');
    const note = homework(NOTE_STATUS.VERIFIED);
    const info = await call('note.NOTE_PDF_INFO', {
      searchIdx: note.noteIdx,
      fileType: 'NOTE_PDF',
    });
    expect(info.body.result.fileName).toBe(pdfFileName(note));
    const pdf = await file('noteFile.DOWNLOAD_PDF', {
      noteIdx: note.noteIdx,
      fileName: info.body.result.fileName,
    });
    const pageCount = note.agendas.reduce((sum, agenda) => sum + agenda.PLi.length, 0);
    expect((await PDFDocument.load(pdf.bytes)).getPageCount()).toBe(pageCount);
    expect(
      (await errorOf(call('noteFile.DOWNLOAD_PDF', { noteIdx: note.noteIdx, fileName: 'x.pdf' })))
        .code,
    ).toBe('WB-404-102');
    const imagesOnly = db.notes.find((n) => n.noteSaveFormat === 2);
    expect(
      (await errorOf(call('note.NOTE_PDF_INFO', { searchIdx: imagesOnly?.noteIdx }))).code,
    ).toBe('WB-404-102');
  });

  it('lists the saves and the submission of a note', async () => {
    const { call } = await as('teacher');
    const note = homework(NOTE_STATUS.VERIFIED);
    const { body } = await callEndpoint<{ resultList: { noteSave: number }[] }>('logNote.LIST', {
      accessToken: (await login('teacher')).token.access_token,
      fields: { noteIdx: note.noteIdx },
    });
    expect(body.resultList.map((row) => row.noteSave).sort()).toEqual([1, 2]);
    expect(
      (await call('logNote.LIST', { noteIdx: note.noteIdx, page: 0, size: 1 })).body.resultPage
        .totalElements,
    ).toBe(2);
  });
});
