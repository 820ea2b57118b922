import { describe, expect, it } from 'vitest';
import { z } from '../zod.ts';
import { agentLaunchSchema, faqSchema } from './agent.ts';
import { boardFileSchema, boardPostSchema, hiddenNoticeSchema } from './board.ts';
import { bookPageSchema, bookSchema, indexNodeSchema, isWorkbook } from './book.ts';
import { brandingMetaSchema, companySchema } from './company.ts';
import { enquiryMailSchema, enquirySchema } from './enquiry.ts';
import { envelope, errorEnvelope, pageOf } from './envelope.ts';
import { classLogSchema, meetRecordFileSchema, meetSchema, referenceFileSchema } from './meet.ts';
import { messageSchema } from './message.ts';
import { noteSchema } from './note.ts';
import { noteJsonSchema, readAgendas } from './notePageJson.ts';
import { feeRowSchema, unitPriceSchema } from './price.ts';
import { wireBool, wireDatetime, wireInt, wireIntList } from './primitives.ts';
import { roomSchema } from './room.ts';
import {
  sampleBook,
  sampleCompany,
  sampleLoginResponse,
  sampleNoteJson,
  sampleRoom,
  sampleTask,
  sampleUser,
} from './samples.ts';
import { loginResponseSchema, resetTokenResponseSchema, sessionDataSchema } from './session.ts';
import { accessUserRowSchema, openMeetDayRowSchema, statsRowSchema } from './statistics.ts';
import { taskSchema, taskUserSchema } from './task.ts';
import { groupSchema, memoSchema, sessionUserSchema, userSchema } from './user.ts';

describe('envelope (foundation.md §7: result, resultPage, resultList, success, errorCode)', () => {
  const users = envelope(userSchema);
  it('carries one entity in result', () => {
    const parsed = users.parse({ success: true, result: sampleUser });
    expect(parsed.result?.userId).toBe('teacher');
  });
  it('carries a list in resultList and a page in resultPage', () => {
    expect(users.parse({ success: true, resultList: [sampleUser] }).resultList).toHaveLength(1);
    const page = users.parse({
      success: true,
      resultPage: { content: [sampleUser], totalElements: 31, totalPages: 2, number: 0, size: 30 },
    }).resultPage;
    expect(page?.content[0]?.userIdx).toBe(101);
    expect(page?.totalElements).toBe(31);
  });
  it('checks the entity inside the envelope', () => {
    expect(users.safeParse({ success: true, result: { userIdx: 'x' } }).success).toBe(false);
  });
  it('lets unknown top-level fields pass (lenient responses)', () => {
    expect(users.parse({ success: true, serverTime: 1 })).toMatchObject({ serverTime: 1 });
  });
  it('types named extra fields beside the data', () => {
    const detail = envelope(boardPostSchema, { fileList: z.array(boardFileSchema) });
    expect(detail.safeParse({ success: true, fileList: [{ fileIdx: 'no' }] }).success).toBe(false);
  });
  it('needs success, and an error envelope is success false with a code', () => {
    expect(users.safeParse({ result: sampleUser }).success).toBe(false);
    expect(errorEnvelope.parse({ success: false, errorCode: 'WB-400-212' }).errorCode).toBe(
      'WB-400-212',
    );
    expect(errorEnvelope.safeParse({ success: true }).success).toBe(false);
  });
  it('a page needs content and totalElements (assumed page shape)', () => {
    expect(pageOf(groupSchema).safeParse({ content: [] }).success).toBe(false);
    expect(pageOf(groupSchema).safeParse({ content: [], totalElements: 0 }).success).toBe(true);
  });
});

describe('wire primitives', () => {
  it('wireInt reads numbers and decimal query strings', () => {
    expect(wireInt.parse(3)).toBe(3);
    expect(wireInt.parse('30')).toBe(30);
    expect(wireInt.safeParse('3a').success).toBe(false);
    expect(wireInt.safeParse(1.5).success).toBe(false);
  });
  it('wireBool reads booleans and their query spelling', () => {
    expect(wireBool.parse('false')).toBe(false);
    expect(wireBool.parse(true)).toBe(true);
    expect(wireBool.safeParse('no').success).toBe(false);
  });
  it('wireIntList reads arrays and comma lists (excelRoomMeet, foundation.md §7)', () => {
    expect(wireIntList.parse('1,2,3')).toEqual([1, 2, 3]);
    expect(wireIntList.parse([4, '5'])).toEqual([4, 5]);
    expect(wireIntList.safeParse('1,,2').success).toBe(false);
  });
  it('wireDatetime is YYYY-MM-DD HH:mm:ss (foundation.md §9)', () => {
    expect(wireDatetime.safeParse('2026-03-02 09:00:00').success).toBe(true);
    expect(wireDatetime.safeParse('2026-03-02T09:00:00').success).toBe(false);
  });
});

