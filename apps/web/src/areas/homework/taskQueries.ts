import { type Group, PAGE_SIZE, type Task, type TaskUser, type User } from '@platform/contract';
import type { PageUrlMap } from '@platform/ui';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../app/session/api.ts';
import { pageCalls } from './taskRules.ts';

/*
 * The reads of the homework screens (screens.md §7 "Tasks"), under one key that every change
 * invalidates: a deploy, a removal or a submission shows in the list and its counts together.
 */

export const TASKS_KEY = ['tasks'] as const;

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
export function useTaskPage({ pageIndex, range, keyword }: TaskListQuery) {
  return useQuery({
    queryKey: [...TASKS_KEY, 'page', pageIndex, range.start, range.end, keyword],
    queryFn: ({ signal }) =>
      api.page(
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
        { signal },
      ),
    placeholderData: (previous) => previous,
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
  return useQuery({
    queryKey: [...TASKS_KEY, 'users', taskIdx],
    queryFn: ({ signal }): Promise<TaskUser[]> =>
      api.list('taskUser.LIST', { taskIdx, paging: false }, { signal }),
  });
}

/** The institution's users and groups, for the user picker of the deploy modal. */
export function usePickerData(companyIdx: number | null | undefined, enabled: boolean) {
  const users = useQuery({
    queryKey: ['tasks.picker', 'users'],
    queryFn: ({ signal }): Promise<User[]> =>
      api.list('user.LIST', { paging: false, order: 'regDatetime desc' }, { signal }),
    enabled,
  });
  const groups = useQuery({
    queryKey: ['tasks.picker', 'groups', companyIdx ?? null],
    queryFn: ({ signal }): Promise<Group[]> =>
      api.list(
        'group.LIST',
        { ...(companyIdx != null ? { companyIdx } : {}), searchType: 2 },
        { signal },
      ),
    enabled,
  });
  return { users, groups };
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
  return queryClient.invalidateQueries({ queryKey: TASKS_KEY });
}
