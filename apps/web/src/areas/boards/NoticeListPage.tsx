import { BoardScreen } from './BoardScreen.tsx';

/** manage/notice/list: the notices (screens.md §10 "Boards"). */
export function Component() {
  return <BoardScreen kind="notice" />;
}
