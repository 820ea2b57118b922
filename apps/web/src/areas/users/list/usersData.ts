import { PAGE_SIZE } from '@platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../app/endpointQuery.ts';
import { takesLoaderRead } from '../../../app/screenLoader.ts';
import { allUsersQuery, USER_LIST_ORDER } from '../../../shared/userDirectory.ts';

/* The reads of manage/group/list (screens.md §7 "Users and groups"). */

export interface UserListQuery {
  /** Counted from 0, like `resultPage.number`. */
  pageIndex: number;
  keyword: string;
}

/** One page of the manage-mode list: 30 a page (screens.md §9), searched by name or ID. */
export const userPageQuery = ({ pageIndex, keyword }: UserListQuery) =>
  endpointQuery(
    'user.LIST',
    {
      page: pageIndex,
      size: PAGE_SIZE.USER_LIST,
      order: USER_LIST_ORDER,
      ...(keyword ? { searchKeyword: keyword } : {}),
    },
    'page',
  );

export function useUserPage(query: UserListQuery) {
  return useQuery({
    ...userPageQuery(query),
    ...takesLoaderRead,
    placeholderData: keepPreviousData,
  });
}

/** Every user of the institution, for the tree. */
export function useAllUsers(enabled: boolean) {
  return useQuery({ ...allUsersQuery(), enabled });
}
