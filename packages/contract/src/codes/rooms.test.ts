import { describe, expect, it } from 'vitest';
import {
  ENTRY_MODE,
  JOIN_KIND,
  ROOM_FIELD_CODE_TABLE,
  ROOM_KIND,
  ROOM_OPEN_TYPE,
  ROOM_STATE,
} from './rooms.ts';

describe('room code tables (foundation.md §9)', () => {
  it('room state', () => {
    expect(ROOM_STATE).toEqual({ NONE: 0, USE: 1, HIDE: 9, CLOSE: 99 });
  });
  it('room open type', () => {
    expect(ROOM_OPEN_TYPE).toEqual({ NONE: 0, INSTANT: 1, RESERVED: 2, TASK: 3 });
  });
  it('entry mode', () => {
    expect(ENTRY_MODE).toEqual({ ANYONE_FIRST: 0, AUTHOR_FIRST: 1 });
  });
  it('room kinds', () => {
    expect(ROOM_KIND).toEqual({ MEETING: 1, CLASS: 2, HOMEWORK: 3, TEST: 4 });
  });
  it('join kinds', () => {
    expect(JOIN_KIND).toEqual({ OPEN_JOIN: 1, JOIN: 2, MONITOR: 3 });
  });
  it('the wire field roomOpenType holds the entry mode, roomShowType the open type', () => {
    expect(ROOM_FIELD_CODE_TABLE.roomOpenType).toBe(ENTRY_MODE);
    expect(ROOM_FIELD_CODE_TABLE.roomShowType).toBe(ROOM_OPEN_TYPE);
    expect(ROOM_FIELD_CODE_TABLE.roomStatus).toBe(ROOM_STATE);
    expect(ROOM_FIELD_CODE_TABLE.roomType).toBe(ROOM_KIND);
  });
});
