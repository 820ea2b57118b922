import { defineCatalog, type Locale, translate } from '../i18n/index.ts';
import { BOOK_KIND, BOOK_STATUS, BOOK_USAGE } from './books.ts';
import type { CodeOf } from './codeTable.ts';
import { BOARD_TYPE, MESSAGE_ACTION, MESSAGE_MODE } from './messages.ts';
import { FILE_OUTPUT, NOTE_KIND, NOTE_SAVE, NOTE_STATUS } from './notes.ts';
import { ENTRY_MODE, JOIN_KIND, ROOM_KIND, ROOM_OPEN_TYPE, ROOM_STATE } from './rooms.ts';
import { LICENSE_BILLING, OPTION_VALUE, PLATFORM } from './settings.ts';
import { RECORD_TYPE, SUMMARY_STATUS, TASK_USER_STATUS } from './tasks.ts';
import { ACCOUNT_STATUS, LOGIN_PROVIDER, ROLE_LEVEL, USER_ROLE, USER_TYPE } from './users.ts';
import { WEB_AUTH } from './webAuth.ts';

/** Every labelled code table, under the name it has in code (the text keys use that name). */
export const CODE_TABLES = {
  USER_TYPE,
  ROLE_LEVEL,
  USER_ROLE,
  ACCOUNT_STATUS,
  LOGIN_PROVIDER,
  WEB_AUTH,
  ROOM_STATE,
  ROOM_OPEN_TYPE,
  ENTRY_MODE,
  ROOM_KIND,
  JOIN_KIND,
  LICENSE_BILLING,
  PLATFORM,
  OPTION_VALUE,
  NOTE_STATUS,
  NOTE_SAVE,
  FILE_OUTPUT,
  NOTE_KIND,
  BOOK_KIND,
  BOOK_USAGE,
  BOOK_STATUS,
  MESSAGE_ACTION,
  MESSAGE_MODE,
  BOARD_TYPE,
  TASK_USER_STATUS,
  SUMMARY_STATUS,
  RECORD_TYPE,
} as const;
export type CodeTableName = keyof typeof CODE_TABLES;

type Label = readonly [ko: string, en: string];
type Labels = {
  readonly [T in CodeTableName]: Readonly<
    Record<Extract<CodeOf<(typeof CODE_TABLES)[T]>, PropertyKey>, Label>
  >;
};

/**
 * Korean and English label per code. The type demands one for every code of every table. The
 * English words follow the spec; the Korean and the wording the spec does not give are assumed.
 */
const LABELS: Labels = {
  USER_TYPE: {
    3: ['관리자', 'Admin'],
    4: ['모니터', 'Monitor'],
    5: ['운영자', 'Operator'],
    10: ['사용자', 'User'],
    11: ['선생님', 'Teacher'],
    12: ['학생', 'Student'],
    13: ['오픈 선생님', 'Open teacher'],
    15: ['기타', 'Other'],
  },
  ROLE_LEVEL: {
    0: ['게스트', 'Guest'],
    1: ['관리자', 'Admin'],
    2: ['운영자', 'Operator'],
    3: ['사용자', 'User'],
  },
  USER_ROLE: {
    3: ['사용자', 'User'],
    2: ['운영자', 'Operator'],
  },
  ACCOUNT_STATUS: {
    1: ['사용', 'In use'],
    2: ['일시정지', 'Paused'],
    3: ['탈퇴', 'Withdrawn'],
    11: ['미완료', 'Incomplete'],
  },
  LOGIN_PROVIDER: {
    1: ['자체 계정', 'Own account'],
    2: ['웹 계정', 'Web account'],
    3: ['기기 제조사 계정', 'Device maker account'],
    4: ['기관 계정 A', 'Institution account A'],
    5: ['기관 계정 B', 'Institution account B'],
    21: ['공동 전자서명', 'Government e-signature'],
    31: ['연동 계정', 'Linked account'],
  },
  WEB_AUTH: {
    2048: ['수업 등록', 'Room registration'],
    4096: ['관리 접근', 'Management access'],
    8192: ['참석자 노트 보기', 'Attendance note view'],
    2097152: ['수업 개설', 'Class opening'],
    2147483648: ['녹화 다운로드', 'Recording download'],
  },
  ROOM_STATE: {
    0: ['없음', 'None'],
    1: ['사용', 'In use'],
    9: ['숨김', 'Hidden'],
    99: ['종료', 'Closed'],
  },
  ROOM_OPEN_TYPE: {
    0: ['없음', 'None'],
    1: ['즉시', 'Instant'],
    2: ['예약', 'Reserved'],
    3: ['과제', 'Task'],
  },
  ENTRY_MODE: {
    0: ['누구나 먼저 입장', 'Anyone first'],
    1: ['개설자 먼저 입장', 'Author first'],
  },
  ROOM_KIND: {
    1: ['회의', 'Meeting'],
    2: ['수업', 'Class'],
    3: ['과제', 'Homework'],
    4: ['시험', 'Test'],
  },
  JOIN_KIND: {
    1: ['개설 입장', 'Open and join'],
    2: ['입장', 'Join'],
    3: ['모니터링', 'Monitor'],
  },
  LICENSE_BILLING: {
    0: ['동시 접속자', 'Concurrent users'],
    1: ['등록 사용자', 'Registered users'],
    2: ['월간 접속 계정', 'Monthly connected accounts'],
  },
  PLATFORM: {
    1: ['앱', 'App'],
    2: ['웹', 'Web'],
    3: ['앱과 웹', 'App and web'],
  },
  OPTION_VALUE: {
    0: ['사용 안 함', 'Not used'],
    1: ['사용', 'Used'],
    2: ['간편', 'Easy'],
    3: ['체험', 'Experimental'],
  },
  NOTE_STATUS: {
    0: ['없음', 'None'],
    1: ['저장', 'Saved'],
    2: ['제출', 'Submitted'],
    3: ['확인됨', 'Verified'],
    4: ['검사 중', 'Under inspection'],
    5: ['완료', 'Completed'],
  },
  NOTE_SAVE: {
    1: ['저장', 'Save'],
    2: ['제출', 'Submit'],
    17: ['저장 중', 'Saving'],
    18: ['제출 중', 'Submitting'],
  },
  FILE_OUTPUT: {
    2: ['이미지(PNG)', 'Image (PNG)'],
    4: ['PDF', 'PDF'],
  },
  NOTE_KIND: {
    1: ['수업', 'Class'],
    2: ['과제', 'Task'],
    3: ['시험', 'Test'],
  },
  BOOK_KIND: {
    1: ['교재', 'Textbook'],
    2: ['문제집', 'Workbook'],
  },
  BOOK_USAGE: {
    1: ['수업용 교재', 'Class book'],
    2: ['과제용 교재', 'Task book'],
    3: ['시험용 교재', 'Test book'],
  },
  BOOK_STATUS: {
    0: ['작성 중', 'Writing'],
    1: ['작성 완료', 'Completed'],
    2: ['사용됨', 'Used'],
  },
  MESSAGE_ACTION: {
    0: ['삭제', 'Delete'],
    1: ['저장', 'Save'],
    2: ['보내기', 'Send'],
  },
  MESSAGE_MODE: {
    send: ['보낸 메시지', 'Sent'],
    recv: ['받은 메시지', 'Received'],
    resend: ['다시 보내기', 'Resend'],
    reply: ['답장', 'Reply'],
    delivery: ['전달', 'Forward'],
  },
  BOARD_TYPE: {
    1: ['공지사항', 'Notice'],
    2: ['문의', 'Inquiry'],
    3: ['게시판', 'Board'],
  },
  TASK_USER_STATUS: {
    0: ['시작 전', 'Not started'],
    1: ['진행 중', 'In progress'],
    2: ['제출 완료', 'Submitted'],
  },
  // assumed: 0 is the state before any request ("0 to 1 on request", screens.md §4), so its
  // label is the action the user can take.
  SUMMARY_STATUS: {
    0: ['요약하기', 'Summarize'],
    1: ['요약 중', 'In progress'],
    2: ['요약 완료', 'Ready'],
  },
  RECORD_TYPE: {
    17: ['동영상', 'Video'],
    18: ['동영상', 'Video'],
    64: ['채팅', 'Chat'],
    65: ['AI 요약', 'AI summary'],
  },
};

