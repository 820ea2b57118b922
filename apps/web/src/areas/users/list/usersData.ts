import { type Group, PAGE_SIZE, type User } from '@platform/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../app/session/api.ts';

/*
 * The reads of manage/group/list (screens.md §7 "Users and groups"), with query keys that every
 * change invalidates together: a move, a delete or a registration shows in the list and the tree.
 */

export const USERS_KEY = ['manage.users'] as const;
export const GROUPS_KEY = ['manage.groups'] as const;

/** The list's order: "order regDatetime desc" (screens.md §7). */
export const USER_LIST_ORDER = 'regDatetime desc';

export interface UserListQuery {
  /** Counted from 0, like `resultPage.number`. */
  pageIndex: number;
  keyword: string;
}

/** One page of the manage-mode list: 30 a page (screens.md §9), searched by name or ID. */
export function useUserPage({ pageIndex, keyword }: UserListQuery) {
  return useQuery({
    queryKey: [...USERS_KEY, 'page', pageIndex, keyword],
    queryFn: ({ signal }) =>
      api.page(
        'user.LIST',
        {
          page: pageIndex,
          size: PAGE_SIZE.USER_LIST,
          order: USER_LIST_ORDER,
          ...(keyword ? { searchKeyword: keyword } : {}),
        },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}

/**
 * Every user of the institution, for the tree. assumed: the tree asks for the whole list at once
 * (`paging: false`), as it shows every group's users and filters them in the browser.
 */
export function useAllUsers(enabled: boolean) {
  return useQuery({
    queryKey: [...USERS_KEY, 'all'],
    queryFn: ({ signal }): Promise<User[]> =>
      api.list('user.LIST', { paging: false, order: USER_LIST_ORDER }, { signal }),
    enabled,
  });
}

/** The institution's groups: "group list (companyIdx, searchType 2)". */
export function useGroups(companyIdx: number | null | undefined) {
  return useQuery({
    queryKey: [...GROUPS_KEY, companyIdx ?? null],
    queryFn: ({ signal }): Promise<Group[]> =>
      api.list(
        'group.LIST',
        { ...(companyIdx != null ? { companyIdx } : {}), searchType: 2 },
        { signal },
      ),
  });
}

/** After any change: users and groups are read again wherever they show. */
export async function refreshUsersAndGroups(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: USERS_KEY }),
    queryClient.invalidateQueries({ queryKey: GROUPS_KEY }),
  ]);
}
