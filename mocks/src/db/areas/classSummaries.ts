import {
  formatWireDateTime,
  parseWireDateTime,
  ROOM_KIND,
  type RoomKind,
  SUMMARY_ALL_KEY,
  SUMMARY_STATUS,
  type SummaryStatus,
} from '@platform/contract';
import { createRng, type Rng, seedOf } from '../../random.ts';
import { DEMO_COMPANY_ID } from '../companyIds.ts';
import type { SeedContext } from '../context.ts';
import type { MockDb } from '../types.ts';
import {
  classLogUsers,
  isSeededMeetIdx,
  type MockClassLog,
  secondsBetween,
  seededClassHash,
} from './classLogs.ts';
import type { SeedArea } from './types.ts';

/**
 * The AI summaries of the classes (foundation.md §4 "Summary: 0 summarizing, 1 in progress, 2
 * ready. On error it resets to 0"; screens.md §3 summaryStatus, summaryJson "keyed by user idx or
 * ALL"; §4 "Summary status 0 to 1 on request, 2 when ready; on error reset to 0"). A summary is
 * no field written into the class log: it is an overlay keyed by meetIdx (`summaryRequests`, the
 * requests of logMeetSummary.SAVE), so a seeded class, which is never stored, changes too. What a
 * class shows is `classSummaryOf`: its request if it has one, else the seeded class's own summary,
 * else the log's (null: never asked).
 *
 * assumed, where the spec is silent:
 * - A request is 1 (in progress) from when it is asked until a delay has passed (the scenario's
 *   `summaryDelayMs`, 3 s unless set), then 2 with its text, or 0 when it ends in error. Whether
 *   it ends in error is decided when it is asked (the scenario's `summaryFails` then), so a
 *   request ends the same way whenever it is read. Nothing is written when it turns: the status
 *   is worked out from the clock on every read.
 * - The text (summaryJson): `ALL` (SUMMARY_ALL_KEY), the whole class, and one entry per attendee
 *   with an account by userIdx as a string (guests have no userIdx and no entry), in Korean, made
 *   from the class itself: title, room kind, leader, attendees, times and length, a topic picked
 *   by the title's subject, and each attendee's entry, exit, time inside and reconnections.
 *   Deterministic: the same class always reads the same.
 * - The seeded year's classes have summaries of their own, drawn from the class's hash: of the
 *   classes in rooms other than homework (homework rooms have none: nobody speaks), about 40 % are
 *   ready (2), 7 % ended in error (0), 8 % were asked when the class ended and are still being
 *   made (1) for SEEDED_SUMMARY.backlogDays (7) after that, then ready (the seeded summariser's
 *   backlog, so the last week of the history always shows summaries in progress), and the rest
 *   were never asked (null). A request (SAVE) replaces a seeded class's own summary.
 * - The seed asks for the summaries of two stored classes of the demo academy: the first class of
 *   중2 수학 정규반 (ready) and 지난주 질문 보충 (ended in error).
 */

export interface MockSummaryRequest {
  meetIdx: number;
  companyIdx: number;
  /** When it was asked, in milliseconds since the epoch. */
  askedAt: number;
  /** How it ends once the delay has passed (decided when it was asked). */
  outcome: 'ready' | 'error';
  /** Who asked: the summary record's recUser once ready. */
  requesterIdx: number;
  requesterName: string;
  /** The numbers of the summary record (RECORD_TYPE.AI_SUMMARY) once ready (classRecords.ts). */
  recordIdx: number;
  fileIdx: number;
}

declare module '../types.ts' {
  interface AreaTables {
    /** The AI summary requests (logMeetSummary.SAVE), one per class at most, by meetIdx. */
    summaryRequests: MockSummaryRequest[];
  }
}

/** The clock a summary is read by: now, and how long a request takes (the scenario's delay). */
export interface SummaryClock {
  now: Date;
  delayMs: number;
}

