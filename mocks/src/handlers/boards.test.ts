import { formatWireDate, LIMITS, PAGE_SIZE, signatureOf } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { db } from '../db/index.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { demoUser } from '../testing/demoCalls.ts';
import { errorOf, login, useMockServer } from '../testing/setup.ts';

useMockServer();

type Post = {
  boardIdx: number;
  boardType: number;
  title: string;
  content?: string;
  publishStartDatetime?: string | null;
  publishEndDatetime?: string | null;
  readCount?: number;
  regUser?: { userName?: string };
  boardRead?: { userIdx: number; readDatetime: string } | null;
  fileList?: { fileIdx: number; orgFileName: string }[];
};
type Body = {
  result: Post & { board: Post; fileList: { fileIdx: number; orgFileName: string }[] } & {
    fileName?: string;
    fileIdx?: number;
  };
  resultList: Post[];
  resultPage: { content: Post[]; totalElements: number; last?: boolean };
};
type Name = Parameters<typeof callEndpoint>[0];

async function as(userId: string) {
  const { token, user } = await login(userId);
  const call = (name: Name, fields: Record<string, unknown> = {}) =>
    callEndpoint<Body>(name, { accessToken: token.access_token, fields });
  return { call, me: user, token: token.access_token };
}

const pdf = (name: string, size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(signatureOf('pdf'));
  return new File([bytes], name, { type: 'application/pdf' });
};

/** A day from today, `YYYY-MM-DD`. */
const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return formatWireDate(date);
};

const notice = (extra: Record<string, unknown> = {}) => ({
  board: { boardType: 1, title: '새 공지', content: '<p>공지 내용</p>', ...extra },
});

const seeded = (title: string) => {
  const post = db.boards.find((row) => row.title === title);
  if (!post) throw new Error(`no post ${title}`);
  return post;
};

