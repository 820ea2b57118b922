import { ROOM_KIND } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { ATTENDANCE_FILTERS } from './attendanceLogQuery.ts';
import {
  formatStay,
  logListParams,
  logSearchOf,
  searchParamsOf,
  secondsBetween,
} from './logSearch.ts';

const attendanceSearchOf = (search: URLSearchParams, now: Date) =>
  logSearchOf(search, now, ATTENDANCE_FILTERS);

const now = new Date(2026, 10, 28, 9, 0);

describe('the search of the logs (the attendance log)', () => {
  it('reads the link of the statistics screens as it was asked', () => {
    const search = attendanceSearchOf(
      new URLSearchParams(
        'searchStartDate=2026-10-14&searchEndDate=2026-10-14&roomType=3&searchFilter=userId&searchKeyword=student&searchMatch=true',
      ),
      now,
    );
    expect(search).toEqual({
      startDate: '2026-10-14',
      endDate: '2026-10-14',
      roomType: ROOM_KIND.HOMEWORK,
      filter: 'userId',
      keyword: 'student',
      match: true,
    });
    expect(logListParams(search, 0, 20)).toEqual({
      page: 0,
      size: 20,
      searchStartDate: '2026-10-14',
      searchEndDate: '2026-10-14',
      roomType: 3,
      searchFilter: 'userId',
      searchKeyword: 'student',
      searchMatch: true,
    });
    expect(attendanceSearchOf(searchParamsOf(search), now)).toEqual(search);
  });

  it('takes the defaults for what is missing or unreadable', () => {
    const search = attendanceSearchOf(
      new URLSearchParams('searchStartDate=2026-02-30&roomType=7&searchFilter=password'),
      now,
    );
    expect(search).toEqual({
      startDate: '2026-10-28',
      endDate: '2026-11-28',
      roomType: null,
      filter: 'userName',
      keyword: '',
      match: false,
    });
    // No keyword: the call carries no filter.
    expect(logListParams(search, 1, 50)).toEqual({
      page: 1,
      size: 50,
      searchStartDate: '2026-10-28',
      searchEndDate: '2026-11-28',
    });
  });

  it('turns a period given the wrong way round', () => {
    const search = attendanceSearchOf(
      new URLSearchParams('searchStartDate=2026-11-20&searchEndDate=2026-11-02'),
      now,
    );
    expect([search.startDate, search.endDate]).toEqual(['2026-11-02', '2026-11-20']);
  });

  it('writes a stay as h:mm:ss', () => {
    expect(formatStay(0)).toBe('0:00');
    expect(formatStay(65)).toBe('1:05');
    expect(formatStay(3725)).toBe('1:02:05');
    expect(formatStay(null)).toBe('0:00');
  });

  it('measures a class from its start to its end', () => {
    expect(secondsBetween('2026-11-27 10:00:00', '2026-11-27 11:05:30')).toBe(3930);
    expect(secondsBetween('2026-11-27 10:00:00', null)).toBeNull();
    expect(secondsBetween('yesterday', '2026-11-27 11:05:30')).toBeNull();
  });
});
