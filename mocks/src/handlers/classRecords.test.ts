import {
  type ClassLog,
  type FileInfo,
  type MeetRecordFile,
  type Page,
  RECORD_TYPE,
  ROOM_KIND,
  WEB_AUTH,
} from '@platform/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seededRoom } from '../db/areas/classes.ts';
import { findClassLog, isSeededMeetIdx, type MockClassLog } from '../db/areas/classLogs.ts';
import { SEEDED_RECORD_SLOT, seededRecordIdx } from '../db/areas/classRecords.ts';
import { DEMO_COMPANY_IDX, db, resetDb } from '../db/index.ts';
import { recordingVideo } from '../recordingVideo.ts';
import { demoCalls, demoUser } from '../testing/demoCalls.ts';
import { useMockServer } from '../testing/setup.ts';

useMockServer();

const { at, ask, refusal, download } = demoCalls();

// The clock is fixed in every test (Date only: msw and the server keep their real timers).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at(`${TODAY} 09:00:00`);
});
afterEach(() => {
  vi.useRealTimers();
});

/** A Monday: the seeded usage's classes of today run from 14:00, so none has ended at 09:00. */
const TODAY = '2026-11-23';
/** A month of the seeded year. */
const month = { searchStartDate: '2026-10-01', searchEndDate: '2026-10-31' };

const classRows = async (userId = 'admin') =>
  (
    await ask<{ resultList: ClassLog[] }>(
      'logMeet.LIST',
      { ...month, searchType: 4, paging: false },
      userId,
    )
  ).resultList;

const listOf = async (
  name: 'recordLog.LIST_ROOM' | 'recordLogVideo.LIST_ROOM' | 'recordLogChat.LIST_ROOM',
  fields: Record<string, unknown>,
  userId = 'admin',
) => (await ask<{ resultList: MeetRecordFile[] }>(name, fields, userId)).resultList;

function logOf(meetIdx: number): MockClassLog {
  const log = findClassLog(db, meetIdx);
  if (!log) throw new Error(`no log ${meetIdx}`);
  return log;
}

const types = (records: MeetRecordFile[]): number[] => records.map((record) => record.recordType);
const isVideo = (record: MeetRecordFile) =>
  record.recordType === RECORD_TYPE.VIDEO || record.recordType === RECORD_TYPE.VIDEO_18;

/** Every class of the month with its records (every kind). */
async function monthRecords(userId = 'admin') {
  const rows = await classRows(userId);
  return Promise.all(
    rows.map(async (row) => ({
      row,
      records: await listOf('recordLog.LIST_ROOM', { meetIdx: row.meetIdx }, userId),
    })),
  );
}

