import { LIMITS, PAGE_SIZE, signatureOf } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { db } from '../db/index.ts';
import type { MockMessage } from '../db/types.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { demoUser } from '../testing/demoCalls.ts';
import { errorOf, login, useMockServer } from '../testing/setup.ts';

useMockServer();

type Receiver = { receiverIdx: number; receiverName?: string; readDatetime?: string | null };
type Message = {
  messageIdx: number;
  title: string;
  contents?: string;
  regUserIdx?: number;
  messageStatus?: number;
  sendDatetime?: string | null;
  beforeIdx?: number | null;
  receiverList: Receiver[];
  fileList: { fileIdx: number; orgFileName?: string }[];
};
type Body = {
  result: Message & { fileName?: string; fileIdx?: number };
  resultList: Message[];
  resultPage: { content: Message[]; totalElements: number; last?: boolean };
};
type Name = Parameters<typeof callEndpoint>[0];

/** The calls of a demo account; a call under /message/{messageType} takes it from its fields. */
async function as(userId: string) {
  const { token, user } = await login(userId);
  const call = (name: Name, fields: Record<string, unknown> = {}) =>
    callEndpoint<Body>(name, {
      accessToken: token.access_token,
      fields,
      pathParams: typeof fields.messageType === 'string' ? { messageType: fields.messageType } : {},
    });
  const unread = async () => (await call('messageRecv.EXIST_NEW')).body.result as unknown;
  return { call, unread, me: user };
}

const pdf = (name: string, size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(signatureOf('pdf'));
  return new File([bytes], name, { type: 'application/pdf' });
};

const to = (...userIds: string[]) =>
  userIds.map((userId) => ({ receiverIdx: demoUser(userId).userIdx }));

const stored = (messageIdx: number): MockMessage => {
  const message = db.messages.find((row) => row.messageIdx === messageIdx);
  if (!message) throw new Error(`no message ${messageIdx}`);
  return message;
};

describe('the message boxes (screens.md §7 Messages: "list (messageSearch, messageType; size 10)")', () => {
  it('pages the received and the sent box 10 at a time, newest first, with load more', async () => {
    const { call, me } = await as('teacher');
    const first = await call('messageByType.LIST', { messageType: 'recv', page: 0, size: 10 });
    expect(first.status).toBe(200);
    const { content, totalElements } = first.body.resultPage;
    expect(content).toHaveLength(PAGE_SIZE.MESSAGES);
    expect(totalElements).toBeGreaterThan(PAGE_SIZE.MESSAGES);
    // Without page or size: the first page of 10 (screens.md §9).
    expect(
      (await call('messageByType.LIST', { messageType: 'recv' })).body.resultPage.content,
    ).toHaveLength(PAGE_SIZE.MESSAGES);
    const more = await call('messageByType.LIST', { messageType: 'recv', page: 1, size: 10 });
    const all = [...content, ...more.body.resultPage.content];
    expect(new Set(all.map((row) => row.messageIdx)).size).toBe(all.length);
    const times = all.map((row) => row.sendDatetime ?? '');
    expect(times).toEqual([...times].sort().reverse());
    // The received box shows only the caller's own read mark; the newest is the unread one.
    for (const row of all) expect(row.receiverList.map((r) => r.receiverIdx)).toEqual([me.userIdx]);
    expect(content[0]?.receiverList[0]?.readDatetime).toBeNull();

    const sent = await call('messageByType.LIST', { messageType: 'send', page: 0, size: 10 });
    expect(sent.body.resultPage.totalElements).toBeGreaterThan(PAGE_SIZE.MESSAGES);
    // The draft is in the sent box, with the message action 1 (save).
    expect(sent.body.resultPage.content[0]).toMatchObject({
      title: '학부모 상담 일정 안내',
      messageStatus: 1,
      sendDatetime: null,
    });
    const whole = await call('messageByType.LIST', { messageType: 'send', paging: false });
    expect(whole.body.resultList.length).toBe(sent.body.resultPage.totalElements);
    expect(whole.body.resultList.some((row) => row.receiverList.length > 1)).toBe(true);
  });

  it('keeps the seeded unread facts: the teacher and the student one unread each, the others none', async () => {
    for (const userId of ['teacher', 'student']) {
      const { call, unread } = await as(userId);
      expect(await unread(), userId).toBe(true);
      const { resultList } = (
        await call('messageByType.LIST', { messageType: 'recv', paging: false })
      ).body;
      expect(resultList.filter((row) => !row.receiverList[0]?.readDatetime)).toHaveLength(1);
    }
    for (const userId of ['admin', 'operator', 'openteacher', 'monitor']) {
      expect(await (await as(userId)).unread(), userId).toBe(false);
    }
  });

  it('opening a received message marks it read for that receiver only (EXIST_NEW follows)', async () => {
    const teacher = await as('teacher');
    const student = await as('student');
    const [unread] = (await teacher.call('messageByType.LIST', { messageType: 'recv' })).body
      .resultPage.content;
    if (!unread) throw new Error('no received message');
    const opened = await teacher.call('messageByType.GET', {
      messageType: 'recv',
      messageIdx: unread.messageIdx,
    });
    expect(opened.body.result.receiverList).toEqual([
      expect.objectContaining({
        receiverIdx: teacher.me.userIdx,
        readDatetime: expect.any(String),
      }),
    ]);
    expect(await teacher.unread()).toBe(false);
    // The same message is still unread for the student, and the sender sees both marks.
    expect(await student.unread()).toBe(true);
    const rows = stored(unread.messageIdx).receiverList;
    expect(rows.find((row) => row.receiverIdx === teacher.me.userIdx)?.readDatetime).toBeTruthy();
    expect(rows.find((row) => row.receiverIdx === student.me.userIdx)?.readDatetime).toBeNull();
    const operator = await as('operator');
    const sent = await operator.call('messageByType.GET', {
      messageType: 'send',
      messageIdx: unread.messageIdx,
    });
    expect(sent.body.result.receiverList).toHaveLength(2);
    // A second opening keeps the first time.
    const again = await teacher.call('messageByType.GET', {
      messageType: 'recv',
      messageIdx: unread.messageIdx,
    });
    expect(again.body.result.receiverList[0]?.readDatetime).toBe(
      opened.body.result.receiverList[0]?.readDatetime,
    );
  });
});

