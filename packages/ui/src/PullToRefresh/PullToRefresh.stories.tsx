import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { useT } from '../i18n/index.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import {
  PULL_TO_REFRESH_MAX_PX,
  PULL_TO_REFRESH_PAUSE_MS,
  PullToRefresh,
  type PullToRefreshProps,
} from './PullToRefresh.tsx';

/** The list being refreshed (Korean data in both runs). */
const ROWS = ['중2 수학 심화반', '중3 영어 독해반', '고1 과학 실험반', '초6 수학 기초반'];

const List = () => (
  <ul data-testid="list" style={{ margin: 0, paddingInlineStart: 'var(--space-4)' }}>
    {ROWS.map((row) => (
      <li key={row} style={{ paddingBlock: 'var(--space-3)' }}>
        {row}
      </li>
    ))}
  </ul>
);

const meta = {
  title: 'Navigation/PullToRefresh',
  component: PullToRefresh,
  tags: ['locale-sweep'],
  args: {
    onRefresh: fn(() => new Promise((resolve) => setTimeout(resolve, 200))),
    children: null,
  },
  render: (args: PullToRefreshProps) => (
    <PullToRefresh {...args}>
      <List />
    </PullToRefresh>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Pull to refresh for a list on a phone (screens.md §9: "max drag 100 px and pause ' +
          '500 ms"). A finger that pulls the content down while its scroll container is at the ' +
          'top draws it down by up to 100 px; let go past the threshold (70 px, assumed), a ' +
          'spinner shows for 500 ms, then `onRefresh` runs (a promise keeps the spinner). A ' +
          'mouse never pulls. Screen readers hear politely that the list is refreshing, then that ' +
          'it is up to date; give them another way to refresh as well.' +
          '\n\n**When to use.** Use it around a list on a phone that the user may want to reload, such as the class page’s cards, and offer a refresh button too: a mouse, a keyboard or a screen reader cannot pull. To load older items at the end of a list use LoadMoreFooter.' +
          '\n\n**States.** Touch drag refreshes, short drag does nothing, mouse does nothing and not at the top.',
      },
    },
  },
} satisfies Meta<typeof PullToRefresh>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const text = (context: Context, key: string) => kitText(localeOf(context), key);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A drag on the list as a touch screen (or a mouse) sends it, in steps of 10 px. */
const drag = async (target: Element, distance: number, pointerType = 'touch') => {
  const box = target.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + 10;
  const send = (type: string, dy: number) =>
    target.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        composed: true,
        pointerId: 3,
        pointerType,
        isPrimary: true,
        clientX: x,
        clientY: y + dy,
        buttons: type === 'pointerup' ? 0 : 1,
      }),
    );
  send('pointerdown', 0);
  for (let dy = 10; dy <= distance; dy += 10) {
    send('pointermove', dy);
    await sleep(16);
  }
  return { release: () => send('pointerup', distance) };
};

const rootOf = (context: Context) => {
  const root = context.canvasElement.querySelector<HTMLElement>('[data-slot="pull-to-refresh"]');
  if (!root) throw new Error('No pull-to-refresh');
  return root;
};

const indicatorHeight = (context: Context) =>
  rootOf(context).querySelector('[data-slot="pull-to-refresh-indicator"]')?.getBoundingClientRect()
    .height ?? 0;

/**
 * A touch drag of 120 px: the pull stops at 100 px, and on release the spinner shows, then after
 * the 500 ms pause onRefresh runs once; screen readers hear both steps.
 */
export const TouchDragRefreshes: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const { args, canvas } = context;
    const list = canvas.getByTestId('list');
    const pull = await drag(list, 120);
    await waitFor(() => expect(indicatorHeight(context)).toBe(PULL_TO_REFRESH_MAX_PX));
    await expect(rootOf(context)).toHaveAttribute('data-phase', 'pulling');
    const released = performance.now();
    pull.release();
    await waitFor(() => expect(rootOf(context)).toHaveAttribute('data-phase', 'refreshing'));
    await expect(rootOf(context)).toHaveAttribute('aria-busy', 'true');
    const live = rootOf(context).querySelector('[data-slot="pull-to-refresh-status"]');
    await expect(live).toHaveAttribute('role', 'status');
    await expect(live).toHaveTextContent(text(context, 'pullToRefresh.refreshing'));
    await expect(args.onRefresh).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onRefresh).toHaveBeenCalledOnce(), { timeout: 2000 });
    await expect(performance.now() - released).toBeGreaterThanOrEqual(
      PULL_TO_REFRESH_PAUSE_MS - 20,
    );
    await waitFor(() => expect(live).toHaveTextContent(text(context, 'pullToRefresh.done')));
    await expect(rootOf(context)).toHaveAttribute('data-phase', 'idle');
    await sleep(300);
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

/** A short drag (40 px, under the threshold) springs back without refreshing. */
export const ShortDragDoesNothing: Story = {
  play: async (context) => {
    const pull = await drag(context.canvas.getByTestId('list'), 40);
    await expect(rootOf(context)).toHaveAttribute('data-phase', 'pulling');
    pull.release();
    await waitFor(() => expect(rootOf(context)).toHaveAttribute('data-phase', 'idle'));
    await sleep(PULL_TO_REFRESH_PAUSE_MS + 300);
    await expect(context.args.onRefresh).not.toHaveBeenCalled();
  },
};

/** A mouse dragging 120 px pulls nothing: the gesture is a finger's. */
export const MouseDoesNothing: Story = {
  play: async (context) => {
    const pull = await drag(context.canvas.getByTestId('list'), 120, 'mouse');
    await expect(rootOf(context)).toHaveAttribute('data-phase', 'idle');
    await expect(indicatorHeight(context)).toBe(0);
    pull.release();
    await sleep(PULL_TO_REFRESH_PAUSE_MS + 300);
    await expect(context.args.onRefresh).not.toHaveBeenCalled();
  },
};

/** A scroll box of its own, reachable by keyboard as a scrolling region must be. */
function Scroller({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <section
      data-testid="scroller"
      aria-label={t('classCards.label')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      style={{ blockSize: '120px', overflowY: 'auto' }}
    >
      {children}
    </section>
  );
}

/** Away from the top of its scroll container a downward drag is a scroll, not a pull. */
export const NotAtTheTop: Story = {
  render: (args: PullToRefreshProps) => (
    <Scroller>
      <PullToRefresh {...args}>
        <List />
        <List />
      </PullToRefresh>
    </Scroller>
  ),
  play: async (context) => {
    const scroller = context.canvas.getByTestId('scroller');
    scroller.scrollTop = 60;
    await waitFor(() => expect(rootOf(context)).not.toHaveAttribute('data-at-top'));
    const pull = await drag(context.canvas.getAllByTestId('list')[1] as HTMLElement, 120);
    await expect(rootOf(context)).toHaveAttribute('data-phase', 'idle');
    pull.release();
    await sleep(PULL_TO_REFRESH_PAUSE_MS + 300);
    await expect(context.args.onRefresh).not.toHaveBeenCalled();
    // Back at the top, the container is marked for pulling again.
    scroller.scrollTop = 0;
    await waitFor(() => expect(rootOf(context)).toHaveAttribute('data-at-top'));
  },
};
