import type { EndpointName } from '@platform/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { endpointQuery, invalidateEndpoints } from '../app/endpointQuery.ts';

/*
 * The institution's users and groups as every screen reads them: the users list and tree, the
 * user pickers of homework and textbook deployment, the group choice of the user form and the
 * Excel registration. One read per call and parameters, so a picker and the tree share a cache
 * entry, and one refresh after any change reaches them all.
 */

/** The list's order: "order regDatetime desc" (screens.md §7). */
export const USER_LIST_ORDER = 'regDatetime desc';

/** Every read that shows a user or a group: a change to either asks them all again. */
export const USER_AND_GROUP_READS = [
  'user.LIST',
  'user.GET',
  'group.LIST',
] as const satisfies readonly EndpointName[];

/**
 * Every user of the institution, for the tree and the pickers. assumed: asked for at once
 * (`paging: false`), as the tree shows every group's users and filters them in the browser.
 */
export const allUsersQuery = () =>
  endpointQuery('user.LIST', { paging: false, order: USER_LIST_ORDER });

/** The institution's groups: "group list (companyIdx, searchType 2)". */
export const groupsQuery = (companyIdx: number | null | undefined) =>
  endpointQuery('group.LIST', { ...(companyIdx != null ? { companyIdx } : {}), searchType: 2 });

export function useGroups(companyIdx: number | null | undefined) {
  return useQuery(groupsQuery(companyIdx));
}

/** The users and groups of a user picker, read once the picker is about to show. */
export function usePickerData(companyIdx: number | null | undefined, enabled = true) {
  const users = useQuery({ ...allUsersQuery(), enabled });
  const groups = useQuery({ ...groupsQuery(companyIdx), enabled });
  return { users, groups };
}

/** After any change to a user or a group: the list, the tree and every picker read again. */
export function refreshUsersAndGroups(queryClient: QueryClient): Promise<void> {
  return invalidateEndpoints(queryClient, ...USER_AND_GROUP_READS);
}
