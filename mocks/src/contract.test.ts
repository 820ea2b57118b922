import {
  BRANDING_IMAGE_COMMANDS,
  demoRequestMail,
  type EndpointName,
  endpoints,
  enquiryMail,
  formatWireDate,
  profileImageFileName,
  signatureOf,
} from '@platform/contract';
import ExcelJS from 'exceljs';
import { HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRoom } from './db/areas/classes.ts';
import { INTRO_MAIL } from './db/areas/intro.ts';
import { DEMO_INVITE, runningMeetOf } from './db/areas/rooms.ts';
import { DEMO_COMPANY_ID, DEMO_PASSWORD, DEMO_SSO, db } from './db/index.ts';
import { manualOf, manualPdf } from './handlers/downloads.ts';
import { implementations } from './handlers/index.ts';
import { pdfFileName } from './handlers/notes.ts';
import { callEndpoint } from './server/callEndpoint.ts';
import { contractViolation } from './testing/contractCheck.ts';
import { answeredCalls, login, useMockServer } from './testing/setup.ts';

// Every answer below (and in every other test file) is checked against the entry's response
// schema by useMockServer; this file makes sure every implemented call is driven at least once
// to a success and to a refusal.
useMockServer();

type Fields = Record<string, unknown>;
/** A call that succeeds, given a fresh session of the teacher demo account. */
type Case = (session: {
  accessToken: string;
  refreshToken: string;
  rememberToken: string;
  userIdx: number;
}) => Fields;

/** An .xlsx of one new user, for the Excel registration (built once: exceljs writes asynchronously). */
let userSheet: File;
beforeAll(async () => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('users');
  sheet.addRow(['ID', 'Name', 'Password', 'Mobile']);
  sheet.addRow(['contract.user', '계약시험', 'Fresh#8024', '01012345678']);
  const bytes = new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
  userSheet = new File([bytes], 'users.xlsx');
});

const demoUser = (userId: string) =>
  db.users.find((user) => user.companyId === DEMO_COMPANY_ID && user.userId === userId);
const demoGroup = (groupName: string) =>
  db.groups.find(
    (group) => group.companyIdx === demoUser('admin')?.companyIdx && group.groupName === groupName,
  );
const today = () => formatWireDate(new Date());
/** The month before the current one (`YYYY-MM`), which the statistics chart in full. */
const lastMonth = () => {
  const now = new Date();
  return formatWireDate(new Date(now.getFullYear(), now.getMonth() - 1, 1)).slice(0, 7);
};

/** The public site's mails, addressed as the seeded INTRO_SETTING says. */
const introAddresses = {
  mailRecipients: [...INTRO_MAIL.recipients],
  mailSender: INTRO_MAIL.sender,
};
const introEnquiryMail = () =>
  enquiryMail(
    {
      name: '계약시험',
      phone: '01012345678',
      author: 'student',
      teacher: '김보다',
      grade: 'high',
      gradeDetail: 1,
      content: '',
      agreement: true,
      marketing: false,
      timeSlots: [{ day: 'MON', start: '19:00' }],
    },
    { individualPace: false, setting: introAddresses },
  ) ?? {};
const introDemoMail = () =>
  demoRequestMail(
    { name: '계약시험', phone: '0212345678', institution: '계약 학원', message: '' },
    introAddresses,
  ) ?? {};

/**
 * The calls a teacher may not make (user and group changes, unit prices: open teachers and
 * admins only, screens.md §6) succeed for the admin demo account.
 */
const callerOf: Partial<Record<EndpointName, string>> = {
  'user.EXIST_USER_ID': 'admin',
  'user.SAVE': 'admin',
  'user.MODIFY_PWD': 'admin',
  'user.MODIFY_STATUS_MULTI': 'admin',
  'user.MODIFY_MULTI_UNLOCK': 'admin',
  'user.REMOVE_MULTI': 'admin',
  'group.SAVE': 'admin',
  'group.DEL': 'admin',
  'group.DEL_ALL': 'admin',
  'group.DEL_USER': 'admin',
  'priceSave.ADD': 'admin',
  'priceSave.MOD': 'admin',
  'price.REMOVE': 'admin',
  'userExcel.ADD_USER': 'admin',
  // Notices are written by admins and operators (issue 20 item 6).
  'board.SAVE': 'admin',
  'board.REMOVE': 'admin',
};