/** A class's summary as the wire shows it, and the request behind it (null: none). */
export interface ClassSummary {
  summaryStatus: SummaryStatus | null;
  summaryJson: Record<string, string> | null;
  request: MockSummaryRequest | null;
}

/** How long a request takes unless the scenario says otherwise (assumed: 3 s). */
export const SUMMARY_DELAY_MS = 3_000;

/** The seeded classes' own summaries (percentages of the classes outside homework rooms). */
export const SEEDED_SUMMARY = {
  readyPercent: 40,
  errorPercent: 7,
  inProgressPercent: 8,
  /** A seeded summary in progress is ready this many days after its class ended. */
  backlogDays: 7,
} as const;

/** The salt of the seeded summaries' draw (seededClassHash). */
const SUMMARY_SALT = 0x53554d4d;

const DAY_MS = 86_400_000;

export function summaryRequestOf(db: MockDb, meetIdx: number): MockSummaryRequest | undefined {
  return (db.summaryRequests ?? []).find((request) => request.meetIdx === meetIdx);
}

function requestStatus(request: MockSummaryRequest, clock: SummaryClock): SummaryStatus {
  if (clock.now.getTime() - request.askedAt < clock.delayMs) return SUMMARY_STATUS.IN_PROGRESS;
  return request.outcome === 'ready' ? SUMMARY_STATUS.READY : SUMMARY_STATUS.SUMMARIZING;
}

/** A seeded class's own summary status (see the top of the file); null for a stored class. */
export function seededSummaryStatus(
  db: MockDb,
  log: MockClassLog,
  now: Date,
): SummaryStatus | null {
  if (log.roomType === ROOM_KIND.HOMEWORK) return null;
  const hash = seededClassHash(db, log, SUMMARY_SALT);
  if (hash === undefined) return null;
  let draw = hash % 100;
  if (draw < SEEDED_SUMMARY.readyPercent) return SUMMARY_STATUS.READY;
  draw -= SEEDED_SUMMARY.readyPercent;
  if (draw < SEEDED_SUMMARY.errorPercent) return SUMMARY_STATUS.SUMMARIZING;
  draw -= SEEDED_SUMMARY.errorPercent;
  if (draw < SEEDED_SUMMARY.inProgressPercent) {
    const backlogFrom = formatWireDateTime(
      new Date(now.getTime() - SEEDED_SUMMARY.backlogDays * DAY_MS),
    );
    return log.endDatetime > backlogFrom ? SUMMARY_STATUS.IN_PROGRESS : SUMMARY_STATUS.READY;
  }
  return null;
}

/** What a class's summary is now (see the top of the file). */
export function classSummaryOf(db: MockDb, log: MockClassLog, clock: SummaryClock): ClassSummary {
  const request = summaryRequestOf(db, log.meetIdx) ?? null;
  const summaryStatus = request
    ? requestStatus(request, clock)
    : isSeededMeetIdx(log.meetIdx)
      ? seededSummaryStatus(db, log, clock.now)
      : log.summaryStatus;
  const summaryJson =
    summaryStatus === SUMMARY_STATUS.READY ? (log.summaryJson ?? summaryJsonOf(log)) : null;
  return { summaryStatus, summaryJson, request };
}

/** The log with its summary as it is now: what logMeet.LIST and VIEW answer. */
export function withSummary(db: MockDb, log: MockClassLog, clock: SummaryClock): MockClassLog {
  const { summaryStatus, summaryJson } = classSummaryOf(db, log, clock);
  return { ...log, summaryStatus, summaryJson };
}

export interface NewSummaryRequest {
  now: Date;
  requesterIdx: number;
  requesterName: string;
  /** The scenario's `summaryFails` when asked. */
  fails: boolean;
  /** The summary record's numbers (kept from an earlier request of the class, if any). */
  recordIdx: number;
  fileIdx: number;
}

