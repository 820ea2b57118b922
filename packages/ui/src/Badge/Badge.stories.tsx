import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { Badge } from './Badge.tsx';

const openMessages = fn();

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  // The button's word and the zero label are the example's (Korean in both runs).
  tags: ['locale-sweep'],
  args: { count: 3 },
  parameters: {
    docs: {
      description: {
        component:
          "A count or a dot beside something, like the unread mark of the header's message icon (screens.md §2.5). Screen readers hear its label ('3 unread' by default) instead of the bare number; pass `label` for another meaning. Counts above `max` show as 99+; zero shows nothing unless `showZero`. For a state in words use StatusChip." +
          '\n\n**When to use.** Use it for a number or a dot attached to an icon or a button, such as the unread messages of the header. For a status in words (submitted, suspended) use StatusChip; for a message use InlineAlert or Banner.' +
          '\n\n**States.** Unread count, dot, overflow (99+) and zero.',
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The badge's label in the story's language: the unread count, or the dot's word. */
const unreadOf = (context: Pick<StoryContext, 'globals'>, count?: number) =>
  count === undefined
    ? kitText(localeOf(context), 'badge.unreadDot')
    : kitText(localeOf(context), 'badge.unread', { count });

/** The unread count inside the message button: its name says how many are unread. */
export const UnreadCount: Story = {
  tags: ['brand-sweep'],
  render: (args) => (
    <Button variant="secondary" onClick={openMessages}>
      메시지 <Badge {...args} />
    </Button>
  ),
  play: async (context) => {
    const { canvas, userEvent } = context;
    const button = canvas.getByRole('button', { name: `메시지 ${unreadOf(context, 3)}` });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(openMessages).toHaveBeenCalledTimes(2);
  },
};

const dotPlay: Story['play'] = async (context) => {
  const { canvas, userEvent } = context;
  await userEvent.click(canvas.getByRole('button', { name: `메시지 ${unreadOf(context)}` }));
  await expect(openMessages).toHaveBeenCalledTimes(1);
};

/** A dot: the message icon highlighted when something is unread. */
export const Dot: Story = {
  args: { count: undefined, dot: true },
  render: (args) => (
    <Button variant="secondary" onClick={openMessages}>
      메시지 <Badge {...args} />
    </Button>
  ),
  play: dotPlay,
};

const overflowPlay: Story['play'] = async (context) => {
  const { canvas, userEvent } = context;
  const exactCount = unreadOf(context, 250);
  await expect(canvas.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
  await expect(canvas.getByText(exactCount)).toBeInTheDocument();
  await userEvent.tab();
  await expect(document.body).toHaveFocus();
};

/** Past the maximum: 99+ on screen, the exact count for screen readers. */
export const Overflow: Story = {
  args: { count: 250 },
  play: overflowPlay,
};

const zeroRender =
  (shownLabel: string): Story['render'] =>
  (args) => (
    <div>
      <span data-testid="hidden">
        <Badge {...args} count={0} />
      </span>
      <Badge {...args} count={0} showZero label={shownLabel} />
    </div>
  );

const zeroPlay =
  (shownLabel: string): Story['play'] =>
  async ({ canvas }) => {
    await expect(canvas.getByTestId('hidden')).toBeEmptyDOMElement();
    await expect(canvas.getByText(shownLabel)).toBeInTheDocument();
  };

/** Zero shows nothing, unless asked. */
export const Zero: Story = {
  render: zeroRender('새 공지 없음'),
  play: zeroPlay('새 공지 없음'),
};
