import { describe, expect, it } from 'vitest';
import {
  allowedRoomKinds,
  FUNC_USE_POSITION,
  isFeatureOn,
  landingRoute,
  managementTabs,
  showsAiSummary,
  showsHomeworkTabs,
  showsScoreExport,
  showsSettlementTab,
  showsTreeMode,
  showsUnitPrices,
} from './features.ts';

/** Flags with exactly the given positions (counted from 1) on. */
function only(...positions: number[]): boolean[] {
  return Array.from({ length: 12 }, (_, index) => positions.includes(index + 1));
}
const P = FUNC_USE_POSITION;

describe('WEB_FUNC_USE positions', () => {
  it('keeps the positions the spec gives, counted from 1', () => {
    expect(P.TREE_MODE_HIDDEN).toBe(2);
    expect(P.SCORE_EXPORT).toBe(3);
    expect(P.ROOM_BOOKS).toBe(4);
    expect(P.AI_SUMMARY).toBe(6);
  });
  it('gives every feature a position of its own (assumed ones included)', () => {
    const positions = Object.values(P);
    expect(new Set(positions).size).toBe(positions.length);
    expect(P).toMatchObject({
      SETTLEMENT: 1,
      HOMEWORK: 5,
      MONITORING: 7,
      TEXTBOOKS: 8,
      UNIT_PRICES: 9,
      MOBILE_REDIRECT: 10,
    });
  });
  it('reads each feature from its own position only', () => {
    for (const [feature, position] of Object.entries(P)) {
      const name = feature as keyof typeof P;
      expect(isFeatureOn(only(position), name)).toBe(true);
      expect(isFeatureOn(only(...Object.values(P).filter((p) => p !== position)), name)).toBe(
        false,
      );
    }
  });
});

describe('flag-dependent screens', () => {
  it('position 2 hides tree mode', () => {
    expect(showsTreeMode(only())).toBe(true);
    expect(showsTreeMode(only(2))).toBe(false);
  });
  it('score export, AI summary and unit prices follow their flags', () => {
    expect(showsScoreExport(only(3))).toBe(true);
    expect(showsScoreExport(only(4))).toBe(false);
    expect(showsAiSummary(only(6))).toBe(true);
    expect(showsAiSummary(only(5))).toBe(false);
    expect(showsUnitPrices(only(P.UNIT_PRICES))).toBe(true);
    expect(showsUnitPrices(only())).toBe(false);
  });
  it('settlement is hidden for students and needs its flag', () => {
    expect(showsSettlementTab(11, only(P.SETTLEMENT))).toBe(true);
    expect(showsSettlementTab(12, only(P.SETTLEMENT))).toBe(false);
    expect(showsSettlementTab(11, only())).toBe(false);
  });
  it('homework tabs need the flag and room category 3', () => {
    expect(showsHomeworkTabs(only(P.HOMEWORK), true)).toBe(true);
    expect(showsHomeworkTabs(only(P.HOMEWORK), false)).toBe(false);
    expect(showsHomeworkTabs(only(), true)).toBe(false);
  });
  it('management sub-tabs follow their flags', () => {
    expect(managementTabs(only(P.MONITORING, P.SETTLEMENT), true)).toEqual({
      monitoring: true,
      textbooks: false,
      homework: false,
      settlement: true,
    });
    expect(managementTabs(only(P.TEXTBOOKS, P.HOMEWORK), true)).toEqual({
      monitoring: false,
      textbooks: true,
      homework: true,
      settlement: false,
    });
  });
});

describe('landingRoute (foundation.md §2)', () => {
  const student = {
    userType: 12,
    isMobile: true,
    funcUse: only(P.MOBILE_REDIRECT, P.HOMEWORK),
    roomCategory3: true,
    emergencyMode: 0,
  };
  it('sends a student on mobile to task/list when all three are on', () => {
    expect(landingRoute(student)).toBe('task/list');
  });
  it('goes to meet/list when any condition is missing', () => {
    expect(landingRoute({ ...student, userType: 11 })).toBe('meet/list');
    expect(landingRoute({ ...student, isMobile: false })).toBe('meet/list');
    expect(landingRoute({ ...student, roomCategory3: false })).toBe('meet/list');
    expect(landingRoute({ ...student, funcUse: only(P.HOMEWORK) })).toBe('meet/list');
    expect(landingRoute({ ...student, funcUse: only(P.MOBILE_REDIRECT) })).toBe('meet/list');
  });
  it('always goes to meet/list in emergency mode', () => {
    expect(landingRoute({ ...student, emergencyMode: 1 })).toBe('meet/list');
  });
});

describe('allowedRoomKinds (WEB_ROOM_CATEGORY_1 and _3 switch kinds 1 and 3)', () => {
  it('always allows class and test rooms, meeting and homework rooms by their switches', () => {
    expect(allowedRoomKinds({ roomCategory1: false, roomCategory3: false })).toEqual([2, 4]);
    expect(allowedRoomKinds({ roomCategory1: true, roomCategory3: true })).toEqual([1, 2, 3, 4]);
    expect(allowedRoomKinds({ roomCategory1: false, roomCategory3: true })).toEqual([2, 3, 4]);
  });
});
