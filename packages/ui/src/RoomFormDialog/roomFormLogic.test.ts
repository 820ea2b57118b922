import { ROOM_KIND, type Room, USER_TYPE } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import {
  attendeesAfterPick,
  attendeesAfterRemove,
  diffAttendees,
  diffBooks,
  initialDraft,
  kindOptions,
  leaderCandidates,
  type RoomFormDraft,
  roomFormFaults,
  toRoomFormValues,
} from './roomFormLogic.ts';

const now = new Date(2026, 2, 4, 10, 0, 0); // 2026-03-04 10:00
const me = { userIdx: 7, userName: '김선생', userType: USER_TYPE.TEACHER };
const kim = { userIdx: 101, userName: '김민준', userType: USER_TYPE.STUDENT };
const lee = { userIdx: 102, userName: '이서연', userType: USER_TYPE.STUDENT };
const park = { userIdx: 103, userName: '박지호', userType: USER_TYPE.STUDENT };

const room: Room = {
  roomCode: 'R-1',
  roomTitle: '중2 수학',
  roomDesc: '월수금',
  roomType: ROOM_KIND.CLASS,
  template: { templateIdx: 3, templateName: '수업형' },
  showDatetime: '2026-01-05 00:00:00',
  showEndDatetime: '9999-12-31 23:59:59',
  ownerUserIdx: 7,
  ownerUser: { userName: '김선생' },
  roomUserList: [kim, lee],
  roomBookList: [
    { bookIdx: 1, book: { bookName: '개념편', pageCount: 120 }, lastReadStart: 3, lastReadEnd: 12 },
    { bookIdx: 2, book: { bookName: '유형편', pageCount: 80 }, lastReadStart: 1, lastReadEnd: 1 },
  ],
};

const base = {
  mode: 'manage' as const,
  templates: [{ templateIdx: 3, templateName: '수업형' }],
  allowedKinds: [ROOM_KIND.MEETING, ROOM_KIND.CLASS],
  currentUser: me,
  now,
};

describe('initialDraft', () => {
  it('registers with the default period of six months, the only template and the class kind', () => {
    expect(initialDraft(base)).toMatchObject({
      templateIdx: '3',
      roomType: String(ROOM_KIND.CLASS),
      ownerUserIdx: '',
      start: '2026-03-04',
      end: '2026-09-04',
      unlimited: false,
    });
    expect(initialDraft({ ...base, mode: 'service' }).ownerUserIdx).toBe('7');
  });
  it('modifies the room as it is; an unlimited period offers six months if unchecked', () => {
    expect(initialDraft({ ...base, room })).toMatchObject({
      roomTitle: '중2 수학',
      templateIdx: '3',
      ownerUserIdx: '7',
      start: '2026-01-05',
      end: '2026-07-05',
      unlimited: true,
      attendees: [kim, lee],
      books: [
        { bookIdx: 1, bookName: '개념편', pageCount: 120, lastReadStart: '3', lastReadEnd: '12' },
        { bookIdx: 2, bookName: '유형편', pageCount: 80, lastReadStart: '1', lastReadEnd: '1' },
      ],
    });
  });
});

describe('roomFormFaults (screens.md §5 "Rooms and attendees")', () => {
  const draft = (patch: Partial<RoomFormDraft>): RoomFormDraft => ({
    ...initialDraft(base),
    roomTitle: '중2 수학',
    ownerUserIdx: '7',
    ...patch,
  });
  const context = { mode: 'manage' as const, now, booksEnabled: true };
  const found = (faults: ReturnType<typeof roomFormFaults>) =>
    Object.fromEntries(Object.entries(faults).filter(([, fault]) => fault));

  it('passes a complete form', () => {
    expect(found(roomFormFaults(draft({}), context))).toEqual({});
  });
  it('needs a name that is not blank and at most 50 long', () => {
    expect(found(roomFormFaults(draft({ roomTitle: '   ' }), context))).toEqual({
      roomTitle: { key: 'valid.required' },
    });
    expect(roomFormFaults(draft({ roomTitle: 'a'.repeat(51) }), context).roomTitle).toEqual({
      key: 'valid.maxLength',
      params: { max: 50 },
    });
  });
  it('needs a leader in manage mode only', () => {
    expect(roomFormFaults(draft({ ownerUserIdx: '' }), context).ownerUserIdx).toEqual({
      key: 'valid.required',
    });
    expect(
      roomFormFaults(draft({ ownerUserIdx: '' }), { ...context, mode: 'service' }).ownerUserIdx,
    ).toBeNull();
  });
  it('refuses a period end more than a year after the start, and lets unlimited pass', () => {
    expect(roomFormFaults(draft({ end: '2027-03-05' }), context).end).toEqual({
      key: 'valid.roomPeriodMax',
      params: { months: 12 },
    });
    expect(roomFormFaults(draft({ end: '', unlimited: true }), context).end).toBeUndefined();
  });
  it('checks each book range when the books are shown', () => {
    const books = [
      { bookIdx: 1, bookName: '개념편', pageCount: 120, lastReadStart: '9', lastReadEnd: '3' },
    ];
    expect(roomFormFaults(draft({ books }), context).books).toEqual({
      key: 'valid.pageStartAfterEnd',
    });
    expect(roomFormFaults(draft({ books }), { ...context, booksEnabled: false }).books).toBe(
      undefined,
    );
  });
});

