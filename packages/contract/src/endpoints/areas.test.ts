import { describe, expect, it } from 'vitest';
import {
  sampleBook,
  sampleLoginResponse,
  sampleRoom,
  sampleTask,
  sampleUser,
} from '../schemas/samples.ts';
import { endpoints } from './catalogue.ts';

/** Spot tests per area of foundation.md §7 / screens.md §7: a request the spec describes passes, a wrong one does not, and a reply parses. */

const ok = (success: boolean) => expect(success).toBe(true);
const refused = (success: boolean) => expect(success).toBe(false);

describe('Board (foundation.md §7 Board; screens.md §7 Board)', () => {
  it('detail sends boardType, boardIdx, withRegUser and returns board and fileList', () => {
    const def = endpoints['board.GET'];
    ok(def.request.safeParse({ boardType: '1', boardIdx: '5', withRegUser: 'true' }).success);
    refused(def.request.safeParse({ boardIdx: 5 }).success);
    const reply = def.response.parse({
      success: true,
      result: {
        board: { boardType: 1, boardIdx: 5, title: '공지' },
        fileList: [{ fileIdx: 1, orgFileName: 'a.pdf' }],
      },
    });
    expect(reply.result?.fileList?.[0]?.orgFileName).toBe('a.pdf');
  });
  it('save is a multipart form of board json, uploadFile files and removeFileIdxList', () => {
    const def = endpoints['board.SAVE'];
    expect(def.body).toBe('multipart');
    const board = { boardType: 1, title: 't', content: '<p>c</p>' };
    ok(
      def.request.safeParse({ board, uploadFile: [new Blob(['a'])], removeFileIdxList: [3] })
        .success,
    );
    refused(def.request.safeParse({ board: { ...board, boardType: 4 } }).success);
  });
  it('delete sends boardType and boardIdx in the body', () => {
    const def = endpoints['board.REMOVE'];
    expect([def.method, def.commandIn]).toEqual(['DELETE', 'body']);
    ok(def.request.safeParse({ boardType: 2, boardIdx: 5 }).success);
  });
});

describe('Statistics and license (foundation.md §7; screens.md §7 Statistics)', () => {
  it('concurrent by searchYm; daily access rows logDate, customInt1, licenseUsage', () => {
    ok(endpoints['concurrentStats.LIST_CHART'].request.safeParse({ searchYm: '2026-03' }).success);
    refused(
      endpoints['concurrentStats.LIST_CHART'].request.safeParse({ searchYm: 'March' }).success,
    );
    const rows = endpoints['licenseStatsJoin.LIST_CHART'].response.parse({
      success: true,
      resultList: [{ logDate: '2026-03-02', customInt1: 4, licenseUsage: 4 }],
    });
    expect(rows.resultList?.[0]?.customInt1).toBe(4);
  });
  it('cumulative monthly users send page, size, searchStartDate, searchEndDate, searchYm', () => {
    ok(
      endpoints['licenseLogJoin.LIST_TOTAL'].request.safeParse({
        page: 0,
        size: 30,
        searchStartDate: '2026-03-01',
        searchEndDate: '2026-03-31',
        searchYm: '202603',
      }).success,
    );
  });
  it('open-meet by month carries openResult', () => {
    const reply = endpoints['statsMeet.LIST_OPEN_CHART'].response.parse({
      success: true,
      openResult: [
        { logDate: '2026-03-02', resultCount: 2, resultData: { classCount: 1, taskCount: 1 } },
      ],
    });
    expect(reply.openResult?.[0]?.resultCount).toBe(2);
  });
});

describe('Group (foundation.md §7 Group: LIST (companyIdx, searchType 2))', () => {
  it('lists by companyIdx and searchType and saves groupIdx, upGroupIdx, groupName', () => {
    ok(endpoints['group.LIST'].request.safeParse({ companyIdx: '1', searchType: '2' }).success);
    ok(
      endpoints['group.SAVE'].request.safeParse({ group: { upGroupIdx: 0, groupName: '본원' } })
        .success,
    );
    refused(endpoints['group.SAVE'].request.safeParse({ groupName: '본원' }).success);
  });
});

