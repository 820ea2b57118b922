import { USER_TYPE } from '../codes/users.ts';
import type { PasswordPolicy } from '../config/readers.ts';
import { hasParentPhone } from '../permissions/rules.ts';
import { validateEmail, validateParentPhone, validatePhone } from './contact.ts';
import { LIMITS } from './limits.ts';
import type { ValidationKey } from './messages.ts';
import { validatePassword } from './password.ts';
import { validateName } from './text.ts';
import type { UploadCandidate } from './upload.ts';
import { fileExtension } from './upload.ts';
import type { UserExcelTextKey } from './userExcelTexts.ts';
import { validateUserId } from './userId.ts';

/**
 * The users' Excel registration (foundation.md §7 "POST {api}/user/excel ADD_USER (form groupIdx,
 * userType, uploadFile)", "GET /user/excel SAMPLE_USER_ADD downloads the sample file"; screens.md
 * §5 "Excel upload: one file, max 10485760 bytes, excel only"; issue 7 item 8).
 *
 * assumed: the spec shows neither the sample's columns nor how rows are read. The sample and the
 * reader agree on this: the first worksheet; row 1 is the header and is never read as a user;
 * each later row is one user, its cells in the order of USER_EXCEL_COLUMNS (by position, so a
 * header translated or renamed by the user still reads); an empty row is passed over. The group
 * and the user type come from the form, not from the rows.
 */
export const USER_EXCEL_COLUMNS = [
  { key: 'userId', header: '아이디 (ID)', required: true },
  { key: 'userName', header: '이름 (Name)', required: true },
  { key: 'password', header: '비밀번호 (Password)', required: true },
  { key: 'phone', header: '휴대폰 번호 (Mobile)', required: true },
  { key: 'phone2', header: '보호자 휴대폰 번호 (Parent mobile, students only)', required: false },
  { key: 'email', header: '이메일 (E-mail)', required: false },
] as const;

export type UserExcelColumnKey = (typeof USER_EXCEL_COLUMNS)[number]['key'];
export type UserExcelRow = Record<UserExcelColumnKey, string>;

/** Rows above the first user (the header). */
export const USER_EXCEL_HEADER_ROWS = 1;

/** The sample's one example row (assumed values; the password passes both policies). */
export const USER_EXCEL_SAMPLE_ROW: UserExcelRow = {
  userId: 'hong.gildong',
  userName: '홍길동',
  password: 'Sample#2580',
  phone: '01012345678',
  phone2: '01098765432',
  email: 'hong.gildong@example.com',
};

/** The sample's file and sheet names (assumed). */
export const USER_EXCEL_SAMPLE_FILE_NAME = '사용자_일괄등록_샘플.xlsx';
export const USER_EXCEL_SHEET_NAME = '사용자 등록';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The file rule of the registration: one file up to 10485760 bytes (screens.md §5), and only
 * .xlsx. assumed: "excel only" narrows to .xlsx because the one .xls reader on npm is a 2022
 * release with known advisories (issue 7 item 8); a legacy .xls gets a message of its own that
 * says how to convert it.
 */
export const USER_EXCEL_RULE = {
  maxFiles: 1,
  maxFileBytes: LIMITS.EXCEL_UPLOAD_BYTES_MAX,
  extensions: ['xlsx'],
  legacyExtensions: ['xls'],
} as const;

/**
 * The user types a bulk registration takes, the first being the form's default; the form offers
 * these and the server refuses any other (WB-400-212), one rule for both (issue 17 item 5).
 * assumed: the spec lists no choices; a manager registers students, teachers, open teachers and
 * operators in bulk, and an admin or monitor account is made one at a time in the register form.
 */
export const USER_EXCEL_USER_TYPES: readonly number[] = [
  USER_TYPE.STUDENT,
  USER_TYPE.TEACHER,
  USER_TYPE.OPEN_TEACHER,
  USER_TYPE.OPERATOR,
];

/** A fault of the registration: a contract text key (`valid.*`) and its values. */
export interface UserExcelFault {
  key: ValidationKey | UserExcelTextKey;
  params?: Readonly<Record<string, string | number>>;
}

/** The file check before upload (and again on the server): chosen, .xlsx, not too large. */
export function checkUserExcelFile(
  file: UploadCandidate | null | undefined,
): UserExcelFault | null {
  if (!file) return { key: 'valid.excelFileRequired' };
  const extension = fileExtension(file.name);
  if ((USER_EXCEL_RULE.legacyExtensions as readonly string[]).includes(extension)) {
    return { key: 'valid.excelLegacyXls' };
  }
  if (!(USER_EXCEL_RULE.extensions as readonly string[]).includes(extension)) {
    return { key: 'valid.excelXlsxOnly' };
  }
  if (file.size > USER_EXCEL_RULE.maxFileBytes) {
    return { key: 'valid.fileSize', params: { max: '10 MB' } };
  }
  return null;
}

/**
 * What the first bytes say the file is: an .xlsx is a zip (`PK\x03\x04`), a legacy .xls an OLE2
 * compound file (`D0 CF 11 E0 A1 B1 1A E1`). A renamed .xls is caught this way.
 */
export function spreadsheetKind(head: Uint8Array): 'xlsx' | 'xls' | 'unknown' {
  const starts = (bytes: readonly number[]) => bytes.every((byte, i) => head[i] === byte);
  if (starts([0x50, 0x4b, 0x03, 0x04])) return 'xlsx';
  if (starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'xls';
  return 'unknown';
}

export interface UserExcelRowRules {
  passwordPolicy: PasswordPolicy;
  /** The user type chosen on the form: the parent phone is read for students only. */
  userType: number;
  prohibitedWords?: readonly string[];
}

/** The first rule a row breaks, with its column, or null (the ID's uniqueness is the server's). */
export function validateUserExcelRow(
  row: UserExcelRow,
  rules: UserExcelRowRules,
): { column: UserExcelColumnKey; fault: UserExcelFault } | null {
  const checks: [UserExcelColumnKey, () => UserExcelFault | null][] = [
    ['userId', () => validateUserId(row.userId)],
    [
      'userName',
      () => validateName(row.userName, { prohibitedWords: rules.prohibitedWords ?? [] }),
    ],
    ['password', () => validatePassword(row.password, rules.passwordPolicy)],
    ['phone', () => validatePhone(row.phone)],
    ['phone2', () => (hasParentPhone(rules.userType) ? validateParentPhone(row.phone2) : null)],
    ['email', () => validateEmail(row.email)],
  ];
  for (const [column, check] of checks) {
    const fault = check();
    if (fault) return { column, fault };
  }
  return null;
}
