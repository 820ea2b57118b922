import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../app/queryClient.ts';
import { api } from '../app/session/api.ts';
import { useAllUsers, useUserPage } from '../areas/users/list/usersData.ts';
import { signInAs, withMockBackend } from '../testing/mockSession.ts';
import { refreshUsersAndGroups, usePickerData } from './userDirectory.ts';

withMockBackend();
beforeEach(() => signInAs('admin'));

describe('the users and groups reads', () => {
  it('a changed user shows in the list, the tree and the picker after one refresh', async () => {
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        list: useUserPage({ pageIndex: 0, keyword: '' }),
        tree: useAllUsers(true),
        picker: usePickerData(null).users,
      }),
      { wrapper },
    );
    await waitFor(() => {
      expect(result.current.list.data).toBeDefined();
      expect(result.current.tree.data).toBeDefined();
      expect(result.current.picker.data).toBeDefined();
    });
    // The newest user of the list's first page, so that the list shows the change too.
    const changed = result.current.list.data?.content[0];
    if (!changed) throw new Error('the seed has no user');

    await api.result('user.SAVE', {
      userIdx: changed.userIdx,
      userName: '이름바뀐학생',
      phone: changed.phone ?? '01012345678',
      email: changed.email ?? '',
      userType: changed.userType,
      groupIdx: changed.groupIdx ?? 0,
    });
    await act(() => refreshUsersAndGroups(queryClient));

    const nameIn = (users: readonly { userIdx: number; userName?: string | null }[] = []) =>
      users.find((user) => user.userIdx === changed.userIdx)?.userName;
    await waitFor(() => {
      expect(nameIn(result.current.list.data?.content)).toBe('이름바뀐학생');
      expect(nameIn(result.current.tree.data)).toBe('이름바뀐학생');
      expect(nameIn(result.current.picker.data)).toBe('이름바뀐학생');
    });
    // The tree and the picker read the same call with the same parameters: one cache entry.
    expect(queryClient.getQueryCache().findAll({ queryKey: ['user.LIST'] })).toHaveLength(2);
  });
});
