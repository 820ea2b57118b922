import {
  ACCOUNT_STATUS,
  ENTRY_MODE,
  formatWireDateTime,
  ROOM_KIND,
  ROOM_OPEN_TYPE,
  ROOM_STATE,
  USER_TYPE,
} from '@platform/contract';
import { createRng, seedOf } from '../random.ts';
import {
  addRoom,
  attendeeOf,
  joinMeet,
  type MockRoom,
  roomUser,
  startMeet,
  UNLIMITED_END,
} from './areas/rooms.ts';
import { DEMO_COMPANY_ID } from './companyIds.ts';
import type { MockDb, MockUser } from './types.ts';

/** The size issue 19 item 11 asks the class page to render and stay responsive at. */
export const ROOM_STRESS_SIZE = 500;

export interface RoomStressOptions {
  /** How many rooms; ROOM_STRESS_SIZE by default. */
  rooms?: number;
  companyId?: string;
  /** The user whose class page lists every room (owner or attendee); the demo teacher by default. */
  userId?: string;
  /** Another seed gives another (equally deterministic) set. */
  seed?: number;
  /**
   * Today: the periods lie around it and the live classes started shortly before it. The only
   * clock the set reads, and only when not given (tests give it).
   */
  now?: Date;
}

export interface RoomStressSet {
  rooms: MockRoom[];
  /** Rooms with a running class (reserved and instant). */
  live: number;
  hidden: number;
  /** Rooms the user attends but another teacher owns. */
  attended: number;
  authorFirst: number;
}

const SUBJECTS = ['수학', '영어', '국어', '과학', '사회', '코딩', '미술', '음악', '한국사', '논술'];
const KINDS = ['정규 수업', '보충 수업', '심화반', '특강', '자율 학습', '시험 대비', '토론'];

const DAY_MS = 86_400_000;
const wire = (date: Date) => formatWireDateTime(date);

/**
 * The class page's stress set (bench/class-page.mjs, not the seed): `rooms` rooms of one
 * institution, every one on one user's class page (searchType MINE): most owned by the user,
 * about a quarter owned by another teacher with the user among the attendees. The mix the page
 * meets in use, by fixed shares so that every run holds each kind: one room in ten with a live
 * class and 3 to 30 attendees inside (one in fifty of those an instant room, which lives only
 * while its class runs), one in twenty hidden, about four in ten author first, one in ten with a
 * join password, 5 to 35 attendees each, four in ten unlimited and the rest a period of one to
 * twelve months around today. Titles of up to 50 characters (LIMITS.ROOM_NAME_MAX), some long
 * enough to be cut on a phone. The same options give the same set (a seeded PRNG).
 */
export function addRoomStressSet(db: MockDb, options: RoomStressOptions = {}): RoomStressSet {
  const count = options.rooms ?? ROOM_STRESS_SIZE;
  const companyId = options.companyId ?? DEMO_COMPANY_ID;
  const now = options.now ?? new Date();
  const rng = createRng(options.seed ?? seedOf('room-stress'));
  const company = db.companies.find((candidate) => candidate.companyId === companyId);
  if (!company) throw new Error(`No institution ${companyId}`);
  const inCompany = (user: MockUser) =>
    user.companyIdx === company.companyIdx && user.userStatus === ACCOUNT_STATUS.IN_USE;
  const me = db.users.find(
    (user) => inCompany(user) && user.userId === (options.userId ?? 'teacher'),
  );
  if (!me) throw new Error(`No user ${options.userId ?? 'teacher'} in ${companyId}`);
  const students = db.users.filter(
    (user) => inCompany(user) && user.userType === USER_TYPE.STUDENT,
  );
  const otherTeachers = db.users.filter(
    (user) =>
      inCompany(user) &&
      user.userIdx !== me.userIdx &&
      (user.userType === USER_TYPE.TEACHER || user.userType === USER_TYPE.OPEN_TEACHER),
  );
  if (students.length === 0) throw new Error(`No students in ${companyId}`);
  const templates = db.roomTemplates.filter(
    (template) => template.companyIdx === company.companyIdx,
  );

  const set: RoomStressSet = { rooms: [], live: 0, hidden: 0, attended: 0, authorFirst: 0 };
  const someStudents = (min: number, max: number) => {
    const chosen = new Set<MockUser>();
    const wanted = Math.min(students.length, rng.int(min, max));
    while (chosen.size < wanted) chosen.add(rng.pick(students));
    return [...chosen];
  };

  for (let n = 1; n <= count; n += 1) {
    const live = n % 10 === 0;
    const instant = live && n % 50 === 0;
    const hidden = !live && n % 20 === 5;
    const owner: MockUser =
      !instant && otherTeachers.length > 0 && rng.chance(0.25) ? rng.pick(otherTeachers) : me;
    const authorFirst = !instant && rng.chance(0.4);
    const number = String(n).padStart(3, '0');
    const subject = rng.pick(SUBJECTS);
    const title = rng.chance(0.15)
      ? `${subject} ${rng.int(1, 6)}학년 ${rng.pick(KINDS)} - 주간 과제 점검과 질의응답 ${number}`
      : `${subject} ${rng.int(1, 6)}학년 ${rng.pick(KINDS)} ${number}`;
    const startDay = rng.int(-300, 0);
    const unlimited = instant || rng.chance(0.4);
    const start = new Date(now.getTime() + startDay * DAY_MS);
    const end = new Date(Math.max(start.getTime() + rng.int(30, 365) * DAY_MS, now.getTime()));
    const room = addRoom(db, {
      companyIdx: company.companyIdx,
      roomTitle: title.slice(0, 50),
      ownerUserIdx: owner.userIdx,
      roomShowType: instant ? ROOM_OPEN_TYPE.INSTANT : ROOM_OPEN_TYPE.RESERVED,
      roomOpenType: authorFirst ? ENTRY_MODE.AUTHOR_FIRST : ENTRY_MODE.ANYONE_FIRST,
      showDatetime: wire(start),
      showEndDatetime: unlimited ? UNLIMITED_END : wire(end),
      roomStatus: hidden ? ROOM_STATE.HIDE : ROOM_STATE.USE,
      roomDesc: rng.chance(0.5) ? `${subject} ${number}반 (월, 수, 금)` : null,
      roomType: ROOM_KIND.CLASS,
      template: instant || templates.length === 0 ? null : rng.pick(templates),
      meetPwd: rng.chance(0.1) ? String(rng.int(1000, 99999999)) : null,
    });
    const attendees = instant ? [] : someStudents(5, 35);
    if (owner !== me) attendees.push(me);
    room.roomUserList = attendees.map(roomUser);
    if (live) {
      const opened = new Date(now.getTime() - rng.int(1, 90) * 60_000);
      const meet = startMeet(db, { room, opener: owner, datetime: wire(opened) });
      const inside = instant ? someStudents(3, 30) : attendees.slice(0, rng.int(3, 30));
      for (const who of [owner, ...inside]) joinMeet(db, meet, attendeeOf(who), wire(opened));
      set.live += 1;
    }
    if (hidden) set.hidden += 1;
    if (owner !== me) set.attended += 1;
    if (authorFirst) set.authorFirst += 1;
    set.rooms.push(room);
  }
  return set;
}