describe('Class and record logs (foundation.md §7; screens.md §7 Class history, Fees)', () => {
  it('the excel export sends excelRoomMeet (optional comma list), dates and language; replies a file', () => {
    const def = endpoints['logMeetExcel.USER_SCORE'];
    expect(def.reply).toBe('file');
    const query = { searchStartDate: '2026-03-01', searchEndDate: '2026-03-31', language: 'ko' };
    ok(def.request.safeParse(query).success);
    expect(def.request.parse({ ...query, excelRoomMeet: '1,2' }).excelRoomMeet).toEqual([1, 2]);
    refused(def.request.safeParse({ ...query, language: 'ja' }).success);
  });
  it('fee save is per meetIdx and userIdx with amount; summary request by meetIdx', () => {
    ok(
      endpoints['logMeetFee.SAVE'].request.safeParse({ meetIdx: 1, userIdx: 2, amount: 30000 })
        .success,
    );
    refused(endpoints['logMeetFee.SAVE'].request.safeParse({ meetIdx: 1, userIdx: 2 }).success);
    ok(endpoints['logMeetSummary.SAVE'].request.safeParse({ meetIdx: 1 }).success);
  });
  it('the fee list sends leaderIdx, dates, searchType 5, paging false', () => {
    ok(
      endpoints['logMeet.LIST_AMOUNT'].request.safeParse({
        leaderIdx: '101',
        searchStartDate: '2026-03-01',
        searchEndDate: '2026-03-31',
        searchType: '5',
        paging: 'false',
      }).success,
    );
  });
  it('recording download by recordIdx', () => {
    ok(endpoints['recordLogVideo.DOWNLOAD_FILE'].request.safeParse({ recordIdx: '3' }).success);
    refused(endpoints['recordLogVideo.DOWNLOAD_FILE'].request.safeParse({}).success);
  });
});

describe('Meet (foundation.md §7 Meet; screens.md §7 Invite, Rooms)', () => {
  it('the invite lookup sends a 9-digit inviteCode and returns result and defaultSetting', () => {
    const def = endpoints['meet.VIEW_INVITE'];
    ok(def.request.safeParse({ inviteCode: '123456789', searchType: '1' }).success);
    refused(def.request.safeParse({ inviteCode: '123-456-789' }).success);
    const reply = def.response.parse({
      success: true,
      result: { meetIdx: 0, meetTitle: '수업', roomCode: 'R-1' },
      defaultSetting: { company: { companyIdx: 1, companyId: 'demo' } },
    });
    expect(reply.defaultSetting?.company?.companyId).toBe('demo');
  });
  it('a reference file upload is meetFile{meetIdx,fileType} plus uploadFile_{idx}; delete {fileIdx}', () => {
    expect(endpoints['meetFile.ADD'].body).toBe('multipart');
    ok(endpoints['meetFile.DEL'].request.safeParse({ fileIdx: 4 }).success);
  });
});

describe('Message (foundation.md §7 Message; screens.md §7 Messages)', () => {
  it('send is a form of message, receiverList, beforeIdx, removeFileIdxList, uploadFile', () => {
    const def = endpoints['message.SAVE'];
    const form = {
      message: { title: 'RE: 안내', contents: '내용' },
      receiverList: [{ receiverIdx: 201 }],
      beforeIdx: '12',
      removeFileIdxList: [1],
      uploadFile: new Blob(['x']),
    };
    ok(def.request.safeParse(form).success);
    ok(def.request.safeParse({ ...form, removedFileList: [2] }).success);
    refused(def.request.safeParse({ ...form, receiverList: [201] }).success);
  });
  it('delete many sends messageIdxList with the messageType path parameter', () => {
    const def = endpoints['messageByType.REMOVE_LIST'];
    ok(def.request.safeParse({ messageType: 'recv', messageIdxList: [1, 2] }).success);
    refused(def.request.safeParse({ messageType: 'inbox', messageIdxList: [1] }).success);
    refused(def.request.safeParse({ messageType: 'send', messageIdxList: [] }).success);
  });
  it('the unread check replies a boolean', () => {
    expect(
      endpoints['messageRecv.EXIST_NEW'].response.parse({ success: true, result: true }).result,
    ).toBe(true);
  });
});

