import {
  EXTENSION_CONTENT_TYPE,
  LIMITS,
  type MeetUserLog,
  NOTE_KIND,
  showsScoreExport,
} from '@platform/contract';
import { HttpResponse } from 'msw';
import { classLogUsers, type MockClassLog } from '../db/areas/classLogs.ts';
import { noteCounts } from '../db/areas/notePages.ts';
import { type MockNote, scoreNameOf } from '../db/areas/notes.ts';
import { db } from '../db/index.ts';
import type { MockUser } from '../db/types.ts';
import { MOCK_ERROR } from '../errors.ts';
import { implementAuthorised, refuse } from '../server/router.ts';
import { periodOf } from './attendanceLog.ts';
import { institutionConfigOf, newestFirst, visibleLog, visibleLogsEnded } from './classLog.ts';
import { attachment } from './noteFiles.ts';

/*
 * The class history's Excel exports: logMeetExcel.USER_JOIN_GNE (attendance) and USER_SCORE
 * (score) (foundation.md §7 "GET {api}/logMeet/excel with command USER_JOIN_GNE (attendance) or
 * USER_SCORE (score), excelRoomMeet (comma list of meetIdx, optional), searchStartDate,
 * searchEndDate and language. The reply is an .xls file"; screens.md §5 export selection 50, §6
 * "export score history only if third web-function flag on"). The file is a real BIFF8 .xls
 * written by SheetJS (`xlsx`), which is large: it is imported only when an export is asked for,
 * so the demo's mock chunk does not carry it until then (as userExcel.ts loads exceljs).
 *
 * assumed, where the spec is silent:
 * - Which classes: with excelRoomMeet, exactly those (each once, however often sent; more than
 *   LIMITS.EXPORT_SELECTION_MAX (50) numbers is WB-400-212; each must be a class the caller sees
 *   by the class history's rule, else WB-400-025, as logMeet.VIEW); the period then only names
 *   the file. Without it, every class the caller sees that ended within searchStartDate..
 *   searchEndDate (both included; an impossible date is WB-400-212; the wrong way round exports
 *   an empty sheet), as logMeet.LIST lists them. Newest class first either way.
 * - Who may export: whoever sees the classes (the same rule); USER_SCORE only when the
 *   institution has the score export on (WEB_FUNC_USE position 3, `showsScoreExport`), else
 *   WB-400-212.
 * - Attendance: one row per attendee per class (logMeetUser.LIST's rows: guests too, by
 *   nickname, with no ID), columns class title, date (the class's start day), leader, attendee,
 *   ID, first entry, last exit (wire datetimes) and the minutes inside over every stay.
 * - Score: one row per attendee per class, with their class note of that class (a note of kind
 *   class whose meetIdx is the class's) if they have one: its title, questions, wrong answers,
 *   solved questions and score (`scoreName`, "correct/questions" once marked); the cells stay
 *   empty without a note. The seeded year's classes have no notes: their rows name the
 *   attendees only.
 * - Headers, sheet and file name in the request's language: `출석부` / `attendance`, `성적` /
 *   `score`, named `{name}_{start}_{end}.xls` (the period's days); Content-Disposition carries it
 *   as `filename*=UTF-8''` with the English name as the ASCII `filename`. Content type
 *   application/vnd.ms-excel. Cells are text or numbers, never formulas.
 * - A sheet holds at most 65 536 rows (BIFF8): an export with more is WB-400-212.
 */

type Language = 'ko' | 'en';

/** The most rows a BIFF8 sheet holds, its header included. */
const XLS_MAX_ROWS = 65_536;

const ATTENDANCE_HEADERS: Readonly<Record<Language, readonly string[]>> = {
  ko: ['수업명', '날짜', '진행자', '참석자', '아이디', '첫 입장', '마지막 퇴장', '참여 시간(분)'],
  en: ['Class', 'Date', 'Leader', 'Attendee', 'ID', 'First entry', 'Last exit', 'Duration (min)'],
};

const SCORE_HEADERS: Readonly<Record<Language, readonly string[]>> = {
  ko: [
    '수업명',
    '날짜',
    '진행자',
    '참석자',
    '아이디',
    '노트',
    '문항 수',
    '오답 수',
    '푼 문항 수',
    '점수',
  ],
  en: [
    'Class',
    'Date',
    'Leader',
    'Attendee',
    'ID',
    'Note',
    'Questions',
    'Wrong',
    'Solved',
    'Score',
  ],
};

/** The sheet's and the file's name of each export, by language. */
export const EXPORT_NAMES = {
  attendance: { ko: '출석부', en: 'attendance' },
  score: { ko: '성적', en: 'score' },
} as const satisfies Record<string, Record<Language, string>>;

type Cell = string | number;

type SheetModule = typeof import('xlsx');

async function loadSheets(): Promise<SheetModule> {
  // SheetJS ships CommonJS and ESM: depending on the bundler its namespace sits on `default`.
  const module = (await import('xlsx')) as SheetModule & { default?: SheetModule };
  return module.default?.write ? module.default : module;
}

