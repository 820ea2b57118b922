import { describe, expect, it } from 'vitest';
import {
  isVideoRecord,
  RECORD_TYPE,
  SUMMARY_STATUS,
  TASK_USER_STATUS,
  taskUserStatusOf,
} from './tasks.ts';

describe('task, summary and record code tables', () => {
  it('task user status (foundation.md §4)', () => {
    expect(TASK_USER_STATUS).toEqual({ NOT_STARTED: 0, IN_PROGRESS: 1, SUBMITTED: 2 });
  });
  it('reads any other task status as not started', () => {
    expect(taskUserStatusOf(1)).toBe(1);
    expect(taskUserStatusOf(2)).toBe(2);
    for (const other of [0, 3, null, undefined, '1']) expect(taskUserStatusOf(other)).toBe(0);
  });
  it('summary status (screens.md §3)', () => {
    expect(SUMMARY_STATUS).toEqual({ SUMMARIZING: 0, IN_PROGRESS: 1, READY: 2 });
  });
  it('record types (screens.md §3)', () => {
    expect(RECORD_TYPE).toEqual({ VIDEO: 17, VIDEO_18: 18, CHAT: 64, AI_SUMMARY: 65 });
    expect(isVideoRecord(17)).toBe(true);
    expect(isVideoRecord(18)).toBe(true);
    expect(isVideoRecord(64)).toBe(false);
    expect(isVideoRecord(65)).toBe(false);
  });
});
