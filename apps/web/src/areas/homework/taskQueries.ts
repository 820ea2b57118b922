import { defaultSearchRange, formatWireDate, PAGE_SIZE, type Task } from '@platform/contract';
import type { PageUrlMap } from '@platform/ui';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { endpointKey, endpointQuery, invalidateEndpoints } from '../../app/endpointQuery.ts';
import { takesLoaderRead } from '../../app/screenLoader.ts';
import { api } from '../../app/session/api.ts';
import { pageCalls } from './taskRules.ts';

/*
 * The reads of the homework screens (screens.md §7 "Tasks"). Every change asks all of them again
 * (TASK_READS): a deploy, a removal or a submission shows in the list and its counts together.
 */

/** The calls that show a homework, its submitters or its pages. */
export const TASK_READS = ['task.LIST', 'taskUser.LIST', 'book.VIEW_WITH_PAGE'] as const;

export interface TaskListQuery {
  /** Counted from 0, like `resultPage.number`. */
  pageIndex: number;
  /** Wire dates `YYYY-MM-DD`. */
  range: { start: string; end: string };
  keyword: string;
}

/**
 * One page of homework: 20 a page (screens.md §9), with its book and registrant joined
 * ("joinBook, joinRegUser"). assumed: newest first by `regDatetime desc`; the server narrows
 * the list to the signed-in user's own (a teacher's deployed homework, a student's received).
 */
/**
 * The search a homework list opens with: page 1 of the default range (screens.md §9: the
 * teacher's list and a student's lists have their own), no keyword. The list and its route
 * loader both start from it, so the loader's read is the one the list shows.
 */
export function firstTaskPage(list: 'teacher' | 'student', now: Date): TaskListQuery {
  const range = defaultSearchRange(list === 'teacher' ? 'teacherHomework' : 'studentLists', now);
  return {
    pageIndex: 0,
    range: { start: formatWireDate(range.start), end: formatWireDate(range.end) },
    keyword: '',
  };
}

export const taskPageQuery = ({ pageIndex, range, keyword }: TaskListQuery) =>
  endpointQuery(
    'task.LIST',
    {
      page: pageIndex,
      size: PAGE_SIZE.HOMEWORK,
      ...(range.start ? { searchStartDate: range.start } : {}),
      ...(range.end ? { searchEndDate: range.end } : {}),
      joinBook: true,
      joinRegUser: true,
      order: 'regDatetime desc',
      ...(keyword ? { searchKeyword: keyword } : {}),
    },
    'page',
  );

export function useTaskPage(query: TaskListQuery) {
  return useQuery({
    ...taskPageQuery(query),
    ...takesLoaderRead,
    placeholderData: keepPreviousData,
  });
}

/** The start lookup (screens.md §7: "start lookup (searchType 3, taskIdx, bookIdx)"). */
export async function lookUpTaskForStart(task: Task): Promise<Task | null> {
  const found = await api.list('task.LIST', {
    searchType: 3,
    taskIdx: task.taskIdx,
    ...(task.bookIdx != null ? { bookIdx: task.bookIdx } : {}),
    joinBook: true,
  });
  return found.find((row) => row.taskIdx === task.taskIdx) ?? null;
}

/** The submitters and non-submitters of one task (every task user at once). */
export function useTaskUsers(taskIdx: number) {
  return useQuery(endpointQuery('taskUser.LIST', { taskIdx, paging: false }));
}

/** Page image addresses of `from`..`to`, fetched 100 pages a call. */
export async function fetchPageUrls(
  bookIdx: number,
  from: number,
  to: number,
  signal?: AbortSignal,
): Promise<PageUrlMap> {
  const map: PageUrlMap = {};
  for (const call of pageCalls(from, to)) {
    const reply = await api.call(
      'book.VIEW_WITH_PAGE',
      { bookIdx, ...call },
      signal ? { signal } : {},
    );
    for (const page of reply.pageList ?? []) map[page.pageNo] = page.imgUrl;
  }
  return map;
}

/** After any change: every homework read is asked again. */
export function refreshTasks(queryClient: QueryClient): Promise<void> {
  return invalidateEndpoints(queryClient, ...TASK_READS);
}

/** The key of the page addresses of a book's range (several range calls make one read). */
export const pageUrlsKey = (bookIdx: number, from: number, to: number) =>
  endpointKey('book.VIEW_WITH_PAGE', { bookIdx, fromPage: from, toPage: to }, 'urls');
