import { USER_TYPE } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { mainTabGroups } from './mainTabGroups.ts';

const t = (key: string) => key;
const allFlags = Array.from({ length: 10 }, () => true);
const base = {
  basePath: '/demo',
  userType: USER_TYPE.TEACHER,
  funcUse: allFlags,
  roomCategory3: true,
  manageAccess: false,
  emergencyMode: 0,
  t,
};
const ids = (input: Parameters<typeof mainTabGroups>[0]) =>
  mainTabGroups(input).map((group) => [group.id, group.tabs.map((tab) => tab.id)]);

describe('mainTabGroups', () => {
  it('gives a teacher every service tab, with routes under the institution', () => {
    const [service] = mainTabGroups(base);
    expect(service?.tabs.map((tab) => tab.id)).toEqual([
      'class',
      'classHistory',
      'settlement',
      'classNotes',
      'homework',
      'homeworkNotes',
    ]);
    expect(service?.tabs[0]?.href).toBe('/demo/meet/list');
    expect(service?.tabs[2]?.href).toBe('/demo/meet/listAmount');
  });

  it('hides settlement from students (foundation.md §6)', () => {
    expect(ids({ ...base, userType: USER_TYPE.STUDENT })[0]?.[1]).not.toContain('settlement');
  });

  it('hides settlement without its flag and homework without room category 3', () => {
    const noFlags = Array.from({ length: 10 }, () => false);
    expect(ids({ ...base, funcUse: noFlags })[0]?.[1]).toEqual([
      'class',
      'classHistory',
      'classNotes',
    ]);
    expect(ids({ ...base, roomCategory3: false })[0]?.[1]).not.toContain('homework');
  });

  it('adds the management, history and statistics groups with manage access', () => {
    expect(ids({ ...base, manageAccess: true }).map(([id]) => id)).toEqual([
      'service',
      'management',
      'history',
      'statistics',
    ]);
  });

  it('disables every tab but class in disaster mode, with the reason', () => {
    const groups = mainTabGroups({ ...base, manageAccess: true, emergencyMode: 1 });
    const tabs = groups.flatMap((group) => group.tabs);
    expect(tabs.filter((tab) => !tab.disabled).map((tab) => tab.id)).toEqual(['class']);
    expect(tabs.filter((tab) => tab.disabled).every((tab) => tab.disabledReason)).toBe(true);
    expect(tabs[1]?.disabledReason).toBe('frame.disaster.tabDisabled');
  });

  it('ignores emergency mode values other than 1', () => {
    const tabs = mainTabGroups({ ...base, emergencyMode: 2 }).flatMap((group) => group.tabs);
    expect(tabs.some((tab) => tab.disabled)).toBe(false);
  });
});
