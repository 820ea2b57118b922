import {
  defaultRoomPeriod,
  formatWireDate,
  formatWireDateTime,
  isTeacherLike,
  isUnlimitedDate,
  parseWireDate,
  ROOM_KIND,
  type Room,
  type RoomBook,
  type RoomKind,
  type RoomTemplate,
  roomPeriodRange,
  toDate,
  type ValidationFault,
  validatePageRange,
  validateRoomName,
  validateRoomPeriod,
  validationFault,
} from '@platform/contract';
import type { FormFaults } from '../FormDialog/index.ts';

/**
 * Who fills the form: `manage` is the management room list, where a manager chooses the leader
 * (required); `service` is the class page, where the leader is the current user (screens.md §5
 * "leader required in manage mode", §6 "Leader changes by manager").
 */
export type RoomFormMode = 'manage' | 'service';

/** A user as the form lists them: an attendee, a leader candidate, the current user. */
export interface RoomFormUser {
  userIdx: number;
  userName: string;
  /** USER_TYPE code; leader candidates of another type than teacher are not offered. */
  userType?: number | undefined;
}

/** A book that may be added to the room (the institution's class books). */
export interface RoomFormBookOption {
  bookIdx: number;
  bookName: string;
  pageCount: number;
}

/** A book's last-read range, as roomBook.MOD takes it. */
export interface RoomBookRange {
  bookIdx: number;
  lastReadStart: number;
  lastReadEnd: number;
}

/** A book of the room while the form is edited: the pages are the fields' text. */
export interface RoomBookDraft {
  bookIdx: number;
  bookName: string;
  pageCount: number;
  lastReadStart: string;
  lastReadEnd: string;
}

/** The form while it is edited. Dates are wire dates `YYYY-MM-DD` ('' while empty). */
export interface RoomFormDraft {
  roomTitle: string;
  roomDesc: string;
  /** The template's idx as the select holds it; '' while none is chosen. */
  templateIdx: string;
  /** The room kind (ROOM_KIND) as the radio group holds it. */
  roomType: string;
  /** The leader's userIdx as the select holds it; '' while none is chosen. */
  ownerUserIdx: string;
  start: string;
  end: string;
  unlimited: boolean;
  attendees: RoomFormUser[];
  books: RoomBookDraft[];
}

/** The room part of room.ADD / room.MOD. */
export interface RoomFormRoom {
  /** Only when modifying. */
  roomCode?: string;
  roomTitle: string;
  /** '' clears it. */
  roomDesc: string;
  roomType: RoomKind;
  templateIdx: number;
  ownerUserIdx: number;
  /** Wire datetimes: the start day at 00:00:00, the end day at 23:59:59 or year 9999. */
  showDatetime: string;
  showEndDatetime: string;
}

/** What the dialog hands over on save. */
export interface RoomFormValues {
  room: RoomFormRoom;
  /** The period has no end (showEndDatetime in year 9999). */
  unlimited: boolean;
  /** Every attendee after the change, in the list's order. */
  userIdxList: number[];
  /**
   * The attendees to add: on register every attendee (room.ADD roomUserList), on modify only
   * the new ones (room.MOD roomUserList).
   */
  roomUserList: { userIdx: number }[];
  /** The attendees to remove (room.MOD delUserList); empty on register. */
  delUserList: { userIdx: number }[];
  /**
   * The books (only when the books section is shown; all empty otherwise): to add (then their
   * range), to remove, and kept books whose last-read range changed.
   */
  books: { add: RoomBookRange[]; remove: number[]; update: RoomBookRange[] };
  /** The leader is not the one the room had (modify; a separate owner change on the server). */
  ownerChanged: boolean;
}

/** Teachers and open teachers only (screens.md §6 "change leader (only teachers selectable)"). */
export function leaderCandidates(
  teachers: readonly RoomFormUser[],
  room: Room | undefined,
): RoomFormUser[] {
  const list = teachers.filter(
    (user) => user.userType === undefined || isTeacherLike(user.userType),
  );
  const owner = room?.ownerUserIdx ?? undefined;
  // The room's leader stays choosable even when the list no longer holds them (assumed).
  if (owner !== undefined && !list.some((user) => user.userIdx === owner)) {
    list.unshift({ userIdx: owner, userName: room?.ownerUser?.userName ?? String(owner) });
  }
  return list;
}

/** The templates to offer: the institution's, plus the room's own when it is no longer listed. */
export function templateOptions(
  templates: readonly RoomTemplate[],
  room: Room | undefined,
): RoomTemplate[] {
  const own = room?.template;
  if (!own || templates.some((template) => template.templateIdx === own.templateIdx)) {
    return [...templates];
  }
  return [own, ...templates];
}

/** The kinds to offer: the allowed ones, plus the room's own kind (a saved room keeps it). */
export function kindOptions(allowed: readonly RoomKind[], room: Room | undefined): RoomKind[] {
  const own = room?.roomType ?? undefined;
  return own !== undefined && !allowed.includes(own) ? [own, ...allowed] : [...allowed];
}

