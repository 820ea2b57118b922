import {
  formatWireDate,
  formatWireDateTime,
  isTeacherLike,
  showsSettlementTab,
} from '@platform/contract';
import { ok } from '../api.ts';
import { FEE_AMOUNT_MAX, feeRowsOf, isFeeStudent, saveClassFee } from '../db/areas/classFees.ts';
import { classLogsBetween, findClassLog, type MockClassLog } from '../db/areas/classLogs.ts';
import { db } from '../db/index.ts';
import type { MockUser } from '../db/types.ts';
import { MOCK_ERROR } from '../errors.ts';
import { takeFeeSaveFailure } from '../scenario.ts';
import { implementAuthorised, refuse } from '../server/router.ts';
import { dayField } from './attendanceLog.ts';
import { answer, institutionConfigOf } from './classLog.ts';
import { INVITE_ERROR } from './invite.ts';
import { hasManageAccess } from './statistics.ts';

/*
 * The settlement: logMeet.LIST_AMOUNT and logMeetFee.SAVE (foundation.md §7 Class and record
 * logs "GET LIST_AMOUNT", "POST /fee SAVE"; screens.md §3 "Fee row", §4 "Fee editing collects
 * edits per meet-user and saves one by one", §5 "Fee amount digits only, max 9 digits", §7 Fees
 * "list (leaderIdx, searchStartDate, searchEndDate, searchType 5, paging false); save per meetIdx
 * and userIdx with amount", §9 "fees default current month", §10 Settlement "manager view with
 * teacher selector and save; service view shows own total"). The rows, their unit prices and
 * amounts are db/areas/classFees.ts (what makes a fee row, which price applies, the default
 * amount: see the top of that file), over the one class-history store (classLogs.ts).
 *
 * assumed, where the spec is silent:
 * - Who may settle: not a student, and only where the institution has the settlement feature
 *   (WEB_FUNC_USE position 1, `showsSettlementTab`); else WB-403-102 (the tab is hidden for them).
 * - Whose settlement: `leaderIdx`, the teacher who LED the classes; absent, the caller's own (the
 *   service area's view). Anyone may ask for their own. Another's needs manage access (the
 *   manager's view with its teacher selector), else WB-403-102; with it, the leaderIdx must be a
 *   teacher or open teacher of the caller's institution (the selector's list, whatever their
 *   status), else WB-400-212 (an unknown userIdx, another institution's, a student or staff).
 * - logMeet.LIST_AMOUNT: one fee row per student per class led by that teacher that ENDED within
 *   searchStartDate..searchEndDate (`YYYY-MM-DD`, or a wire datetime whose day counts; both
 *   included; default: the current month, from the 1st of the end's month, and the end today); a
 *   period the wrong way round has nothing; an impossible date is WB-400-212. searchType (5 per
 *   the spec) does not change it. By student name, then class start (the screen groups by
 *   student). `paging: false` answers the whole `resultList`, else `resultPage` (size 20 unless
 *   asked), as the other history lists.
 * - logMeetFee.SAVE {meetIdx, userIdx, amount}: the request schema takes a non-negative integer;
 *   above FEE_AMOUNT_MAX (999 999 999, nine digits) is WB-400-212. The class must be an ended
 *   class of the caller's institution that the caller may settle by the rule above (its leader
 *   is the caller, or, with manage access, a teacher or open teacher of the institution), else
 *   WB-400-025 (meeting does not exist, as the class history answers a class it does not show);
 *   the user must be a fee row of it (a student who attended, not the leader, not a guest), else
 *   WB-400-212. It replaces any amount saved before for that row and answers result {meetIdx,
 *   userIdx, amount}.
 * - The scenario's `feeSaveFails` makes one row's otherwise good save answer its code (WB-400-212
 *   unless set) a number of times without saving; then that row saves again.
 */

/** Settlement is hidden for students and off without the feature: WB-403-102. */
function checkSettles(me: MockUser): void {
  if (!showsSettlementTab(me.userType, institutionConfigOf(me).funcUse)) {
    refuse(MOCK_ERROR.noPermission);
  }
}

/** Whether a user is a teacher or open teacher of an institution. */
function isTeacherOf(companyIdx: number, userIdx: number): boolean {
  const user = db.users.find((candidate) => candidate.userIdx === userIdx);
  return user !== undefined && user.companyIdx === companyIdx && isTeacherLike(user.userType);
}

/** Whether the caller may settle the classes a leader led (see the top of the file). */
const maySettle = (me: MockUser, leaderIdx: number) =>
  leaderIdx === me.userIdx || (hasManageAccess(me) && isTeacherOf(me.companyIdx, leaderIdx));

/** The teacher whose settlement is asked for, or the refusal (see the top of the file). */
function settlementLeader(me: MockUser, leaderIdx: number | undefined): number {
  if (leaderIdx === undefined || leaderIdx === me.userIdx) return me.userIdx;
  if (!hasManageAccess(me)) refuse(MOCK_ERROR.noPermission);
  if (!isTeacherOf(me.companyIdx, leaderIdx)) refuse(MOCK_ERROR.badRequest);
  return leaderIdx;
}

/** The period asked for, with the settlement's default of the current month up to today. */
export function feePeriodOf(
  fields: { searchStartDate?: string; searchEndDate?: string },
  now: Date,
): { start: string; end: string } {
  const end = dayField(fields.searchEndDate) ?? formatWireDate(now);
  const start = dayField(fields.searchStartDate) ?? `${end.slice(0, 7)}-01`;
  return { start, end };
}

/** The classes a teacher led that ended within a period, of the caller's institution. */
function ledClassesEnded(
  companyIdx: number,
  leaderIdx: number,
  period: { start: string; end: string },
  now: Date,
): MockClassLog[] {
  const { start, end } = period;
  if (start > end) return [];
  return classLogsBetween(db, companyIdx, start, end, now).filter((log) => {
    const ended = log.endDatetime.slice(0, 10);
    return log.leaderUserIdx === leaderIdx && ended >= start && ended <= end;
  });
}

/** A class the caller may settle, else WB-400-025. */
function settleableLog(me: MockUser, meetIdx: number): MockClassLog {
  const log = findClassLog(db, meetIdx, new Date());
  if (!log || log.companyIdx !== me.companyIdx || !maySettle(me, log.leaderUserIdx)) {
    refuse(INVITE_ERROR.meetNotExist);
  }
  return log;
}

export const classFeeImplementations = [
  implementAuthorised('logMeet.LIST_AMOUNT', ({ me, fields }) => {
    checkSettles(me);
    const leaderIdx = settlementLeader(me, fields.leaderIdx);
    const now = new Date();
    const logs = ledClassesEnded(me.companyIdx, leaderIdx, feePeriodOf(fields, now), now);
    return answer(feeRowsOf(db, me.companyIdx, logs), fields);
  }),

  implementAuthorised('logMeetFee.SAVE', ({ me, fields }) => {
    checkSettles(me);
    const { meetIdx, userIdx, amount } = fields;
    if (amount > FEE_AMOUNT_MAX) refuse(MOCK_ERROR.badRequest);
    const log = settleableLog(me, meetIdx);
    if (!isFeeStudent(log, userIdx)) refuse(MOCK_ERROR.badRequest);
    const forced = takeFeeSaveFailure(meetIdx, userIdx);
    if (forced) refuse(forced);
    saveClassFee(db, {
      companyIdx: me.companyIdx,
      meetIdx,
      userIdx,
      amount,
      regUserIdx: me.userIdx,
      regDatetime: formatWireDateTime(new Date()),
    });
    return ok({ meetIdx, userIdx, amount });
  }),
];
