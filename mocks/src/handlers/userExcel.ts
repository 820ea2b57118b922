import {
  checkUserExcelFile,
  spreadsheetKind,
  USER_EXCEL_COLUMNS,
  USER_EXCEL_HEADER_ROWS,
  USER_EXCEL_SAMPLE_FILE_NAME,
  USER_EXCEL_SAMPLE_ROW,
  USER_EXCEL_SHEET_NAME,
  USER_EXCEL_USER_TYPES,
  type UserExcelColumnKey,
  type UserExcelResult,
  type UserExcelRow,
  type UserExcelSkip,
  validateUserExcelRow,
  XLSX_CONTENT_TYPE,
} from '@platform/contract';
import { HttpResponse } from 'msw';
import { ok } from '../api.ts';
import { db } from '../db/index.ts';
import { MOCK_ERROR } from '../errors.ts';
import { implementAuthorised, refuse } from '../server/router.ts';
import { groupImplementations } from './groups.ts';
import { PROHIBITED_NAME_WORDS } from './me.ts';
import { memoImplementations } from './memos.ts';
import { priceImplementations } from './prices.ts';
import {
  addUser,
  isCompanyGroup,
  passwordPolicyOf,
  requireManager,
  userIdTaken,
  userImplementations,
} from './users.ts';

/*
 * The Excel registration (foundation.md §7 "POST {api}/user/excel ADD_USER (form groupIdx,
 * userType, uploadFile)", "GET /user/excel SAMPLE_USER_ADD"; issue 7 item 8). The sheet layout and
 * the rules are the contract's (USER_EXCEL_COLUMNS, checkUserExcelFile, validateUserExcelRow).
 * exceljs is large: it is imported only when an Excel call arrives, so the demo's mock chunk does
 * not carry it until then.
 */

type ExcelModule = typeof import('exceljs');

async function loadExcel(): Promise<ExcelModule> {
  // exceljs is CommonJS: depending on the bundler its namespace sits on `default` or not.
  const module = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  return module.default ?? module;
}

/** The text of a cell as a person reads it, whatever exceljs made of it. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as {
      richText?: { text: string }[];
      text?: unknown;
      result?: unknown;
      error?: unknown;
    };
    if (cell.richText) return cell.richText.map((run) => run.text).join('');
    // A hyperlink (Excel links typed e-mail addresses) shows its text.
    if (cell.text !== undefined) return cellText(cell.text);
    if ('result' in cell) return cellText(cell.result);
  }
  return '';
}

/**
 * A phone typed into a number cell loses its leading 0 (01012345678 becomes 1012345678).
 * assumed: a number of 9 or 10 digits in a phone column is a Korean number missing that 0.
 */
function phoneText(value: unknown): string {
  const text = cellText(value).trim();
  return typeof value === 'number' && /^[1-9]\d{8,9}$/.test(text) ? `0${text}` : text;
}

const PHONE_COLUMNS: ReadonlySet<UserExcelColumnKey> = new Set(['phone', 'phone2']);

/** The form's file, checked by the contract's rule and by its first bytes; WB-400-402/403. */
async function readUpload(file: Blob): Promise<ArrayBuffer> {
  const name = 'name' in file ? String(file.name) : '';
  const fault = checkUserExcelFile({ name, size: file.size });
  if (fault?.key === 'valid.fileSize') refuse(MOCK_ERROR.uploadTooLarge);
  if (fault) refuse(MOCK_ERROR.extensionNotAllowed);
  const bytes = await file.arrayBuffer();
  // A legacy .xls renamed to .xlsx, or anything else that is no zip, is no workbook.
  if (spreadsheetKind(new Uint8Array(bytes, 0, Math.min(8, bytes.byteLength))) !== 'xlsx') {
    refuse(MOCK_ERROR.extensionNotAllowed);
  }
  return bytes;
}

