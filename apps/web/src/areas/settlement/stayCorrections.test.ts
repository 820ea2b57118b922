import type { FeeRow } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { amountForTime, recordedStays, secondsOfStays, stayFault } from './stayCorrections.ts';

const row: FeeRow = {
  meetIdx: 1,
  startDatetime: '2026-11-27 10:00:00',
  endDatetime: '2026-11-27 11:00:00',
  price: { price: 30000 },
  logMeetUser: {
    userIdx: 7,
    logMeetUserJoinList: [
      { joinDatetime: '2026-11-27 10:02:00', quitDatetime: '2026-11-27 10:20:00' },
      { joinDatetime: '2026-11-27 10:25:00', quitDatetime: null },
    ],
  },
};

describe('stay corrections', () => {
  it('reads the recorded stays, a missing time as incomplete', () => {
    const stays = recordedStays(row);
    expect(stays).toEqual([
      { joinDatetime: '2026-11-27 10:02:00', quitDatetime: '2026-11-27 10:20:00' },
      { joinDatetime: '2026-11-27 10:25:00', quitDatetime: '' },
    ]);
    expect(stays.map(stayFault)).toEqual([null, 'settlement.times.incomplete']);
  });

  it('refuses an exit before the entry', () => {
    expect(
      stayFault({ joinDatetime: '2026-11-27 10:30:00', quitDatetime: '2026-11-27 10:29:00' }),
    ).toBe('settlement.times.exitBeforeEntry');
    expect(
      stayFault({ joinDatetime: '2026-11-27 10:30:00', quitDatetime: '2026-11-27 10:30:00' }),
    ).toBeNull();
  });

  it('adds up the complete stays', () => {
    expect(secondsOfStays(recordedStays(row))).toBe(18 * 60);
  });

  it('works the amount out from the unit price, in proportion to the class length, capped', () => {
    expect(amountForTime(row, 45 * 60)).toBe(22500);
    expect(amountForTime(row, 20 * 60)).toBe(10000);
    expect(amountForTime(row, 90 * 60)).toBe(30000);
    expect(amountForTime({ ...row, price: null }, 45 * 60)).toBeNull();
    expect(amountForTime({ ...row, endDatetime: null }, 45 * 60)).toBeNull();
  });
});
