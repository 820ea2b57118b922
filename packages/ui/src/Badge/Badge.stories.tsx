import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Badge } from './Badge.tsx';

const openMessages = fn();

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { count: 3 },
  parameters: {
    docs: {
      description: {
        component:
          "A count or a dot beside something, like the unread mark of the header's message icon (screens.md §2.5). Screen readers hear its label ('3 unread' by default) instead of the bare number; pass `label` for another meaning. Counts above `max` show as 99+; zero shows nothing unless `showZero`. For a state in words use StatusChip.",
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The unread count inside the message button: its name says how many are unread. */
export const UnreadCount: Story = {
  tags: ['brand-sweep'],
  render: (args) => (
    <Button variant="secondary" onClick={openMessages}>
      메시지 <Badge {...args} />
    </Button>
  ),
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: '메시지 읽지 않음 3개' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(openMessages).toHaveBeenCalledTimes(2);
  },
};

const dotPlay =
  (name: string): Story['play'] =>
  async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name }));
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
  play: dotPlay('메시지 읽지 않음'),
};

export const DotEnglish: Story = {
  globals: { locale: 'en' },
  args: { count: undefined, dot: true },
  render: (args) => (
    <Button variant="secondary" onClick={openMessages}>
      Messages <Badge {...args} />
    </Button>
  ),
  play: dotPlay('Messages Unread'),
};

const overflowPlay =
  (exactCount: string): Story['play'] =>
  async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText(exactCount)).toBeInTheDocument();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  };

/** Past the maximum: 99+ on screen, the exact count for screen readers. */
export const Overflow: Story = {
  args: { count: 250 },
  play: overflowPlay('읽지 않음 250개'),
};

export const OverflowEnglish: Story = {
  globals: { locale: 'en' },
  args: { count: 250 },
  play: overflowPlay('250 unread'),
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

export const ZeroEnglish: Story = {
  globals: { locale: 'en' },
  render: zeroRender('No new notices'),
  play: zeroPlay('No new notices'),
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { count: 12 },
  render: (args) => (
    <Button variant="secondary" onClick={openMessages}>
      Messages <Badge {...args} />
    </Button>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Messages 12 unread' }));
    await expect(openMessages).toHaveBeenCalledTimes(1);
  },
};
