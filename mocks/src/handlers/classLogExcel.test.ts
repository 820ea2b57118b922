import { type ClassLog, NOTE_KIND, WEB_AUTH, webAuthBits } from '@platform/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CFB, read, utils } from 'xlsx';
import { seededRoom } from '../db/areas/classes.ts';
import { classLogUsers, findClassLog, type MockClassLog } from '../db/areas/classLogs.ts';
import { noteCounts } from '../db/areas/notePages.ts';
import { scoreNameOf } from '../db/areas/notes.ts';
import { db } from '../db/index.ts';
import { demoCalls, demoUser, setDemoFuncUse } from '../testing/demoCalls.ts';
import { useMockServer } from '../testing/setup.ts';

useMockServer();

const { at, ask, refusal, download } = demoCalls();

/** A Monday: the seeded usage's classes of today run from 14:00, so none has ended at 09:00. */
const TODAY = '2026-11-23';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at(`${TODAY} 09:00:00`);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Two weeks of the seeded year. */
const period = { searchStartDate: '2026-10-05', searchEndDate: '2026-10-18' };

const classRows = async (userId = 'admin') =>
  (
    await ask<{ resultList: ClassLog[] }>(
      'logMeet.LIST',
      { ...period, searchType: 4, paging: false },
      userId,
    )
  ).resultList;

function logOf(meetIdx: number): MockClassLog {
  const log = findClassLog(db, meetIdx);
  if (!log) throw new Error(`no log ${meetIdx}`);
  return log;
}

