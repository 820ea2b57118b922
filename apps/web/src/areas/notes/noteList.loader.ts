import { NOTE_LIST_SEARCH_TYPE } from '@platform/contract';
import { mayManage, screenLoader } from '../../app/screenLoader.ts';
import { firstNotePage, notePageQuery } from './noteQueries.ts';

/** meet/listNote: the class notes. */
export const classNotesLoader = screenLoader(({ signedIn, now }) => [
  notePageQuery(firstNotePage(NOTE_LIST_SEARCH_TYPE.CLASS, signedIn, now)),
]);

/** task/listNote: the homework notes. */
export const homeworkNotesLoader = screenLoader(({ signedIn, now }) => [
  notePageQuery(firstNotePage(NOTE_LIST_SEARCH_TYPE.TASK, signedIn, now)),
]);

/** manage/note/list: the homework notes, under manage access. */
export const manageNotesLoader = screenLoader(
  ({ signedIn, now }) => [notePageQuery(firstNotePage(NOTE_LIST_SEARCH_TYPE.TASK, signedIn, now))],
  mayManage,
);
