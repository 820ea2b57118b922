import {
  formatWireDateTime,
  parseWireDateTime,
  RECORD_TYPE,
  type RecordType,
  ROOM_KIND,
  type RoomKind,
  SUMMARY_STATUS,
} from '@platform/contract';
import { createRng, seedOf } from '../../random.ts';
import { DEMO_COMPANY_ID } from '../companyIds.ts';
import { nextIdx, type SeedContext } from '../context.ts';
import type { MockDb } from '../types.ts';
import {
  classLogUsers,
  findClassLog,
  isSeededMeetIdx,
  type MockClassLog,
  secondsBetween,
  seededClassHash,
} from './classLogs.ts';
import { classSummaryOf, type SummaryClock, summaryRequestOf } from './classSummaries.ts';
import type { SeedArea } from './types.ts';

/**
 * The records of the classes (screens.md §3 "Meet files: recordIdx, recordType (17/18 video, 64
 * chat, 65 AI summary), recordTitle, recUser, fileIdx, orgFileName, userNm"; foundation.md §7
 * recordLog): the recordings, chat logs and AI summaries of ended classes. Like the class logs,
 * two kinds: the stored records of stored classes (`classRecords`, reset with the db), and the
 * records of the seeded year's classes, derived from the class's own hash when asked, never
 * stored. `classRecordsOf` lists a class's records (both, and its summary record), and
 * `findClassRecord` finds one by recordIdx or fileIdx.
 *
 * assumed, where the spec is silent:
 * - A record is a file of one class. Its body is made when it is downloaded, from its kind and
 *   its class: a recording is the mock's one tiny video (recordingVideo.ts), a chat log a UTF-8
 *   text with a BOM of timestamped Korean lines of the attendees (`chatLogText`), a summary the
 *   summary's text (classSummaries.ts `summaryFileText`). No row of `db.files` holds them.
 * - 17 is a class's recording, 18 a second recording of the same class (the recorder stopped and
 *   started again); the spec tells the two apart no further. recUser and userNm are both the
 *   name of who recorded (screens.md names both; meetRecordFileSchema reads recUser as a name).
 * - Who records: the class's leader when they took part, else its opener (a homework room's
 *   leader does not come in); a chat log names the same person; a summary record names who
 *   asked for it (a seeded class's own summary: its leader).
 * - Names: recordTitle `{title} 녹화` (`녹화 2`, `채팅`, `AI 요약`), orgFileName
 *   `{title}_{YYYY-MM-DD}_{HHmm}.mp4` (`…_2.mp4`, `…_채팅.txt`, `…_AI요약.txt`), the title
 *   without the characters a file name may not hold.
 * - The seeded year's records, drawn from the class's hash (SEEDED_RECORD_PERCENT by room kind):
 *   most classes of class rooms have a recording (some a second one), many a chat log; meeting
 *   and test rooms fewer; homework rooms rarely either. recordIdx and fileIdx of a seeded record
 *   are both `meetIdx × 10 + slot` (SEEDED_RECORD_SLOT: 0 recording, 1 second recording, 2 chat
 *   log, 3 AI summary): 10 000 000 000 and up, a range the stored records (counted from 1 by the
 *   `recordIdx` sequence) never reach. Not a 32-bit number: a record key is assumed a long.
 * - A class whose summary is ready (classSummaryOf) has a record of type 65, the summary: a
 *   seeded class's in slot 3, a stored class's numbered when it was asked (summaryRequests).
 * - A class closed while the mock runs (roomJoin.CLOSE) has no recording or chat log: the mock
 *   records nothing; only its summary, once asked and ready.
 * - The seed's stored classes of the demo academy: 중2 수학 정규반's two past classes have a
 *   recording and a chat log (the second also a second recording), 작년 겨울 특강 a recording,
 *   지난주 질문 보충 a chat log.
 */

export interface MockClassRecord {
  recordIdx: number;
  companyIdx: number;
  meetIdx: number;
  recordType: RecordType;
  recordTitle: string;
  /** Who recorded (0: a guest or someone who has left). */
  recUserIdx: number;
  /** Their name (the wire's recUser and userNm). */
  recUser: string;
  fileIdx: number;
  orgFileName: string;
}

declare module '../types.ts' {
  interface AreaTables {
    /** The stored classes' recordings and chat logs (screens.md §3 Meet files). */
    classRecords: MockClassRecord[];
  }
}

