import type { ComponentType } from 'react';
import type { LazyRouteFunction, LoaderFunction, RouteObject } from 'react-router';

type LazyRoute = LazyRouteFunction<RouteObject> | Exclude<RouteObject['lazy'], undefined>;

/**
 * A screen's route: its component and its loader load in parallel, so the loader's first reads
 * start as soon as its small module arrives, while the screen's code still loads. A factory: the
 * router clears each property of a lazy object once it has loaded it, so every router (the app's,
 * and each story's) needs objects of its own.
 */
const screen =
  (
    component: () => Promise<{ Component: ComponentType }>,
    loader?: () => Promise<LoaderFunction>,
  ) =>
  (): LazyRoute => ({
    Component: async () => (await component()).Component,
    ...(loader ? { loader } : {}),
  });

/**
 * The route module of each built screen, by its path in screens.ts. A screen missing here shows
 * the "coming in a later release" panel. The component module exports `Component`; the loader
 * module (`*.loader.ts`) starts the screen's first reads (app/screenLoader.ts).
 */
export const SCREEN_PAGES: Readonly<Record<string, () => LazyRoute>> = {
  'manage/amount/list': screen(
    () => import('../areas/settlement/ManageSettlementPage.tsx'),
    async () => (await import('../areas/settlement/settlement.loader.ts')).manageLoader,
  ),
  'manage/board/list': screen(
    () => import('../areas/boards/BoardListPage.tsx'),
    async () => (await import('../areas/boards/boardList.loader.ts')).boardLoader,
  ),
  'manage/book/list': screen(
    () => import('../areas/books/BookListPage.tsx'),
    async () => (await import('../areas/books/bookList.loader.ts')).loader,
  ),
  'manage/group/list': screen(
    () => import('../areas/users/list/GroupListPage.tsx'),
    async () => (await import('../areas/users/list/groupList.loader.ts')).loader,
  ),
  'manage/log/joinLog/list': screen(
    () => import('../areas/history/AttendanceLogPage.tsx'),
    async () => (await import('../areas/history/attendanceLog.loader.ts')).loader,
  ),
  'manage/log/logMeet/list': screen(
    () => import('../areas/history/ManageClassLogPage.tsx'),
    async () => (await import('../areas/history/classLog.loader.ts')).manageLoader,
  ),
  'manage/message/recv/list': screen(
    () => import('../areas/messages/MessageListPage.tsx'),
    async () => (await import('../areas/messages/messageList.loader.ts')).manageReceivedLoader,
  ),
  'manage/message/send/list': screen(
    () => import('../areas/messages/MessageListPage.tsx'),
    async () => (await import('../areas/messages/messageList.loader.ts')).manageSentLoader,
  ),
  'manage/monitor/list': screen(
    () => import('../areas/rooms/MonitorListPage.tsx'),
    async () => (await import('../areas/rooms/monitorList.loader.ts')).loader,
  ),
  'manage/note/list': screen(
    () => import('../areas/notes/HomeworkNoteListPage.tsx'),
    async () => (await import('../areas/notes/noteList.loader.ts')).manageNotesLoader,
  ),
  'manage/notice/list': screen(
    () => import('../areas/boards/NoticeListPage.tsx'),
    async () => (await import('../areas/boards/boardList.loader.ts')).noticeLoader,
  ),
  'manage/room/list': screen(
    () => import('../areas/rooms/RoomListPage.tsx'),
    async () => (await import('../areas/rooms/roomList.loader.ts')).loader,
  ),
  'manage/statistic/join/account': screen(
    () => import('../areas/statistics/AccountStatisticsPage.tsx'),
    async () => (await import('../areas/statistics/statistics.loader.ts')).accountLoader,
  ),
  'manage/statistic/join/concurrent': screen(
    () => import('../areas/statistics/ConcurrentStatisticsPage.tsx'),
    async () => (await import('../areas/statistics/statistics.loader.ts')).concurrentLoader,
  ),
  'manage/statistic/join/view': screen(
    () => import('../areas/statistics/JoinStatisticsPage.tsx'),
    async () => (await import('../areas/statistics/statistics.loader.ts')).joinLoader,
  ),
  'manage/statistic/open/view': screen(
    () => import('../areas/statistics/OpenStatisticsPage.tsx'),
    async () => (await import('../areas/statistics/statistics.loader.ts')).openLoader,
  ),
  'manage/task/list': screen(
    () => import('../areas/homework/ManageTaskListPage.tsx'),
    async () => (await import('../areas/homework/taskList.loader.ts')).manageLoader,
  ),
  'meet/list': screen(
    () => import('../areas/rooms/ClassPage.tsx'),
    async () => (await import('../areas/rooms/classPage.loader.ts')).loader,
  ),
  'meet/listAmount': screen(
    () => import('../areas/settlement/ServiceSettlementPage.tsx'),
    async () => (await import('../areas/settlement/settlement.loader.ts')).serviceLoader,
  ),
  'meet/listLog': screen(
    () => import('../areas/history/ClassHistoryPage.tsx'),
    async () => (await import('../areas/history/classLog.loader.ts')).serviceLoader,
  ),
  'meet/listNote': screen(
    () => import('../areas/notes/ClassNoteListPage.tsx'),
    async () => (await import('../areas/notes/noteList.loader.ts')).classNotesLoader,
  ),
  'message/recv/list': screen(
    () => import('../areas/messages/MessageListPage.tsx'),
    async () => (await import('../areas/messages/messageList.loader.ts')).receivedLoader,
  ),
  'message/send/list': screen(
    () => import('../areas/messages/MessageListPage.tsx'),
    async () => (await import('../areas/messages/messageList.loader.ts')).sentLoader,
  ),
  'task/list': screen(
    () => import('../areas/homework/TaskListPage.tsx'),
    async () => (await import('../areas/homework/taskList.loader.ts')).loader,
  ),
  'task/listNote': screen(
    () => import('../areas/notes/HomeworkNoteListPage.tsx'),
    async () => (await import('../areas/notes/noteList.loader.ts')).homeworkNotesLoader,
  ),
};
