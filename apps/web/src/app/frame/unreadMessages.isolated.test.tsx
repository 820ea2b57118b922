import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnreadMessagesProvider, useUnreadMessages } from './unreadMessages.tsx';

const result = vi.hoisted(() => vi.fn());
vi.mock('../session/api.ts', () => ({ api: { result } }));

let refresh: () => void = () => {};

function Probe() {
  const unread = useUnreadMessages();
  refresh = unread.refresh;
  return <p>{unread.hasUnread ? 'unread' : 'none'}</p>;
}

function renderFrame(disasterMode: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
  return render(
    <QueryClientProvider client={client}>
      <UnreadMessagesProvider userIdx={7} disasterMode={disasterMode}>
        <Probe />
      </UnreadMessagesProvider>
    </QueryClientProvider>,
  );
}

describe('UnreadMessagesProvider', () => {
  afterEach(cleanup);

  beforeEach(() => {
    result.mockReset();
    result.mockResolvedValue(true);
  });

  it('checks on mount and again on demand', async () => {
    renderFrame(false);
    expect(await screen.findByText('unread')).toBeTruthy();
    expect(result).toHaveBeenCalledTimes(1);
    expect(result.mock.calls[0]?.[0]).toBe('messageRecv.EXIST_NEW');
    result.mockResolvedValue(false);
    await act(async () => refresh());
    await waitFor(() => expect(screen.getByText('none')).toBeTruthy());
    expect(result).toHaveBeenCalledTimes(2);
  });

  it('never checks in disaster mode, not even on demand', async () => {
    renderFrame(true);
    await act(async () => refresh());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result).not.toHaveBeenCalled();
    expect(screen.getByText('none')).toBeTruthy();
  });
});
