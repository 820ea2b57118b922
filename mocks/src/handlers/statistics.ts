import {
  ACCOUNT_STATUS,
  type AccessUserRow,
  addDays,
  can,
  formatWireDate,
  LICENSE_BILLING,
  type OpenMeetDayRow,
  parseWireDate,
  ROOM_KIND,
  type RoomKind,
  readConfigString,
  type StatsRow,
} from '@platform/contract';
import { ok, okList, okPage, pageOf } from '../api.ts';
import {
  classLogDays,
  classLogsBetween,
  firstClassDay,
  type MockClassLog,
} from '../db/areas/classLogs.ts';
import { licensePeriodOn, type MockLicense } from '../db/areas/statistics.ts';
import { db } from '../db/index.ts';
import { companyByIdx } from '../db/queries.ts';
import type { MockUser } from '../db/types.ts';
import { MOCK_ERROR } from '../errors.ts';
import { implementAuthorised, refuse } from '../server/router.ts';

/*
 * The statistics, licence and licence-log calls (foundation.md §7 "Statistics and license":
 * concurrentStats LIST_CHART, license GET, licenseLog/join LIST and LIST_TOTAL,
 * licenseStats/concurrent and /join LIST_CHART, statsMeet LIST_OPEN_CHART and LIST_JOIN_CHART;
 * screens.md §3 "Statistics rows", §7 and §10 "Statistics"; foundation.md §9 "Statistics refresh
 * hourly; today's chart appears the next day", license billing 0 concurrent users, 1 registered
 * users, 2 monthly connected accounts).
 *
 * assumed, where the spec is silent (the web's statistics screens rely on exactly these):
 * - Every call needs manage access (as meet.LIST: WB-403-102 otherwise) and answers the caller's
 *   institution only.
 * - Where the figures come from: the class logs of the days asked, `classLogsBetween`
 *   (db/areas/classLogs.ts, the one class-history store): the stored logs (a class counts once it
 *   has ended, so a class run today appears tomorrow) and the seeded year's classes made into
 *   class logs (db/areas/statistics.ts: from the first day of the month twelve months before the
 *   current one, cut at the end of the institution's licence; a deterministic function of the
 *   date). The attendance log (attendanceLog.ts) reads the same logs, so a user of a day here has
 *   as many entries there. A class counts on the day it opened, an entry on the day it was made;
 *   days with neither are zeros. Classes still running count nowhere yet.
 * - Days: a chart of a month (`searchYm` `YYYY-MM` or `YYYYMM`, or `searchDate` meaning that
 *   date's month; neither: the current month) answers one row per day of that month, from the
 *   1st up to yesterday at most (today's figures appear the next day; a future month, or the
 *   current one on its 1st, answers an empty list), `logDate` `YYYY-MM-DD`, ascending, in
 *   `resultList`. A month that does not exist (`2026-13`) or an impossible date is WB-400-212.
 * - Room kinds: "class" is every room kind but homework (meeting, class, test); "task" is a
 *   homework room (ROOM_KIND.HOMEWORK).
 * - statsMeet.LIST_OPEN_CHART: rows {logDate, resultCount: classes opened that day,
 *   resultData: {classCount, taskCount}}; beside them a top-level `openResult`: one row per
 *   month (logDate `YYYY-MM`, the month's totals up to yesterday), newest first, from the
 *   searched month (the current one for a future month) back to the first month with data, at
 *   most 12 months.
 * - statsMeet.LIST_JOIN_CHART: rows {logDate, joinResult: [{resultCount: entries into classes
 *   that day (guests and re-entries included), resultData: {classCount, taskCount}}]}.
 * - licenseStatsJoin.LIST_CHART (the account tab's daily access): rows {logDate, customInt1:
 *   distinct accounts (signed-in users; guests excluded) that entered any class that day,
 *   licenseUsage: distinct accounts from the 1st of the month up to that day}.
 * - licenseLogJoin.LIST {page, size, searchDate; default yesterday}: that day's accounts
 *   {userId, userName, joinCount: entries that day}, most entries first, then by userId; a day
 *   from today on has none. licenseLogJoin.LIST_TOTAL {searchYm, or searchStartDate /
 *   searchEndDate (start default: the 1st of the end's month; end default: yesterday); neither:
 *   the current month}: the accounts of the whole period, entries summed, same order, up to
 *   yesterday. Both answer `resultPage` (size 30 unless asked; `paging: false` answers the whole
 *   `resultList`). A user the seeded usage names who is no longer in the institution drops out
 *   of every figure (and of the seeded class's log); a stored log keeps the names it was
 *   written with.
 * - concurrentStats.LIST_CHART: rows {logDate, userCount: the most people inside classes at the
 *   same moment that day}, from the entry and exit of every stay (guests included, every class of
 *   the institution together; a stay over midnight counts on both days; who leaves at the moment
 *   another enters is not counted with them).
 * - licenseStatsConcurrent.LIST_CHART: rows {logDate, licenseUsage: what the licence is measured
 *   by that day}: billing 0 the peak of concurrentStats, billing 1 the accounts in use registered
 *   by the end of that day (paused, withdrawn and incomplete ones not counted), billing 2 the
 *   cumulative accounts of the month (licenseStatsJoin's licenseUsage).
 * - license.GET: result {licenseType, licenseCount (the licensed limit), startDate, endDate
 *   `YYYY-MM-DD`}; the seed's periods are relative to the current month (db/areas/statistics.ts).
 *   An institution without a licence answers result null (no billing: no account tab).
 */