const png = () =>
  new File([signatureOf('png')], profileImageFileName('png'), { type: 'image/png' });

const succeeding: Partial<Record<EndpointName, Case>> = {
  'openApp.DOWNLOAD_CLIENT': () => ({ companyId: DEMO_COMPANY_ID }),
  'openAppManual.MANUAL': () => ({ companyId: DEMO_COMPANY_ID }),
  'openAppManual.DOWNLOAD_FILE': () => {
    const demo = db.companies.find((company) => company.companyId === DEMO_COMPANY_ID);
    if (!demo) throw new Error('no demo institution');
    return { fileIdx: manualOf(demo).fileIdx };
  },
  'openMeet.VIEW': () => ({ inviteCode: DEMO_INVITE.running, searchType: 1 }),
  'openMeet.OPEN_VIEW': () => {
    const meet = db.meets.find(
      (candidate) => candidate.inviteCode === DEMO_INVITE.running && candidate.endDatetime === null,
    );
    return { roomCode: meet?.roomCode, meetIdx: meet?.meetIdx };
  },
  'openRoom.JOIN_INFO': () => ({
    companyIdx: 1,
    inviteCode: DEMO_INVITE.running,
    nickName: '참관',
    userType: 12,
  }),
  'openRoom.OPEN_INFO': () => ({
    companyIdx: 1,
    nickName: '김선생',
    userType: 11,
    roomTitle: '보충 수업',
  }),
  'openCompany.GET_ID_NORMAL': () => ({ companyId: DEMO_COMPANY_ID }),
  'openCompany.LIST_NORMAL': () => ({ searchKeyword: '보다', page: 0, size: 10 }),
  'openCompanyLoginInfo.LOGIN_INFO': () => ({ companyId: DEMO_COMPANY_ID, language: 'en' }),
  'openLogin.LOGIN_INFO': () => ({ companyIdx: 1 }),
  'openCompanyBranding.GET': () => ({ companyId: DEMO_COMPANY_ID }),
  'openServiceIntro.INTRO_SETTING': () => ({}),
  'openServiceIntroMail.SEND_MAIL': () => ({ ...introEnquiryMail() }),
  'openServiceIntroDemo.INTRO_DEMO_SEND_MAIL': () => ({ ...introDemoMail() }),
  ...Object.fromEntries(
    BRANDING_IMAGE_COMMANDS.map((command) => [
      `openCompanyBrandingImage.${command}`,
      () => ({ companyId: 'hanbit' }),
    ]),
  ),
  'openLogin.loginBoda': () => ({
    companyId: DEMO_COMPANY_ID,
    username: 'admin',
    password: DEMO_PASSWORD,
    autoLogin: true,
  }),
  'openLogin.loginRemember': ({ rememberToken }) => ({ rememberToken, companyId: DEMO_COMPANY_ID }),
  'openLoginSso.GNE_CLIENT_INFO': () => ({}),
  'openLoginSso.SIGN_IN': () => ({ ...DEMO_SSO.SIGN_IN }),
  'openLoginSso.SIGN_IN_GNE': () => ({ ...DEMO_SSO.SIGN_IN_GNE }),
  'openLoginSso.SIGN_IN_DACHAEUM': () => ({}),
  'openLoginSso.SIGN_IN_APP': () => ({ ...DEMO_SSO.SIGN_IN_APP }),
  'openToken.refresh': ({ refreshToken }) => ({
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
  }),
  'openLoginToken.refresh': ({ refreshToken }) => ({ refresh_token: refreshToken }),
  'openLoginResetToken.reset': ({ refreshToken }) => ({ refresh_token: refreshToken }),
  'user.GET_ME': () => ({}),
  'user.MODIFY_ME': () => ({ userName: '김민지나' }),
  'user.MODIFY_ME_PWD': () => ({ oldPassword: DEMO_PASSWORD, newPassword: 'Fresh#8024' }),
  'userProfile.MODIFY': ({ userIdx }) => ({ uploadFile: png(), userIdx }),
  'userProfile.REMOVE': ({ userIdx }) => ({ userIdx }),
  'userProfile.DOWNLOAD_FILE': ({ userIdx }) => ({ userIdx }),
  'messageRecv.EXIST_NEW': () => ({}),
  // Messages and boards (issue 20 item 6): the teacher's boxes and the demo notices.
  'message.SAVE': () => ({
    message: { title: '계약 시험 메시지', contents: '내용' },
    receiverList: [{ receiverIdx: demoUser('student')?.userIdx }],
    uploadFile: new File([signatureOf('pdf')], '자료.pdf', { type: 'application/pdf' }),
  }),
  'message.GET_FILE': () => ({ fileIdx: teacherMessageFile(), timestamp: 1 }),
  'message.DOWNLOAD_FILE': () => ({ fileIdx: teacherMessageFile() }),
  'messageByType.GET': ({ userIdx }) => ({
    messageType: 'recv',
    messageIdx: db.messages.find((message) =>
      message.receiverList.some((row) => row.receiverIdx === userIdx),
    )?.messageIdx,
  }),
  'messageByType.LIST': () => ({ messageType: 'send', page: 0, size: 10 }),
  'messageByType.REMOVE': ({ userIdx }) => ({
    messageType: 'send',
    messageIdx: db.messages.find((message) => message.regUserIdx === userIdx)?.messageIdx,
  }),
  'messageByType.REMOVE_LIST': ({ userIdx }) => ({
    messageType: 'recv',
    messageIdxList: db.messages
      .filter((message) => message.receiverList.some((row) => row.receiverIdx === userIdx))
      .map((message) => message.messageIdx),
  }),
  'board.SAVE': () => ({
    board: { boardType: 1, title: '계약 시험 공지', content: '<p>내용</p>' },
    uploadFile: new File([signatureOf('png')], '안내.png', { type: 'image/png' }),
  }),
  'board.REMOVE': () => ({ boardType: 1, boardIdx: noticeWithFile()?.boardIdx }),
  'board.GET': () => ({ boardType: 1, boardIdx: noticeWithFile()?.boardIdx, withRegUser: true }),
  'board.GET_FILE': () => ({ fileIdx: noticeWithFile()?.fileList[0]?.fileIdx, timestamp: 1 }),
  'board.DOWNLOAD_FILE': () => ({ fileIdx: noticeWithFile()?.fileList[0]?.fileIdx }),
  'board.LIST': () => ({ page: 0, size: 30, boardType: 3, withRegUser: true, searchKeyword: '' }),
  'board.LIST_PUBLISH': ({ userIdx }) => ({
    paging: false,
    boardType: 1,
    withRegUser: true,
    withBoardRead_userIdx: userIdx,
  }),
  'openLogger.log': () => ({ level: 'warn', message: 'contract test' }),
  'user.LIST': () => ({ page: 0, size: 30, order: 'regDatetime desc', searchKeyword: '김' }),
  'user.GET': () => ({ userIdx: demoUser('student')?.userIdx }),
  'user.GET_USER_ID': () => ({ userId: 'student' }),
  'user.EXIST_USER_ID': () => ({ userId: 'nobody.yet' }),
  'user.SAVE': () => ({
    userId: 'contract.user',
    userName: '계약시험',
    userType: 12,
    password: 'Fresh#8024',
    phone: '01012345678',
    groupIdx: demoGroup('중1 A반')?.groupIdx,
  }),
  'user.MODIFY_PWD': () => ({ userIdx: demoUser('student')?.userIdx, newPassword: 'Fresh#8024' }),
  'user.MODIFY_STATUS_MULTI': () => ({
    userIdxList: [demoUser('student')?.userIdx],
    userStatus: 2,
  }),
  'user.MODIFY_MULTI_UNLOCK': () => ({ userIdxList: [demoUser('locked.student')?.userIdx] }),
  'user.REMOVE_MULTI': () => ({ userIdxList: [demoUser('student')?.userIdx] }),
  'group.LIST': () => ({ companyIdx: demoUser('admin')?.companyIdx, searchType: 2 }),
  'group.SAVE': () => ({
    group: { upGroupIdx: demoGroup('중등부')?.groupIdx, groupName: '중3 A반' },
  }),
  'group.DEL': () => ({ groupIdx: demoGroup('중1 B반')?.groupIdx }),
  'group.DEL_ALL': () => ({ groupIdx: demoGroup('초등부')?.groupIdx }),
  'group.DEL_USER': () => ({ groupIdx: demoGroup('중1 B반')?.groupIdx }),
  'room.LIST': () => ({ paging: false, searchType: 2 }),
  'room.VIEW': () => ({ roomCode: regularRoom().roomCode }),
  'room.ADD': () => ({
    room: { roomTitle: '계약 시험 반', templateIdx: db.roomTemplates[0]?.templateIdx },
  }),
  'room.MOD': () => ({ room: { roomCode: regularRoom().roomCode, roomTitle: '바꾼 이름' } }),
  'room.DEL': () => ({ roomCode: seededRoom(db, '고1 수학 심화반').roomCode }),
  'roomUser.ADD': () => ({
    roomCode: regularRoom().roomCode,
    userIdx: demoUser('student10')?.userIdx,
  }),
  'roomUser.ADD_LIST': () => ({
    roomCode: regularRoom().roomCode,
    userIdxList: [demoUser('student10')?.userIdx],
  }),
  'roomUser.LIST': () => ({ roomCode: regularRoom().roomCode, page: 0, size: 1000 }),
  'roomUser.DEL': () => ({
    roomCode: regularRoom().roomCode,
    userIdx: demoUser('student')?.userIdx,
  }),
  'roomUser.DEL_LIST': () => ({
    roomCode: regularRoom().roomCode,
    userIdxList: [demoUser('student')?.userIdx],
  }),
  'roomTemplate.LIST': () => ({}),
  'roomBook.LIST': () => ({ roomCode: regularRoom().roomCode, paging: false }),
  'roomBook.ADD_MULTI': () => ({
    roomCode: seededRoom(db, '고1 수학 심화반').roomCode,
    bookIdxList: [regularRoom().roomBookList[0]?.bookIdx],
  }),
  'roomBook.MOD': () => ({
    roomBook: {
      roomCode: regularRoom().roomCode,
      bookIdx: regularRoom().roomBookList[0]?.bookIdx,
      lastReadStart: 1,
      lastReadEnd: 2,
    },
  }),
  'roomBook.DEL_MULTI': () => ({
    roomCode: regularRoom().roomCode,
    bookIdxList: [regularRoom().roomBookList[0]?.bookIdx],
  }),
  'roomJoin.CLOSE': () => ({
    roomCode: regularRoom().roomCode,
    meetIdx: regularMeetIdx(),
    remove: false,
  }),
  'meet.VIEW': () => ({ meetIdx: regularMeetIdx() }),
  'meet.VIEW_INVITE': () => ({ inviteCode: DEMO_INVITE.running, searchType: 1 }),
  'meet.LIST': () => ({ page: 0, size: 20, searchKeyword: '수학' }),
  'meetUser.LIST': () => ({ meetIdx: regularMeetIdx() }),
  'meetUser.GET': ({ userIdx }) => ({ meetIdx: regularMeetIdx(), userIdx }),
  'meetFile.VIEW': () => ({ fileIdx: teacherReferenceFile(), timestamp: 1 }),
  'meetFile.LIST': () => ({ roomCode: regularRoom().roomCode, meetIdx: 0, fileType: 1 }),
  'meetFile.ADD': () => ({
    meetFile: { meetIdx: 0, fileType: 1, roomCode: regularRoom().roomCode },
    uploadFile_0: new File([signatureOf('pdf')], '자료.pdf', { type: 'application/pdf' }),
  }),
  'meetFile.DEL': () => ({ fileIdx: teacherReferenceFile() }),
  'openMeetFile.DOWNLOAD_MEET_FILE': () => ({ fileIdx: teacherReferenceFile() }),
  'memo.LIST': () => ({ userIdx: demoUser('student')?.userIdx }),
  'memo.VIEW': () => ({ memoIdx: db.memos[0]?.memoIdx }),
  'memo.SAVE': ({ userIdx }) => ({
    userIdx: demoUser('student')?.userIdx,
    regUserIdx: userIdx,
    content: '메모',
  }),
  'memo.MOD': ({ userIdx }) => ({
    memoIdx: db.memos.find((memo) => memo.regUserIdx === userIdx)?.memoIdx,
    content: '고친 메모',
  }),
  'memo.DEL': ({ userIdx }) => ({
    memoIdx: db.memos.find((memo) => memo.regUserIdx === userIdx)?.memoIdx,
  }),
  'price.LIST': () => ({ userIdx: demoUser('student')?.userIdx }),
  'price.VIEW': () => ({ priceIdx: db.prices[0]?.priceIdx }),
  'priceSave.ADD': () => ({
    userIdx: demoUser('teacher')?.userIdx,
    startDate: today(),
    price: 30000,
  }),
  'priceSave.MOD': () => {
    const saved = db.prices[0];
    return {
      priceIdx: saved?.priceIdx,
      userIdx: saved?.userIdx,
      roomCode: saved?.roomCode ?? undefined,
      startDate: saved?.startDate,
      price: 40000,
    };
  },
  'price.REMOVE': () => ({ priceIdx: db.prices[0]?.priceIdx }),
  'userExcel.SAMPLE_USER_ADD': () => ({}),
  'userExcel.ADD_USER': () => ({
    groupIdx: demoGroup('중1 A반')?.groupIdx,
    userType: 12,
    uploadFile: userSheet,
  }),
  // Notes (issue 9): the teacher's review of a verified homework note, and its files.
  'note.LIST': () => ({ page: 0, size: 20, searchType: 5, order: 'noteSubmitDatetime DESC' }),
  'note.VIEW': () => ({ noteIdx: verifiedNote()?.noteIdx }),
  'note.NOTE_JSON': () => ({ noteIdx: verifiedNote()?.noteIdx }),
  'note.LIST_AGENDA': () => ({ noteIdx: verifiedNote()?.noteIdx }),
  'note.MOD_SOLUTION': () => ({ ...firstSolutionOf(verifiedNote()), result: 0 }),
  'note.MOD_REVIEW': () => {
    const { solutionNo: _solutionNo, ...page } = firstSolutionOf(verifiedNote());
    return { ...page, check: 1 };
  },
  'note.MOD_STATUS': () => ({
    noteIdx: verifiedNote()?.noteIdx,
    status: 5,
    confirmComment: '잘했어요',
  }),
  'note.NOTE_PDF_INFO': () => ({ searchIdx: verifiedNote()?.noteIdx, fileType: 'NOTE_PDF' }),
  'noteFile.DOWNLOAD_PDF': () => {
    const note = verifiedNote();
    return { noteIdx: note?.noteIdx, fileName: note ? pdfFileName(note) : '' };
  },
  'noteFile.DOWNLOAD_PAGE': () => {
    const { noteIdx, agendaNo, pageNo } = firstSolutionOf(verifiedNote());
    return { noteIdx, agendaNo, pageNo };
  },
  'note.DOWNLOAD_CROP_PAGE': () => {
    const { noteIdx, agendaNo, pageNo } = firstSolutionOf(verifiedNote());
    return { noteIdx, agendaPages: [{ agendaNo, pageNo }], fileType: 2 };
  },
  'logNote.LIST': () => ({ noteIdx: verifiedNote()?.noteIdx }),
  // Books and homework (issue 8): the teacher's own seeded workbook, its homework and submitters.
  'book.LIST': () => ({ page: 0, size: 30, searchKeyword: '수학' }),
  'book.VIEW': () => ({ bookIdx: ownBook()?.bookIdx }),
  'book.VIEW_WITH_PAGE': () => ({ bookIdx: ownBook()?.bookIdx, fromPage: 1, toPage: 10 }),
  'book.ADD': () => ({
    book: { bookName: '계약 시험 교재', bookType: 1 },
    pageFile_0: new File([manualPdf('Contract')], 'contract.pdf', { type: 'application/pdf' }),
  }),
  'book.ADD_DEPLOY': () => ({
    bookIdx: ownBook()?.bookIdx,
    task: homeworkInput(),
    userIdxList: [demoUser('student')?.userIdx],
  }),
  'book.MOD': () => {
    const book = ownBook();
    return {
      book: { bookIdx: book?.bookIdx, bookName: '이름 바꾼 익힘책', bookType: book?.bookType },
    };
  },
  'book.MOD_NAME': () => ({ bookIdx: ownBook()?.bookIdx, bookName: '새 이름' }),
  'book.MOD_INDEX': () => ({
    bookIdx: ownBook()?.bookIdx,
    indexNode: [{ title: '1단원', key: '1', startPage: 1, children: [] }],
  }),
  'book.DUP': () => ({ bookIdx: ownBook()?.bookIdx, bookName: '복사한 익힘책' }),
  'book.DEL': () => ({ bookIdx: ownBook()?.bookIdx }),
  'bookAnswer.MOD': () => ({
    bookIdx: ownBook()?.bookIdx,
    solutionJson: JSON.stringify([{ pageNo: 1, answers: [{ no: 1, answer: '③' }] }]),
  }),
  'bookFile.DOWNLOAD_PAGE': () => ({ bookIdx: ownBook()?.bookIdx, pageNo: 3 }),
  'bookFile.DOWNLOAD_ANSWER': () => ({ bookIdx: ownBook()?.bookIdx, pageNo: 3 }),
  'task.LIST': () => ({ page: 0, size: 20, joinBook: true, joinRegUser: true }),
  'task.VIEW': () => ({ taskIdx: unsubmittedTask()?.taskIdx }),
  'task.ADD': () => ({
    task: { ...homeworkInput(), bookIdx: ownBook()?.bookIdx },
    userIdxList: [demoUser('student')?.userIdx],
  }),
  'task.delete': () => ({ task: { taskIdx: unsubmittedTask()?.taskIdx } }),
  'task.SEND_HURRY': () => ({
    taskIdx: unsubmittedTask()?.taskIdx,
    userIdxList: [demoUser('student')?.userIdx],
  }),
  'taskUser.LIST': () => ({ taskIdx: unsubmittedTask()?.taskIdx, taskStatus: 2 }),
  'statsMeet.LIST_OPEN_CHART': () => ({ searchYm: lastMonth() }),
  'statsMeet.LIST_JOIN_CHART': () => ({ searchYm: lastMonth() }),
  'licenseStatsJoin.LIST_CHART': () => ({ searchDate: today() }),
  'licenseStatsConcurrent.LIST_CHART': () => ({ searchYm: lastMonth() }),
  'concurrentStats.LIST_CHART': () => ({ searchYm: lastMonth() }),
  'licenseLogJoin.LIST': () => ({ page: 0, size: 30, searchDate: `${lastMonth()}-15` }),
  'licenseLogJoin.LIST_TOTAL': () => ({ page: 0, size: 30, searchYm: lastMonth() }),
  'license.GET': () => ({}),
  'logMeetUserJoin.LIST': () => ({
    page: 0,
    size: 20,
    searchStartDate: `${lastMonth()}-01`,
    searchEndDate: today(),
    roomType: 2,
    searchFilter: 'userId',
    searchKeyword: 'student',
    searchMatch: false,
  }),
  'logMeet.LIST': () => ({
    page: 0,
    size: 20,
    searchType: 4,
    searchStartDate: `${lastMonth()}-01`,
    searchEndDate: today(),
    roomType: 2,
    searchFilter: 'leaderId',
    searchKeyword: 'teacher',
    searchMatch: false,
  }),
  'logMeet.VIEW': () => ({
    roomCode: regularRoom().roomCode,
    meetIdx: regularLogMeetIdx(),
    withTemplate: true,
  }),
  'logMeetUser.LIST': () => ({
    roomCode: regularRoom().roomCode,
    meetIdx: regularLogMeetIdx(),
    page: 0,
    size: 20,
  }),
  // The room's second stored class: its summary was never asked (the first one's is ready).
  'logMeetSummary.SAVE': () => ({
    meetIdx: db.classLogs.filter((log) => log.roomCode === regularRoom().roomCode)[1]?.meetIdx,
  }),
  // The demo teacher's own settlement of last month and this one (searchType 5, paging false).
  'logMeet.LIST_AMOUNT': () => ({
    searchType: 5,
    searchStartDate: `${lastMonth()}-01`,
    searchEndDate: today(),
    paging: false,
  }),
  // The demo student's fee of the teacher's first stored class of 중2 수학 정규반.
  'logMeetFee.SAVE': () => ({
    meetIdx: regularLogMeetIdx(),
    userIdx: demoUser('student')?.userIdx,
    amount: 35000,
  }),
  'logMeetExcel.USER_JOIN_GNE': () => ({
    searchStartDate: `${lastMonth()}-01`,
    searchEndDate: today(),
    language: 'ko',
  }),
  'logMeetExcel.USER_SCORE': () => ({
    excelRoomMeet: String(regularLogMeetIdx()),
    searchStartDate: `${lastMonth()}-01`,
    searchEndDate: today(),
    language: 'en',
  }),
  'recordLog.LIST_ROOM': () => ({ roomCode: regularRoom().roomCode, meetIdx: regularLogMeetIdx() }),
  'recordLogVideo.LIST': () => ({ roomCode: regularRoom().roomCode, page: 0, size: 20 }),
  'recordLogVideo.LIST_ROOM': () => ({ meetIdx: regularLogMeetIdx() }),
  'recordLogChat.LIST_ROOM': () => ({ roomCode: regularRoom().roomCode }),
  'recordLogVideo.GET_FILE': () => ({ recordIdx: regularRecordIdx(), timestamp: Date.now() }),
  'recordLogVideo.DOWNLOAD_FILE': () => ({ recordIdx: regularRecordIdx() }),
};

