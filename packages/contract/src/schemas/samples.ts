/**
 * Sample payloads that the schema tests parse. Exported so that the endpoint tests and the mocks'
 * seed can start from shapes known to pass. Values are made up; field names are the spec's.
 */
export const sampleUser = {
  userIdx: 101,
  userId: 'teacher',
  userName: '김선생',
  userType: 11,
  accountOwnerType: 1,
  userRole: 3,
  userStatus: 1,
  locked: false,
  phone: '01012345678',
  phone2: null,
  email: 'teacher@example.com',
  groupIdx: 3,
  regDatetime: '2026-03-02 09:00:00',
} as const;

export const sampleSessionUser = { ...sampleUser, companyId: 'demo', webAuth: 4096 } as const;

export const sampleCompany = {
  companyIdx: 1,
  companyId: 'demo',
  companyName: '데모 학원',
} as const;

export const sampleBook = {
  bookIdx: 7,
  bookName: '중등 수학 1-1',
  bookDesc: '',
  bookType: 2,
  bookStatus: 1,
  pageCount: 120,
  questionCount: 40,
  solutionJson: '{"1":[1,3]}',
  indexNode: [
    {
      title: '1. 소인수분해',
      key: '0',
      startPage: 1,
      children: [{ title: '1-1 소수와 합성수', key: '0-0', startPage: 3 }],
    },
  ],
  regUser: { userIdx: 101, userName: '김선생' },
  regDatetime: '2026-03-02 09:00:00',
} as const;

export const sampleTask = {
  taskIdx: 12,
  taskName: '1단원 숙제',
  bookIdx: 7,
  book: { bookIdx: 7, questionCount: 40, pageCount: 120, bookName: '중등 수학 1-1' },
  regUser: { userName: '김선생' },
  regDatetime: '2026-03-02 09:00:00',
  startDatetime: '2026-03-02 09:00:00',
  submitLimitDatetime: '2026-03-04 17:00:00',
  totalUserCount: 10,
  submitUserCount: 4,
  autoReview: 1,
  deleteYn: 'N',
  userIdxList: [201, 202],
  taskUser: {
    taskStatus: 1,
    noteIdx: 55,
    note: { companyIdx: 1, meetIdx: 0, noteDir: '/n/55', noteIdx: 55 },
  },
} as const;

export const sampleNoteJson = [
  {
    ANo: 1,
    ANm: '1단원',
    PLi: [
      {
        PNo: 3,
        PNm: 'p.3',
        W: 1,
        Chk: 0,
        SolLi: [{ SNo: 1, Res: 0, RectNum: 2, Ans: '3', Slvd: true }],
      },
    ],
  },
] as const;

export const sampleRoom = {
  roomCode: 'R-0001',
  roomIdx: 1,
  roomTitle: '중2 A반',
  roomDesc: '',
  roomType: 2,
  template: { templateIdx: 1, templateName: '기본', description: '' },
  showDatetime: '2026-03-01 00:00:00',
  showEndDatetime: '9999-12-31 23:59:59',
  ownerUserIdx: 101,
  ownerUser: { userName: '김선생' },
  roomStatus: 1,
  roomShowType: 2,
  roomOpenType: 1,
  inviteCode: '123456789',
  roomUserList: [{ userIdx: 201, userName: '이학생', userType: 12, phone: '01000000000' }],
  roomBookList: [
    {
      roomCode: 'R-0001',
      bookIdx: 7,
      book: { bookName: '중등 수학 1-1', pageCount: 120, regUser: { userName: '김선생' } },
      lastReadStart: 1,
      lastReadEnd: 10,
    },
  ],
  meet: { exist: true, meetIdx: 900, meetTitle: '중2 A반', currentUserNum: 3 },
} as const;

export const sampleLoginResponse = {
  token: { access_token: 'a.b.c', refresh_token: 'r.s.t' },
  rememberToken: 'remember-1',
  user: sampleSessionUser,
  bodaCompany: sampleCompany,
  bodaCfg: 'SYSTEM_EMERGENCY_MODE=0&WEB_FUNC_USE=1,1,0',
  userTypeStr: '11,2048|12,0',
  bodaSetting: { clientSetting: 'app', unknownSetting: 'kept' },
  nativeData: {},
} as const;
