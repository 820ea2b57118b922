import { LocaleProvider } from '@platform/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/queryClient.ts';
import { readSignedIn } from '../../app/session/session.ts';
import { sessionStore } from '../../app/session/sessionStore.ts';
import { signInAs, withMockBackend } from '../../testing/mockSession.ts';
import { publishedNoticesQuery, refreshBoards } from './boardQueries.ts';
import NoticePopups from './NoticePopups.tsx';

withMockBackend();
beforeEach(() => signInAs('student'));
afterEach(cleanup);

describe('the notice popups', () => {
  it('noticeListFetchedAgainOnEveryBoardSave: the published list is read once, not again after a board save', async () => {
    const userIdx = readSignedIn(sessionStore.read())?.user.userIdx;
    if (userIdx === undefined) throw new Error('no one signed in');
    const queryClient = createQueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <LocaleProvider locale="ko">
          <NoticePopups userIdx={userIdx} />
        </LocaleProvider>
      </QueryClientProvider>,
    );
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    const { queryKey } = publishedNoticesQuery(userIdx);
    const fetches = () => queryClient.getQueryState(queryKey)?.dataUpdateCount;
    expect(fetches()).toBe(1);

    // What the board screens do after each register, modify or delete.
    await act(() => refreshBoards(queryClient));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetches()).toBe(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
