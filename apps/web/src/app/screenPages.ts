import type { RouteObject } from 'react-router';

type LazyRoute = Extract<NonNullable<RouteObject['lazy']>, () => unknown>;

/**
 * The route module of each built screen, by its path in screens.ts. A screen missing here shows
 * the "coming in a later release" panel. One line per screen: the module exports `Component`.
 */
export const SCREEN_PAGES: Readonly<Record<string, LazyRoute>> = {
  'manage/book/list': () => import('../areas/books/BookListPage.tsx'),
  'manage/group/list': () => import('../areas/users/list/GroupListPage.tsx'),
  'manage/note/list': () => import('../areas/notes/HomeworkNoteListPage.tsx'),
  'manage/task/list': () => import('../areas/homework/ManageTaskListPage.tsx'),
  'meet/listNote': () => import('../areas/notes/ClassNoteListPage.tsx'),
  'task/list': () => import('../areas/homework/TaskListPage.tsx'),
  'task/listNote': () => import('../areas/notes/HomeworkNoteListPage.tsx'),
};
