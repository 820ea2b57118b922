import { ENTRY_MODE, ROOM_OPEN_TYPE, ROOM_STATE } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { roomJoinMode, roomMenuState } from './roomCardRules.ts';

const reserved = {
  roomStatus: ROOM_STATE.USE,
  roomShowType: ROOM_OPEN_TYPE.RESERVED,
  roomOpenType: ENTRY_MODE.AUTHOR_FIRST,
  ownerUserIdx: 1,
} as const;
const live = { exist: true, meetIdx: 9, currentUserNum: 2, userIdx: 1 };

describe('roomJoinMode (screens.md §4, §6)', () => {
  it('joins a running class, with or without MEET_OPEN', () => {
    expect(roomJoinMode({ ...reserved, meet: live }, false)).toBe('join');
    expect(roomJoinMode({ ...reserved, meet: live }, true)).toBe('join');
  });

  it('opens an author-first reserved room only with MEET_OPEN, else class preparing', () => {
    expect(roomJoinMode({ ...reserved, meet: { exist: false } }, true)).toBe('open');
    expect(roomJoinMode({ ...reserved, meet: { exist: false } }, false)).toBe('preparing');
    expect(roomJoinMode({ ...reserved, meet: null }, false)).toBe('preparing');
  });

  it('opens an anyone-first reserved room without MEET_OPEN', () => {
    const anyone = { ...reserved, roomOpenType: ENTRY_MODE.ANYONE_FIRST };
    expect(roomJoinMode(anyone, false)).toBe('open');
  });

  it('reads a reserved room without an open type as author first (assumed)', () => {
    expect(roomJoinMode({ ...reserved, roomOpenType: null }, false)).toBe('preparing');
  });

  it('opens an instant room without a meet with MEET_OPEN only, whatever its entry mode', () => {
    const instant = {
      ...reserved,
      roomShowType: ROOM_OPEN_TYPE.INSTANT,
      roomOpenType: ENTRY_MODE.ANYONE_FIRST,
    };
    expect(roomJoinMode(instant, false)).toBe('preparing');
    expect(roomJoinMode(instant, true)).toBe('open');
  });

  it('never joins a hidden or closed room, even with a meet', () => {
    expect(roomJoinMode({ ...reserved, roomStatus: ROOM_STATE.HIDE, meet: live }, true)).toBe(
      'hidden',
    );
    expect(roomJoinMode({ ...reserved, roomStatus: ROOM_STATE.CLOSE }, true)).toBe('closed');
  });
});

describe('roomMenuState (screens.md §4, §6, §10)', () => {
  it('lists QR code and the copies for everyone with the menu, modify and remove to managers', () => {
    expect(roomMenuState(reserved, 5, false).actions).toEqual(['qr', 'copyLink', 'copyInfo']);
    expect(roomMenuState(reserved, 5, true).actions).toEqual([
      'qr',
      'copyLink',
      'copyInfo',
      'modify',
      'remove',
    ]);
  });

  it('lists close class only while a meet exists, for the owner', () => {
    expect(roomMenuState(reserved, 1, true).actions).not.toContain('close');
    expect(roomMenuState({ ...reserved, meet: live }, 1, true).actions).toContain('close');
  });

  it('lets the non-owner who started a meet close it only when the room is not reserved', () => {
    const startedBy7 = { ...live, userIdx: 7 };
    expect(roomMenuState({ ...reserved, meet: startedBy7 }, 7, false).actions).not.toContain(
      'close',
    );
    const instant = { ...reserved, roomShowType: ROOM_OPEN_TYPE.INSTANT, meet: startedBy7 };
    expect(roomMenuState(instant, 7, false).actions).toContain('close');
    expect(roomMenuState(instant, 8, false).actions).not.toContain('close');
  });

  it('blocks remove while a meet is open', () => {
    expect(roomMenuState({ ...reserved, meet: live }, 1, true).removeBlocked).toBe(true);
    expect(roomMenuState({ ...reserved, meet: { exist: false } }, 1, true).removeBlocked).toBe(
      false,
    );
  });
});