/** The place of each kind of record of a seeded class in its numbers (see the top of the file). */
export const SEEDED_RECORD_SLOT = { video: 0, secondVideo: 1, chat: 2, summary: 3 } as const;
type RecordSlot = (typeof SEEDED_RECORD_SLOT)[keyof typeof SEEDED_RECORD_SLOT];

/** How many seeded record numbers a class has room for. */
const SLOTS_PER_CLASS = 10;

/** How often a seeded class of each room kind has each record, in percent. */
export const SEEDED_RECORD_PERCENT: Readonly<
  Record<RoomKind, { video: number; secondVideo: number; chat: number }>
> = {
  [ROOM_KIND.CLASS]: { video: 80, secondVideo: 15, chat: 65 },
  [ROOM_KIND.MEETING]: { video: 40, secondVideo: 5, chat: 70 },
  [ROOM_KIND.TEST]: { video: 60, secondVideo: 0, chat: 30 },
  [ROOM_KIND.HOMEWORK]: { video: 5, secondVideo: 0, chat: 10 },
};

/** The salt of the seeded records' draw (seededClassHash). */
const RECORD_SALT = 0x5245434f;

/** The recordIdx (and fileIdx) of a seeded class's record in a slot. */
export const seededRecordIdx = (meetIdx: number, slot: RecordSlot) =>
  meetIdx * SLOTS_PER_CLASS + slot;

/** The class a seeded record number belongs to, or undefined outside the seeded range. */
export function seededRecordMeetIdx(recordIdx: number): number | undefined {
  if (!Number.isSafeInteger(recordIdx)) return undefined;
  const meetIdx = Math.floor(recordIdx / SLOTS_PER_CLASS);
  return isSeededMeetIdx(meetIdx) ? meetIdx : undefined;
}

/** The next stored record number. */
export const nextRecordIdx = (db: MockDb) => nextIdx(db, 'recordIdx');

/** The numbers a class's summary record gets when its summary is asked for. */
export function summaryRecordNumbers(db: MockDb, log: MockClassLog) {
  const earlier = summaryRequestOf(db, log.meetIdx);
  if (earlier) return { recordIdx: earlier.recordIdx, fileIdx: earlier.fileIdx };
  if (isSeededMeetIdx(log.meetIdx)) {
    const number = seededRecordIdx(log.meetIdx, SEEDED_RECORD_SLOT.summary);
    return { recordIdx: number, fileIdx: number };
  }
  return { recordIdx: nextRecordIdx(db), fileIdx: nextIdx(db, 'fileIdx') };
}

// --- names -----------------------------------------------------------------------------------

