import { LIMITS, USER_TYPE } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import {
  checkChosenFile,
  columnTextKey,
  EXCEL_USER_TYPES,
  groupOptions,
  initialGroupValue,
} from './userExcelForm.ts';

const ZIP_HEAD = [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00];
const OLE2_HEAD = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** A file of `size` bytes that starts with `head`. */
function fileOf(name: string, head: number[], size = head.length): File {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name);
}

describe('groupOptions', () => {
  it('lists parents before their children, siblings by name, labelled by their path', () => {
    const options = groupOptions([
      { groupIdx: 3, upGroupIdx: 1, groupName: '중등부' },
      { groupIdx: 1, upGroupIdx: 0, groupName: '본원' },
      { groupIdx: 2, upGroupIdx: 1, groupName: '고등부' },
      { groupIdx: 4, upGroupIdx: 0, groupName: '분원' },
    ]);
    expect(options).toEqual([
      { value: '1', label: '본원' },
      { value: '2', label: '본원 / 고등부' },
      { value: '3', label: '본원 / 중등부' },
      { value: '4', label: '분원' },
    ]);
  });

  it('shows a group whose parent is missing at the top, and survives a cycle', () => {
    const options = groupOptions([
      { groupIdx: 5, upGroupIdx: 99, groupName: 'Orphan' },
      { groupIdx: 6, upGroupIdx: 7, groupName: 'A' },
      { groupIdx: 7, upGroupIdx: 6, groupName: 'B' },
    ]);
    expect(options.map((option) => option.value)).toEqual(['5']);
  });
});

describe('initialGroupValue', () => {
  const options = [
    { value: '1', label: 'One' },
    { value: '2', label: 'Two' },
  ];
  it('takes the asked group when it exists, else the first, else none', () => {
    expect(initialGroupValue(options, 2)).toBe('2');
    expect(initialGroupValue(options, 9)).toBe('1');
    expect(initialGroupValue(options, undefined)).toBe('1');
    expect(initialGroupValue([], 2)).toBe('');
  });
});

describe('checkChosenFile', () => {
  it('asks for a file when none is chosen', async () => {
    expect(await checkChosenFile(null)).toEqual({ key: 'valid.excelFileRequired' });
  });

  it('takes a workbook of exactly 10485760 bytes and refuses one byte more', async () => {
    const max = LIMITS.EXCEL_UPLOAD_BYTES_MAX;
    expect(max).toBe(10485760);
    expect(await checkChosenFile(fileOf('users.xlsx', ZIP_HEAD, max))).toBeNull();
    expect(await checkChosenFile(fileOf('users.xlsx', ZIP_HEAD, max + 1))).toMatchObject({
      key: 'valid.fileSize',
    });
  });

  it('refuses a legacy .xls by its name, and one renamed to .xlsx by its first bytes', async () => {
    expect(await checkChosenFile(fileOf('users.xls', OLE2_HEAD))).toEqual({
      key: 'valid.excelLegacyXls',
    });
    expect(await checkChosenFile(fileOf('renamed.xlsx', OLE2_HEAD))).toEqual({
      key: 'valid.excelLegacyXls',
    });
  });

  it('refuses other types by name and a non-workbook .xlsx by its bytes', async () => {
    expect(await checkChosenFile(fileOf('users.csv', [0x61]))).toEqual({
      key: 'valid.excelXlsxOnly',
    });
    expect(await checkChosenFile(fileOf('text.xlsx', [0x61, 0x62, 0x63]))).toEqual({
      key: 'valid.excelUnreadable',
    });
  });
});

describe('the form choices', () => {
  it('offers students first and never an admin', () => {
    expect(EXCEL_USER_TYPES[0]).toBe(USER_TYPE.STUDENT);
    expect(EXCEL_USER_TYPES).not.toContain(USER_TYPE.ADMIN);
  });

  it('names the sheet columns and nothing else', () => {
    expect(columnTextKey('phone2')).toBe('userExcel.column.phone2');
    expect(columnTextKey('groupIdx')).toBeNull();
    expect(columnTextKey(null)).toBeNull();
  });
});