/** The demo teacher's reserved room with a live class, books and reference files (classes.ts). */
const regularRoom = () => seededRoom(db, '중2 수학 정규반');
const regularMeetIdx = () => runningMeetOf(db, regularRoom().roomCode)?.meetIdx;
/** The first ended class of that room, a stored class log (the seed's, with a re-entry). */
const regularLogMeetIdx = () =>
  db.classLogs.find((log) => log.roomCode === regularRoom().roomCode)?.meetIdx;
/** The recording of that class (the seed's stored records, classRecords.ts). */
const regularRecordIdx = () =>
  db.classRecords.find((record) => record.meetIdx === regularLogMeetIdx())?.recordIdx;
const teacherReferenceFile = () =>
  db.meetFiles.find((file) => file.regUserIdx === demoUser('teacher')?.userIdx)?.fileIdx;

/** An attachment of a message the demo teacher sent (the seeded mailbox, messages.ts). */
const teacherMessageFile = () =>
  db.messages.find(
    (message) => message.regUserIdx === demoUser('teacher')?.userIdx && message.fileList.length > 0,
  )?.fileList[0]?.fileIdx;
/** A seeded notice with an attachment (boards.ts). */
const noticeWithFile = () =>
  db.boards.find((post) => post.boardType === 1 && post.fileList.length > 0);