describe('Note (foundation.md §7 Note; screens.md §7 Notes)', () => {
  it('MOD_SOLUTION sends noteIdx, agendaNo, pageNo, solutionNo and result 0 or 1', () => {
    const def = endpoints['note.MOD_SOLUTION'];
    const body = { noteIdx: 1, agendaNo: 1, pageNo: 3, solutionNo: 2, result: 1 };
    ok(def.request.safeParse(body).success);
    refused(def.request.safeParse({ ...body, result: 2 }).success);
  });
  it('a check update sends 0 or 1; MOD_STATUS sends noteIdx, status and confirmComment', () => {
    refused(
      endpoints['note.MOD_REVIEW'].request.safeParse({
        noteIdx: 1,
        agendaNo: 1,
        pageNo: 1,
        check: 3,
      }).success,
    );
    ok(
      endpoints['note.MOD_STATUS'].request.safeParse({
        noteIdx: 1,
        status: 5,
        confirmComment: '잘했어요',
      }).success,
    );
  });
  it('the export sends noteIdx, agendaPages and fileType and replies a file', () => {
    const def = endpoints['note.DOWNLOAD_CROP_PAGE'];
    expect(def.reply).toBe('file');
    ok(
      def.request.safeParse({ noteIdx: 1, agendaPages: [{ agendaNo: 1, pageNo: 3 }], fileType: 4 })
        .success,
    );
  });
  it('the PDF file step sends noteIdx and fileName', () => {
    ok(
      endpoints['noteFile.DOWNLOAD_PDF'].request.safeParse({ noteIdx: '1', fileName: 'n.pdf' })
        .success,
    );
    refused(endpoints['noteFile.DOWNLOAD_PDF'].request.safeParse({ noteIdx: '1' }).success);
  });
});

describe('Room (foundation.md §7 Room; screens.md §7 Rooms, Monitoring)', () => {
  it('close sends roomCode, meetIdx and remove false', () => {
    const def = endpoints['roomJoin.CLOSE'];
    ok(def.request.safeParse({ roomCode: 'R-1', meetIdx: 900, remove: false }).success);
    refused(def.request.safeParse({ roomCode: 'R-1', meetIdx: 900, remove: true }).success);
  });
  it('MOD sends room, roomUserList, delUserList; change owner is room{roomCode,ownerUserIdx}', () => {
    const def = endpoints['room.MOD'];
    ok(def.request.safeParse({ room: { roomCode: 'R-1', ownerUserIdx: 101 } }).success);
    ok(
      def.request.safeParse({
        room: { roomCode: 'R-1' },
        roomUserList: [{ userIdx: 1 }],
        delUserList: [{ userIdx: 2 }],
      }).success,
    );
    refused(def.request.safeParse({ room: { ownerUserIdx: 101 } }).success);
  });
  it('the room book update is roomBook{roomCode,bookIdx,lastReadStart,lastReadEnd}; view replies a room', () => {
    ok(
      endpoints['roomBook.MOD'].request.safeParse({
        roomBook: { roomCode: 'R-1', bookIdx: 7, lastReadStart: 1, lastReadEnd: 10 },
      }).success,
    );
    expect(
      endpoints['room.VIEW'].response.parse({ success: true, result: sampleRoom }).result?.roomCode,
    ).toBe('R-0001');
  });
});

describe('Task (foundation.md §7 Task; screens.md §7 Tasks)', () => {
  it('the list sends paging, taskIdx, bookIdx, searchType, dates, keyword, page, size, joinBook, joinRegUser, order', () => {
    const query = {
      paging: 'true',
      taskIdx: '12',
      bookIdx: '7',
      searchType: '3',
      searchStartDate: '2026-03-01',
      searchEndDate: '2026-03-31',
      searchKeyword: '숙제',
      page: '0',
      size: '20',
      joinBook: 'true',
      joinRegUser: 'true',
      order: 'regDatetime DESC',
    };
    ok(endpoints['task.LIST'].request.safeParse(query).success);
    expect(
      endpoints['task.LIST'].response.parse({
        success: true,
        resultPage: { content: [sampleTask], totalElements: 1 },
      }).resultPage?.content[0]?.taskIdx,
    ).toBe(12);
  });
  it('delete is {task:{taskIdx}} without a command; notify sends taskIdx, userIdxList', () => {
    const def = endpoints['task.delete'];
    expect(def.command).toBeUndefined();
    ok(def.request.safeParse({ task: { taskIdx: 12 } }).success);
    refused(def.request.safeParse({ taskIdx: 12 }).success);
    refused(
      endpoints['task.SEND_HURRY'].request.safeParse({ taskIdx: 12, userIdxList: [] }).success,
    );
  });
});