/** The sheets of an .xls answer, read back with SheetJS, and its headers. */
async function workbookOf(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/vnd.ms-excel');
  const bytes = new Uint8Array(await response.arrayBuffer());
  // A BIFF8 .xls is a compound file (OLE2): D0 CF 11 E0 A1 B1 1A E1.
  expect([...bytes.slice(0, 8)]).toEqual([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  // Its Workbook stream opens with a BOF record of BIFF8 (type 0x0809, version 0x0600).
  const stream = CFB.find(CFB.read(bytes, { type: 'array' }), 'Workbook');
  const head = [...((stream?.content as Uint8Array | undefined) ?? []).slice(0, 6)];
  expect(head[0]).toBe(0x09);
  expect(head[1]).toBe(0x08);
  expect(head.slice(4, 6)).toEqual([0x00, 0x06]);
  const workbook = read(bytes, { type: 'array' });
  const [name] = workbook.SheetNames;
  const sheet = workbook.Sheets[name ?? ''];
  if (!sheet) throw new Error('no sheet');
  const rows = utils.sheet_to_json<(string | number)[]>(sheet, { header: 1, defval: '' });
  return {
    name,
    header: rows[0] ?? [],
    rows: rows.slice(1),
    disposition: response.headers.get('content-disposition') ?? '',
  };
}

const exportOf = (
  name: 'logMeetExcel.USER_JOIN_GNE' | 'logMeetExcel.USER_SCORE',
  fields: Record<string, unknown>,
  userId = 'admin',
) => download(name, { ...period, language: 'ko', ...fields }, userId);

describe('the attendance export (logMeetExcel.USER_JOIN_GNE)', () => {
  it('writes a real .xls of every attendee of the period’s classes, Korean names read back', async () => {
    const classes = await classRows();
    const { name, header, rows, disposition } = await workbookOf(
      await exportOf('logMeetExcel.USER_JOIN_GNE', {}),
    );
    expect(name).toBe('출석부');
    expect(header).toEqual([
      '수업명',
      '날짜',
      '진행자',
      '참석자',
      '아이디',
      '첫 입장',
      '마지막 퇴장',
      '참여 시간(분)',
    ]);
    expect(disposition).toBe(
      `attachment; filename="attendance_2026-10-05_2026-10-18.xls"; filename*=UTF-8''${encodeURIComponent('출석부_2026-10-05_2026-10-18.xls')}`,
    );
    // One row per attendee per class, newest class first, as the list and the attendees say.
    const expected = classes.flatMap((row) => {
      const log = logOf(row.meetIdx);
      return classLogUsers(log)
        .sort((a, b) => (a.joinDatetime ?? '').localeCompare(b.joinDatetime ?? ''))
        .map((user) => [
          log.meetTitle,
          log.startDatetime.slice(0, 10),
          log.leaderName,
          user.userName,
          user.userId ?? '',
          user.joinDatetime,
          user.quitDatetime,
          Math.round((user.totalJoinTimeSec ?? 0) / 60),
        ]);
    });
    expect(rows.length).toBeGreaterThan(300);
    expect(rows).toEqual(expected);
    const student = demoUser('student');
    expect(rows.some((row) => row[3] === student.userName && row[4] === 'student')).toBe(true);
    expect(rows.some((row) => row[3] === '참관 학부모' && row[4] === '')).toBe(true);
  });

  it('exports exactly the selected classes, in English when asked', async () => {
    const classes = await classRows();
    const picked = [classes[3], classes[10]].map((row) => row?.meetIdx ?? 0);
    const { name, header, rows, disposition } = await workbookOf(
      await exportOf('logMeetExcel.USER_JOIN_GNE', {
        excelRoomMeet: `${picked[1]},${picked[0]},${picked[1]}`,
        language: 'en',
      }),
    );
    expect(name).toBe('attendance');
    expect(header).toEqual([
      'Class',
      'Date',
      'Leader',
      'Attendee',
      'ID',
      'First entry',
      'Last exit',
      'Duration (min)',
    ]);
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent('attendance_2026-10-05_2026-10-18.xls')}`,
    );
    const [newer, older] = picked.map(logOf);
    if (!newer || !older) throw new Error('no classes');
    const keyOf = (log: MockClassLog) => `${log.meetTitle} ${log.startDatetime.slice(0, 10)}`;
    const exported = rows.map((row) => `${row[0]} ${row[1]}`);
    expect(new Set(exported)).toEqual(new Set([keyOf(newer), keyOf(older)]));
    expect(rows).toHaveLength(classLogUsers(newer).length + classLogUsers(older).length);
    // Newest class first, its attendees in the order they came in.
    expect(
      exported.slice(0, classLogUsers(newer).length).every((key) => key === keyOf(newer)),
    ).toBe(true);
  });

  it('exports only the classes the caller sees', async () => {
    const student = demoUser('student');
    const { rows } = await workbookOf(await exportOf('logMeetExcel.USER_JOIN_GNE', {}, 'student'));
    const mine = await classRows('student');
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => `${row[0]} ${row[1]}`))).toEqual(
      new Set(mine.map((row) => `${row.meetTitle} ${row.startDatetime?.slice(0, 10)}`)),
    );
    const notMine = (await classRows()).find(
      (row) => !logOf(row.meetIdx).joins.some((join) => join.userIdx === student.userIdx),
    );
    expect(
      await refusal(
        'logMeetExcel.USER_JOIN_GNE',
        { ...period, language: 'ko', excelRoomMeet: String(notMine?.meetIdx) },
        'student',
      ),
    ).toEqual({ status: 400, code: 'WB-400-025' });
  });

  it('refuses more than 50 classes, an unknown one, an impossible date and a bad language', async () => {
    const classes = await classRows();
    const many = classes.slice(0, 51).map((row) => row.meetIdx);
    expect(many).toHaveLength(51);
    const fields = { ...period, language: 'ko' };
    expect(
      await refusal('logMeetExcel.USER_JOIN_GNE', { ...fields, excelRoomMeet: many.join(',') }),
    ).toEqual({ status: 400, code: 'WB-400-212' });
    const fifty = await exportOf('logMeetExcel.USER_JOIN_GNE', {
      excelRoomMeet: many.slice(0, 50).join(','),
    });
    expect(fifty.status).toBe(200);
    expect(
      await refusal('logMeetExcel.USER_JOIN_GNE', { ...fields, excelRoomMeet: '999999' }),
    ).toEqual({ status: 400, code: 'WB-400-025' });
    for (const wrong of [
      { ...fields, searchStartDate: '2026-02-30' },
      { ...fields, language: 'ja' },
      { language: 'ko' },
    ]) {
      expect(await refusal('logMeetExcel.USER_JOIN_GNE', wrong)).toEqual({
        status: 400,
        code: 'WB-400-212',
      });
    }
    // The wrong way round: an empty sheet, its header only.
    const empty = await workbookOf(
      await exportOf('logMeetExcel.USER_JOIN_GNE', {
        searchStartDate: '2026-10-18',
        searchEndDate: '2026-10-05',
      }),
    );
    expect(empty.rows).toEqual([]);
  });
});

describe('the score export (logMeetExcel.USER_SCORE)', () => {
  it("writes each attendee's class note figures, empty cells without a note", async () => {
    // The seed's stored class of 중2 수학 정규반; give the demo student a class note of it.
    const regular = seededRoom(db, '중2 수학 정규반');
    const log = db.classLogs.find((row) => row.roomCode === regular.roomCode);
    const student = demoUser('student');
    const note = db.notes.find((row) => row.noteKind === NOTE_KIND.CLASS);
    if (!log || !note) throw new Error('no stored class or class note');
    note.meetIdx = log.meetIdx;
    note.userIdx = student.userIdx;
    note.noteStatus = 3;
    const { name, header, rows, disposition } = await workbookOf(
      await exportOf('logMeetExcel.USER_SCORE', { excelRoomMeet: String(log.meetIdx) }),
    );
    expect(name).toBe('성적');
    expect(header).toEqual([
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
    ]);
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent('성적_2026-10-05_2026-10-18.xls')}`,
    );
    expect(rows).toHaveLength(classLogUsers(log).length);
    const counts = noteCounts(note.agendas);
    expect(rows.find((row) => row[4] === 'student')).toEqual([
      '중2 수학 정규반',
      log.startDatetime.slice(0, 10),
      log.leaderName,
      student.userName,
      'student',
      note.noteTitle,
      counts.questionCount,
      counts.wrongCount,
      counts.solveCount,
      scoreNameOf(note) ?? '',
    ]);
    expect(rows.find((row) => row[4] === 'student01')?.slice(5)).toEqual(['', '', '', '', '']);
    // A period's export in English.
    const english = await workbookOf(await exportOf('logMeetExcel.USER_SCORE', { language: 'en' }));
    expect(english.name).toBe('score');
    expect(english.header[9]).toBe('Score');
    expect(english.rows.length).toBeGreaterThan(300);
  });

  it('refuses without the score-export flag (position 3)', async () => {
    setDemoFuncUse(3, false);
    const fields = { ...period, language: 'ko' };
    expect(await refusal('logMeetExcel.USER_SCORE', fields)).toEqual({
      status: 400,
      code: 'WB-400-212',
    });
    // The attendance export does not need it.
    expect((await exportOf('logMeetExcel.USER_JOIN_GNE', {})).status).toBe(200);
    setDemoFuncUse(3, true);
    expect((await exportOf('logMeetExcel.USER_SCORE', {})).status).toBe(200);
    // A teacher without the manage bit exports the classes they led or attended only.
    demoUser('teacher').webAuth = webAuthBits(WEB_AUTH.ROOM_REG, WEB_AUTH.MEET_OPEN);
    const taught = await workbookOf(await exportOf('logMeetExcel.USER_SCORE', {}, 'teacher'));
    const all = await workbookOf(await exportOf('logMeetExcel.USER_SCORE', {}));
    expect(taught.rows.length).toBeGreaterThan(0);
    expect(taught.rows.length).toBeLessThan(all.rows.length);
  });
});