/** Asks for a class's summary: it is 1 from now on, until the delay has passed. */
export function requestSummary(
  db: MockDb,
  log: MockClassLog,
  input: NewSummaryRequest,
): MockSummaryRequest {
  const earlier = summaryRequestOf(db, log.meetIdx);
  const request: MockSummaryRequest = {
    meetIdx: log.meetIdx,
    companyIdx: log.companyIdx,
    askedAt: input.now.getTime(),
    outcome: input.fails ? 'error' : 'ready',
    requesterIdx: input.requesterIdx,
    requesterName: input.requesterName,
    recordIdx: earlier?.recordIdx ?? input.recordIdx,
    fileIdx: earlier?.fileIdx ?? input.fileIdx,
  };
  db.summaryRequests = [
    ...(db.summaryRequests ?? []).filter((row) => row.meetIdx !== log.meetIdx),
    request,
  ];
  return request;
}

// --- the text --------------------------------------------------------------------------------

/** What a class of each room kind is called in the text. */
const KIND_WORDS: Readonly<Record<RoomKind, string>> = {
  [ROOM_KIND.MEETING]: '모임',
  [ROOM_KIND.CLASS]: '수업',
  [ROOM_KIND.HOMEWORK]: '과제방',
  [ROOM_KIND.TEST]: '시험',
};

/** What a class was about, by a subject its title names (the first that matches). */
const SUBJECT_TOPICS: readonly (readonly [subject: string, topics: readonly string[]])[] = [
  ['수학', ['일차방정식의 풀이', '함수의 그래프', '도형의 닮음', '확률의 기본 성질', '미분계수']],
  ['영어', ['관계대명사', '글의 요지 파악', '시제와 조동사', '빈칸 추론 전략']],
  ['단어', ['이번 주 단어 복습', '헷갈리는 단어 구별']],
  ['과학', ['물질의 상태 변화', '빛의 굴절', '세포의 구조', '전기 회로']],
  ['국어', ['시의 화자와 정서', '소설의 시점', '서술형 답안 쓰기', '논설문의 짜임']],
  ['독서', ['책의 주제 찾기', '감상문의 짜임']],
];
const GENERAL_TOPICS = ['지난 시간의 복습', '오답 풀이', '학습 계획 점검', '질문과 답변'];

const CLOSINGS = [
  '마지막에는 질문을 받고 다음 시간 과제를 안내했습니다.',
  '끝으로 오늘 배운 내용을 짧은 퀴즈로 확인했습니다.',
  '다음 시간에는 이어지는 내용을 다룰 예정입니다.',
];

const REMARKS = [
  '질문에 적극적으로 답했습니다.',
  '예제를 스스로 끝까지 풀었습니다.',
  '필기를 꼼꼼히 했습니다.',
  '복습이 조금 더 필요해 보입니다.',
  '친구의 질문에 풀이를 설명해 주었습니다.',
];

/** The object particle after a word: 을 after a final consonant, 를 after a vowel. */
function objectParticle(word: string): string {
  const code = word.charCodeAt(word.length - 1);
  if (code < 0xac00 || code > 0xd7a3) return '을(를)';
  return (code - 0xac00) % 28 === 0 ? '를' : '을';
}

const minutesOf = (seconds: number) => Math.round(seconds / 60);
const timeOf = (datetime: string | undefined | null) => (datetime ?? '').slice(11, 16);

/** The class's own random stream for its text (the same on every read). */
const textRng = (log: MockClassLog): Rng => createRng(seedOf(`summary ${log.meetIdx}`));

function topicOf(log: MockClassLog, rng: Rng): string {
  const found = SUBJECT_TOPICS.find(([subject]) => log.meetTitle.includes(subject));
  return rng.pick(found?.[1] ?? GENERAL_TOPICS);
}

