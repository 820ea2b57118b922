import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { RadioGroup } from './RadioGroup.tsx';

/** The example's options (Korean data in both runs). */
const modes = [
  { value: 'join', label: '초대 코드로 참여' },
  { value: 'create', label: '새 수업 만들기' },
];

const meta = {
  title: 'Fields/RadioGroup',
  component: RadioGroup,
  tags: ['locale-sweep'],
  args: { label: '참여 방식', name: 'mode', options: modes, onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'One choice of a few, all visible (join mode, user type, note columns), on Radix: Tab ' +
          'enters the group, the arrow keys move and choose. With react-hook-form use a ' +
          'Controller (`value`, `onValueChange`).' +
          '\n\n**When to use.** Use it for one choice among a few options that should all stay visible (join mode, user type, note columns). For a longer list use Select; for a yes/no answer use Checkbox, or Switch for a setting that applies at once.' +
          '\n\n**States.** Empty, horizontal, filled, error required, disabled and all disabled.',
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move the choice; a click picks one. */
export const Empty: Story = {
  tags: ['brand-sweep'],
  args: { required: true },
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: '참여 방식' });
    await expect(group).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: '초대 코드로 참여' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('join');
    // Held as a person holds it: Radix chooses on the focus that an arrow key moved.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('create'));
    await userEvent.keyboard('{/ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '새 수업 만들기' })).toBeChecked();
  },
};

/** Horizontal, with a choice made: Tab lands on it, the right arrow moves and chooses. */
export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'join' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '초대 코드로 참여' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight>}');
    const create = canvas.getByRole('radio', { name: '새 수업 만들기' });
    await expect(create).toHaveFocus();
    await waitFor(() => expect(create).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
  },
};

type Play = NonNullable<Story['play']>;

export const Filled: Story = {
  args: { defaultValue: 'create' },
  play: async ({ canvas, userEvent, args }) => {
    const create = canvas.getByRole('radio', { name: '새 수업 만들기' });
    await expect(create).toBeChecked();
    // Tab lands on the chosen option, not the first one.
    await userEvent.tab();
    await expect(create).toHaveFocus();
    await userEvent.click(canvas.getByRole('radio', { name: '초대 코드로 참여' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('join');
  },
};

/** foundation.md §5: "At least one selection is required for ... user type". */
export const ErrorRequired: Story = {
  args: { required: true, error: 'valid.required' },
  play: async (context) => {
    const { canvas } = context;
    const message = kitText(localeOf(context), 'valid.required');
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(message);
    await expect(canvas.getByText(message)).toBeVisible();
  },
};

/** The disabled option cannot be reached by the arrow keys. */
const disabledOptionSkipped =
  (join: string, create: string): Play =>
  async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: create })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: join })).toBeChecked();
  };

/** A disabled option is skipped by the arrow keys (create without the meeting-open right). */
export const Disabled: Story = {
  args: {
    defaultValue: 'join',
    options: [
      modes[0] ?? { value: 'join', label: '' },
      { ...modes[1], value: 'create', label: '새 수업 만들기', disabled: true },
    ],
  },
  play: disabledOptionSkipped('초대 코드로 참여', '새 수업 만들기'),
};

export const AllDisabled: Story = {
  args: { disabled: true, defaultValue: 'join' },
  play: async ({ canvas, userEvent, args }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '새 수업 만들기' }));
    await expect(canvas.getByRole('radio', { name: '초대 코드로 참여' })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