describe('user, group, memo (foundation.md §3)', () => {
  it('parses a user and rejects an unknown user type (foundation.md §6 codes)', () => {
    expect(userSchema.parse(sampleUser).userType).toBe(11);
    expect(userSchema.safeParse({ ...sampleUser, userType: 6 }).success).toBe(false);
  });
  it('the session user needs companyId and accountOwnerType', () => {
    expect(sessionUserSchema.safeParse(sampleUser).success).toBe(false);
    expect(sessionUserSchema.safeParse({ ...sampleUser, companyId: 'demo' }).success).toBe(true);
  });
  it('takes account owner types from the login providers (foundation.md §9)', () => {
    expect(userSchema.safeParse({ ...sampleUser, accountOwnerType: 21 }).success).toBe(true);
    expect(userSchema.safeParse({ ...sampleUser, accountOwnerType: 6 }).success).toBe(false);
  });
  it('parses a group and a memo', () => {
    expect(groupSchema.parse({ groupIdx: 1, upGroupIdx: 0, groupName: '본원' }).upGroupIdx).toBe(0);
    expect(
      memoSchema.parse({ memoIdx: 1, userIdx: 2, regUserIdx: 3, content: '상담', regUserName: 'A' })
        .content,
    ).toBe('상담');
    expect(memoSchema.safeParse({ memoIdx: 1, userIdx: 2 }).success).toBe(false);
  });
});

describe('board, company (foundation.md §3, screens.md §3)', () => {
  it('parses a post with regUser.userName and rejects board type 4', () => {
    const post = {
      boardType: 1,
      boardIdx: 5,
      title: '공지',
      content: '<p>내용</p>',
      publishStartDatetime: '2026-03-01 00:00:00',
      publishEndDatetime: '2026-03-31 23:59:59',
      regDatetime: '2026-03-01 00:00:00',
      readCount: 3,
      regUser: { userName: '관리자' },
    };
    expect(boardPostSchema.parse(post).regUser?.userName).toBe('관리자');
    expect(boardPostSchema.safeParse({ ...post, boardType: 4 }).success).toBe(false);
  });
  it('parses the hidden-notice record and branding meta', () => {
    expect(hiddenNoticeSchema.parse({ boardIdx: 5, endDatetime: '2026-03-31 23:59:59' })).toEqual({
      boardIdx: 5,
      endDatetime: '2026-03-31 23:59:59',
    });
    expect(brandingMetaSchema.parse({ title: 'T', keyword: 'k', faviconId: 3 }).title).toBe('T');
    expect(companySchema.parse(sampleCompany).companyId).toBe('demo');
  });
});

describe('book (screens.md §3)', () => {
  it('parses a book with its index tree and tells a workbook by questionCount', () => {
    const book = bookSchema.parse(sampleBook);
    expect(book.indexNode?.[0]?.children?.[0]?.startPage).toBe(3);
    expect(isWorkbook(book)).toBe(true);
    expect(isWorkbook({ questionCount: 0 })).toBe(false);
  });
  it('rejects an index node without a startPage, and bookStatus 3', () => {
    expect(indexNodeSchema.safeParse({ title: 'x', key: '0' }).success).toBe(false);
    expect(bookSchema.safeParse({ ...sampleBook, bookStatus: 3 }).success).toBe(false);
  });
  it('parses a page of the page list', () => {
    expect(bookPageSchema.parse({ pageNo: 1, imgUrl: '/p/1.png' }).pageNo).toBe(1);
  });
});

describe('task and task user (screens.md §3)', () => {
  it('parses a task with its own task user and note reference', () => {
    expect(taskSchema.parse(sampleTask).taskUser?.note?.noteDir).toBe('/n/55');
    expect(taskSchema.safeParse({ ...sampleTask, deleteYn: 'X' }).success).toBe(false);
  });
  it('parses a task-user row', () => {
    const row = taskUserSchema.parse({
      user: { userIdx: 201, userName: '이학생', phone: '010' },
      taskStatus: 2,
      note: { submitDatetime: '2026-03-03 20:00:00', wrongCount: 3 },
    });
    expect(row.note?.wrongCount).toBe(3);
    expect(taskUserSchema.safeParse({ taskStatus: 2 }).success).toBe(false);
  });
});

