import { USER_TYPE } from '@platform/contract';
import type { MockUser } from '../db/types.ts';
import { MOCK_ERROR } from '../errors.ts';
import { refuse } from '../server/router.ts';

/*
 * Shared by the book and task calls: who may write, and the list filters both lists send
 * (foundation.md §7: "searchStartDate, searchEndDate, searchKeyword, searchType").
 */

/**
 * assumed: books and homework are registered, deployed and removed by teachers, open teachers,
 * operators and admins; students and monitors only read (screens.md §6 names teachers and open
 * teachers "treated alike" for homework, and a student sees only their own homework).
 */
export function isStaff(user: Pick<MockUser, 'userType'>): boolean {
  return user.userType !== USER_TYPE.STUDENT && user.userType !== USER_TYPE.MONITOR;
}

/** Refuses a student or a monitor with WB-403-102. */
export function requireStaff(me: MockUser): void {
  if (!isStaff(me)) refuse(MOCK_ERROR.noPermission);
}

/** A wire date or datetime of a search range as the first or last second it covers. */
function rangeBound(value: string, end: boolean): string {
  return value.length === 10 ? `${value} ${end ? '23:59:59' : '00:00:00'}` : value;
}

/** Whether a wire datetime falls inside the searched range (both ends included, either optional). */
export function inSearchRange(
  datetime: string,
  range: { searchStartDate?: string | undefined; searchEndDate?: string | undefined },
): boolean {
  if (range.searchStartDate && datetime < rangeBound(range.searchStartDate, false)) return false;
  if (range.searchEndDate && datetime > rangeBound(range.searchEndDate, true)) return false;
  return true;
}

/** A keyword match, ignoring case and surrounding spaces (an empty keyword matches all). */
export function matchesKeyword(text: string, keyword: string | undefined): boolean {
  const wanted = keyword?.trim().toLowerCase();
  return !wanted || text.toLowerCase().includes(wanted);
}