/** The first class of the month whose records pass a test. */
async function classWith(
  test: (records: MeetRecordFile[], row: ClassLog) => boolean,
  userId = 'admin',
) {
  const found = (await monthRecords(userId)).find(({ row, records }) => test(records, row));
  if (!found) throw new Error('no such class in the month');
  return found;
}

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe("a class's records (recordLog, recordLogVideo, recordLogChat LIST_ROOM)", () => {
  it('lists the seeded records of a class, numbered from its meetIdx, the same on every call', async () => {
    const all = await monthRecords();
    expect(all.length).toBeGreaterThan(200);
    for (const { row, records } of all) {
      expect(isSeededMeetIdx(row.meetIdx)).toBe(true);
      for (const record of records) {
        const slot = record.recordIdx - row.meetIdx * 10;
        expect(slot, `${record.recordIdx}`).toBeGreaterThanOrEqual(0);
        expect(slot).toBeLessThanOrEqual(SEEDED_RECORD_SLOT.summary);
        expect(record.fileIdx).toBe(record.recordIdx);
        expect(record.recordType).toBe(
          [RECORD_TYPE.VIDEO, RECORD_TYPE.VIDEO_18, RECORD_TYPE.CHAT, RECORD_TYPE.AI_SUMMARY][slot],
        );
        expect(record.orgFileName).toContain(row.meetTitle ?? '-');
        expect(record.recUser).toBe(record.userNm);
      }
      expect(records.map((record) => record.recordIdx)).toEqual(
        records.map((record) => record.recordIdx).sort((a, b) => a - b),
      );
      // A second recording only beside a first; a summary record only when the summary is ready.
      if (types(records).includes(RECORD_TYPE.VIDEO_18)) {
        expect(types(records)).toContain(RECORD_TYPE.VIDEO);
      }
      expect(types(records).includes(RECORD_TYPE.AI_SUMMARY)).toBe(row.summaryStatus === 2);
    }
    // Most classes of class rooms are recorded; homework rooms rarely.
    const share = (kind: number, type: number) => {
      const ofKind = all.filter(({ row }) => logOf(row.meetIdx).roomType === kind);
      return ofKind.filter(({ records }) => types(records).includes(type)).length / ofKind.length;
    };
    expect(share(ROOM_KIND.CLASS, RECORD_TYPE.VIDEO)).toBeGreaterThan(0.6);
    expect(share(ROOM_KIND.CLASS, RECORD_TYPE.VIDEO_18)).toBeGreaterThan(0.05);
    expect(share(ROOM_KIND.CLASS, RECORD_TYPE.CHAT)).toBeGreaterThan(0.4);
    expect(share(ROOM_KIND.HOMEWORK, RECORD_TYPE.VIDEO)).toBeLessThan(0.2);
    // The same after a reset of the database, and on another day of the clock.
    const sample = all.filter((_, n) => n % 25 === 0);
    resetDb();
    at('2026-11-27 08:00:00');
    for (const { row, records } of sample) {
      expect(await listOf('recordLog.LIST_ROOM', { meetIdx: row.meetIdx })).toEqual(records);
    }
  });

  it('lists recordings and chat logs apart', async () => {
    const { row, records } = await classWith(
      (list) =>
        types(list).includes(RECORD_TYPE.VIDEO_18) &&
        types(list).includes(RECORD_TYPE.CHAT) &&
        types(list).includes(RECORD_TYPE.AI_SUMMARY),
    );
    const { meetIdx, roomCode } = row;
    expect(types(records)).toEqual([
      RECORD_TYPE.VIDEO,
      RECORD_TYPE.VIDEO_18,
      RECORD_TYPE.CHAT,
      RECORD_TYPE.AI_SUMMARY,
    ]);
    expect(records[0]).toMatchObject({
      recordIdx: seededRecordIdx(meetIdx, SEEDED_RECORD_SLOT.video),
      recordTitle: `${row.meetTitle} 녹화`,
      recUser: row.leaderName,
    });
    expect(await listOf('recordLogVideo.LIST_ROOM', { meetIdx, roomCode })).toEqual(
      records.filter(isVideo),
    );
    expect(await listOf('recordLogChat.LIST_ROOM', { meetIdx })).toEqual(
      records.filter((record) => record.recordType === RECORD_TYPE.CHAT),
    );
  });

  it('lists a room’s records over its whole history, newest class first', async () => {
    const { row } = await classWith((list) => list.some(isVideo));
    const roomCode = row.roomCode ?? '';
    const byRoom = await listOf('recordLog.LIST_ROOM', { roomCode });
    // Every class of that room the admin sees, from the first day of the history to today.
    const classes = (
      await ask<{ resultList: ClassLog[] }>('logMeet.LIST', {
        roomCode,
        searchStartDate: '2025-01-01',
        searchEndDate: TODAY,
        paging: false,
      })
    ).resultList;
    expect(classes.length).toBeGreaterThan(10);
    const expected: MeetRecordFile[] = [];
    for (const one of classes) {
      expected.push(...(await listOf('recordLog.LIST_ROOM', { meetIdx: one.meetIdx })));
    }
    expect(byRoom).toEqual(expected);
    expect(await listOf('recordLogVideo.LIST_ROOM', { roomCode })).toEqual(
      expected.filter(isVideo),
    );
    // A room of no class of the institution has none.
    expect(await listOf('recordLog.LIST_ROOM', { roomCode: 'RC999999' })).toEqual([]);
  });

  it('pages the recordings (recordLogVideo.LIST), 20 a page unless asked', async () => {
    const { row } = await classWith((list) => list.some(isVideo));
    const roomCode = row.roomCode ?? '';
    const all = await listOf('recordLogVideo.LIST_ROOM', { roomCode });
    expect(all.length).toBeGreaterThan(25);
    const page = async (fields: Record<string, unknown>) =>
      (
        await ask<{ resultPage: Page<MeetRecordFile> }>('recordLogVideo.LIST', {
          roomCode,
          ...fields,
        })
      ).resultPage;
    const first = await page({});
    expect(first).toMatchObject({
      number: 0,
      size: 20,
      totalElements: all.length,
      totalPages: Math.ceil(all.length / 20),
      first: true,
      last: false,
    });
    expect(first.content).toEqual(all.slice(0, 20));
    const second = await page({ page: 1, size: 7 });
    expect(second.content).toEqual(all.slice(7, 14));
    const whole = await ask<{ resultList: MeetRecordFile[] }>('recordLogVideo.LIST', {
      roomCode,
      paging: false,
    });
    expect(whole.resultList).toEqual(all);
    const one = await page({ meetIdx: row.meetIdx });
    expect(one.content).toEqual(
      (await listOf('recordLog.LIST_ROOM', { meetIdx: row.meetIdx })).filter(isVideo),
    );
  });

  it('shows a student only the records of classes they attended', async () => {
    const student = demoUser('student');
    const attended = (await classRows('student')).map((row) => row.meetIdx);
    expect(attended.length).toBeGreaterThan(0);
    const mine = await classWith((list) => list.length > 0, 'student');
    expect(await listOf('recordLog.LIST_ROOM', { meetIdx: mine.row.meetIdx }, 'student')).toEqual(
      await listOf('recordLog.LIST_ROOM', { meetIdx: mine.row.meetIdx }),
    );
    const notMine = (await classRows()).find(
      (row) => !logOf(row.meetIdx).joins.some((join) => join.userIdx === student.userIdx),
    );
    if (!notMine) throw new Error('no class without the student');
    for (const name of [
      'recordLog.LIST_ROOM',
      'recordLogVideo.LIST_ROOM',
      'recordLogVideo.LIST',
      'recordLogChat.LIST_ROOM',
    ] as const) {
      expect(await refusal(name, { meetIdx: notMine.meetIdx }, 'student'), name).toEqual({
        status: 400,
        code: 'WB-400-025',
      });
    }
    // By room: only the classes of it they attended.
    const roomCode = mine.row.roomCode ?? '';
    const byRoom = await listOf('recordLog.LIST_ROOM', { roomCode }, 'student');
    const everyone = await listOf('recordLog.LIST_ROOM', { roomCode });
    expect(byRoom.length).toBeLessThan(everyone.length);
    for (const record of byRoom) {
      const log = logOf(Math.floor(record.recordIdx / 10));
      expect(log.joins.some((join) => join.userIdx === student.userIdx)).toBe(true);
    }
  });

  it("refuses another institution's class, an unknown one, another room's code, and no class", async () => {
    const [row] = await classRows();
    if (!row) throw new Error('no class');
    // The same day's class of the same place at hanbit (SEEDED_MEET_IDX: 1 CCC DDDD NN).
    const hanbit = db.companies.find((company) => company.companyId === 'hanbit');
    const theirs = row.meetIdx + ((hanbit?.companyIdx ?? 2) - DEMO_COMPANY_IDX) * 1_000_000;
    for (const fields of [
      { meetIdx: theirs },
      { meetIdx: 999_999 },
      { meetIdx: row.meetIdx, roomCode: 'RC999999' },
    ]) {
      expect(await refusal('recordLog.LIST_ROOM', fields), JSON.stringify(fields)).toEqual({
        status: 400,
        code: 'WB-400-025',
      });
    }
    for (const name of ['recordLog.LIST_ROOM', 'recordLogChat.LIST_ROOM'] as const) {
      expect(await refusal(name, {})).toEqual({ status: 400, code: 'WB-400-212' });
    }
  });

  it("lists the seed's stored records, and a stored class's summary record once ready", async () => {
    const regular = seededRoom(db, '중2 수학 정규반');
    const [first, second] = db.classLogs.filter((log) => log.roomCode === regular.roomCode);
    if (!first || !second) throw new Error('no stored classes');
    const firstRecords = await listOf('recordLog.LIST_ROOM', { meetIdx: first.meetIdx });
    // The seed asked for the first class's summary long ago: it is ready, a record of its own.
    expect(types(firstRecords)).toEqual([
      RECORD_TYPE.VIDEO,
      RECORD_TYPE.CHAT,
      RECORD_TYPE.AI_SUMMARY,
    ]);
    expect(
      types(await listOf('recordLog.LIST_ROOM', { meetIdx: second.meetIdx }, 'student')),
    ).toEqual([RECORD_TYPE.VIDEO, RECORD_TYPE.VIDEO_18, RECORD_TYPE.CHAT]);
    for (const record of firstRecords) {
      expect(record.recordIdx).toBeLessThan(1_000);
      expect(record.recUser).toBe(demoUser('teacher').userName);
    }
    expect(firstRecords[0]).toMatchObject({
      recordTitle: '중2 수학 정규반 녹화',
      orgFileName: '중2 수학 정규반_2025-09-04_1900.mp4',
    });
    // By room: both classes, the newer first.
    const byRoom = await listOf('recordLog.LIST_ROOM', { roomCode: regular.roomCode });
    expect(byRoom).toEqual([
      ...(await listOf('recordLog.LIST_ROOM', { meetIdx: second.meetIdx })),
      ...firstRecords,
    ]);
  });
});