describe('note and note page JSON (screens.md §3)', () => {
  it('parses a note and rejects note status 6 (foundation.md §9: 0..5)', () => {
    const note = {
      noteIdx: 55,
      noteTitle: '1단원 숙제',
      noteStatus: 2,
      noteSaveFormat: 6,
      userIdx: 201,
      userName: '이학생',
      questionCount: 40,
      wrongCount: 3,
      solveCount: 37,
      logNoteSpentTime: 1800,
      logNoteSubmitCount: 1,
      task: { taskIdx: 12 },
      book: { questionCount: 40 },
      logMeet: { meetTitle: '중2 A반' },
    };
    expect(noteSchema.parse(note).task?.taskIdx).toBe(12);
    expect(noteSchema.safeParse({ ...note, noteStatus: 6 }).success).toBe(false);
  });
  it('parses ANo/ANm agendas with PNo/PNm/W/Chk pages and SolLi solutions', () => {
    const json = noteJsonSchema.parse(sampleNoteJson);
    const solution = readAgendas(json)[0]?.PLi[0]?.SolLi?.[0];
    expect(solution).toMatchObject({ SNo: 1, Res: 0, RectNum: 2, Ans: '3', Slvd: true });
  });
  it('reads the agenda list from the ALi object form too (assumed)', () => {
    expect(readAgendas(noteJsonSchema.parse({ ALi: sampleNoteJson }))).toHaveLength(1);
  });
  it('rejects a page without PNo', () => {
    expect(noteJsonSchema.safeParse([{ ANo: 1, PLi: [{ PNm: 'x' }] }]).success).toBe(false);
  });
});

describe('room (screens.md §3)', () => {
  it('parses a room with users, books, template and its live meet', () => {
    const room = roomSchema.parse(sampleRoom);
    expect(room.roomBookList?.[0]?.lastReadEnd).toBe(10);
    expect(room.meet?.currentUserNum).toBe(3);
  });
  it('keeps roomShowType (open type 0-3) and roomOpenType (entry mode 0-1) apart', () => {
    expect(roomSchema.safeParse({ ...sampleRoom, roomShowType: 3 }).success).toBe(true);
    expect(roomSchema.safeParse({ ...sampleRoom, roomOpenType: 2 }).success).toBe(false);
    expect(roomSchema.safeParse({ ...sampleRoom, roomStatus: 2 }).success).toBe(false);
  });
});

describe('meet, class log, files (foundation.md §3, screens.md §3)', () => {
  it('parses a meet', () => {
    expect(meetSchema.parse({ meetIdx: 900, inviteCode: '123456789', meetPwd: '' }).meetIdx).toBe(
      900,
    );
  });
  it('parses a class log with its summary keyed by user idx or ALL', () => {
    const log = classLogSchema.parse({
      meetIdx: 900,
      leaderId: 'teacher',
      summaryStatus: 2,
      summaryJson: { ALL: '요약', '201': '학생 요약' },
    });
    expect(log.summaryJson?.ALL).toBe('요약');
    expect(classLogSchema.safeParse({ meetIdx: 900, summaryStatus: 3 }).success).toBe(false);
  });
  it('parses meet files by record type and a reference file', () => {
    expect(meetRecordFileSchema.safeParse({ recordIdx: 1, recordType: 65 }).success).toBe(true);
    expect(meetRecordFileSchema.safeParse({ recordIdx: 1, recordType: 19 }).success).toBe(false);
    expect(
      referenceFileSchema.parse({ fileIdx: 1, orgFileName: 'a.pdf', type: 'MEET_FILE' }).type,
    ).toBe('MEET_FILE');
  });
});

describe('message, price, fee (foundation.md §3, screens.md §3)', () => {
  it('parses a message with receivers (unread: readDatetime null)', () => {
    const message = messageSchema.parse({
      messageIdx: 1,
      title: '안내',
      contents: '내용',
      receiverList: [{ receiverIdx: 201, receiverName: '이학생', readDatetime: null }],
      fileList: [{ fileIdx: 3 }],
    });
    expect(message.receiverList?.[0]?.readDatetime).toBeNull();
  });
  it('parses a unit price with an open end and a fee row', () => {
    expect(
      unitPriceSchema.parse({ priceIdx: 1, userIdx: 101, startDate: '2026-03-01', price: 30000 })
        .endDate,
    ).toBeUndefined();
    const fee = feeRowSchema.parse({
      meetIdx: 900,
      price: { price: 30000 },
      logMeetUser: {
        userIdx: 201,
        amount: 30000,
        totalJoinTimeSec: 3600,
        logMeetUserJoinList: [
          { joinDatetime: '2026-03-02 19:00:00', quitDatetime: '2026-03-02 20:00:00' },
        ],
      },
    });
    expect(fee.logMeetUser?.logMeetUserJoinList).toHaveLength(1);
  });
});