/** The rows under the header of the first sheet, by the sample's column order; empty rows left out. */
async function readRows(bytes: ArrayBuffer): Promise<{ rowNo: number; row: UserExcelRow }[]> {
  const { Workbook } = await loadExcel();
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  } catch {
    refuse(MOCK_ERROR.badRequest);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) refuse(MOCK_ERROR.badRequest);
  const rows: { rowNo: number; row: UserExcelRow }[] = [];
  sheet.eachRow({ includeEmpty: false }, (excelRow, rowNo) => {
    if (rowNo <= USER_EXCEL_HEADER_ROWS) return;
    const row = Object.fromEntries(
      USER_EXCEL_COLUMNS.map(({ key }, index) => {
        const value = excelRow.getCell(index + 1).value;
        return [key, PHONE_COLUMNS.has(key) ? phoneText(value) : cellText(value).trim()];
      }),
    ) as UserExcelRow;
    if (Object.values(row).some((text) => text !== '')) rows.push({ rowNo, row });
  });
  return rows;
}

export const userExcelImplementations = [
  implementAuthorised('userExcel.SAMPLE_USER_ADD', async () => {
    const { Workbook } = await loadExcel();
    const workbook = new Workbook();
    const sheet = workbook.addWorksheet(USER_EXCEL_SHEET_NAME);
    // Text cells, so that a phone typed into the sample keeps its leading 0.
    sheet.columns = USER_EXCEL_COLUMNS.map(({ key, header }) => ({
      key,
      header,
      width: Math.max(16, header.length + 4),
      style: { numFmt: '@' },
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.addRow(USER_EXCEL_SAMPLE_ROW);
    const buffer = await workbook.xlsx.writeBuffer();
    return new HttpResponse(new Uint8Array(buffer as ArrayBuffer), {
      headers: {
        'Content-Type': XLSX_CONTENT_TYPE,
        // A Korean name travels in filename* (RFC 6266); filename is its ASCII fallback.
        'Content-Disposition': `attachment; filename="user_sample.xlsx"; filename*=UTF-8''${encodeURIComponent(USER_EXCEL_SAMPLE_FILE_NAME)}`,
      },
    });
  }),

  implementAuthorised('userExcel.ADD_USER', async ({ me, fields }) => {
    requireManager(me);
    // The types the form offers, no other (issue 17 item 5: one rule for the form and the server).
    if (!USER_EXCEL_USER_TYPES.includes(fields.userType)) refuse(MOCK_ERROR.badRequest);
    if (!isCompanyGroup(db, me.companyIdx, fields.groupIdx)) refuse(MOCK_ERROR.badRequest);
    const rows = await readRows(await readUpload(fields.uploadFile));
    const rules = {
      passwordPolicy: passwordPolicyOf(db, me.companyIdx),
      userType: fields.userType,
      prohibitedWords: PROHIBITED_NAME_WORDS,
    };
    const skipList: UserExcelSkip[] = [];
    const seen = new Set<string>();
    let completeCount = 0;
    for (const { rowNo, row } of rows) {
      const skip = (column: UserExcelColumnKey, reason: string, params?: UserExcelSkip['params']) =>
        skipList.push({
          rowNo,
          userId: row.userId || null,
          column,
          reason,
          params: params ?? null,
        });
      const broken = validateUserExcelRow(row, rules);
      if (broken) {
        skip(broken.column, broken.fault.key, broken.fault.params ?? null);
        continue;
      }
      // "Duplicates are skipped on bulk save" (foundation.md §5): within the file, then the saved.
      if (seen.has(row.userId.toLowerCase())) {
        skip('userId', 'valid.excelUserIdRepeated');
        continue;
      }
      if (userIdTaken(db, me.companyIdx, row.userId)) {
        skip('userId', 'valid.excelUserIdTaken');
        continue;
      }
      seen.add(row.userId.toLowerCase());
      addUser(db, me, {
        ...row,
        userType: fields.userType,
        groupIdx: fields.groupIdx,
      });
      completeCount += 1;
    }
    const result: UserExcelResult = { completeCount, skipCount: skipList.length, skipList };
    return ok(result);
  }),
];

/**
 * Every call of the users-and-groups area (users, groups, memos, unit prices, Excel), for
 * handlers/index.ts. Gathered in this module because it is the one that imports the others:
 * they share the helpers of users.ts, which therefore cannot import them back without a cycle.
 */
export const usersAreaImplementations = [
  ...userImplementations,
  ...groupImplementations,
  ...memoImplementations,
  ...priceImplementations,
  ...userExcelImplementations,
];