function bookDraft(book: RoomBook): RoomBookDraft | null {
  if (book.bookIdx == null) return null;
  return {
    bookIdx: book.bookIdx,
    bookName: book.book?.bookName ?? String(book.bookIdx),
    pageCount: book.book?.pageCount ?? 0,
    lastReadStart: book.lastReadStart == null ? '' : String(book.lastReadStart),
    lastReadEnd: book.lastReadEnd == null ? '' : String(book.lastReadEnd),
  };
}

export interface InitialDraftInput {
  room?: Room | undefined;
  mode: RoomFormMode;
  templates: readonly RoomTemplate[];
  allowedKinds: readonly RoomKind[];
  currentUser: RoomFormUser;
  now: Date;
}

/**
 * The form a dialog opens with. Register: the default period (today and six months on,
 * screens.md §9), the only template when there is one, the class kind when allowed (else the
 * first allowed one), the current user as leader in service mode. Modify: the room as it is.
 */
export function initialDraft({
  room,
  mode,
  templates,
  allowedKinds,
  currentUser,
  now,
}: InitialDraftInput): RoomFormDraft {
  if (room) {
    const start = toDate(room.showDatetime);
    const unlimited = isUnlimitedDate(room.showEndDatetime);
    const end = unlimited ? null : toDate(room.showEndDatetime);
    return {
      roomTitle: room.roomTitle,
      roomDesc: room.roomDesc ?? '',
      templateIdx: room.template ? String(room.template.templateIdx) : '',
      roomType: room.roomType == null ? '' : String(room.roomType),
      ownerUserIdx: room.ownerUserIdx == null ? '' : String(room.ownerUserIdx),
      start: start ? formatWireDate(start) : '',
      // Unchecking unlimited offers the default six months from the start.
      end: end
        ? formatWireDate(end)
        : unlimited
          ? formatWireDate(defaultRoomPeriod(start ?? now).end)
          : '',
      unlimited,
      attendees: (room.roomUserList ?? []).map((user) => ({
        userIdx: user.userIdx,
        userName: user.userName ?? String(user.userIdx),
        userType: user.userType ?? undefined,
      })),
      books: (room.roomBookList ?? []).flatMap((book) => bookDraft(book) ?? []),
    };
  }
  const period = defaultRoomPeriod(now);
  const onlyTemplate = templates.length === 1 ? templates[0] : undefined;
  const kind = allowedKinds.includes(ROOM_KIND.CLASS) ? ROOM_KIND.CLASS : allowedKinds[0];
  return {
    roomTitle: '',
    roomDesc: '',
    templateIdx: onlyTemplate ? String(onlyTemplate.templateIdx) : '',
    roomType: kind === undefined ? '' : String(kind),
    ownerUserIdx: mode === 'service' ? String(currentUser.userIdx) : '',
    start: formatWireDate(period.start),
    end: formatWireDate(period.end),
    unlimited: false,
    attendees: [],
    books: [],
  };
}

