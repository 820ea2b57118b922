import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { IconButton } from './IconButton.tsx';

const BellIcon = () => (
  <svg viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
    <path d="M4 11V7a4 4 0 0 1 8 0v4l1 1.5H3L4 11zM6.5 14a1.5 1.5 0 0 0 3 0" />
  </svg>
);

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  // Its label is the example's (Korean in both runs).
  tags: ['locale-sweep'],
  args: { onClick: fn(), icon: <BellIcon />, label: '알림' },
  parameters: {
    docs: {
      description: {
        component:
          'A button with only an icon, for toolbars and compact rows where the icon is widely ' +
          'understood (close, settings, more). Its `label` is required by the type and becomes the ' +
          'accessible name. When the action needs words to be understood, use `Button` with text.' +
          '\n\n**When to use.** Use it where space is short and the icon is widely understood: close, settings, more, a toolbar. When the action needs words use Button (its `icon` puts the icon beside the text); for the secondary actions of one item use KebabMenu.' +
          '\n\n**States.** Default, secondary by keyboard, disabled and loading.',
      },
    },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names it for screen readers; click, Enter and Space press it. */
export const Default: Story = {
  tags: ['brand-sweep'],
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: '알림' });
    await expect(button).toHaveAttribute('data-icon-only', 'true');
    await expect(button).toHaveAttribute('data-variant', 'ghost');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

/** The secondary look, by keyboard: Tab reaches it, Enter presses it once. */
export const SecondaryByKeyboard: Story = {
  args: { variant: 'secondary' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: '알림' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-variant', 'secondary');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

const disabledPlay =
  (name: string): Story['play'] =>
  async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  };

/** Disabled: skipped by Tab, clicks do nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: disabledPlay('알림'),
};

/** Busy: keeps focus, says it is loading, ignores presses. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