/**
 * foundation.md §4: teacher labels for the note status; "A student sees 'inspection underway' for
 * the first three" (submit, verified, inspection). Statuses 0 and 1 use the plain labels.
 */
const NOTE_STATUS_VIEWER_LABELS = {
  teacher: {
    2: ['정답 확인 중', 'Verifying answer'],
    3: ['미검사', 'Not reviewed'],
    4: ['검사 중', 'Inspection underway'],
    5: ['검사 완료', 'Inspection completed'],
  },
  student: {
    2: ['검사 중', 'Inspection underway'],
    3: ['검사 중', 'Inspection underway'],
    4: ['검사 중', 'Inspection underway'],
    5: ['검사 완료', 'Inspection completed'],
  },
} as const satisfies Record<string, Record<number, Label>>;

export type NoteViewer = keyof typeof NOTE_STATUS_VIEWER_LABELS;

/**
 * The text key of a code's label. Typed by table only: the code comes from the server, and a code
 * without a label shows its key (see `codeLabel`).
 */
export type CodeLabelKey<T extends CodeTableName = CodeTableName> = `code.${T}.${string}`;

/** The text key of a code's label: `code.USER_TYPE.12`. */
export function codeLabelKey<T extends CodeTableName>(
  table: T,
  code: number | string,
): CodeLabelKey<T> {
  return `code.${table}.${code}`;
}

/** The text key of a note status as the teacher or the student sees it (foundation.md §4). */
export function noteStatusLabelKey(
  status: number,
  viewer: NoteViewer,
): CodeLabelKey<'NOTE_STATUS'> {
  return status in NOTE_STATUS_VIEWER_LABELS[viewer]
    ? `code.NOTE_STATUS.${viewer}.${status}`
    : codeLabelKey('NOTE_STATUS', status);
}

function buildTexts(index: 0 | 1): Record<CodeLabelKey, string> {
  const texts: Record<CodeLabelKey, string> = {};
  for (const [table, labels] of Object.entries(LABELS)) {
    for (const [code, label] of Object.entries(labels as Record<string, Label>)) {
      texts[codeLabelKey(table as CodeTableName, code)] = label[index];
    }
  }
  for (const [viewer, labels] of Object.entries(NOTE_STATUS_VIEWER_LABELS)) {
    for (const [status, label] of Object.entries(labels as Record<string, Label>)) {
      texts[`code.NOTE_STATUS.${viewer}.${status}`] = label[index];
    }
  }
  return texts;
}

/** The code-table labels in Korean and English, for the lead to merge into the contract texts. */
export const codeLabelTexts = /* @__PURE__ */ defineCatalog({
  en: /* @__PURE__ */ buildTexts(1),
  ko: /* @__PURE__ */ buildTexts(0),
});

/** A code's label in a locale (English fallback; the key itself for an unknown code). */
export function codeLabel(locale: Locale, table: CodeTableName, code: number | string): string {
  return translate(codeLabelTexts, locale, codeLabelKey(table, code));
}
