import { LIMITS, PAGE_SIZE } from '@platform/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { LoadMoreFooter } from './LoadMoreFooter.tsx';

const TOTAL_MESSAGES = 25;
const FETCH_MS = 150;

/** A received-messages list that loads `PAGE_SIZE.MESSAGES` at a time, as screens.md §10 says. */
function MessageList({
  onLoadMore,
  total = TOTAL_MESSAGES,
  respond = true,
  listLabel = '메시지 목록',
  itemLabel = '메시지',
}: {
  onLoadMore: () => void;
  total?: number;
  respond?: boolean;
  listLabel?: string;
  itemLabel?: string;
}) {
  const [count, setCount] = useState(Math.min(PAGE_SIZE.MESSAGES, total));
  const [loading, setLoading] = useState(false);
  return (
    <section aria-label={listLabel}>
      <ul>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the demo messages are their position
          <li key={i}>{`${itemLabel} ${i + 1}`}</li>
        ))}
      </ul>
      <LoadMoreFooter
        loadedCount={count}
        hasMore={count < total}
        loading={loading}
        onLoadMore={() => {
          onLoadMore();
          if (!respond) return;
          setLoading(true);
          setTimeout(() => {
            setCount((c) => Math.min(c + PAGE_SIZE.MESSAGES, total));
            setLoading(false);
          }, FETCH_MS);
        }}
      />
    </section>
  );
}

const meta = {
  title: 'Navigation/LoadMoreFooter',
  component: LoadMoreFooter,
  args: { loadedCount: PAGE_SIZE.MESSAGES, hasMore: true, onLoadMore: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The footer of a list that grows by appending pages instead of replacing them (messages ' +
          'load 10 at a time: screens.md §10). Use Pagination instead when the list is replaced page ' +
          'by page. The button is busy from the press until the items arrive (or, if the screen never ' +
          'reports, for the spec’s 2 s busy reset), the number of added items is announced, and ' +
          'when nothing is left a "no more" line replaces the button and keeps the keyboard focus.',
      },
    },
  },
} satisfies Meta<typeof LoadMoreFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Load twice with the mouse: 10, 20, then the last 5, each addition announced; then "no more". */
export const Default: Story = {
  tags: ['brand-sweep'],
  render: (args) => <MessageList onLoadMore={args.onLoadMore} />,
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('list');
    const status = canvas.getByRole('status');
    await expect(list.children).toHaveLength(10);

    const button = canvas.getByRole('button', { name: '더 보기' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // A second press while busy does not ask again.
    await userEvent.click(button);
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    await waitFor(() => expect(list.children).toHaveLength(20));
    await waitFor(() => expect(status).toHaveTextContent('10개 항목을 더 불러왔습니다.'));
    await expect(button).not.toHaveAttribute('aria-busy');

    await userEvent.click(button);
    await waitFor(() => expect(list.children).toHaveLength(TOTAL_MESSAGES));
    await waitFor(() => expect(status).toHaveTextContent('5개 항목을 더 불러왔습니다.'));
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByText('더 이상 항목이 없습니다.')).toBeVisible();
  },
};

type Play = NonNullable<Story['play']>;

/** Enter loads the rest; focus then lands on the "no more" line that replaced the button. */
const keyboardLoadsToEnd =
  (texts: { button: string; end: string; added: string }): Play =>
  async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: texts.button })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    const end = await canvas.findByText(texts.end);
    await waitFor(() => expect(end).toHaveFocus());
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(texts.added));
  };

/** Keyboard only: Enter loads; when the button goes away, focus lands on the "no more" line. */
export const Keyboard: Story = {
  render: (args) => <MessageList onLoadMore={args.onLoadMore} total={15} />,
  play: keyboardLoadsToEnd({
    button: '더 보기',
    end: '더 이상 항목이 없습니다.',
    added: '5개 항목을 더 불러왔습니다.',
  }),
};

export const KeyboardEnglish: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <MessageList onLoadMore={args.onLoadMore} total={15} listLabel="Messages" itemLabel="Message" />
  ),
  play: keyboardLoadsToEnd({
    button: 'Load more',
    end: 'No more items.',
    added: '5 more items loaded.',
  }),
};

export const English: Story = {
  globals: { locale: 'en' },
  render: (args) => <MessageList onLoadMore={args.onLoadMore} total={18} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('8 more items loaded.'),
    );
    await expect(canvas.getByText('No more items.')).toBeVisible();
  },
};

/** While the screen fetches: busy, announced as loading, and a press does nothing. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /더 보기/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAccessibleName('더 보기 불러오는 중');
    await userEvent.click(button);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const LoadingEnglish: Story = {
  args: { loading: true },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAccessibleName('Load more Loading');
  },
};

/** Everything is loaded: no button, only the "no more" line. */
export const NoMore: Story = {
  args: { hasMore: false, loadedCount: 7 },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByText('더 이상 항목이 없습니다.')).toBeVisible();
    // The line is a focus target for the button it replaced, not a Tab stop of its own.
    await userEvent.tab();
    await expect(canvas.getByText('더 이상 항목이 없습니다.')).not.toHaveFocus();
  },
};

export const NoMoreEnglish: Story = {
  args: { hasMore: false, loadedCount: 7 },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No more items.')).toBeVisible();
  },
};

/** With no answer, the button is busy, then usable again after the busy reset. */
const busyResets =
  (name: RegExp): Play =>
  async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'), {
      timeout: LIMITS.LOAD_BUTTON_BUSY_RESET_MS + 1000,
    });
    await userEvent.click(button);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
  };

/** The screen never answers: the button is usable again after the spec's 2 s busy reset. */
export const BusyReset: Story = {
  render: (args) => <MessageList onLoadMore={args.onLoadMore} respond={false} />,
  play: busyResets(/더 보기/),
};

export const BusyResetEnglish: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <MessageList
      onLoadMore={args.onLoadMore}
      respond={false}
      listLabel="Messages"
      itemLabel="Message"
    />
  ),
  play: async (context) => {
    await busyResets(/Load more/)(context);
    await expect(context.canvas.getByRole('region', { name: 'Messages' })).toBeVisible();
  },
};
