import { type Catalog, defineCatalog, type Locale, translate } from '../i18n/index.ts';
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

/** The label key of every code of every table: `code.USER_TYPE.12`. */
type EveryCodeLabelKey = {
  [T in CodeTableName]: `code.${T}.${Extract<CodeOf<(typeof CODE_TABLES)[T]>, string | number>}`;
}[CodeTableName];

/** Who reads a note status: its labels differ for a teacher and a student (foundation.md §4). */
export type NoteViewer = 'teacher' | 'student';

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

/**
 * The code-table labels in Korean and English, for the lead to merge into the contract texts.
 * Each language is written out as a table of its own, so that a built page carries its own
 * language's labels only (issue 18 item 4); `satisfies` demands a label for every code of every
 * table, and the catalog's type the same keys in Korean. The English words follow the spec; the
 * Korean and the wording the spec does not give are assumed.
 *
 * foundation.md §4: teacher labels for the note status; "A student sees 'inspection underway' for
 * the first three" (submit, verified, inspection). Statuses 0 and 1 use the plain labels.
 */
export const codeLabelTexts: Catalog<CodeLabelKey> = defineCatalog({
  en: {
    'code.USER_TYPE.3': 'Admin',
    'code.USER_TYPE.4': 'Monitor',
    'code.USER_TYPE.5': 'Operator',
    'code.USER_TYPE.10': 'User',
    'code.USER_TYPE.11': 'Teacher',
    'code.USER_TYPE.12': 'Student',
    'code.USER_TYPE.13': 'Open teacher',
    'code.USER_TYPE.15': 'Other',
    'code.ROLE_LEVEL.0': 'Guest',
    'code.ROLE_LEVEL.1': 'Admin',
    'code.ROLE_LEVEL.2': 'Operator',
    'code.ROLE_LEVEL.3': 'User',
    'code.USER_ROLE.3': 'User',
    'code.USER_ROLE.2': 'Operator',
    'code.ACCOUNT_STATUS.1': 'In use',
    'code.ACCOUNT_STATUS.2': 'Paused',
    'code.ACCOUNT_STATUS.3': 'Withdrawn',
    'code.ACCOUNT_STATUS.11': 'Incomplete',
    'code.LOGIN_PROVIDER.1': 'Own account',
    'code.LOGIN_PROVIDER.2': 'Web account',
    'code.LOGIN_PROVIDER.3': 'Device maker account',
    'code.LOGIN_PROVIDER.4': 'Institution account A',
    'code.LOGIN_PROVIDER.5': 'Institution account B',
    'code.LOGIN_PROVIDER.21': 'Government e-signature',
    'code.LOGIN_PROVIDER.31': 'Linked account',
    'code.WEB_AUTH.2048': 'Room registration',
    'code.WEB_AUTH.4096': 'Management access',
    'code.WEB_AUTH.8192': 'Attendance note view',
    'code.WEB_AUTH.2097152': 'Class opening',
    'code.WEB_AUTH.2147483648': 'Recording download',
    'code.ROOM_STATE.0': 'None',
    'code.ROOM_STATE.1': 'In use',
    'code.ROOM_STATE.9': 'Hidden',
    'code.ROOM_STATE.99': 'Closed',
    'code.ROOM_OPEN_TYPE.0': 'None',
    'code.ROOM_OPEN_TYPE.1': 'Instant',
    'code.ROOM_OPEN_TYPE.2': 'Reserved',
    'code.ROOM_OPEN_TYPE.3': 'Task',
    'code.ENTRY_MODE.0': 'Anyone first',
    'code.ENTRY_MODE.1': 'Author first',
    'code.ROOM_KIND.1': 'Meeting',
    'code.ROOM_KIND.2': 'Class',
    'code.ROOM_KIND.3': 'Homework',
    'code.ROOM_KIND.4': 'Test',
    'code.JOIN_KIND.1': 'Open and join',
    'code.JOIN_KIND.2': 'Join',
    'code.JOIN_KIND.3': 'Monitor',
    'code.LICENSE_BILLING.0': 'Concurrent users',
    'code.LICENSE_BILLING.1': 'Registered users',
    'code.LICENSE_BILLING.2': 'Monthly connected accounts',
    'code.PLATFORM.1': 'App',
    'code.PLATFORM.2': 'Web',
    'code.PLATFORM.3': 'App and web',
    'code.OPTION_VALUE.0': 'Not used',
    'code.OPTION_VALUE.1': 'Used',
    'code.OPTION_VALUE.2': 'Easy',
    'code.OPTION_VALUE.3': 'Experimental',
    'code.NOTE_STATUS.0': 'None',
    'code.NOTE_STATUS.1': 'Saved',
    'code.NOTE_STATUS.2': 'Submitted',
    'code.NOTE_STATUS.3': 'Verified',
    'code.NOTE_STATUS.4': 'Under inspection',
    'code.NOTE_STATUS.5': 'Completed',
    'code.NOTE_SAVE.1': 'Save',
    'code.NOTE_SAVE.2': 'Submit',
    'code.NOTE_SAVE.17': 'Saving',
    'code.NOTE_SAVE.18': 'Submitting',
    'code.FILE_OUTPUT.2': 'Image (PNG)',
    'code.FILE_OUTPUT.4': 'PDF',
    'code.NOTE_KIND.1': 'Class',
    'code.NOTE_KIND.2': 'Task',
    'code.NOTE_KIND.3': 'Test',
    'code.BOOK_KIND.1': 'Textbook',
    'code.BOOK_KIND.2': 'Workbook',
    'code.BOOK_USAGE.1': 'Class book',
    'code.BOOK_USAGE.2': 'Task book',
    'code.BOOK_USAGE.3': 'Test book',
    'code.BOOK_STATUS.0': 'Writing',
    'code.BOOK_STATUS.1': 'Completed',
    'code.BOOK_STATUS.2': 'Used',
    'code.MESSAGE_ACTION.0': 'Delete',
    'code.MESSAGE_ACTION.1': 'Save',
    'code.MESSAGE_ACTION.2': 'Send',
    'code.MESSAGE_MODE.send': 'Sent',
    'code.MESSAGE_MODE.recv': 'Received',
    'code.MESSAGE_MODE.resend': 'Resend',
    'code.MESSAGE_MODE.reply': 'Reply',
    'code.MESSAGE_MODE.delivery': 'Forward',
    'code.BOARD_TYPE.1': 'Notice',
    'code.BOARD_TYPE.2': 'Inquiry',
    'code.BOARD_TYPE.3': 'Board',
    'code.TASK_USER_STATUS.0': 'Not started',
    'code.TASK_USER_STATUS.1': 'In progress',
    'code.TASK_USER_STATUS.2': 'Submitted',
    // assumed: 0 is the state before any request ("0 to 1 on request", screens.md §4), so its
    // label is the action the user can take.
    'code.SUMMARY_STATUS.0': 'Summarize',
    'code.SUMMARY_STATUS.1': 'In progress',
    'code.SUMMARY_STATUS.2': 'Ready',
    'code.RECORD_TYPE.17': 'Video',
    'code.RECORD_TYPE.18': 'Video',
    'code.RECORD_TYPE.64': 'Chat',
    'code.RECORD_TYPE.65': 'AI summary',
    // foundation.md §4: the note status as a teacher and as a student sees it.
    'code.NOTE_STATUS.teacher.2': 'Verifying answer',
    'code.NOTE_STATUS.teacher.3': 'Not reviewed',
    'code.NOTE_STATUS.teacher.4': 'Inspection underway',
    'code.NOTE_STATUS.teacher.5': 'Inspection completed',
    'code.NOTE_STATUS.student.2': 'Inspection underway',
    'code.NOTE_STATUS.student.3': 'Inspection underway',
    'code.NOTE_STATUS.student.4': 'Inspection underway',
    'code.NOTE_STATUS.student.5': 'Inspection completed',
  } satisfies Record<EveryCodeLabelKey, string> & Record<string, string>,
  ko: {
    'code.USER_TYPE.3': '관리자',
    'code.USER_TYPE.4': '모니터',
    'code.USER_TYPE.5': '운영자',
    'code.USER_TYPE.10': '사용자',
    'code.USER_TYPE.11': '선생님',
    'code.USER_TYPE.12': '학생',
    'code.USER_TYPE.13': '오픈 선생님',
    'code.USER_TYPE.15': '기타',
    'code.ROLE_LEVEL.0': '게스트',
    'code.ROLE_LEVEL.1': '관리자',
    'code.ROLE_LEVEL.2': '운영자',
    'code.ROLE_LEVEL.3': '사용자',
    'code.USER_ROLE.3': '사용자',
    'code.USER_ROLE.2': '운영자',
    'code.ACCOUNT_STATUS.1': '사용',
    'code.ACCOUNT_STATUS.2': '일시정지',
    'code.ACCOUNT_STATUS.3': '탈퇴',
    'code.ACCOUNT_STATUS.11': '미완료',
    'code.LOGIN_PROVIDER.1': '자체 계정',
    'code.LOGIN_PROVIDER.2': '웹 계정',
    'code.LOGIN_PROVIDER.3': '기기 제조사 계정',
    'code.LOGIN_PROVIDER.4': '기관 계정 A',
    'code.LOGIN_PROVIDER.5': '기관 계정 B',
    'code.LOGIN_PROVIDER.21': '공동 전자서명',
    'code.LOGIN_PROVIDER.31': '연동 계정',
    'code.WEB_AUTH.2048': '수업 등록',
    'code.WEB_AUTH.4096': '관리 접근',
    'code.WEB_AUTH.8192': '참석자 노트 보기',
    'code.WEB_AUTH.2097152': '수업 개설',
    'code.WEB_AUTH.2147483648': '녹화 다운로드',
    'code.ROOM_STATE.0': '없음',
    'code.ROOM_STATE.1': '사용',
    'code.ROOM_STATE.9': '숨김',
    'code.ROOM_STATE.99': '종료',
    'code.ROOM_OPEN_TYPE.0': '없음',
    'code.ROOM_OPEN_TYPE.1': '즉시',
    'code.ROOM_OPEN_TYPE.2': '예약',
    'code.ROOM_OPEN_TYPE.3': '과제',
    'code.ENTRY_MODE.0': '누구나 먼저 입장',
    'code.ENTRY_MODE.1': '개설자 먼저 입장',
    'code.ROOM_KIND.1': '회의',
    'code.ROOM_KIND.2': '수업',
    'code.ROOM_KIND.3': '과제',
    'code.ROOM_KIND.4': '시험',
    'code.JOIN_KIND.1': '개설 입장',
    'code.JOIN_KIND.2': '입장',
    'code.JOIN_KIND.3': '모니터링',
    'code.LICENSE_BILLING.0': '동시 접속자',
    'code.LICENSE_BILLING.1': '등록 사용자',
    'code.LICENSE_BILLING.2': '월간 접속 계정',
    'code.PLATFORM.1': '앱',
    'code.PLATFORM.2': '웹',
    'code.PLATFORM.3': '앱과 웹',
    'code.OPTION_VALUE.0': '사용 안 함',
    'code.OPTION_VALUE.1': '사용',
    'code.OPTION_VALUE.2': '간편',
    'code.OPTION_VALUE.3': '체험',
    'code.NOTE_STATUS.0': '없음',
    'code.NOTE_STATUS.1': '저장',
    'code.NOTE_STATUS.2': '제출',
    'code.NOTE_STATUS.3': '확인됨',
    'code.NOTE_STATUS.4': '검사 중',
    'code.NOTE_STATUS.5': '완료',
    'code.NOTE_SAVE.1': '저장',
    'code.NOTE_SAVE.2': '제출',
    'code.NOTE_SAVE.17': '저장 중',
    'code.NOTE_SAVE.18': '제출 중',
    'code.FILE_OUTPUT.2': '이미지(PNG)',
    'code.FILE_OUTPUT.4': 'PDF',
    'code.NOTE_KIND.1': '수업',
    'code.NOTE_KIND.2': '과제',
    'code.NOTE_KIND.3': '시험',
    'code.BOOK_KIND.1': '교재',
    'code.BOOK_KIND.2': '문제집',
    'code.BOOK_USAGE.1': '수업용 교재',
    'code.BOOK_USAGE.2': '과제용 교재',
    'code.BOOK_USAGE.3': '시험용 교재',
    'code.BOOK_STATUS.0': '작성 중',
    'code.BOOK_STATUS.1': '작성 완료',
    'code.BOOK_STATUS.2': '사용됨',
    'code.MESSAGE_ACTION.0': '삭제',
    'code.MESSAGE_ACTION.1': '저장',
    'code.MESSAGE_ACTION.2': '보내기',
    'code.MESSAGE_MODE.send': '보낸 메시지',
    'code.MESSAGE_MODE.recv': '받은 메시지',
    'code.MESSAGE_MODE.resend': '다시 보내기',
    'code.MESSAGE_MODE.reply': '답장',
    'code.MESSAGE_MODE.delivery': '전달',
    'code.BOARD_TYPE.1': '공지사항',
    'code.BOARD_TYPE.2': '문의',
    'code.BOARD_TYPE.3': '게시판',
    'code.TASK_USER_STATUS.0': '시작 전',
    'code.TASK_USER_STATUS.1': '진행 중',
    'code.TASK_USER_STATUS.2': '제출 완료',
    // assumed: 0 is the state before any request ("0 to 1 on request", screens.md §4), so its
    // label is the action the user can take.
    'code.SUMMARY_STATUS.0': '요약하기',
    'code.SUMMARY_STATUS.1': '요약 중',
    'code.SUMMARY_STATUS.2': '요약 완료',
    'code.RECORD_TYPE.17': '동영상',
    'code.RECORD_TYPE.18': '동영상',
    'code.RECORD_TYPE.64': '채팅',
    'code.RECORD_TYPE.65': 'AI 요약',
    // foundation.md §4: the note status as a teacher and as a student sees it.
    'code.NOTE_STATUS.teacher.2': '정답 확인 중',
    'code.NOTE_STATUS.teacher.3': '미검사',
    'code.NOTE_STATUS.teacher.4': '검사 중',
    'code.NOTE_STATUS.teacher.5': '검사 완료',
    'code.NOTE_STATUS.student.2': '검사 중',
    'code.NOTE_STATUS.student.3': '검사 중',
    'code.NOTE_STATUS.student.4': '검사 중',
    'code.NOTE_STATUS.student.5': '검사 완료',
  },
});

/** The text key of a note status as the teacher or the student sees it (foundation.md §4). */
export function noteStatusLabelKey(
  status: number,
  viewer: NoteViewer,
): CodeLabelKey<'NOTE_STATUS'> {
  const own = `code.NOTE_STATUS.${viewer}.${status}` as const;
  // A built page carries one language's table until the other is asked for (laterTexts.ts).
  return own in codeLabelTexts.ko || own in codeLabelTexts.en
    ? own
    : codeLabelKey('NOTE_STATUS', status);
}

/** A code's label in a locale (English fallback; the key itself for an unknown code). */
export function codeLabel(locale: Locale, table: CodeTableName, code: number | string): string {
  return translate(codeLabelTexts, locale, codeLabelKey(table, code));
}
