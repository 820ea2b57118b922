import { BOARD_TYPE } from '../codes/messages.ts';
import { USER_TYPE } from '../codes/users.ts';

/**
 * screens.md §6: "Admin-like users create, modify, delete notices and posts". assumed: the
 * admin-like users are the user types admin (3) and operator (5); every other user who reaches a
 * board reads it. The app offers the editor by this rule and the mock server refuses by it
 * (WB-403-102).
 */
export function canManageBoards(userType: number): boolean {
  return userType === USER_TYPE.ADMIN || userType === USER_TYPE.OPERATOR;
}

/**
 * Who may write a new post of a board: a board manager any; anyone an inquiry (assumed: an
 * inquiry is what any user of the institution asks; the spec's editor writes notices and posts).
 */
export function canWriteBoardPost(userType: number, boardType: number): boolean {
  return canManageBoards(userType) || boardType === BOARD_TYPE.INQUIRY;
}

/**
 * Who may modify or remove a post: a board manager any; the author of an inquiry that inquiry
 * (assumed, as for writing one).
 */
export function canChangeBoardPost(
  user: { userType: number; userIdx: number },
  post: { boardType: number; regUserIdx: number | null | undefined },
): boolean {
  return (
    canManageBoards(user.userType) ||
    (post.boardType === BOARD_TYPE.INQUIRY && post.regUserIdx === user.userIdx)
  );
}