// --- dates --------------------------------------------------------------------------------

const pad = (value: number) => String(value).padStart(2, '0');

/** A month as a count of months since year 0 (easy to step back and compare). */
type MonthNumber = number;
const monthNumberOf = (year: number, month: number): MonthNumber => year * 12 + (month - 1);
const monthText = (month: MonthNumber) => `${Math.floor(month / 12)}-${pad((month % 12) + 1)}`;
const monthOfDate = (date: string): MonthNumber =>
  monthNumberOf(Number(date.slice(0, 4)), Number(date.slice(5, 7)));

const nextDate = (date: string) => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return formatWireDate(new Date(year, month - 1, day + 1));
};

/** The dates from `from` to `to`, both included (none when `from` is later). */
function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = nextDate(date)) dates.push(date);
  return dates;
}

/** The days of a month with figures on `yesterday`: the 1st up to the last day or yesterday. */
function daysOfMonth(month: MonthNumber, yesterday: string): string[] {
  const year = Math.floor(month / 12);
  const last = formatWireDate(new Date(year, (month % 12) + 1, 0));
  const to = last < yesterday ? last : yesterday;
  return datesBetween(`${monthText(month)}-01`, to);
}

/** A request's date (`YYYY-MM-DD`, or a wire datetime whose day counts), else WB-400-212. */
function dateField(text: string): string {
  const date = text.slice(0, 10);
  if (!parseWireDate(date)) refuse(MOCK_ERROR.badRequest);
  return date;
}

/** The month a chart asks for: searchYm, else searchDate's month, else the current month. */
function requestedMonth(
  fields: { searchYm?: string | undefined; searchDate?: string | undefined },
  now: Date,
): MonthNumber {
  if (fields.searchYm !== undefined) {
    const match = /^(\d{4})-?(\d{2})$/.exec(fields.searchYm);
    const month = Number(match?.[2]);
    if (!match || month < 1 || month > 12) refuse(MOCK_ERROR.badRequest);
    return monthNumberOf(Number(match[1]), month);
  }
  if (fields.searchDate !== undefined) return monthOfDate(dateField(fields.searchDate));
  return monthNumberOf(now.getFullYear(), now.getMonth() + 1);
}

// --- the usage of an institution ------------------------------------------------------------

/** One entry into a class: who (userIdx 0 for a guest) and the kind of its room. */
interface Entry {
  userIdx: number;
  userId: string | null;
  userName: string;
  roomType: RoomKind;
}

const isTask = (roomType: RoomKind) => roomType === ROOM_KIND.HOMEWORK;

