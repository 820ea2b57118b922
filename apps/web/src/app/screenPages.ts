import type { RouteObject } from 'react-router';

type LazyRoute = Extract<NonNullable<RouteObject['lazy']>, () => unknown>;

/**
 * The route module of each built screen, by its path in screens.ts. A screen missing here shows
 * the "coming in a later release" panel. One line per screen: the module exports `Component`.
 */
export const SCREEN_PAGES: Readonly<Record<string, LazyRoute>> = {
  'manage/book/list': () => import('../pages/manage/book/BookListPage.tsx'),
  'manage/group/list': () => import('../pages/manage/group/GroupListPage.tsx'),
  'manage/note/list': () => import('../pages/notes/HomeworkNoteListPage.tsx'),
  'manage/task/list': () => import('../pages/task/ManageTaskListPage.tsx'),
  'meet/listNote': () => import('../pages/notes/ClassNoteListPage.tsx'),
  'task/list': () => import('../pages/task/TaskListPage.tsx'),
  'task/listNote': () => import('../pages/notes/HomeworkNoteListPage.tsx'),
};
