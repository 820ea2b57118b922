import { LIMITS, USER_TYPE } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { classLogExportParams, mayExportClassLog } from './classLogExport.ts';

const period = { startDate: '2026-10-28', endDate: '2026-11-27' };

describe('classLogExportParams', () => {
  it('names the selected classes with the period and the language', () => {
    expect(classLogExportParams(period, [7, 3], 'ko')).toEqual({
      excelRoomMeet: [7, 3],
      searchStartDate: '2026-10-28',
      searchEndDate: '2026-11-27',
      language: 'ko',
    });
  });

  it('exports the whole period when nothing is selected', () => {
    expect(classLogExportParams(period, [], 'en')).toEqual({
      searchStartDate: '2026-10-28',
      searchEndDate: '2026-11-27',
      language: 'en',
    });
  });

  it('refuses more than the selection limit', () => {
    const many = Array.from({ length: LIMITS.EXPORT_SELECTION_MAX + 1 }, (_, i) => i + 1);
    expect(() => classLogExportParams(period, many, 'ko')).toThrow(RangeError);
    expect(classLogExportParams(period, many.slice(1), 'ko').excelRoomMeet).toHaveLength(50);
  });
});

describe('mayExportClassLog', () => {
  it('lets everyone but a student export', () => {
    expect(mayExportClassLog(USER_TYPE.STUDENT)).toBe(false);
    expect(mayExportClassLog(USER_TYPE.TEACHER)).toBe(true);
    expect(mayExportClassLog(USER_TYPE.OPEN_TEACHER)).toBe(true);
  });
});