/** The class/homework split of a day (screens.md §3 resultData{classCount,taskCount}). */
type Split = NonNullable<OpenMeetDayRow['resultData']>;

const splitOf = (kinds: readonly RoomKind[]): Split => {
  const taskCount = kinds.filter(isTask).length;
  return { classCount: kinds.length - taskCount, taskCount };
};

/** One stay, clipped to a day, for the day's peak. */
type Span = readonly [from: string, to: string];

/** The most spans that overlap at one moment (one that ends as another begins does not). */
export function peakOf(spans: readonly Span[]): number {
  const events = spans
    .filter(([from, to]) => from < to)
    .flatMap(([from, to]) => [
      { at: from, step: 1 },
      { at: to, step: -1 },
    ])
    .sort((a, b) => a.at.localeCompare(b.at) || a.step - b.step);
  let inside = 0;
  let peak = 0;
  for (const event of events) {
    inside += event.step;
    peak = Math.max(peak, inside);
  }
  return peak;
}

interface Usage {
  license: MockLicense | undefined;
  opened(date: string): RoomKind[];
  entries(date: string): Entry[];
  peak(date: string): number;
}

/**
 * The usage of an institution over `from`..`to` on `now`: the class logs of those days
 * (classLogsBetween: the stored ones and the seeded year's, made as class logs), indexed by every
 * day each covers; a day's figures are worked out from them when asked.
 */
function usageOf(companyIdx: number, now: Date, from: string, to: string): Usage {
  const license = db.licenses?.find((row) => row.companyIdx === companyIdx);
  const byDay = new Map<string, MockClassLog[]>();
  for (const log of classLogsBetween(db, companyIdx, from, to, now)) {
    const { first, last } = classLogDays(log);
    for (let date = first; ; date = nextDate(date)) {
      const list = byDay.get(date);
      if (list) list.push(log);
      else byDay.set(date, [log]);
      if (date >= last) break;
    }
  }
  const logsOn = (date: string) => byDay.get(date) ?? [];

  return {
    license,
    opened: (date) =>
      logsOn(date)
        .filter((log) => log.openDatetime.startsWith(date))
        .map((log) => log.roomType),
    entries: (date) =>
      logsOn(date).flatMap((log) =>
        log.joins
          .filter((join) => join.joinDatetime.startsWith(date))
          .map((join) => ({
            userIdx: join.userIdx,
            userId: join.userId,
            userName: join.userName,
            roomType: log.roomType,
          })),
      ),
    peak: (date) => {
      const start = `${date} 00:00:00`;
      const end = `${nextDate(date)} 00:00:00`;
      return peakOf(
        logsOn(date).flatMap((log) =>
          log.joins
            .filter((join) => join.joinDatetime < end && join.quitDatetime > start)
            .map(
              (join) =>
                [
                  join.joinDatetime > start ? join.joinDatetime : start,
                  join.quitDatetime < end ? join.quitDatetime : end,
                ] as const,
            ),
        ),
      );
    },
  };
}

/** The usage over some days (ascending; none: no class log is read). */
const usageOver = (companyIdx: number, now: Date, days: readonly string[]) =>
  usageOf(companyIdx, now, days[0] ?? '9999-12-31', days.at(-1) ?? '0000-01-01');

/** The accounts among entries (guests excluded), each with its entries, in the lists' order. */
function accountsOf(entries: readonly Entry[]): AccessUserRow[] {
  const rows = new Map<number, AccessUserRow & { joinCount: number }>();
  for (const entry of entries) {
    if (entry.userIdx <= 0) continue;
    const row = rows.get(entry.userIdx);
    if (row) row.joinCount += 1;
    else {
      rows.set(entry.userIdx, {
        userId: entry.userId ?? String(entry.userIdx),
        userName: entry.userName,
        joinCount: 1,
      });
    }
  }
  return [...rows.values()].sort(
    (a, b) => b.joinCount - a.joinCount || a.userId.localeCompare(b.userId),
  );
}

