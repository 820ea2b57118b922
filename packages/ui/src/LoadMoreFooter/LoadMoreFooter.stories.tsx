import { LIMITS, PAGE_SIZE } from '@platform/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
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
  tags: ['locale-sweep'],
  args: { loadedCount: PAGE_SIZE.MESSAGES, hasMore: true, onLoadMore: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The footer of a list that grows by appending pages instead of replacing them (messages ' +
          'load 10 at a time: screens.md §10). Use Pagination instead when the list is replaced page ' +
          'by page. The button is busy from the press until the items arrive (or, if the screen never ' +
          'reports, for the spec’s 2 s busy reset), the number of added items is announced, and ' +
          'when nothing is left a "no more" line replaces the button and keeps the keyboard focus.' +
          '\n\n**When to use.** Use it under a list that grows by appending pages, such as messages. When each page replaces the last (tables, boards, textbooks) use Pagination.' +
          '\n\n**States.** Default, keyboard, last page, loading, no more and busy reset.',
      },
    },
  },
} satisfies Meta<typeof LoadMoreFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The footer's texts in the story's language (the list and its items are the example's data). */
const textsOf = (context: Pick<StoryContext, 'globals'>) => {
  const locale = localeOf(context);
  return {
    button: kitText(locale, 'loadMore.button'),
    loading: kitText(locale, 'button.loading'),
    end: kitText(locale, 'loadMore.end'),
    added: (count: number) => kitText(locale, 'loadMore.added', { count }),
  };
};

/** Load twice with the mouse: 10, 20, then the last 5, each addition announced; then "no more". */
export const Default: Story = {
  tags: ['brand-sweep'],
  render: (args) => <MessageList onLoadMore={args.onLoadMore} />,
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    const list = canvas.getByRole('list');
    const status = canvas.getByRole('status');
    await expect(list.children).toHaveLength(10);

    const button = canvas.getByRole('button', { name: t.button });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // A second press while busy does not ask again.
    await userEvent.click(button);
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    await waitFor(() => expect(list.children).toHaveLength(20));
    await waitFor(() => expect(status).toHaveTextContent(t.added(10)));
    await expect(button).not.toHaveAttribute('aria-busy');

    await userEvent.click(button);
    await waitFor(() => expect(list.children).toHaveLength(TOTAL_MESSAGES));
    await waitFor(() => expect(status).toHaveTextContent(t.added(5)));
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByText(t.end)).toBeVisible();
  },
};

type Play = NonNullable<Story['play']>;

/** Enter loads the rest; focus then lands on the "no more" line that replaced the button. */
const keyboardLoadsToEnd: Play = async (context) => {
  const { canvas, userEvent, args } = context;
  const t = textsOf(context);
  const texts = { button: t.button, end: t.end, added: t.added(5) };
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
  play: keyboardLoadsToEnd,
};

/** One more page of 8: the count announced, then "no more". */
export const LastPage: Story = {
  render: (args) => <MessageList onLoadMore={args.onLoadMore} total={18} />,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = textsOf(context);
    await userEvent.click(canvas.getByRole('button', { name: t.button }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t.added(8)));
    await expect(canvas.getByText(t.end)).toBeVisible();
  },
};

/** While the screen fetches: busy, announced as loading, and a press does nothing. */
export const Loading: Story = {
  args: { loading: true },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    const button = canvas.getByRole('button', { name: new RegExp(t.button) });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAccessibleName(`${t.button} ${t.loading}`);
    await userEvent.click(button);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Everything is loaded: no button, only the "no more" line. */
export const NoMore: Story = {
  args: { hasMore: false, loadedCount: 7 },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = textsOf(context);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByText(t.end)).toBeVisible();
    // The line is a focus target for the button it replaced, not a Tab stop of its own.
    await userEvent.tab();
    await expect(canvas.getByText(t.end)).not.toHaveFocus();
  },
};

/** With no answer, the button is busy, then usable again after the busy reset. */
const busyResets: Play = async (context) => {
  const { canvas, userEvent, args } = context;
  const button = canvas.getByRole('button', { name: new RegExp(textsOf(context).button) });
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
  play: async (context) => {
    await busyResets(context);
    await expect(context.canvas.getByRole('region', { name: '메시지 목록' })).toBeVisible();
  },
};