describe('sending (screens.md §5 Messages: title, receivers, contents; max 3 attachments)', () => {
  it('sends to several receivers, each with a read mark of their own', async () => {
    const teacher = await as('teacher');
    const sent = await teacher.call('message.SAVE', {
      message: { title: '보강 안내', contents: '<p>토요일 보강이 있습니다.</p>' },
      receiverList: [...to('admin', 'openteacher'), ...to('admin')],
      uploadFile: [pdf('보강.pdf'), pdf('시간표.pdf')],
    });
    expect(sent.status).toBe(200);
    const message = sent.body.result;
    expect(message).toMatchObject({ title: '보강 안내', messageStatus: 2, beforeIdx: null });
    expect(message.receiverList.map((row) => row.receiverName)).toEqual(['정하늘', '이준호']);
    expect(message.fileList.map((file) => file.orgFileName)).toEqual(['보강.pdf', '시간표.pdf']);
    const admin = await as('admin');
    const openteacher = await as('openteacher');
    expect(await admin.unread()).toBe(true);
    expect(await openteacher.unread()).toBe(true);
    await admin.call('messageByType.GET', { messageType: 'recv', messageIdx: message.messageIdx });
    expect(await admin.unread()).toBe(false);
    expect(await openteacher.unread()).toBe(true);
    const marks = (
      await teacher.call('messageByType.GET', {
        messageType: 'send',
        messageIdx: message.messageIdx,
      })
    ).body.result.receiverList.map((row) => Boolean(row.readDatetime));
    expect(marks).toEqual([true, false]);
  });

  it('saves a draft (message action 1) that nobody receives, then sends it', async () => {
    const teacher = await as('teacher');
    const admin = await as('admin');
    const draft = await teacher.call('message.SAVE', {
      message: { title: '초안', contents: '', messageStatus: 1 },
      receiverList: to('admin'),
      uploadFile: pdf('초안.pdf'),
    });
    expect(draft.body.result).toMatchObject({ messageStatus: 1, sendDatetime: null });
    const { messageIdx } = draft.body.result;
    expect(await admin.unread()).toBe(false);
    expect(
      (await errorOf(admin.call('messageByType.GET', { messageType: 'recv', messageIdx }))).code,
    ).toBe('WB-400-212');
    const [fileIdx] = draft.body.result.fileList.map((file) => file.fileIdx);
    // Sent later: the same message, its file removed and another added.
    const sent = await teacher.call('message.SAVE', {
      message: { messageIdx, title: '완성', contents: '<p>본문</p>', messageStatus: 2 },
      receiverList: to('admin'),
      removeFileIdxList: [fileIdx],
      uploadFile: pdf('완성.pdf'),
    });
    expect(sent.body.result).toMatchObject({ messageIdx, title: '완성', messageStatus: 2 });
    expect(sent.body.result.sendDatetime).toEqual(expect.any(String));
    expect(sent.body.result.fileList.map((file) => file.orgFileName)).toEqual(['완성.pdf']);
    expect(db.files.some((file) => file.fileIdx === fileIdx)).toBe(false);
    expect(await admin.unread()).toBe(true);
    // A sent message is no draft any more.
    expect(
      (
        await errorOf(
          teacher.call('message.SAVE', {
            message: { messageIdx, title: '다시', contents: '본문' },
            receiverList: to('admin'),
          }),
        )
      ).code,
    ).toBe('WB-400-212');
    // The seeded draft is sent the same way.
    const seeded = db.messages.find((row) => row.messageStatus === 1);
    if (!seeded) throw new Error('no seeded draft');
    const student = await as('student');
    const unreadBefore = (await student.call('messageByType.LIST', { messageType: 'recv' })).body
      .resultPage.totalElements;
    await teacher.call('message.SAVE', {
      message: { messageIdx: seeded.messageIdx, title: seeded.title, contents: seeded.contents },
      receiverList: to('student'),
    });
    expect(
      (await student.call('messageByType.LIST', { messageType: 'recv' })).body.resultPage
        .totalElements,
    ).toBe(unreadBefore + 1);
  });

  it('replies and forwards with beforeIdx, carrying the original files less removeFileIdxList', async () => {
    const student = await as('student');
    const received = db.messages.find(
      (row) =>
        row.fileList.length > 0 &&
        row.receiverList.some((r) => r.receiverIdx === student.me.userIdx),
    );
    if (!received) throw new Error('no received message with a file');
    const original = received.fileList.map((file) => file.fileIdx);
    const reply = await student.call('message.SAVE', {
      message: { title: `RE: ${received.title}`, contents: '감사합니다.' },
      receiverList: [{ receiverIdx: received.regUserIdx }],
      beforeIdx: received.messageIdx,
      removeFileIdxList: original,
    });
    expect(reply.body.result).toMatchObject({ beforeIdx: received.messageIdx, fileList: [] });
    const forward = await student.call('message.SAVE', {
      message: { title: `FW: ${received.title}`, contents: '참고하세요.' },
      receiverList: to('openteacher'),
      beforeIdx: String(received.messageIdx),
      uploadFile: pdf('추가.pdf'),
    });
    expect(forward.body.result.beforeIdx).toBe(received.messageIdx);
    expect(forward.body.result.fileList.map((file) => file.fileIdx)).toEqual([
      ...original,
      expect.any(Number),
    ]);
    // The forwarded file is downloadable by its new receiver, and kept for the first ones.
    const openteacher = await as('openteacher');
    const info = await openteacher.call('message.GET_FILE', { fileIdx: original[0] });
    expect(info.body.result.fileIdx).toBe(original[0]);
    // The original of a reply is read through the reply mode, unmarked.
    const viaReply = await student.call('messageByType.GET', {
      messageType: 'reply',
      messageIdx: received.messageIdx,
    });
    expect(viaReply.body.result.messageIdx).toBe(received.messageIdx);
    // A file of another message, or a message outside the caller's boxes, is refused.
    expect(
      (
        await errorOf(
          student.call('message.SAVE', {
            message: { title: 'FW', contents: '본문' },
            receiverList: to('teacher'),
            beforeIdx: received.messageIdx,
            removeFileIdxList: [999_999],
          }),
        )
      ).code,
    ).toBe('WB-400-212');
    const elsewhere = db.messages.find(
      (row) =>
        row.regUserIdx !== student.me.userIdx &&
        !row.receiverList.some((r) => r.receiverIdx === student.me.userIdx),
    );
    expect(
      (
        await errorOf(
          student.call('message.SAVE', {
            message: { title: 'FW', contents: '본문' },
            receiverList: to('teacher'),
            beforeIdx: elsewhere?.messageIdx,
          }),
        )
      ).code,
    ).toBe('WB-400-212');
  });

  it('refuses a blank title, a send without receivers or contents and an unknown receiver (WB-400-212)', async () => {
    const { call } = await as('teacher');
    const before = db.messages.length;
    const other = db.users.find((user) => user.companyId !== 'demo');
    for (const form of [
      { message: { title: '  ', contents: '본문' }, receiverList: to('student') },
      { message: { title: '제목', contents: '본문' }, receiverList: [] },
      { message: { title: '제목', contents: '<p> </p>' }, receiverList: to('student') },
      { message: { title: '제목', contents: '본문' }, receiverList: [{ receiverIdx: 999_999 }] },
      {
        message: { title: '제목', contents: '본문' },
        receiverList: [{ receiverIdx: other?.userIdx }],
      },
      { message: { title: '제목', contents: '본문' }, receiverList: [999] },
      {
        message: { title: '제목', contents: '본문', messageStatus: 0 },
        receiverList: to('student'),
      },
    ]) {
      expect((await errorOf(call('message.SAVE', form))).code, JSON.stringify(form)).toBe(
        'WB-400-212',
      );
    }
    expect(db.messages.length).toBe(before);
    // A draft needs only its title.
    expect(
      (
        await call('message.SAVE', {
          message: { title: '메모', contents: '', messageStatus: 1 },
          receiverList: [],
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a fourth file, a file over 30 MB and a type not allowed (WB-400-401/402/403), storing nothing', async () => {
    const { call } = await as('teacher');
    const files = db.files.length;
    const send = (uploadFile: File | File[], extra: Record<string, unknown> = {}) =>
      errorOf(
        call('message.SAVE', {
          message: { title: '첨부', contents: '본문' },
          receiverList: to('student'),
          uploadFile,
          ...extra,
        }),
      );
    const four = [1, 2, 3, 4].map((n) => pdf(`자료${n}.pdf`));
    expect(await send(four)).toEqual({ status: 400, code: 'WB-400-401' });
    expect(LIMITS.MESSAGE_ATTACHMENTS_MAX).toBe(3);
    expect((await send(pdf('big.pdf', LIMITS.UPLOAD_FILE_BYTES_MAX + 1))).code).toBe('WB-400-402');
    expect((await send(new File(['MZ'], 'tool.exe'))).code).toBe('WB-400-403');
    expect((await send(new File([signatureOf('jpg')], 'photo.jfif'))).code).toBe('WB-400-403');
    expect((await send(new File(['<html>'], 'fake.pdf'))).code).toBe('WB-400-403');
    // Carried files count: a forward of a message with 1 file takes 2 more, not 3.
    const teacher = demoUser('teacher');
    const withFile = db.messages.find(
      (row) => row.regUserIdx === teacher.userIdx && row.fileList.length === 1,
    );
    expect(
      (await send([pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')], { beforeIdx: withFile?.messageIdx }))
        .code,
    ).toBe('WB-400-401');
    expect(db.files.length).toBe(files);
    // Exactly 3 pass.
    expect(
      (
        await call('message.SAVE', {
          message: { title: '첨부', contents: '본문' },
          receiverList: to('student'),
          uploadFile: four.slice(0, 3),
        })
      ).status,
    ).toBe(200);
  });
});

describe('search and delete', () => {
  it('searches by keyword for managers only (screens.md §6), others get WB-403-102', async () => {
    const admin = await as('admin');
    const found = await admin.call('messageByType.LIST', {
      messageType: 'recv',
      messageSearch: '계획서',
    });
    expect(found.body.resultPage.content.map((row) => row.title)).toEqual([
      'RE: 2학기 강의 계획서 제출 요청',
    ]);
    const bySender = await admin.call('messageByType.LIST', {
      messageType: 'recv',
      messageSearch: '최도현',
    });
    expect(bySender.body.resultPage.totalElements).toBe(1);
    const student = await as('student');
    expect(
      (
        await errorOf(
          student.call('messageByType.LIST', { messageType: 'recv', messageSearch: '숙제' }),
        )
      ).code,
    ).toBe('WB-403-102');
    // An empty keyword is no search.
    expect(
      (await student.call('messageByType.LIST', { messageType: 'recv', messageSearch: '' })).status,
    ).toBe(200);
  });

  it('deletes one or many from the caller box only; the other side keeps them', async () => {
    const teacher = await as('teacher');
    const operator = await as('operator');
    const recv = (await teacher.call('messageByType.LIST', { messageType: 'recv', paging: false }))
      .body.resultList;
    const fromOperator = recv.find((row) => row.regUserIdx === operator.me.userIdx);
    if (!fromOperator) throw new Error('no message from the operator');
    expect(
      (
        await teacher.call('messageByType.REMOVE', {
          messageType: 'recv',
          messageIdx: fromOperator.messageIdx,
        })
      ).status,
    ).toBe(200);
    const after = (await teacher.call('messageByType.LIST', { messageType: 'recv', paging: false }))
      .body.resultList;
    expect(after.map((row) => row.messageIdx)).not.toContain(fromOperator.messageIdx);
    // The unread message went with it: nothing unread is left in the box.
    expect(await teacher.unread()).toBe(false);
    expect(
      (
        await operator.call('messageByType.GET', {
          messageType: 'send',
          messageIdx: fromOperator.messageIdx,
        })
      ).status,
    ).toBe(200);
    // Many at once, all or nothing.
    const two = after.slice(0, 2).map((row) => row.messageIdx);
    expect(
      (
        await errorOf(
          teacher.call('messageByType.REMOVE_LIST', {
            messageType: 'recv',
            messageIdxList: [...two, fromOperator.messageIdx],
          }),
        )
      ).code,
    ).toBe('WB-400-212');
    expect(
      (
        await teacher.call('messageByType.REMOVE_LIST', {
          messageType: 'recv',
          messageIdxList: two,
        })
      ).status,
    ).toBe(200);
    expect(
      (await teacher.call('messageByType.LIST', { messageType: 'recv', paging: false })).body
        .resultList,
    ).toHaveLength(after.length - 2);
    // A draft removed from the sent box is gone.
    const draft = db.messages.find((row) => row.messageStatus === 1);
    await teacher.call('messageByType.REMOVE_LIST', {
      messageType: 'send',
      messageIdxList: [draft?.messageIdx],
    });
    expect(db.messages.some((row) => row.messageIdx === draft?.messageIdx)).toBe(false);
    // The compose modes are no boxes.
    expect((await errorOf(teacher.call('messageByType.LIST', { messageType: 'reply' }))).code).toBe(
      'WB-400-212',
    );
    expect((await errorOf(teacher.call('messageByType.LIST', { messageType: 'inbox' }))).code).toBe(
      'WB-400-212',
    );
  });
});

describe('the two-step download of an attachment (foundation.md §7 File downloads)', () => {
  it('answers the file info, then the bytes, to a sender or a receiver only', async () => {
    const teacher = await as('teacher');
    const sent = await teacher.call('message.SAVE', {
      message: { title: '자료', contents: '본문' },
      receiverList: to('student'),
      uploadFile: pdf('수업 자료.pdf', 300),
    });
    const [file] = sent.body.result.fileList;
    if (!file) throw new Error('no file');
    for (const who of [teacher, await as('student')]) {
      const info = await who.call('message.GET_FILE', { fileIdx: file.fileIdx, timestamp: 1 });
      expect(info.body.result).toMatchObject({ fileIdx: file.fileIdx, fileName: '수업 자료.pdf' });
      const bySearch = await who.call('message.GET_FILE', {
        searchIdx: file.fileIdx,
        fileType: 'MESSAGE',
      });
      expect(bySearch.body.result.fileIdx).toBe(file.fileIdx);
      const { token } = await login(who === teacher ? 'teacher' : 'student');
      const response = await fetch(
        `http://localhost/boda/message?command=DOWNLOAD_FILE&fileIdx=${file.fileIdx}`,
        { headers: { Authorization: `Bearer ${token.access_token}` } },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toContain(
        encodeURIComponent('수업 자료.pdf'),
      );
      expect((await response.arrayBuffer()).byteLength).toBe(300);
    }
    const admin = await as('admin');
    expect((await errorOf(admin.call('message.GET_FILE', { fileIdx: file.fileIdx }))).code).toBe(
      'WB-404-102',
    );
    expect(
      (await errorOf(admin.call('message.DOWNLOAD_FILE', { fileIdx: file.fileIdx }))).code,
    ).toBe('WB-404-102');
    expect(
      (
        await errorOf(
          teacher.call('message.GET_FILE', { fileIdx: file.fileIdx, fileType: 'BOARD' }),
        )
      ).code,
    ).toBe('WB-400-212');
  });
});
