import { describe, expect, it } from 'vitest';
import { BOARD_TYPE } from '../codes/messages.ts';
import { USER_TYPE } from '../codes/users.ts';
import { canChangeBoardPost, canManageBoards, canWriteBoardPost } from './boards.ts';

describe('board permissions (screens.md §6 "Admin-like users create, modify, delete")', () => {
  it('takes admins and operators as the admin-like users (assumed), no one else', () => {
    const managers = Object.values(USER_TYPE).filter(canManageBoards);
    expect(managers).toEqual([USER_TYPE.ADMIN, USER_TYPE.OPERATOR]);
  });

  it('lets managers write every board, others only an inquiry', () => {
    for (const boardType of Object.values(BOARD_TYPE)) {
      expect(canWriteBoardPost(USER_TYPE.OPERATOR, boardType)).toBe(true);
    }
    expect(canWriteBoardPost(USER_TYPE.TEACHER, BOARD_TYPE.NOTICE)).toBe(false);
    expect(canWriteBoardPost(USER_TYPE.TEACHER, BOARD_TYPE.BOARD)).toBe(false);
    expect(canWriteBoardPost(USER_TYPE.STUDENT, BOARD_TYPE.INQUIRY)).toBe(true);
  });

  it('lets managers change any post, an author only an own inquiry', () => {
    const teacher = { userType: USER_TYPE.TEACHER, userIdx: 7 };
    const admin = { userType: USER_TYPE.ADMIN, userIdx: 1 };
    const notice = { boardType: BOARD_TYPE.NOTICE, regUserIdx: 7 };
    const ownInquiry = { boardType: BOARD_TYPE.INQUIRY, regUserIdx: 7 };
    const othersInquiry = { boardType: BOARD_TYPE.INQUIRY, regUserIdx: 8 };
    expect(canChangeBoardPost(admin, notice)).toBe(true);
    expect(canChangeBoardPost(admin, othersInquiry)).toBe(true);
    expect(canChangeBoardPost(teacher, notice)).toBe(false);
    expect(canChangeBoardPost(teacher, ownInquiry)).toBe(true);
    expect(canChangeBoardPost(teacher, othersInquiry)).toBe(false);
    expect(canChangeBoardPost(teacher, { boardType: BOARD_TYPE.INQUIRY, regUserIdx: null })).toBe(
      false,
    );
  });
});