describe('Book (foundation.md §7 Book; screens.md §7 Books)', () => {
  it('VIEW_WITH_PAGE sends bookIdx, fromPage, toPage and returns result, pages and chapter', () => {
    const def = endpoints['book.VIEW_WITH_PAGE'];
    ok(def.request.safeParse({ bookIdx: '7', fromPage: '1', toPage: '100' }).success);
    const reply = def.response.parse({
      success: true,
      result: sampleBook,
      pageList: [{ pageNo: 1, imgUrl: '/p/1.png' }],
      chapter: sampleBook.indexNode,
    });
    expect(reply.pageList?.[0]?.imgUrl).toBe('/p/1.png');
  });
  it('MOD_INDEX sends bookIdx and the indexNode tree; DUP sends bookIdx and a non-empty bookName', () => {
    ok(
      endpoints['book.MOD_INDEX'].request.safeParse({
        bookIdx: '7',
        indexNode: sampleBook.indexNode,
      }).success,
    );
    refused(endpoints['book.DUP'].request.safeParse({ bookIdx: '7', bookName: '' }).success);
  });
  it('the list filters are page, size, bookType, dates, keyword, searchType', () => {
    ok(
      endpoints['book.LIST'].request.safeParse({
        page: 0,
        size: 30,
        bookType: 1,
        searchType: 1,
        searchKeyword: 'x',
      }).success,
    );
    refused(endpoints['book.LIST'].request.safeParse({ bookName: 'x' }).success);
  });
});

describe('User (foundation.md §7 User; screens.md §7 Users and groups)', () => {
  it('MODIFY_ME_PWD sends oldPassword and newPassword; MODIFY_PWD userIdx and newPassword', () => {
    ok(
      endpoints['user.MODIFY_ME_PWD'].request.safeParse({ oldPassword: 'a', newPassword: 'b' })
        .success,
    );
    refused(endpoints['user.MODIFY_ME_PWD'].request.safeParse({ newPassword: 'b' }).success);
    ok(endpoints['user.MODIFY_PWD'].request.safeParse({ userIdx: 1, newPassword: 'b' }).success);
  });
  it('MODIFY_STATUS_MULTI sends userIdxList and userStatus and returns completeCount', () => {
    const def = endpoints['user.MODIFY_STATUS_MULTI'];
    ok(def.request.safeParse({ userIdxList: [1, 2], userStatus: 2 }).success);
    refused(def.request.safeParse({ userIdxList: [1], userStatus: 4 }).success);
    expect(
      def.response.parse({ success: true, result: { completeCount: 2 } }).result?.completeCount,
    ).toBe(2);
  });
  it('the list sends page, size, order, searchKeyword, userStatus list, paging, userType', () => {
    const parsed = endpoints['user.LIST'].request.parse({
      page: '0',
      size: '30',
      order: 'regDatetime desc',
      userStatus: '1,2',
      paging: 'true',
      userType: '11,13',
    });
    expect(parsed.userStatus).toEqual([1, 2]);
    expect(
      endpoints['user.GET_ME'].response.parse({ success: true, result: sampleUser }).result?.userId,
    ).toBe('teacher');
  });
  it('the profile upload is uploadFile named profile_image plus extension, and userIdx', () => {
    const def = endpoints['userProfile.MODIFY'];
    ok(
      def.request.safeParse({ uploadFile: new File(['x'], 'profile_image.png'), userIdx: '101' })
        .success,
    );
    refused(
      def.request.safeParse({ uploadFile: new File(['x'], 'me.png'), userIdx: '101' }).success,
    );
  });
  it('excel registration is a form of groupIdx, userType, uploadFile', () => {
    ok(
      endpoints['userExcel.ADD_USER'].request.safeParse({
        groupIdx: '3',
        userType: '12',
        uploadFile: new Blob(['x']),
      }).success,
    );
    refused(
      endpoints['userExcel.ADD_USER'].request.safeParse({ groupIdx: '3', userType: '12' }).success,
    );
  });
  it('memo create (userIdx, regUserIdx, content), update (memoIdx, content), delete (memoIdx)', () => {
    ok(
      endpoints['memo.SAVE'].request.safeParse({ userIdx: 1, regUserIdx: 2, content: '상담' })
        .success,
    );
    ok(endpoints['memo.MOD'].request.safeParse({ memoIdx: 1, content: '수정' }).success);
    refused(endpoints['memo.DEL'].request.safeParse({ userIdx: 1 }).success);
  });
});

describe('Price (foundation.md §7 Price; screens.md §5 Memo, price, fee)', () => {
  it('create sends userIdx, optional roomCode, startDate, optional endDate and a positive price', () => {
    const def = endpoints['priceSave.ADD'];
    ok(def.request.safeParse({ userIdx: 1, startDate: '2026-03-01', price: 30000 }).success);
    refused(def.request.safeParse({ userIdx: 1, startDate: '2026-03-01', price: 0 }).success);
    ok(
      endpoints['priceSave.MOD'].request.safeParse({
        priceIdx: 1,
        userIdx: 1,
        roomCode: 'R-1',
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        price: 1,
      }).success,
    );
  });
});