describe('record downloads (recordLogVideo.GET_FILE, DOWNLOAD_FILE)', () => {
  it('downloads a recording for a caller with the recording-download permission', async () => {
    const { records } = await classWith((list) => list.some(isVideo));
    const video = records.find(isVideo);
    if (!video) throw new Error('no recording');
    for (const userId of ['admin', 'teacher']) {
      const info = await ask<{ result: FileInfo }>(
        'recordLogVideo.GET_FILE',
        { recordIdx: video.recordIdx, timestamp: Date.now() },
        userId,
      );
      expect(info.result).toEqual({
        fileIdx: video.fileIdx,
        fileName: video.orgFileName,
        orgFileName: video.orgFileName,
      });
      const file = await download(
        'recordLogVideo.DOWNLOAD_FILE',
        { recordIdx: video.recordIdx, fileIdx: video.fileIdx },
        userId,
      );
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('video/mp4');
      expect(file.headers.get('content-disposition')).toBe(
        `attachment; filename="record_${video.recordIdx}.mp4"; filename*=UTF-8''${encodeURIComponent(video.orgFileName ?? '')}`,
      );
      const bytes = await bytesOf(file);
      expect(bytes).toEqual(recordingVideo());
      // An MP4: its first box is `ftyp`.
      expect(new TextDecoder().decode(bytes.slice(4, 8))).toBe('ftyp');
    }
    // GET_FILE also finds it by fileIdx, or by searchIdx.
    for (const fields of [{ fileIdx: video.fileIdx }, { searchIdx: video.recordIdx }]) {
      const info = await ask<{ result: FileInfo }>('recordLogVideo.GET_FILE', fields);
      expect(info.result.fileIdx).toBe(video.fileIdx);
    }
  });

  it('refuses a recording to the demo accounts without the permission (WB-403-102)', async () => {
    // A class the demo student attended that was recorded: everyone below sees it.
    const { records } = await classWith((list) => list.some(isVideo), 'student');
    const video = records.find(isVideo);
    const chat = records.find((record) => record.recordType === RECORD_TYPE.CHAT);
    if (!video) throw new Error('no recording');
    const allowed: Record<string, boolean> = {
      admin: true,
      teacher: true,
      operator: false,
      openteacher: false,
      monitor: false,
      student: false,
    };
    for (const [userId, may] of Object.entries(allowed)) {
      const info = await refusal('recordLogVideo.GET_FILE', { recordIdx: video.recordIdx }, userId);
      const file = await download(
        'recordLogVideo.DOWNLOAD_FILE',
        { recordIdx: video.recordIdx },
        userId,
      );
      if (may) {
        expect(info.status, userId).toBe(200);
        expect(file.status, userId).toBe(200);
      } else {
        expect(info, userId).toEqual({ status: 403, code: 'WB-403-102' });
        expect(file.status, userId).toBe(403);
        expect(await file.json()).toMatchObject({ success: false, errorCode: 'WB-403-102' });
      }
    }
    // The user's own bits count: a student given the bit downloads it.
    demoUser('student').webAuth = WEB_AUTH.RECORD_DOWNLOAD;
    const given = await download(
      'recordLogVideo.DOWNLOAD_FILE',
      { recordIdx: video.recordIdx },
      'student',
    );
    expect(given.status).toBe(200);
    // A chat log needs no permission.
    if (chat) {
      demoUser('student').webAuth = 0;
      const text = await download(
        'recordLogVideo.DOWNLOAD_FILE',
        { recordIdx: chat.recordIdx },
        'student',
      );
      expect(text.status).toBe(200);
    }
  });

  it('downloads a chat log: a UTF-8 text with a BOM of timestamped lines of the attendees', async () => {
    const { row, records } = await classWith(
      (list) => list.some((record) => record.recordType === RECORD_TYPE.CHAT),
      'student',
    );
    const chat = records.find((record) => record.recordType === RECORD_TYPE.CHAT);
    if (!chat) throw new Error('no chat log');
    const info = await ask<{ result: FileInfo }>(
      'recordLogVideo.GET_FILE',
      { recordIdx: chat.recordIdx },
      'student',
    );
    expect(info.result.fileName).toBe(
      `${row.meetTitle}_${row.startDatetime?.slice(0, 10)}_채팅.txt`,
    );
    const file = await download(
      'recordLogVideo.DOWNLOAD_FILE',
      { recordIdx: chat.recordIdx },
      'student',
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(file.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(chat.orgFileName ?? '')}`,
    );
    const bytes = await bytesOf(file);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toContain(row.meetTitle);
    const log = logOf(row.meetIdx);
    const names = new Set(log.joins.map((join) => join.userName));
    const body = lines.slice(1);
    expect(body.length).toBeGreaterThanOrEqual(names.size);
    for (const line of body) {
      const match = /^\[(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})\] ([^:]+): .+$/.exec(line);
      expect(match, line).not.toBeNull();
      expect(names.has(match?.[2] ?? '')).toBe(true);
      const time = match?.[1] ?? '';
      expect(time >= log.startDatetime && time <= log.endDatetime, line).toBe(true);
    }
    expect(body).toEqual([...body].sort());
    // Every attendee greets; the demo student is among them.
    expect(body.some((line) => line.includes(`] ${demoUser('student').userName}: `))).toBe(true);
    // The same file every time.
    const again = await download('recordLogVideo.DOWNLOAD_FILE', { recordIdx: chat.recordIdx });
    expect(await bytesOf(again)).toEqual(bytes);
  });

  it('refuses an unknown record, one of a class not seen, a wrong fileIdx, and no record', async () => {
    const { row, records } = await classWith((list) => list.some(isVideo));
    const video = records.find(isVideo);
    if (!video) throw new Error('no recording');
    const notFound = { status: 404, code: 'WB-404-102' };
    // A slot the class has no record in, a class that does not exist, a stored number unused.
    const missing = [
      row.meetIdx * 10 + 9,
      seededRecordIdx(row.meetIdx - (row.meetIdx % 100) + 99, SEEDED_RECORD_SLOT.video),
      999,
    ];
    for (const recordIdx of missing) {
      expect(await refusal('recordLogVideo.GET_FILE', { recordIdx })).toEqual(notFound);
      expect(await refusal('recordLogVideo.DOWNLOAD_FILE', { recordIdx })).toEqual(notFound);
    }
    expect(
      await refusal('recordLogVideo.DOWNLOAD_FILE', {
        recordIdx: video.recordIdx,
        fileIdx: (video.fileIdx ?? 0) + 1,
      }),
    ).toEqual(notFound);
    expect(await refusal('recordLogVideo.GET_FILE', {})).toEqual({
      status: 400,
      code: 'WB-400-212',
    });
    // A class the teacher (without the manage bit) did not take part in: not found, not 403.
    const teacher = demoUser('teacher');
    teacher.webAuth = WEB_AUTH.RECORD_DOWNLOAD;
    if (!logOf(row.meetIdx).joins.some((join) => join.userIdx === teacher.userIdx)) {
      expect(
        await refusal('recordLogVideo.GET_FILE', { recordIdx: video.recordIdx }, 'teacher'),
      ).toEqual(notFound);
    }
  });
});