/** The summary text of a class: ALL, and one entry per attendee with an account. */
export function summaryJsonOf(log: MockClassLog): Record<string, string> {
  const rng = textRng(log);
  const kind = KIND_WORDS[log.roomType] ?? KIND_WORDS[ROOM_KIND.CLASS];
  const topic = topicOf(log, rng);
  const topicObject = `${topic}${objectParticle(topic)}`;
  const attendees = classLogUsers(log);
  const length = minutesOf(secondsBetween(log.startDatetime, log.endDatetime));
  const json: Record<string, string> = {
    [SUMMARY_ALL_KEY]:
      `${log.meetTitle} ${kind}(${log.startDatetime.slice(0, 10)} ${timeOf(log.startDatetime)}~` +
      `${timeOf(log.endDatetime)}, ${length}분)은 ${log.leaderName} 님이 진행했고 ` +
      `${attendees.length}명이 참여했습니다. ${topicObject} 중심으로 개념을 설명한 뒤 예제를 함께 ` +
      `풀었습니다. ${rng.pick(CLOSINGS)}`,
  };
  for (const row of attendees) {
    const userIdx = row.userIdx ?? 0;
    if (userIdx <= 0) continue;
    if (userIdx === log.leaderUserIdx) {
      json[String(userIdx)] =
        `${row.userName} 님이 ${kind}${objectParticle(kind)} 진행하며 ${topicObject} 설명하고 ` +
        `질문에 답했습니다.`;
      continue;
    }
    const stays = log.joins.filter((join) => join.userIdx === userIdx).length;
    json[String(userIdx)] = [
      `${row.userName} 님은 ${timeOf(row.joinDatetime)}에 들어와 ${timeOf(row.quitDatetime)}에 ` +
        `나갔고, 모두 ${minutesOf(row.totalJoinTimeSec ?? 0)}분 참여했습니다.`,
      ...(stays > 1 ? ['중간에 연결이 끊겼다가 다시 들어왔습니다.'] : []),
      rng.pick(REMARKS),
    ].join(' ');
  }
  return json;
}

/**
 * The summary as a file (the AI summary record's download): a UTF-8 text with a BOM (Korean
 * Excel and Notepad read it right), naming the class, the whole summary, and each attendee's.
 */
export function summaryFileText(log: MockClassLog, json: Record<string, string>): string {
  const names = new Map(classLogUsers(log).map((row) => [String(row.userIdx), row.userName]));
  const lines = [
    `[AI 수업 요약] ${log.meetTitle}`,
    `${log.startDatetime} ~ ${log.endDatetime}`,
    '',
    '[전체 요약]',
    json[SUMMARY_ALL_KEY] ?? '',
    '',
    '[참석자별 요약]',
    ...Object.entries(json)
      .filter(([key]) => key !== SUMMARY_ALL_KEY)
      .map(([key, text]) => `${names.get(key) ?? key}: ${text}`),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

// --- the seed --------------------------------------------------------------------------------

/** The seed's requests: two stored classes of the demo academy (see the top of the file). */
function seedSummaryRequests({ db, nextIdx }: SeedContext): void {
  const demo = db.companies.find((company) => company.companyId === DEMO_COMPANY_ID);
  const logs = db.classLogs.filter((log) => log.companyIdx === demo?.companyIdx);
  const asks: readonly [title: string, outcome: MockSummaryRequest['outcome']][] = [
    ['중2 수학 정규반', 'ready'],
    ['지난주 질문 보충', 'error'],
  ];
  for (const [title, outcome] of asks) {
    const log = logs.find((candidate) => candidate.meetTitle === title);
    const ended = log ? parseWireDateTime(log.endDatetime) : null;
    if (!log || !ended) continue;
    db.summaryRequests.push({
      meetIdx: log.meetIdx,
      companyIdx: log.companyIdx,
      // Asked a minute after the class ended: long done by any clock the demo runs on.
      askedAt: ended.getTime() + 60_000,
      outcome,
      requesterIdx: log.leaderUserIdx,
      requesterName: log.leaderName,
      recordIdx: nextIdx('recordIdx'),
      fileIdx: nextIdx('fileIdx'),
    });
  }
}

/** Seeded after the classes (classes.ts) and their records (classRecords.ts). */
export const classSummariesArea: SeedArea = {
  name: 'classSummaries',
  init: (db) => {
    db.summaryRequests = [];
  },
  seed: seedSummaryRequests,
};