describe('statistics rows (screens.md §3)', () => {
  it('parses day rows, access users and open-meet days', () => {
    expect(
      statsRowSchema.parse({
        logDate: '2026-03-02',
        customInt1: 4,
        licenseUsage: 0.4,
        joinResult: [{ resultCount: 3, resultData: { classCount: 2, taskCount: 1 } }],
      }).joinResult?.[0]?.resultData?.taskCount,
    ).toBe(1);
    expect(accessUserRowSchema.safeParse({ userName: 'x' }).success).toBe(false);
    expect(openMeetDayRowSchema.parse({ logDate: '2026-03-02', resultCount: 2 }).resultCount).toBe(
      2,
    );
  });
});

describe('login response and session data (foundation.md §3, §7)', () => {
  it('parses a login response with every named field', () => {
    const login = loginResponseSchema.parse(sampleLoginResponse);
    expect(Object.keys(login)).toEqual([
      'token',
      'rememberToken',
      'user',
      'bodaCompany',
      'bodaCfg',
      'userTypeStr',
      'bodaSetting',
      'nativeData',
    ]);
    expect(login.bodaSetting).toMatchObject({ unknownSetting: 'kept' });
  });
  it('needs the access and refresh token', () => {
    expect(
      loginResponseSchema.safeParse({ ...sampleLoginResponse, token: { access_token: 'a' } })
        .success,
    ).toBe(false);
    expect(resetTokenResponseSchema.parse({ token: sampleLoginResponse.token }).token).toEqual(
      sampleLoginResponse.token,
    );
  });
  it('the stored session adds the emergency mode number and refuses unknown keys', () => {
    const { rememberToken: _, ...rest } = sampleLoginResponse;
    expect(sessionDataSchema.parse({ ...rest, emergencyMode: 1 }).emergencyMode).toBe(1);
    expect(sessionDataSchema.safeParse({ ...rest, stray: 1 }).success).toBe(false);
  });
});

describe('enquiry (screens.md §3, §7)', () => {
  it('parses the form and the e-mail send', () => {
    expect(
      enquirySchema.parse({
        name: '홍길동',
        phone: '01012345678',
        author: 'parent',
        teacher: '김선생',
        grade: 'middle',
        gradeDetail: 2,
        content: '',
        agreement: true,
        marketing: false,
        timeSlots: [{ day: 'MON', start: '18:30' }],
      }).timeSlots,
    ).toHaveLength(1);
    const mail = {
      recipients: ['a@example.com'],
      sender: 'b@example.com',
      subject: '상담 신청',
      textContent: '...',
      senderPhone: '010',
      name: '홍길동',
      phone: '010',
    };
    expect(enquiryMailSchema.parse(mail)).toEqual(mail);
    expect(enquiryMailSchema.safeParse({ ...mail, extra: 1 }).success).toBe(false);
  });
});

describe('local agent launch and FAQ data (screens.md §7 Invite, §2.1)', () => {
  it('parses a launch with command, room, user, platform, language', () => {
    const launch = {
      command: 'join',
      room: { roomCode: 'R-1', meetIdx: 900 },
      user: { userName: '손님', userType: 12 },
      platform: 1,
      language: 'ko',
    };
    expect(agentLaunchSchema.parse(launch)).toEqual(launch);
    expect(agentLaunchSchema.safeParse({ ...launch, platform: 4 }).success).toBe(false);
    expect(agentLaunchSchema.safeParse({ ...launch, language: 'ja' }).success).toBe(false);
  });
  it('parses FAQ categories and questions', () => {
    const faq = faqSchema.parse({
      categories: [{ id: 1, name: '수강' }],
      questions: [{ categoryId: 1, questionTitle: 'Q', questionContent: 'A' }],
    });
    expect(faq.questions[0]?.questionTitle).toBe('Q');
    expect(
      faqSchema.safeParse({ categories: [], questions: [{ questionTitle: 'Q' }] }).success,
    ).toBe(false);
  });
});