describe('attendees (screens.md §5)', () => {
  const directory = new Set([101, 102, 103]);
  it('valid.selectUser when the picker added no one and took no one out', () => {
    expect(attendeesAfterPick([kim, lee], [kim, lee], directory)).toMatchObject({
      attendees: [kim, lee],
      fault: { key: 'valid.selectUser' },
    });
  });
  it('adds the new users and removes the ones taken out of the picker', () => {
    expect(attendeesAfterPick([kim, lee], [kim, park], directory)).toEqual({
      attendees: [kim, park],
      fault: null,
      added: 1,
      removed: 1,
    });
  });
  it('keeps attendees the picker does not list (it could not take them out)', () => {
    const stranger = { userIdx: 999, userName: '외부' };
    expect(attendeesAfterPick([stranger], [kim], directory).attendees).toEqual([stranger, kim]);
  });
  it('valid.selectRemoveAttender when remove is pressed with no one selected', () => {
    expect(attendeesAfterRemove([kim, lee], new Set()).fault).toEqual({
      key: 'valid.selectRemoveAttender',
    });
    expect(attendeesAfterRemove([kim, lee], new Set([101])).attendees).toEqual([lee]);
  });
  it('diffs by userIdx', () => {
    expect(diffAttendees([101, 102], [102, 103])).toEqual({ add: [103], remove: [101] });
  });
});

describe('leaders and kinds', () => {
  it('offers teachers and open teachers only, and keeps the room leader', () => {
    const list = leaderCandidates(
      [
        { userIdx: 1, userName: 'T', userType: USER_TYPE.TEACHER },
        { userIdx: 2, userName: 'S', userType: USER_TYPE.STUDENT },
        { userIdx: 3, userName: 'O', userType: USER_TYPE.OPEN_TEACHER },
      ],
      room,
    );
    expect(list.map((user) => user.userIdx)).toEqual([7, 1, 3]);
  });
  it('keeps a saved room kind that is no longer allowed', () => {
    expect(kindOptions([ROOM_KIND.MEETING], room)).toEqual([ROOM_KIND.CLASS, ROOM_KIND.MEETING]);
  });
});

describe('toRoomFormValues', () => {
  it('registers: every attendee to add, none to remove, the period as wire datetimes', () => {
    const draft = { ...initialDraft(base), roomTitle: ' 중2 수학 ', ownerUserIdx: '7' };
    const values = toRoomFormValues(
      { ...draft, attendees: [kim, lee] },
      { booksEnabled: false, room: undefined },
    );
    expect(values).toEqual({
      room: {
        roomTitle: '중2 수학',
        roomDesc: '',
        roomType: ROOM_KIND.CLASS,
        templateIdx: 3,
        ownerUserIdx: 7,
        showDatetime: '2026-03-04 00:00:00',
        showEndDatetime: '2026-09-04 23:59:59',
      },
      unlimited: false,
      userIdxList: [101, 102],
      roomUserList: [{ userIdx: 101 }, { userIdx: 102 }],
      delUserList: [],
      books: { add: [], remove: [], update: [] },
      ownerChanged: false,
    });
  });
  it('modifies: reports the attendees and books added, removed and changed', () => {
    const draft = initialDraft({ ...base, room });
    const values = toRoomFormValues(
      {
        ...draft,
        ownerUserIdx: '8',
        attendees: [lee, park],
        books: [
          { ...(draft.books[0] as RoomFormDraft['books'][number]), lastReadEnd: '20' },
          { bookIdx: 5, bookName: '심화편', pageCount: 40, lastReadStart: '1', lastReadEnd: '1' },
        ],
      },
      { booksEnabled: true, room },
    );
    expect(values.room).toMatchObject({ roomCode: 'R-1', showEndDatetime: '9999-12-31 23:59:59' });
    expect(values.roomUserList).toEqual([{ userIdx: 103 }]);
    expect(values.delUserList).toEqual([{ userIdx: 101 }]);
    expect(values.books).toEqual({
      add: [{ bookIdx: 5, lastReadStart: 1, lastReadEnd: 1 }],
      remove: [2],
      update: [{ bookIdx: 1, lastReadStart: 3, lastReadEnd: 20 }],
    });
    expect(values.ownerChanged).toBe(true);
  });
  it('keeps the end of diffBooks empty when nothing changed', () => {
    const draft = initialDraft({ ...base, room });
    expect(diffBooks(room.roomBookList ?? [], draft.books)).toEqual({
      add: [],
      remove: [],
      update: [],
    });
  });
});