/** A typed page number, or null when the field holds none. */
function page(text: string): number | null {
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** The faults of one book's last-read range (foundation.md §5 page rules: 1..page count, start <= end). */
export function bookRangeFaults(book: RoomBookDraft) {
  return validatePageRange({
    start: page(book.lastReadStart),
    end: page(book.lastReadEnd),
    total: book.pageCount,
  });
}

export interface FaultContext {
  mode: RoomFormMode;
  now: Date;
  /** The start the room was saved with (modify), which may lie before today. */
  savedStart?: string | undefined;
  /** Whether the books section is shown (its ranges are checked only then). */
  booksEnabled: boolean;
}

const required = (value: string): ValidationFault | null =>
  value === '' ? validationFault('valid.required') : null;

/**
 * The rules of screens.md §5 "Rooms and attendees": room name required, non-blank, at most 50
 * (the contract's validateRoomName); class type (template) and kind required; leader required in
 * manage mode; the use period of the contract's validateRoomPeriod; each book's last-read range.
 */
export function roomFormFaults(draft: RoomFormDraft, context: FaultContext) {
  const period = validateRoomPeriod({
    start: draft.start,
    end: draft.end,
    unlimited: draft.unlimited,
    now: context.now,
    savedStart: context.savedStart,
  });
  const bookFault = context.booksEnabled
    ? draft.books.map(bookRangeFaults).flatMap((faults) => Object.values(faults))[0]
    : undefined;
  const faults: FormFaults<RoomFormDraft> = {
    roomTitle: validateRoomName(draft.roomTitle),
    templateIdx: required(draft.templateIdx),
    roomType: required(draft.roomType),
    ownerUserIdx: context.mode === 'manage' ? required(draft.ownerUserIdx) : null,
    start: period.start,
    end: period.end,
    books: bookFault,
  };
  return faults;
}

export interface AttendeeChange {
  attendees: RoomFormUser[];
  /** Why nothing changed, or null. */
  fault: ValidationFault | null;
  added: number;
  removed: number;
}

/**
 * The attendees after the user picker's Done. The picker opens with the attendees chosen, so
 * what it returns is the whole new list: the new users are added and the ones taken out of it are
 * removed. screens.md §5: "Add attendee: if all selected already attendees and nothing
 * deselected, error valid.selectUser". Attendees the picker does not know (not in `directory`)
 * could not be taken out there and stay.
 */
export function attendeesAfterPick(
  current: readonly RoomFormUser[],
  picked: readonly RoomFormUser[],
  directory: ReadonlySet<number>,
): AttendeeChange {
  const pickedIdx = new Set(picked.map((user) => user.userIdx));
  const currentIdx = new Set(current.map((user) => user.userIdx));
  const kept = current.filter(
    (user) => pickedIdx.has(user.userIdx) || !directory.has(user.userIdx),
  );
  const added = picked.filter((user) => !currentIdx.has(user.userIdx));
  const removed = current.length - kept.length;
  if (added.length === 0 && removed === 0) {
    return {
      attendees: [...current],
      fault: validationFault('valid.selectUser'),
      added: 0,
      removed,
    };
  }
  const fresh = added.map(({ userIdx, userName, userType }) => ({ userIdx, userName, userType }));
  return { attendees: [...kept, ...fresh], fault: null, added: added.length, removed };
}

/** screens.md §5: "Remove needs selection (valid.selectRemoveAttender)". */
export function attendeesAfterRemove(
  current: readonly RoomFormUser[],
  selected: ReadonlySet<number>,
): AttendeeChange {
  const kept = current.filter((user) => !selected.has(user.userIdx));
  if (kept.length === current.length) {
    return {
      attendees: [...current],
      fault: validationFault('valid.selectRemoveAttender'),
      added: 0,
      removed: 0,
    };
  }
  return { attendees: kept, fault: null, added: 0, removed: current.length - kept.length };
}

/** Who is new and who is gone, by userIdx, in the order of each list. */
export function diffAttendees(
  before: readonly number[],
  after: readonly number[],
): { add: number[]; remove: number[] } {
  const had = new Set(before);
  const has = new Set(after);
  return {
    add: after.filter((userIdx) => !had.has(userIdx)),
    remove: before.filter((userIdx) => !has.has(userIdx)),
  };
}

function range(book: RoomBookDraft): RoomBookRange {
  return {
    bookIdx: book.bookIdx,
    lastReadStart: Number(book.lastReadStart),
    lastReadEnd: Number(book.lastReadEnd),
  };
}

/** The books to add, to remove and to update (a kept book whose range changed). */
export function diffBooks(
  before: readonly RoomBook[],
  after: readonly RoomBookDraft[],
): RoomFormValues['books'] {
  const had = new Map(
    before.flatMap((book) => (book.bookIdx == null ? [] : [[book.bookIdx, book] as const])),
  );
  const has = new Set(after.map((book) => book.bookIdx));
  const add: RoomBookRange[] = [];
  const update: RoomBookRange[] = [];
  for (const book of after) {
    const old = had.get(book.bookIdx);
    const next = range(book);
    if (!old) add.push(next);
    else if (old.lastReadStart !== next.lastReadStart || old.lastReadEnd !== next.lastReadEnd) {
      update.push(next);
    }
  }
  return { add, remove: [...had.keys()].filter((bookIdx) => !has.has(bookIdx)), update };
}

export interface ValuesContext {
  room?: Room | undefined;
  booksEnabled: boolean;
}

/** The checked draft as the values the app sends. */
export function toRoomFormValues(draft: RoomFormDraft, context: ValuesContext): RoomFormValues {
  const { room } = context;
  const start = parseWireDate(draft.start) as Date;
  const period = roomPeriodRange(start, draft.unlimited ? null : parseWireDate(draft.end));
  const userIdxList = draft.attendees.map((user) => user.userIdx);
  const before = (room?.roomUserList ?? []).map((user) => user.userIdx);
  const attendees = diffAttendees(before, userIdxList);
  const ownerUserIdx = Number(draft.ownerUserIdx);
  return {
    room: {
      ...(room ? { roomCode: room.roomCode } : {}),
      roomTitle: draft.roomTitle.trim(),
      roomDesc: draft.roomDesc.trim(),
      roomType: Number(draft.roomType) as RoomKind,
      templateIdx: Number(draft.templateIdx),
      ownerUserIdx,
      showDatetime: formatWireDateTime(period.start),
      showEndDatetime: formatWireDateTime(period.end),
    },
    unlimited: draft.unlimited,
    userIdxList,
    roomUserList: attendees.add.map((userIdx) => ({ userIdx })),
    delUserList: attendees.remove.map((userIdx) => ({ userIdx })),
    books: context.booksEnabled
      ? diffBooks(room?.roomBookList ?? [], draft.books)
      : { add: [], remove: [], update: [] },
    ownerChanged: room !== undefined && room.ownerUserIdx !== ownerUserIdx,
  };
}

/** The wire date of a room's saved start, for the rule that lets a passed start stand. */
export function savedStartOf(room: Room | undefined): string | undefined {
  const start = toDate(room?.showDatetime);
  return start ? formatWireDate(start) : undefined;
}
