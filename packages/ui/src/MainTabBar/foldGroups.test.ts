import { describe, expect, it } from 'vitest';
import { foldGroups } from './foldGroups.ts';

const groups = [
  { id: 'service', width: 400 },
  { id: 'management', width: 500 },
  { id: 'history', width: 200 },
  { id: 'statistics', width: 200 },
];
const fold = (available: number, activeGroupId?: string) =>
  [...foldGroups({ groups, available, gap: 16, moreWidth: 100, activeGroupId })].sort();

describe('foldGroups', () => {
  it('folds nothing when every group fits in one row', () => {
    expect(fold(1348)).toEqual([]);
  });

  it('folds the groups at the end that no longer fit beside the menu button', () => {
    expect(fold(1347)).toEqual(['statistics']);
    expect(fold(1100, 'service')).toEqual(['history', 'statistics']);
  });

  it('keeps the current page group in the row, and folds the groups before it if need be', () => {
    expect(fold(700, 'statistics')).toEqual(['management', 'service']);
    expect(fold(600, 'management')).toEqual(['history', 'service', 'statistics']);
  });

  it('keeps a group that alone is wider than the row: the row scrolls (a phone)', () => {
    expect(fold(300, 'management')).toEqual(['history', 'service', 'statistics']);
  });

  it('keeps the order of the groups it keeps: a later group that fits stays after a fold', () => {
    // management does not fit beside service; history still does.
    expect(fold(850, 'service')).toEqual(['management', 'statistics']);
  });
});