/** The `{messageType}` of a call under /message/{messageType}, from its fields. */
const pathParamsOf = (name: EndpointName, fields: Fields): Record<string, string> =>
  endpoints[name].path.includes('{messageType}')
    ? { messageType: String(fields.messageType ?? 'recv') }
    : {};

/** The demo teacher's first seeded workbook (the seeded homework comes from it). */
function ownBook() {
  const teacher = demoUser('teacher');
  return db.books.find((book) => book.regUserIdx === teacher?.userIdx && book.questionCount > 0);
}

/** A live homework of the demo teacher that nobody has submitted (removable). */
function unsubmittedTask() {
  const teacher = demoUser('teacher');
  return db.tasks.find(
    (task) =>
      task.regUserIdx === teacher?.userIdx &&
      task.deleteYn === 'N' &&
      !db.taskUsers.some((row) => row.taskIdx === task.taskIdx && row.taskStatus === 2),
  );
}

/** Homework starting now, due in two days at 17:00 (the form's default, screens.md §9). */
function homeworkInput() {
  const due = new Date();
  due.setDate(due.getDate() + 2);
  const now = new Date(Date.now() + 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    taskName: '계약 시험 숙제',
    startDatetime: `${formatWireDate(now)} ${pad(now.getHours())}:${pad(now.getMinutes())}:00`,
    submitLimitDatetime: `${formatWireDate(due)} 17:00:00`,
    autoReview: 1,
    startPage: 1,
    endPage: 10,
  };
}

