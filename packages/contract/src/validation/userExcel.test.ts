import { describe, expect, it } from 'vitest';
import { findKeyParityFaults } from '../i18n/index.ts';
import {
  checkUserExcelFile,
  spreadsheetKind,
  USER_EXCEL_COLUMNS,
  USER_EXCEL_SAMPLE_ROW,
  validateUserExcelRow,
} from './userExcel.ts';
import { userExcelTexts } from './userExcelTexts.ts';

const file = (name: string, size = 1000) => ({ name, size });

describe('the users Excel file rule (screens.md §5, issue 7 item 8)', () => {
  it('needs a file, reads .xlsx only and names the legacy .xls apart', () => {
    expect(checkUserExcelFile(null)?.key).toBe('valid.excelFileRequired');
    expect(checkUserExcelFile(file('users.xlsx'))).toBeNull();
    expect(checkUserExcelFile(file('USERS.XLSX'))).toBeNull();
    expect(checkUserExcelFile(file('users.xls'))?.key).toBe('valid.excelLegacyXls');
    expect(checkUserExcelFile(file('users.csv'))?.key).toBe('valid.excelXlsxOnly');
  });
  it('takes 10485760 bytes and refuses one more', () => {
    expect(checkUserExcelFile(file('users.xlsx', 10485760))).toBeNull();
    expect(checkUserExcelFile(file('users.xlsx', 10485761))?.key).toBe('valid.fileSize');
  });
  it('tells a zip (.xlsx) from an OLE2 file (.xls) by its first bytes', () => {
    expect(spreadsheetKind(new Uint8Array([0x50, 0x4b, 3, 4, 0]))).toBe('xlsx');
    expect(spreadsheetKind(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe(
      'xls',
    );
    expect(spreadsheetKind(new Uint8Array([1, 2, 3]))).toBe('unknown');
  });
  it('has ko and en texts for every key', () => {
    expect(findKeyParityFaults(userExcelTexts)).toEqual([]);
  });
});

describe('a row of the sheet', () => {
  const rules = { passwordPolicy: 'high' as const, userType: 12 };
  it('lists its columns in the sample order, the sample row passing the rules', () => {
    expect(USER_EXCEL_COLUMNS.map((column) => column.key)).toEqual([
      'userId',
      'userName',
      'password',
      'phone',
      'phone2',
      'email',
    ]);
    expect(validateUserExcelRow(USER_EXCEL_SAMPLE_ROW, rules)).toBeNull();
    expect(
      validateUserExcelRow(USER_EXCEL_SAMPLE_ROW, { ...rules, passwordPolicy: 'simple' }),
    ).toBeNull();
  });
  it('names the first column at fault', () => {
    const row = { ...USER_EXCEL_SAMPLE_ROW };
    expect(validateUserExcelRow({ ...row, userId: 'a' }, rules)?.column).toBe('userId');
    expect(validateUserExcelRow({ ...row, userName: '' }, rules)?.fault.key).toBe('valid.required');
    expect(validateUserExcelRow({ ...row, password: 'abc123' }, rules)?.column).toBe('password');
    expect(
      validateUserExcelRow({ ...row, password: 'abc123' }, { ...rules, passwordPolicy: 'simple' }),
    ).toBeNull();
    expect(validateUserExcelRow({ ...row, phone: '010-1234' }, rules)?.fault.key).toBe(
      'valid.mobile',
    );
    expect(validateUserExcelRow({ ...row, phone2: 'x' }, rules)?.column).toBe('phone2');
    expect(validateUserExcelRow({ ...row, phone2: 'x' }, { ...rules, userType: 11 })).toBeNull();
    expect(validateUserExcelRow({ ...row, email: 'no-at' }, rules)?.column).toBe('email');
    expect(
      validateUserExcelRow(
        { ...row, userName: '관리자 홍' },
        { ...rules, prohibitedWords: ['관리자'] },
      )?.fault.key,
    ).toBe('valid.prohibitedWord');
  });
});