/** The title as part of a file name: without the characters a file name may not hold. */
const fileTitle = (title: string) => title.replace(/[\\/:*?"<>|]/g, '_').trim() || 'class';

/** The record's title and file name by its kind (see the top of the file). */
function recordNames(
  log: MockClassLog,
  slot: RecordSlot,
): { recordTitle: string; orgFileName: string } {
  const day = log.startDatetime.slice(0, 10);
  const time = log.startDatetime.slice(11, 16).replace(':', '');
  const stem = `${fileTitle(log.meetTitle)}_${day}`;
  switch (slot) {
    case SEEDED_RECORD_SLOT.video:
      return { recordTitle: `${log.meetTitle} 녹화`, orgFileName: `${stem}_${time}.mp4` };
    case SEEDED_RECORD_SLOT.secondVideo:
      return { recordTitle: `${log.meetTitle} 녹화 2`, orgFileName: `${stem}_${time}_2.mp4` };
    case SEEDED_RECORD_SLOT.chat:
      return { recordTitle: `${log.meetTitle} 채팅`, orgFileName: `${stem}_채팅.txt` };
    default:
      return { recordTitle: `${log.meetTitle} AI 요약`, orgFileName: `${stem}_AI요약.txt` };
  }
}

const SLOT_TYPES: Readonly<Record<RecordSlot, RecordType>> = {
  [SEEDED_RECORD_SLOT.video]: RECORD_TYPE.VIDEO,
  [SEEDED_RECORD_SLOT.secondVideo]: RECORD_TYPE.VIDEO_18,
  [SEEDED_RECORD_SLOT.chat]: RECORD_TYPE.CHAT,
  [SEEDED_RECORD_SLOT.summary]: RECORD_TYPE.AI_SUMMARY,
};

/** Who records a class: its leader when they took part, else its opener. */
function recorderOf(log: MockClassLog): { userIdx: number; name: string } {
  const led = log.leaderUserIdx > 0 && log.joins.some((join) => join.userIdx === log.leaderUserIdx);
  return led
    ? { userIdx: log.leaderUserIdx, name: log.leaderName }
    : { userIdx: log.openerUserIdx, name: log.userName };
}

/** A record of a class in a slot, with the numbers given. */
function recordOf(
  log: MockClassLog,
  slot: RecordSlot,
  numbers: { recordIdx: number; fileIdx: number },
  by: { userIdx: number; name: string },
): MockClassRecord {
  return {
    ...numbers,
    companyIdx: log.companyIdx,
    meetIdx: log.meetIdx,
    recordType: SLOT_TYPES[slot],
    ...recordNames(log, slot),
    recUserIdx: by.userIdx,
    recUser: by.name,
  };
}

// --- a class's records -----------------------------------------------------------------------

/** The records a seeded class has of its own (its summary record aside). */
function seededRecordsOf(db: MockDb, log: MockClassLog): MockClassRecord[] {
  const hash = seededClassHash(db, log, RECORD_SALT);
  if (hash === undefined) return [];
  const percent = SEEDED_RECORD_PERCENT[log.roomType] ?? SEEDED_RECORD_PERCENT[ROOM_KIND.CLASS];
  const videoDraw = hash % 100;
  const chatDraw = (hash >>> 8) % 100;
  const slots: RecordSlot[] = [];
  if (videoDraw < percent.video) slots.push(SEEDED_RECORD_SLOT.video);
  if (videoDraw < percent.secondVideo) slots.push(SEEDED_RECORD_SLOT.secondVideo);
  if (chatDraw < percent.chat) slots.push(SEEDED_RECORD_SLOT.chat);
  const by = recorderOf(log);
  return slots.map((slot) => {
    const number = seededRecordIdx(log.meetIdx, slot);
    return recordOf(log, slot, { recordIdx: number, fileIdx: number }, by);
  });
}

/** The summary record of a class whose summary is ready, else undefined. */
function summaryRecordOf(
  db: MockDb,
  log: MockClassLog,
  clock: SummaryClock,
): MockClassRecord | undefined {
  const { summaryStatus, request } = classSummaryOf(db, log, clock);
  if (summaryStatus !== SUMMARY_STATUS.READY) return undefined;
  if (request) {
    return recordOf(log, SEEDED_RECORD_SLOT.summary, request, {
      userIdx: request.requesterIdx,
      name: request.requesterName,
    });
  }
  if (!isSeededMeetIdx(log.meetIdx)) return undefined;
  const number = seededRecordIdx(log.meetIdx, SEEDED_RECORD_SLOT.summary);
  return recordOf(
    log,
    SEEDED_RECORD_SLOT.summary,
    { recordIdx: number, fileIdx: number },
    { userIdx: log.leaderUserIdx, name: log.leaderName },
  );
}

/** Every record of a class, in the order they were made (by recordIdx). */
export function classRecordsOf(
  db: MockDb,
  log: MockClassLog,
  clock: SummaryClock,
): MockClassRecord[] {
  const own = isSeededMeetIdx(log.meetIdx)
    ? seededRecordsOf(db, log)
    : (db.classRecords ?? []).filter((record) => record.meetIdx === log.meetIdx);
  const summary = summaryRecordOf(db, log, clock);
  return [...own, ...(summary ? [summary] : [])].sort((a, b) => a.recordIdx - b.recordIdx);
}

/** The class a record or file number may belong to (the record itself is not checked). */
function candidateMeetIdx(
  db: MockDb,
  key: 'recordIdx' | 'fileIdx',
  value: number,
): number | undefined {
  const stored = (db.classRecords ?? []).find((record) => record[key] === value);
  if (stored) return stored.meetIdx;
  const request = (db.summaryRequests ?? []).find((row) => row[key] === value);
  if (request) return request.meetIdx;
  return seededRecordMeetIdx(value);
}

/** A record by its recordIdx or its fileIdx, with its class (undefined: no such record now). */
export function findClassRecord(
  db: MockDb,
  by: { recordIdx: number } | { fileIdx: number },
  clock: SummaryClock,
): { record: MockClassRecord; log: MockClassLog } | undefined {
  const [key, value] =
    'recordIdx' in by ? (['recordIdx', by.recordIdx] as const) : (['fileIdx', by.fileIdx] as const);
  const meetIdx = candidateMeetIdx(db, key, value);
  if (meetIdx === undefined) return undefined;
  const log = findClassLog(db, meetIdx, clock.now);
  if (!log) return undefined;
  const record = classRecordsOf(db, log, clock).find((candidate) => candidate[key] === value);
  return record ? { record, log } : undefined;
}

// --- the chat log ----------------------------------------------------------------------------

const GREETINGS = ['안녕하세요!', '들어왔습니다.', '안녕하세요 선생님', '잘 들려요.'];
const LEADER_GREETINGS = ['안녕하세요, 곧 시작하겠습니다.', '모두 들어오면 시작할게요.'];
const LEADER_LINES = [
  '오늘은 지난 시간에 이어서 하겠습니다.',
  '화면 잘 보이나요?',
  '예제 2번 같이 풀어 볼게요.',
  '질문 있으면 채팅으로 남겨 주세요.',
  '5분 쉬었다가 계속할게요.',
  '오늘 과제는 교재 3쪽까지입니다.',
];
const ATTENDEE_LINES = [
  '네 잘 보여요.',
  '2번 답이 3 맞나요?',
  '다시 한 번 설명해 주실 수 있나요?',
  '이해했습니다!',
  '소리가 잠깐 끊겼어요.',
  '과제 범위가 어디까지인가요?',
];

/** The wire datetime `seconds` after another. */
function secondsAfter(datetime: string, seconds: number): string {
  const start = parseWireDateTime(datetime);
  return start ? formatWireDateTime(new Date(start.getTime() + seconds * 1000)) : datetime;
}

/**
 * A class's chat log: a UTF-8 text with a BOM (Korean Excel and Notepad read it right), a head
 * line naming the class, then `[YYYY-MM-DD HH:mm:ss] name: text` lines in time order, CRLF: each
 * attendee greets as they come in and says a thing or two while inside, the leader more often.
 * Deterministic: the class's own random stream.
 */
export function chatLogText(log: MockClassLog): string {
  const rng = createRng(seedOf(`chat ${log.meetIdx}`));
  const lines: { at: string; text: string }[] = [];
  for (const row of classLogUsers(log)) {
    const from = row.joinDatetime ?? log.startDatetime;
    const to = row.quitDatetime ?? log.endDatetime;
    const leader = (row.userIdx ?? 0) > 0 && row.userIdx === log.leaderUserIdx;
    const inside = Math.max(60, secondsBetween(from, to));
    const say = (at: string, text: string) => lines.push({ at, text: `${row.userName}: ${text}` });
    say(secondsAfter(from, rng.int(5, 50)), rng.pick(leader ? LEADER_GREETINGS : GREETINGS));
    const more = leader ? rng.int(2, 4) : rng.int(0, 2);
    for (let n = 0; n < more; n += 1) {
      const at = secondsAfter(from, rng.int(60, inside));
      say(at, rng.pick(leader ? LEADER_LINES : ATTENDEE_LINES));
    }
  }
  lines.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const head = `${log.meetTitle} 채팅 기록 (${log.startDatetime} ~ ${log.endDatetime})`;
  const body = lines.map(({ at, text }) => `[${at}] ${text}`);
  return `\uFEFF${[head, ...body].join('\r\n')}\r\n`;
}

// --- the seed --------------------------------------------------------------------------------

/** Adds a stored record of a stored class. */
function addRecord(
  db: MockDb,
  log: MockClassLog,
  slot: RecordSlot,
  numbers: { recordIdx: number; fileIdx: number },
): void {
  db.classRecords.push(recordOf(log, slot, numbers, recorderOf(log)));
}

/** The stored classes' records (see the top of the file). */
function seedClassRecords({ db, nextIdx: next }: SeedContext): void {
  const demo = db.companies.find((company) => company.companyId === DEMO_COMPANY_ID);
  const logs = db.classLogs.filter((log) => log.companyIdx === demo?.companyIdx);
  const numbers = () => ({ recordIdx: next('recordIdx'), fileIdx: next('fileIdx') });
  const { video, secondVideo, chat } = SEEDED_RECORD_SLOT;
  const plan: readonly [title: string, nth: number, slots: readonly RecordSlot[]][] = [
    ['중2 수학 정규반', 0, [video, chat]],
    ['중2 수학 정규반', 1, [video, secondVideo, chat]],
    ['작년 겨울 특강', 0, [video]],
    ['지난주 질문 보충', 0, [chat]],
  ];
  for (const [title, nth, slots] of plan) {
    const log = logs.filter((candidate) => candidate.meetTitle === title)[nth];
    if (!log) continue;
    for (const slot of slots) addRecord(db, log, slot, numbers());
  }
}

/** Seeded after the classes (classes.ts), last, so that it renumbers nothing before it. */
export const classRecordsArea: SeedArea = {
  name: 'classRecords',
  init: (db) => {
    db.classRecords = [];
  },
  seed: seedClassRecords,
};
