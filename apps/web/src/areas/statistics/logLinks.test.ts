import { ROOM_KIND } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { attendanceLogPath, classLogPath } from './logLinks.ts';

describe('statistics click-through', () => {
  it('takes a user of a day to the attendance log filtered to exactly that user and day', () => {
    const path = attendanceLogPath('demo', {
      startDate: '2026-10-14',
      endDate: '2026-10-14',
      userId: 'kim.student+1',
    });
    const [route, query] = path.split('?');
    expect(route).toBe('/demo/manage/log/joinLog/list');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      searchStartDate: '2026-10-14',
      searchEndDate: '2026-10-14',
      searchFilter: 'userId',
      searchKeyword: 'kim.student+1',
      searchMatch: 'true',
    });
  });

  it('takes a day of the class chart to the class log, with the room kind when it is known', () => {
    const path = classLogPath('a b', {
      startDate: '2026-10-01',
      endDate: '2026-10-01',
      roomType: ROOM_KIND.HOMEWORK,
    });
    expect(path).toBe(
      `/a%20b/manage/log/logMeet/list?searchStartDate=2026-10-01&searchEndDate=2026-10-01&roomType=${ROOM_KIND.HOMEWORK}`,
    );
  });
});