const accountIdxs = (entries: readonly Entry[]) =>
  entries.filter((entry) => entry.userIdx > 0).map((entry) => entry.userIdx);

/**
 * Each day's distinct accounts and the month's so far (the running union from the first day
 * given), for the account tab and the monthly-accounts licence.
 */
function dailyAccounts(usage: Usage, days: readonly string[]) {
  const month = new Set<number>();
  return days.map((date) => {
    const today = new Set(accountIdxs(usage.entries(date)));
    for (const userIdx of today) month.add(userIdx);
    return { date, daily: today.size, cumulative: month.size };
  });
}

/** The accounts in use that were registered by the end of a day (the registered-users licence). */
function registeredOn(companyIdx: number, date: string): number {
  const end = `${date} 23:59:59`;
  return db.users.filter(
    (user) =>
      user.companyIdx === companyIdx &&
      user.userStatus === ACCOUNT_STATUS.IN_USE &&
      (user.regDatetime ?? '') <= end,
  ).length;
}

// --- the calls --------------------------------------------------------------------------------

/** Whether the user has manage access (the institution's WEB_USER_TYPE_AUTH, or own bits). */
export function hasManageAccess(me: MockUser): boolean {
  const { userTypeAuth } = readConfigString(companyByIdx(db, me.companyIdx)?.cfg).config;
  return can(me, 'manageAccess', userTypeAuth);
}

/** Manage access, else WB-403-102 (the statistics' and the attendance log's refusal). */
export function checkManager(me: MockUser): void {
  if (!hasManageAccess(me)) refuse(MOCK_ERROR.noPermission);
}

/** What a call needs to know of today: the clock, the current month and yesterday. */
function clock() {
  const now = new Date();
  return {
    now,
    today: formatWireDate(now),
    yesterday: formatWireDate(addDays(now, -1)),
    month: monthNumberOf(now.getFullYear(), now.getMonth() + 1),
  };
}

function openRow(logDate: string, kinds: readonly RoomKind[]): OpenMeetDayRow {
  return { logDate, resultCount: kinds.length, resultData: splitOf(kinds) };
}

/** A list of accounts as a page (30 a page unless asked), or whole with `paging: false`. */
function accountList(
  rows: AccessUserRow[],
  fields: { page?: number | undefined; size?: number | undefined; paging?: boolean | undefined },
) {
  return fields.paging === false
    ? okList(rows)
    : okPage(pageOf(rows, fields.page ?? 0, fields.size ?? 30));
}