interface ExportFields {
  excelRoomMeet?: number[] | undefined;
  searchStartDate: string;
  searchEndDate: string;
  language: Language;
}

/** The classes an export covers (see the top of the file), newest first. */
function exportedClasses(
  me: MockUser,
  fields: ExportFields,
  period: { start: string; end: string },
) {
  const now = new Date();
  if (fields.excelRoomMeet === undefined) return visibleLogsEnded(me, period, now);
  if (fields.excelRoomMeet.length > LIMITS.EXPORT_SELECTION_MAX) refuse(MOCK_ERROR.badRequest);
  return [...new Set(fields.excelRoomMeet)]
    .map((meetIdx) => visibleLog(me, { meetIdx }))
    .sort(newestFirst);
}

/** The attendees of a class in the order they first came in (as logMeetUser.LIST). */
const attendeesOf = (log: MockClassLog): MeetUserLog[] =>
  classLogUsers(log).sort((a, b) => (a.joinDatetime ?? '').localeCompare(b.joinDatetime ?? ''));

/** The cells every row starts with: the class and the attendee. */
const classAndAttendee = (log: MockClassLog, row: MeetUserLog): Cell[] => [
  log.meetTitle,
  log.startDatetime.slice(0, 10),
  log.leaderName,
  row.userName ?? '',
  row.userId ?? '',
];

function attendanceRows(logs: MockClassLog[]): Cell[][] {
  return logs.flatMap((log) =>
    attendeesOf(log).map((row) => [
      ...classAndAttendee(log, row),
      row.joinDatetime ?? '',
      row.quitDatetime ?? '',
      Math.round((row.totalJoinTimeSec ?? 0) / 60),
    ]),
  );
}

/** An attendee's class note of a class, if any. */
function classNoteOf(log: MockClassLog, userIdx: number | null | undefined): MockNote | undefined {
  if (!userIdx) return undefined;
  return (db.notes ?? []).find(
    (note) =>
      note.noteKind === NOTE_KIND.CLASS &&
      note.companyIdx === log.companyIdx &&
      note.meetIdx === log.meetIdx &&
      note.userIdx === userIdx,
  );
}

function scoreRows(logs: MockClassLog[]): Cell[][] {
  return logs.flatMap((log) =>
    attendeesOf(log).map((row) => {
      const note = classNoteOf(log, row.userIdx);
      if (!note) return [...classAndAttendee(log, row), '', '', '', '', ''];
      const counts = noteCounts(note.agendas);
      return [
        ...classAndAttendee(log, row),
        note.noteTitle,
        counts.questionCount,
        counts.wrongCount,
        counts.solveCount,
        scoreNameOf(note) ?? '',
      ];
    }),
  );
}

/** The .xls of one sheet: a header row, then the rows. */
async function xlsFile(sheetName: string, headers: readonly string[], rows: Cell[][]) {
  if (rows.length + 1 > XLS_MAX_ROWS) refuse(MOCK_ERROR.badRequest);
  const { utils, write } = await loadSheets();
  const sheet = utils.aoa_to_sheet([[...headers], ...rows]);
  sheet['!cols'] = headers.map((header, index) => ({
    wch: index === 0 ? 24 : Math.max(12, header.length + 4),
  }));
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, sheet, sheetName);
  const bytes: ArrayBuffer = write(workbook, { bookType: 'biff8', type: 'array' });
  return new Uint8Array(bytes);
}

/** The export as the server answers it: the file, named (see the top of the file). */
async function exportReply(
  me: MockUser,
  fields: ExportFields,
  kind: keyof typeof EXPORT_NAMES,
): Promise<Response> {
  const period = periodOf(fields, new Date());
  const logs = exportedClasses(me, fields, period);
  const headers = (kind === 'attendance' ? ATTENDANCE_HEADERS : SCORE_HEADERS)[fields.language];
  const rows = kind === 'attendance' ? attendanceRows(logs) : scoreRows(logs);
  const names = EXPORT_NAMES[kind];
  const body = await xlsFile(names[fields.language], headers, rows);
  const fileName = (name: string) => `${name}_${period.start}_${period.end}.xls`;
  return new HttpResponse(body, {
    headers: {
      'Content-Type': EXTENSION_CONTENT_TYPE.xls ?? 'application/vnd.ms-excel',
      'Content-Disposition': attachment(fileName(names[fields.language]), fileName(names.en)),
    },
  });
}

export const classLogExcelImplementations = [
  implementAuthorised('logMeetExcel.USER_JOIN_GNE', ({ me, fields }) =>
    exportReply(me, fields, 'attendance'),
  ),

  implementAuthorised('logMeetExcel.USER_SCORE', ({ me, fields }) => {
    if (!showsScoreExport(institutionConfigOf(me).funcUse)) refuse(MOCK_ERROR.badRequest);
    return exportReply(me, fields, 'score');
  }),
];