describe('board lists (screens.md §7 Board: "list (page, size 30, boardType, withRegUser, searchKeyword)")', () => {
  it('pages 30 at a time, newest first, with the author and a keyword search', async () => {
    const { call } = await as('student');
    const first = await call('board.LIST', { page: 0, size: 30, boardType: 3, withRegUser: true });
    const { content, totalElements } = first.body.resultPage;
    expect(content).toHaveLength(PAGE_SIZE.BOARD);
    expect(totalElements).toBe(34);
    expect(content[0]?.regUser?.userName).toMatch(/^(정하늘|오세린)$/);
    const dates = content.map((row) => (row as { regDatetime?: string }).regDatetime ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    // Without page or size: the first page of 30; the second page holds the rest.
    expect((await call('board.LIST', { boardType: 3 })).body.resultPage.content).toHaveLength(30);
    const second = await call('board.LIST', { page: 1, size: 30, boardType: 3 });
    expect(second.body.resultPage.content).toHaveLength(4);
    expect(second.body.resultPage.last).toBe(true);
    // No regUser unless asked.
    expect(second.body.resultPage.content[0]?.regUser).toBeUndefined();
    const found = await call('board.LIST', { boardType: 1, searchKeyword: '특강' });
    expect(found.body.resultPage.content.map((row) => row.title).sort()).toEqual([
      '겨울 방학 특강 모집',
      '여름 방학 특강 안내',
    ]);
    // By the author's name too, and the whole list with paging false.
    const byAuthor = await call('board.LIST', {
      boardType: 1,
      searchKeyword: '오세린',
      paging: false,
    });
    expect(byAuthor.body.resultList.length).toBeGreaterThan(0);
    expect((await errorOf(call('board.LIST', { boardType: 4 }))).code).toBe('WB-400-212');
  });

  it('LIST_PUBLISH answers only the notices published now, with the caller reading of each', async () => {
    const { call, me } = await as('student');
    const popups = await call('board.LIST_PUBLISH', {
      paging: false,
      boardType: 1,
      withRegUser: true,
      withBoardRead_userIdx: me.userIdx,
    });
    expect(popups.body.resultList.map((row) => row.title).sort()).toEqual([
      '2학기 수강 신청 안내',
      '추석 연휴 휴강 안내',
    ]);
    const now = new Date();
    for (const row of popups.body.resultList) {
      expect(row.boardRead).toBeNull();
      expect(row.publishEndDatetime).toMatch(/ 23:59:59$/);
      expect(new Date(String(row.publishStartDatetime).replace(' ', 'T')) <= now).toBe(true);
      expect(new Date(String(row.publishEndDatetime).replace(' ', 'T')) >= now).toBe(true);
    }
    const [shown] = popups.body.resultList;
    if (!shown) throw new Error('no popup');
    await call('board.GET', { boardType: 1, boardIdx: shown.boardIdx });
    const again = await call('board.LIST_PUBLISH', {
      paging: false,
      withBoardRead_userIdx: me.userIdx,
    });
    expect(again.body.resultList.find((row) => row.boardIdx === shown.boardIdx)?.boardRead).toEqual(
      { userIdx: me.userIdx, readDatetime: expect.any(String) },
    );
    // Another user's reading is not the caller's to ask.
    expect(
      (
        await errorOf(
          call('board.LIST_PUBLISH', {
            paging: false,
            withBoardRead_userIdx: demoUser('teacher').userIdx,
          }),
        )
      ).code,
    ).toBe('WB-403-102');
  });

  it('LIST_PUBLISH follows a saved period: today yes, from tomorrow or until yesterday no', async () => {
    const admin = await as('admin');
    const save = (title: string, from: number, until: number) =>
      admin.call('board.SAVE', {
        board: {
          boardType: 1,
          title,
          content: '<p>기간 공지</p>',
          publishStartDatetime: `${day(from)} 00:00:00`,
          publishEndDatetime: `${day(until)} 23:59:59`,
        },
      });
    await save('오늘 공지', 0, 0);
    await save('내일 공지', 1, 3);
    await save('어제 공지', -3, -1);
    const titles = (await admin.call('board.LIST_PUBLISH', { paging: false })).body.resultList.map(
      (row) => row.title,
    );
    expect(titles).toContain('오늘 공지');
    expect(titles).not.toContain('내일 공지');
    expect(titles).not.toContain('어제 공지');
    // The management list shows them all.
    const all = (await admin.call('board.LIST', { boardType: 1, paging: false })).body.resultList;
    expect(all.map((row) => row.title)).toEqual(
      expect.arrayContaining(['오늘 공지', '내일 공지', '어제 공지', '여름 방학 특강 안내']),
    );
  });
});

describe('board detail, save and delete (screens.md §4, §5 Board editor)', () => {
  it('GET answers board and fileList, and counts each reader once', async () => {
    const post = seeded('추석 연휴 휴강 안내');
    const student = await as('student');
    const first = await student.call('board.GET', {
      boardType: 1,
      boardIdx: post.boardIdx,
      withRegUser: true,
    });
    expect(first.status).toBe(200);
    const { board, fileList } = first.body.result;
    expect(board).toMatchObject({ title: '추석 연휴 휴강 안내', regUser: { userName: '정하늘' } });
    expect(fileList.map((file) => file.orgFileName)).toEqual(['휴강 및 보충 수업 일정.pdf']);
    const count = board.readCount ?? 0;
    const again = await student.call('board.GET', { boardType: 1, boardIdx: post.boardIdx });
    expect(again.body.result.board.readCount).toBe(count);
    const teacher = await as('teacher');
    const other = await teacher.call('board.GET', { boardType: 1, boardIdx: post.boardIdx });
    expect(other.body.result.board.readCount).toBe(count + 1);
    // Another type than the post's, or no such post: a bad request.
    expect(
      (await errorOf(student.call('board.GET', { boardType: 3, boardIdx: post.boardIdx }))).code,
    ).toBe('WB-400-212');
    expect(
      (await errorOf(student.call('board.GET', { boardType: 1, boardIdx: 999_999 }))).code,
    ).toBe('WB-400-212');
  });

  it('SAVE creates without boardIdx and modifies with it, for admins and operators', async () => {
    const admin = await as('admin');
    const created = await admin.call('board.SAVE', {
      ...notice({
        publishStartDatetime: `${day(0)} 09:00:00`,
        publishEndDatetime: `${day(7)} 23:59:59`,
      }),
      uploadFile: [pdf('안내문.pdf'), new File([signatureOf('png')], '포스터.png')],
    });
    expect(created.status).toBe(200);
    const post = created.body.result;
    expect(post).toMatchObject({
      boardType: 1,
      title: '새 공지',
      readCount: 0,
      regUser: { userName: '정하늘' },
      publishEndDatetime: `${day(7)} 23:59:59`,
    });
    expect(post.fileList?.map((file) => file.orgFileName)).toEqual(['안내문.pdf', '포스터.png']);
    const [removed, kept] = post.fileList ?? [];
    const operator = await as('operator');
    const modified = await operator.call('board.SAVE', {
      board: { boardIdx: post.boardIdx, boardType: 1, title: '고친 공지', content: '<p>고침</p>' },
      removeFileIdxList: [removed?.fileIdx],
      uploadFile: pdf('추가.pdf'),
    });
    expect(modified.body.result).toMatchObject({
      boardIdx: post.boardIdx,
      title: '고친 공지',
      publishStartDatetime: null,
      publishEndDatetime: null,
    });
    expect(modified.body.result.fileList?.map((file) => file.orgFileName)).toEqual([
      '포스터.png',
      '추가.pdf',
    ]);
    expect(modified.body.result.fileList?.[0]?.fileIdx).toBe(kept?.fileIdx);
    // The removed file is gone from the files table and from the download.
    expect(db.files.some((file) => file.fileIdx === removed?.fileIdx)).toBe(false);
    expect((await errorOf(admin.call('board.GET_FILE', { fileIdx: removed?.fileIdx }))).code).toBe(
      'WB-404-102',
    );
    expect(db.boards.filter((row) => row.boardIdx === post.boardIdx)).toHaveLength(1);
    // boardIdx 0 creates too (the form's "no boardIdx").
    const zero = await admin.call('board.SAVE', {
      board: { boardIdx: 0, boardType: 3, title: '자유 글', content: '<p>글</p>' },
    });
    expect(zero.body.result.boardIdx).not.toBe(post.boardIdx);
  });

  it('refuses a missing title or content and a broken publishing period (WB-400-212)', async () => {
    const admin = await as('admin');
    const before = db.boards.length;
    for (const extra of [
      { title: '   ' },
      { content: '<p> &nbsp;</p>' },
      { publishStartDatetime: `${day(0)} 09:00:00` },
      { publishEndDatetime: `${day(1)} 23:59:59` },
      { publishStartDatetime: `${day(2)} 00:00:00`, publishEndDatetime: `${day(1)} 23:59:59` },
      { publishStartDatetime: `${day(0)} 00:00:00`, publishEndDatetime: `${day(1)} 18:00:00` },
      { publishStartDatetime: `${day(0)}`, publishEndDatetime: `${day(1)} 23:59:59` },
      { boardType: 4 },
    ]) {
      expect(
        (await errorOf(admin.call('board.SAVE', notice(extra)))).code,
        JSON.stringify(extra),
      ).toBe('WB-400-212');
    }
    // An image alone is content.
    expect(
      (
        await admin.call(
          'board.SAVE',
          notice({ content: '<p><img src="data:image/png;base64,AA"></p>' }),
        )
      ).status,
    ).toBe(200);
    // Modifying a post that is not there, or of another type.
    const post = seeded('수업 교재 배부 안내');
    expect((await errorOf(admin.call('board.SAVE', notice({ boardIdx: 999_999 })))).code).toBe(
      'WB-400-212',
    );
    expect(
      (await errorOf(admin.call('board.SAVE', notice({ boardIdx: post.boardIdx, boardType: 3 }))))
        .code,
    ).toBe('WB-400-212');
    expect(db.boards.length).toBe(before + 1);
  });

  it('only admins and operators write notices and posts; a student may not (WB-403-102)', async () => {
    const post = seeded('수업 교재 배부 안내');
    for (const userId of ['student', 'teacher', 'openteacher', 'monitor']) {
      const { call } = await as(userId);
      expect((await errorOf(call('board.SAVE', notice()))).code, userId).toBe('WB-403-102');
      expect(
        (
          await errorOf(
            call('board.SAVE', {
              board: { boardType: 3, title: '글', content: '<p>글</p>' },
            }),
          )
        ).code,
        userId,
      ).toBe('WB-403-102');
      expect(
        (await errorOf(call('board.SAVE', notice({ boardIdx: post.boardIdx })))).code,
        userId,
      ).toBe('WB-403-102');
      expect(
        (await errorOf(call('board.REMOVE', { boardType: 1, boardIdx: post.boardIdx }))).code,
        userId,
      ).toBe('WB-403-102');
    }
    expect(seeded('수업 교재 배부 안내').title).toBe('수업 교재 배부 안내');
  });

  it('an inquiry is written by anyone, changed by its author or a manager, and read by them only', async () => {
    const student = await as('student');
    const asked = await student.call('board.SAVE', {
      board: { boardType: 2, title: '문의합니다', content: '<p>질문</p>' },
    });
    expect(asked.status).toBe(200);
    const { boardIdx } = asked.body.result;
    expect(
      (
        await student.call('board.SAVE', {
          board: { boardIdx, boardType: 2, title: '문의합니다 (수정)', content: '<p>질문</p>' },
        })
      ).body.result.title,
    ).toBe('문의합니다 (수정)');
    const teacher = await as('teacher');
    expect((await errorOf(teacher.call('board.GET', { boardType: 2, boardIdx }))).code).toBe(
      'WB-403-102',
    );
    const theirs = (await teacher.call('board.LIST', { boardType: 2, paging: false })).body
      .resultList;
    expect(theirs.every((row) => row.title !== '문의합니다 (수정)')).toBe(true);
    expect(
      (
        await errorOf(
          teacher.call('board.SAVE', {
            board: { boardIdx, boardType: 2, title: '남의 문의', content: '<p>x</p>' },
          }),
        )
      ).code,
    ).toBe('WB-403-102');
    const operator = await as('operator');
    const all = (await operator.call('board.LIST', { boardType: 2, paging: false })).body
      .resultList;
    expect(all.map((row) => row.boardIdx)).toContain(boardIdx);
    expect((await student.call('board.REMOVE', { boardType: 2, boardIdx })).status).toBe(200);
    expect(db.boards.some((row) => row.boardIdx === boardIdx)).toBe(false);
  });

  it('REMOVE deletes the post, its readings and its files', async () => {
    const post = seeded('개인정보 처리방침 개정 안내');
    const [file] = post.fileList;
    const admin = await as('admin');
    await admin.call('board.GET', { boardType: 1, boardIdx: post.boardIdx });
    expect(
      (await admin.call('board.REMOVE', { boardType: 1, boardIdx: post.boardIdx })).status,
    ).toBe(200);
    expect(
      (await errorOf(admin.call('board.GET', { boardType: 1, boardIdx: post.boardIdx }))).code,
    ).toBe('WB-400-212');
    expect(db.boardReads.some((row) => row.boardIdx === post.boardIdx)).toBe(false);
    expect(db.files.some((row) => row.fileIdx === file?.fileIdx)).toBe(false);
    expect(
      (await errorOf(admin.call('board.REMOVE', { boardType: 1, boardIdx: post.boardIdx }))).code,
    ).toBe('WB-400-212');
  });
});

describe('board attachments (screens.md §5: "Attachments max 5"; foundation.md §8 upload codes)', () => {
  it('refuses a sixth file, a file over 30 MB and a type not allowed (WB-400-401/402/403), storing nothing', async () => {
    const admin = await as('admin');
    const files = db.files.length;
    const boards = db.boards.length;
    const save = (uploadFile: File | File[], extra: Record<string, unknown> = {}) =>
      errorOf(admin.call('board.SAVE', { ...notice(extra), uploadFile }));
    const six = [1, 2, 3, 4, 5, 6].map((n) => pdf(`자료${n}.pdf`));
    expect(LIMITS.BOARD_ATTACHMENTS_MAX).toBe(5);
    expect(await save(six)).toEqual({ status: 400, code: 'WB-400-401' });
    expect((await save(pdf('big.pdf', LIMITS.UPLOAD_FILE_BYTES_MAX + 1))).code).toBe('WB-400-402');
    expect((await save(new File(['MZ'], 'setup.exe'))).code).toBe('WB-400-403');
    expect((await save(new File([signatureOf('jpg')], 'photo.jfif'))).code).toBe('WB-400-403');
    expect((await save(new File(['<script>'], 'slides.pptx'))).code).toBe('WB-400-403');
    expect(db.files.length).toBe(files);
    expect(db.boards.length).toBe(boards);
    // The files kept count: a post with 4 takes 1 more, not 2.
    const four = await admin.call('board.SAVE', { ...notice(), uploadFile: six.slice(0, 4) });
    const { boardIdx } = four.body.result;
    expect((await save([pdf('e.pdf'), pdf('f.pdf')], { boardIdx })).code).toBe('WB-400-401');
    expect(
      (await admin.call('board.SAVE', { ...notice({ boardIdx }), uploadFile: pdf('e.pdf') }))
        .status,
    ).toBe(200);
    // removeFileIdxList names files of the post only.
    expect(
      (
        await errorOf(
          admin.call('board.SAVE', { ...notice({ boardIdx }), removeFileIdxList: [999_999] }),
        )
      ).code,
    ).toBe('WB-400-212');
    expect(
      (await errorOf(admin.call('board.SAVE', { ...notice(), removeFileIdxList: [1] }))).code,
    ).toBe('WB-400-212');
  });

  it('downloads an attachment in two steps, for readers of the post only', async () => {
    const post = seeded('추석 연휴 휴강 안내');
    const [file] = post.fileList;
    if (!file) throw new Error('no file');
    const student = await as('student');
    const info = await student.call('board.GET_FILE', {
      fileIdx: file.fileIdx,
      timestamp: Date.now(),
    });
    expect(info.body.result).toMatchObject({
      fileIdx: file.fileIdx,
      fileName: '휴강 및 보충 수업 일정.pdf',
    });
    const bySearch = await student.call('board.GET_FILE', {
      searchIdx: file.fileIdx,
      fileType: 'BOARD',
    });
    expect(bySearch.body.result.fileIdx).toBe(file.fileIdx);
    const response = await fetch(
      `http://localhost/boda/board?command=DOWNLOAD_FILE&fileIdx=${file.fileIdx}`,
      { headers: { Authorization: `Bearer ${student.token}` } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(await response.arrayBuffer())).toMatch(/^%PDF-/);
    // An inquiry's file is its readers' only; an unknown file is not found.
    const asked = await student.call('board.SAVE', {
      board: { boardType: 2, title: '사진 첨부', content: '<p>확인해 주세요</p>' },
      uploadFile: pdf('내 자료.pdf'),
    });
    const own = asked.body.result.fileList?.[0]?.fileIdx;
    const teacher = await as('teacher');
    expect((await errorOf(teacher.call('board.GET_FILE', { fileIdx: own }))).code).toBe(
      'WB-404-102',
    );
    expect((await errorOf(teacher.call('board.DOWNLOAD_FILE', { fileIdx: own }))).code).toBe(
      'WB-404-102',
    );
    expect((await (await as('admin')).call('board.DOWNLOAD_FILE', { fileIdx: own })).status).toBe(
      200,
    );
    expect((await errorOf(student.call('board.GET_FILE', { fileIdx: 999_999 }))).code).toBe(
      'WB-404-102',
    );
  });
});