export const statisticsImplementations = [
  implementAuthorised('statsMeet.LIST_OPEN_CHART', ({ me, fields }) => {
    checkManager(me);
    const { now, yesterday, month: current } = clock();
    const month = requestedMonth(fields, now);
    const newest = Math.min(month, current);
    const firstDay = firstClassDay(db, me.companyIdx, now);
    const first = firstDay === undefined ? newest + 1 : monthOfDate(firstDay);
    const oldest = Math.max(first, newest - 11);
    // One read of the logs for the chart's month and every month of openResult.
    const usage = usageOf(
      me.companyIdx,
      now,
      `${monthText(Math.min(oldest, month))}-01`,
      yesterday,
    );
    const rows = daysOfMonth(month, yesterday).map((date) => openRow(date, usage.opened(date)));
    const openResult: OpenMeetDayRow[] = [];
    for (let back = newest; back >= oldest; back -= 1) {
      const kinds = daysOfMonth(back, yesterday).flatMap((date) => usage.opened(date));
      openResult.push(openRow(monthText(back), kinds));
    }
    return { ...okList(rows), openResult };
  }),

  implementAuthorised('statsMeet.LIST_JOIN_CHART', ({ me, fields }) => {
    checkManager(me);
    const { now, yesterday } = clock();
    const days = daysOfMonth(requestedMonth(fields, now), yesterday);
    const usage = usageOver(me.companyIdx, now, days);
    const rows: StatsRow[] = days.map((date) => {
      const kinds = usage.entries(date).map((entry) => entry.roomType);
      return {
        logDate: date,
        joinResult: [{ resultCount: kinds.length, resultData: splitOf(kinds) }],
      };
    });
    return okList(rows);
  }),

  implementAuthorised('licenseStatsJoin.LIST_CHART', ({ me, fields }) => {
    checkManager(me);
    const { now, yesterday } = clock();
    const days = daysOfMonth(requestedMonth(fields, now), yesterday);
    const usage = usageOver(me.companyIdx, now, days);
    const rows: StatsRow[] = dailyAccounts(usage, days).map((day) => ({
      logDate: day.date,
      customInt1: day.daily,
      licenseUsage: day.cumulative,
    }));
    return okList(rows);
  }),

  implementAuthorised('licenseLogJoin.LIST', ({ me, fields }) => {
    checkManager(me);
    const { now, today, yesterday } = clock();
    const date = fields.searchDate === undefined ? yesterday : dateField(fields.searchDate);
    const entries = date < today ? usageOver(me.companyIdx, now, [date]).entries(date) : [];
    return accountList(accountsOf(entries), fields);
  }),

  implementAuthorised('licenseLogJoin.LIST_TOTAL', ({ me, fields }) => {
    checkManager(me);
    const { now, yesterday } = clock();
    let from: string;
    let to: string;
    if (fields.searchYm !== undefined || (!fields.searchStartDate && !fields.searchEndDate)) {
      const month = requestedMonth({ searchYm: fields.searchYm }, now);
      const year = Math.floor(month / 12);
      from = `${monthText(month)}-01`;
      to = formatWireDate(new Date(year, (month % 12) + 1, 0));
    } else {
      to = fields.searchEndDate === undefined ? yesterday : dateField(fields.searchEndDate);
      from =
        fields.searchStartDate === undefined
          ? `${to.slice(0, 7)}-01`
          : dateField(fields.searchStartDate);
    }
    if (to > yesterday) to = yesterday;
    const firstDay = firstClassDay(db, me.companyIdx, now);
    if (firstDay !== undefined && from < firstDay) from = firstDay;
    const dates = firstDay === undefined ? [] : datesBetween(from, to);
    const usage = usageOver(me.companyIdx, now, dates);
    return accountList(accountsOf(dates.flatMap((date) => usage.entries(date))), fields);
  }),

  implementAuthorised('concurrentStats.LIST_CHART', ({ me, fields }) => {
    checkManager(me);
    const { now, yesterday } = clock();
    const days = daysOfMonth(requestedMonth(fields, now), yesterday);
    const usage = usageOver(me.companyIdx, now, days);
    const rows: StatsRow[] = days.map((date) => ({
      logDate: date,
      userCount: usage.peak(date),
    }));
    return okList(rows);
  }),

  implementAuthorised('licenseStatsConcurrent.LIST_CHART', ({ me, fields }) => {
    checkManager(me);
    const { now, yesterday } = clock();
    const days = daysOfMonth(requestedMonth(fields, now), yesterday);
    const usage = usageOver(me.companyIdx, now, days);
    const billing = usage.license?.licenseType ?? LICENSE_BILLING.CONCURRENT_USERS;
    const rows: StatsRow[] =
      billing === LICENSE_BILLING.MONTHLY_CONNECTED_ACCOUNTS
        ? dailyAccounts(usage, days).map((day) => ({
            logDate: day.date,
            licenseUsage: day.cumulative,
          }))
        : days.map((date) => ({
            logDate: date,
            licenseUsage:
              billing === LICENSE_BILLING.REGISTERED_USERS
                ? registeredOn(me.companyIdx, date)
                : usage.peak(date),
          }));
    return okList(rows);
  }),

  implementAuthorised('license.GET', ({ me }) => {
    checkManager(me);
    const license = db.licenses?.find((row) => row.companyIdx === me.companyIdx);
    if (!license) return ok(null);
    const period = licensePeriodOn(license, new Date());
    return ok({
      licenseType: license.licenseType,
      licenseCount: license.licenseCount,
      startDate: period.start,
      endDate: period.end,
    });
  }),
];
