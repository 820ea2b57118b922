import { formatWireDate, formatWireDateTime, ROOM_KIND, type RoomKind } from '@platform/contract';
import { DEMO_COMPANY_IDX, db, type MockClassLog } from '@platform/mocks';

/*
 * What the statistics stories set up in the mock's one class-history store (db.classLogs): a class
 * held yesterday, whose figures the screens must show, and who took part in it.
 */

export const daysAgo = (days: number, hour = 0, minute = 0) => {
  const date = new Date();
  date.setDate(date.getDate() - days);
  date.setHours(hour, minute, 0, 0);
  return date;
};

/** `YYYY-MM-DD` of yesterday: the last day with figures. */
export const yesterdayKey = () => formatWireDate(daysAgo(1));

/** `YYYY-MM` of yesterday's month (the current one, or last month on the 1st). */
export const yesterdayMonth = () => yesterdayKey().slice(0, 7);

/** `MM.DD` of yesterday, the day's label on the chart. */
export const yesterdayLabel = () => `${yesterdayKey().slice(5, 7)}.${yesterdayKey().slice(8, 10)}`;

/** A demo-institution user by login id. */
export const demoUser = (userId: string) => {
  const user = db.users.find(
    (candidate) => candidate.companyIdx === DEMO_COMPANY_IDX && candidate.userId === userId,
  );
  if (!user) throw new Error(`no demo user ${userId}`);
  return user;
};

/**
 * Writes the log of a class held yesterday 10:00-11:00 in the demo institution, the demo teacher
 * leading it and the demo student entering twice (a second entry after a dropped connection).
 */
export function holdClassYesterday(
  title: string,
  roomType: RoomKind = ROOM_KIND.CLASS,
): MockClassLog {
  const teacher = demoUser('teacher');
  const student = demoUser('student');
  const at = (hour: number, minute: number) => formatWireDateTime(daysAgo(1, hour, minute));
  const meetIdx = Math.max(0, ...db.classLogs.map((log) => log.meetIdx)) + 1000;
  const log: MockClassLog = {
    companyIdx: DEMO_COMPANY_IDX,
    roomCode: `story-${meetIdx}`,
    roomType,
    meetIdx,
    meetTitle: title,
    leaderUserIdx: teacher.userIdx,
    leaderName: teacher.userName,
    leaderId: teacher.userId,
    openerUserIdx: teacher.userIdx,
    userName: teacher.userName,
    userCount: 2,
    openDatetime: at(10, 0),
    startDatetime: at(10, 0),
    endDatetime: at(11, 0),
    templateIdx: null,
    summaryStatus: null,
    summaryJson: null,
    joins: [
      join(teacher, at(10, 0), at(11, 0)),
      join(student, at(10, 2), at(10, 20)),
      join(student, at(10, 25), at(11, 0)),
    ],
  };
  db.classLogs.push(log);
  return log;
}

function join(
  user: ReturnType<typeof demoUser>,
  joinDatetime: string,
  quitDatetime: string,
): MockClassLog['joins'][number] {
  return {
    userIdx: user.userIdx,
    userId: user.userId,
    userName: user.userName,
    userType: user.userType,
    joinDatetime,
    quitDatetime,
  };
}
