import {
  fileNameFromContentDisposition,
  USER_EXCEL_COLUMNS,
  USER_EXCEL_SAMPLE_FILE_NAME,
  USER_TYPE,
  XLSX_CONTENT_TYPE,
} from '@platform/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { db } from '../db/index.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { errorOf, login, useMockServer } from '../testing/setup.ts';

useMockServer();

type Skip = { rowNo: number; userId?: string | null; column?: string | null; reason: string };
type Body = { result: { completeCount: number; skipCount: number; skipList: Skip[] } };

async function token(userId: string) {
  return (await login(userId)).token.access_token;
}

const groupNamed = (groupName: string) => {
  const group = db.groups.find(
    (candidate) => candidate.companyIdx === 1 && candidate.groupName === groupName,
  );
  if (!group) throw new Error(`no group ${groupName}`);
  return group;
};

/** An .xlsx as a user would fill the sample: the header row, then one user a row. */
async function workbookFile(rows: (string | number)[][], name = '신입생 명단.xlsx'): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('명단');
  sheet.addRow(USER_EXCEL_COLUMNS.map((column) => column.header));
  for (const row of rows) sheet.addRow(row);
  const buffer = await workbook.xlsx.writeBuffer();
  return new File([new Uint8Array(buffer as ArrayBuffer)], name, { type: XLSX_CONTENT_TYPE });
}

async function upload(file: Blob, userId = 'admin', groupName = '중1 B반') {
  return callEndpoint<Body>('userExcel.ADD_USER', {
    accessToken: await token(userId),
    fields: {
      groupIdx: groupNamed(groupName).groupIdx,
      userType: USER_TYPE.STUDENT,
      uploadFile: file,
    },
  });
}

describe('the sample (GET SAMPLE_USER_ADD)', () => {
  it('is a real .xlsx with the contract columns and a Korean example row', async () => {
    const response = await fetch('http://localhost/boda/user/excel?command=SAMPLE_USER_ADD', {
      headers: { Authorization: `Bearer ${await token('admin')}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    expect(fileNameFromContentDisposition(response.headers.get('content-disposition'))).toBe(
      USER_EXCEL_SAMPLE_FILE_NAME,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const values = (rowNo: number) =>
      USER_EXCEL_COLUMNS.map((_, index) => sheet?.getRow(rowNo).getCell(index + 1).value);
    expect(values(1)).toEqual(USER_EXCEL_COLUMNS.map((column) => column.header));
    expect(values(2)[1]).toBe('홍길동');
    expect(values(2)[3]).toBe('01012345678');
  });
});

describe('the registration (POST ADD_USER)', () => {
  it('registers the new users, skips a duplicate ID, and Korean names survive the round trip', async () => {
    const file = await workbookFile([
      [
        'kim.haneul',
        '김하늘',
        'Sky#2580pw',
        '01011112222',
        '01033334444',
        'kim.haneul@example.com',
      ],
      ['student', '박서윤', 'Dup#2580pw', '01011112223', '', ''],
      ['lee.bada', '이바다', 'Sea#2580pw', 1055556666, '', ''],
    ]);
    const { status, body } = await upload(file);
    expect(status).toBe(200);
    expect(body.result).toEqual({
      completeCount: 2,
      skipCount: 1,
      skipList: [
        {
          rowNo: 3,
          userId: 'student',
          column: 'userId',
          reason: 'valid.excelUserIdTaken',
          params: null,
        },
      ],
    });
    const list = await callEndpoint<{
      resultList: { userId: string; userName: string; groupIdx: number; phone: string }[];
    }>('user.LIST', {
      accessToken: await token('admin'),
      fields: { searchKeyword: 'kim.haneul', paging: false },
    });
    expect(list.body.resultList).toEqual([
      expect.objectContaining({
        userId: 'kim.haneul',
        userName: '김하늘',
        groupIdx: groupNamed('중1 B반').groupIdx,
      }),
    ]);
    const bada = db.users.find((user) => user.userId === 'lee.bada');
    expect(bada).toMatchObject({
      userName: '이바다',
      userType: USER_TYPE.STUDENT,
      phone: '01055556666',
    });
    await expect(login('kim.haneul', { password: 'Sky#2580pw' })).resolves.toBeTruthy();
  });

  it('skips bad rows and repeated IDs with the reason and the column, and passes over empty rows', async () => {
    const file = await workbookFile([
      ['a', '짧은아이디', 'Good#2580pw', '01011112222'],
      ['no.name', '', 'Good#2580pw', '01011112222'],
      ['weak.pw', '약한암호', 'abc123', '01011112222'],
      ['bad.phone', '전화오류', 'Good#2580pw', '010-1111'],
      ['bad.mail', '메일오류', 'Good#2580pw', '01011112222', '', 'no-at'],
      [],
      ['twice', '두번', 'Good#2580pw', '01011112222'],
      ['TWICE', '두번째', 'Good#2580pw', '01011112222'],
    ]);
    const { body } = await upload(file);
    expect(body.result.completeCount).toBe(1);
    expect(
      body.result.skipList.map(({ rowNo, column, reason }) => [rowNo, column, reason]),
    ).toEqual([
      [2, 'userId', 'valid.userId'],
      [3, 'userName', 'valid.required'],
      [4, 'password', 'valid.passwordHigh'],
      [5, 'phone', 'valid.mobile'],
      [6, 'email', 'valid.email'],
      [9, 'userId', 'valid.excelUserIdRepeated'],
    ]);
    expect(body.result.skipCount).toBe(6);
  });

  it('refuses a legacy .xls, a renamed .xls and another type (WB-400-403)', async () => {
    const ole2 = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect((await errorOf(upload(new File([ole2], 'users.xls')))).code).toBe('WB-400-403');
    expect((await errorOf(upload(new File([ole2], 'users.xlsx')))).code).toBe('WB-400-403');
    expect((await errorOf(upload(new File(['a,b'], 'users.csv')))).code).toBe('WB-400-403');
  });

  // Ten megabytes through a multipart form take a while on a busy machine.
  it('refuses a file over 10485760 bytes (WB-400-402)', { timeout: 60_000 }, async () => {
    const big = new File([new Uint8Array(10485761)], 'users.xlsx');
    expect(await errorOf(upload(big))).toEqual({ status: 400, code: 'WB-400-402' });
  });

  it('refuses a caller who may not register users (WB-403-102) and an unknown user type (WB-400-212)', async () => {
    const file = await workbookFile([['kim.haneul', '김하늘', 'Sky#2580pw', '01011112222']]);
    expect((await errorOf(upload(file, 'teacher'))).code).toBe('WB-403-102');
    const odd = await callEndpoint('userExcel.ADD_USER', {
      accessToken: await token('admin'),
      fields: { groupIdx: groupNamed('중1 B반').groupIdx, userType: 99, uploadFile: file },
    });
    expect((await errorOf(Promise.resolve(odd))).code).toBe('WB-400-212');
    expect(db.users.some((user) => user.userId === 'kim.haneul')).toBe(false);
  });
});
