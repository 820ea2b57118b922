import { BoardScreen } from './BoardScreen.tsx';

/** manage/board/list: the board's posts and inquiries (screens.md §10 "Boards"). */
export function Component() {
  return <BoardScreen kind="board" />;
}