describe('Open calls (foundation.md §7 Open calls)', () => {
  it('own login is a form of companyId, username (max 50), password (max 30), autoLogin', () => {
    const def = endpoints['openLogin.loginBoda'];
    expect([def.auth, def.body, def.command]).toEqual(['open', 'multipart', undefined]);
    ok(
      def.request.safeParse({
        companyId: 'demo',
        username: 'teacher',
        password: 'Demo#2580',
        autoLogin: 'true',
      }).success,
    );
    refused(
      def.request.safeParse({ companyId: 'demo', username: 'x'.repeat(51), password: 'p' }).success,
    );
  });
  it('login responses carry token, rememberToken, user, bodaCompany, bodaCfg, userTypeStr, bodaSetting, nativeData', () => {
    const reply = endpoints['openLogin.loginRemember'].response.parse({
      success: true,
      result: sampleLoginResponse,
    });
    expect(reply.result?.bodaCfg).toContain('SYSTEM_EMERGENCY_MODE');
  });
  it('SSO sends the code (GNE), the token (SIGN_IN), nothing (DACHAEUM)', () => {
    ok(endpoints['openLoginSso.SIGN_IN_GNE'].request.safeParse({ code: 'c' }).success);
    refused(endpoints['openLoginSso.SIGN_IN_GNE'].request.safeParse({ token: 't' }).success);
    ok(endpoints['openLoginSso.SIGN_IN'].request.safeParse({ token: 't' }).success);
    ok(endpoints['openLoginSso.SIGN_IN_DACHAEUM'].request.safeParse({}).success);
    refused(endpoints['openLoginSso.SIGN_IN_DACHAEUM'].request.safeParse({ code: 'c' }).success);
  });
  it('reset-token returns token, bodaCfg, bodaSetting', () => {
    const reply = endpoints['openLoginResetToken.reset'].response.parse({
      success: true,
      result: { token: sampleLoginResponse.token, bodaCfg: 'A=1', bodaSetting: {} },
    });
    expect(reply.result?.token.access_token).toBe('a.b.c');
  });
  it('branding images by command plus companyId; the install guide by companyId, clientType, timestamp', () => {
    expect(endpoints['openCompanyBrandingImage.LOGIN_BG'].reply).toBe('file');
    ok(
      endpoints['openCompanyBrandingImage.LOGIN_BG'].request.safeParse({ companyId: 'demo' })
        .success,
    );
    ok(
      endpoints['openCompanyBrandingInstallGuide.APP_INSTALL_GUIDE'].request.safeParse({
        companyId: 'demo',
        clientType: 'win',
        timestamp: '1',
      }).success,
    );
  });
  it('the company config by companyIdx or companyId plus language returns cfg and bodaSetting', () => {
    const def = endpoints['openCompanyLoginInfo.LOGIN_INFO'];
    ok(def.request.safeParse({ companyId: 'demo', language: 'en' }).success);
    expect(
      def.response.parse({ success: true, result: { cfg: 'A=1', bodaSetting: {} } }).result?.cfg,
    ).toBe('A=1');
  });
  it('download client returns downloadLink; deeplink MAKE returns deeplink; room JOIN_INFO returns bodaAppMsg', () => {
    refused(
      endpoints['openApp.DOWNLOAD_CLIENT'].response.safeParse({ success: true, result: {} })
        .success,
    );
    ok(
      endpoints['openDeeplink.MAKE'].response.safeParse({
        success: true,
        result: { deeplink: 'boda://x' },
      }).success,
    );
    ok(
      endpoints['openRoom.JOIN_INFO'].response.safeParse({
        success: true,
        result: { bodaAppMsg: 'm' },
      }).success,
    );
  });
  it('the enquiry e-mail sends recipients, sender, subject, textContent, senderPhone, name, phone', () => {
    const def = endpoints['openServiceIntroMail.SEND_MAIL'];
    const mail = {
      recipients: ['a@example.com'],
      sender: 's@example.com',
      subject: 's',
      textContent: 't',
      senderPhone: '010',
      name: 'n',
      phone: '010',
    };
    ok(def.request.safeParse(mail).success);
    refused(def.request.safeParse({ ...mail, textContent: undefined }).success);
  });
  it('the logger sends at warn level only', () => {
    ok(endpoints['openLogger.log'].request.safeParse({ level: 'warn', message: 'm' }).success);
    refused(
      endpoints['openLogger.log'].request.safeParse({ level: 'error', message: 'm' }).success,
    );
  });
});