/** A homework note whose answers were checked, waiting for the teacher (NOTE_STATUS.VERIFIED). */
function verifiedNote() {
  return db.notes.find((note) => note.noteKind === 2 && note.noteStatus === 3);
}

/** The first solution of a note, named as the marking calls name it. */
function firstSolutionOf(note: (typeof db.notes)[number] | undefined) {
  const agenda = note?.agendas[0];
  const page = agenda?.PLi[0];
  return {
    noteIdx: note?.noteIdx,
    agendaNo: agenda?.ANo,
    pageNo: page?.PNo,
    solutionNo: page?.SolLi[0]?.SNo,
  };
}

async function teacherSession(userId = 'teacher') {
  const { token, user, rememberToken } = await login(userId, { autoLogin: true });
  return {
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    rememberToken: rememberToken ?? '',
    userIdx: user.userIdx,
  };
}

describe('every implemented call answers as the contract says', () => {
  const names = implementations.map((implementation) => implementation.name);

  it('has a succeeding case for every implemented call', () => {
    expect(names.filter((name) => !(name in succeeding))).toEqual([]);
  });

  it.each(names)('%s: a success matches its response schema', async (name) => {
    const session = await teacherSession(callerOf[name]);
    if (name === 'userProfile.REMOVE' || name === 'userProfile.DOWNLOAD_FILE') {
      // Something to remove or download.
      await callEndpoint('userProfile.MODIFY', {
        accessToken: session.accessToken,
        fields: { uploadFile: png(), userIdx: session.userIdx },
      });
    }
    const make = succeeding[name];
    if (!make) throw new Error(`no case for ${name}`);
    const fields = make(session);
    const { status } = await callEndpoint(name, {
      accessToken: session.accessToken,
      fields,
      pathParams: pathParamsOf(name, fields),
    });
    expect(status).toBe(200);
  });

  it('the profile picture download is a file', async () => {
    const session = await teacherSession();
    await callEndpoint('userProfile.MODIFY', {
      accessToken: session.accessToken,
      fields: { uploadFile: png(), userIdx: session.userIdx },
    });
    const file = await callEndpoint('userProfile.DOWNLOAD_FILE', {
      accessToken: session.accessToken,
      fields: { userIdx: session.userIdx },
    });
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('image/png');
  });

  it.each(names)('%s: a refusal is the error envelope with a code of its status', async (name) => {
    const def = endpoints[name];
    // An unknown field: every request schema is strict, so every call refuses it.
    const { status, body } = await callEndpoint(name, {
      accessToken: (await teacherSession()).accessToken,
      fields: { notInTheContract: '1' },
      pathParams: pathParamsOf(name, {}),
    });
    expect(status, def.path).toBe(400);
    expect((body as { errorCode: string }).errorCode).toBe('WB-400-212');
  });

  afterAll(() => {
    // Every implemented call was answered at least once while this file ran.
    expect(names.filter((name) => !answeredCalls.includes(name))).toEqual([]);
  });
});

describe('the contract check itself', () => {
  const def = endpoints['user.GET_ME'];
  it('finds a success that does not match the schema', async () => {
    const broken = HttpResponse.json({ success: true, result: { userIdx: 'one' } });
    expect(await contractViolation('user.GET_ME', def, broken)).toMatch(/user.GET_ME/);
  });
  it('finds a failure whose code disagrees with its status', async () => {
    const broken = HttpResponse.json({ success: false, errorCode: 'WB-403-203' }, { status: 400 });
    expect(await contractViolation('user.GET_ME', def, broken)).toMatch(/does not match/);
  });
  it('accepts a good answer', async () => {
    const user = db.users[0];
    const good = HttpResponse.json({
      success: true,
      errorCode: null,
      result: {
        userIdx: user?.userIdx,
        userId: user?.userId,
        userName: user?.userName,
        userType: user?.userType,
      },
    });
    expect(await contractViolation('user.GET_ME', def, good)).toBeNull();
  });
});
