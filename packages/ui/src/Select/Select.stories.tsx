import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { Select } from './Select.tsx';

/** The example's options (Korean data in both runs). */
const userTypes = [
  { value: '11', label: '선생님' },
  { value: '12', label: '학생' },
  { value: '13', label: '오픈 선생님' },
];

const meta = {
  title: 'Fields/Select',
  component: Select,
  tags: ['locale-sweep'],
  args: { label: '사용자 유형', name: 'userType', options: userTypes, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A native select styled with tokens, for one choice of a list (user type, page size, ' +
          'grade). On phones the system picker is the best there is; it works with ' +
          'react-hook-form’s register() as it is.' +
          '\n\n**When to use.** Use it for one choice out of a list (user type, page size, grade), above all when the list is too long to show every option. For a few options that should all stay visible use RadioGroup; for a month use MonthPicker.' +
          '\n\n**States.** Empty, disabled option, filled, error required and disabled.',
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  tags: ['brand-sweep'],
  args: { placeholder: true, required: true },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const select = canvas.getByRole('combobox', { name: '사용자 유형' });
    await expect(select).toHaveValue('');
    await expect(
      canvas.getByRole('option', { name: kitText(localeOf(context), 'fields.selectPlaceholder') }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(select, '학생');
    await expect(select).toHaveValue('12');
    await expect(args.onChange).toHaveBeenCalledOnce();
    // Keyboard: focus it and move to the next option.
    select.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(select).toHaveFocus();
  },
};

/** A disabled option is listed and cannot be chosen; another can. */
export const DisabledOption: Story = {
  args: {
    placeholder: true,
    options: [...userTypes.slice(0, 2), { value: '13', label: '오픈 선생님', disabled: true }],
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const select = canvas.getByRole('combobox', { name: '사용자 유형' });
    await expect(
      canvas.getByRole('option', { name: kitText(localeOf(context), 'fields.selectPlaceholder') }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: '오픈 선생님' })).toBeDisabled();
    await userEvent.selectOptions(select, '선생님');
    await expect(select).toHaveValue('11');
  },
};

export const Filled: Story = {
  args: { defaultValue: '11' },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: '사용자 유형' });
    await expect(select).toHaveValue('11');
    await expect(select).toHaveDisplayValue('선생님');
    await userEvent.selectOptions(select, '학생');
    await expect(select).toHaveValue('12');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const ErrorRequired: Story = {
  args: { placeholder: true, required: true, error: 'valid.required' },
  play: async (context) => {
    const { canvas } = context;
    const message = kitText(localeOf(context), 'valid.required');
    const select = canvas.getByRole('combobox', { name: '사용자 유형' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(message);
    await expect(canvas.getByText(message)).toBeVisible();
  },
};

/** A disabled select is skipped by Tab. */
const skippedByTab =
  (name: string): NonNullable<Story['play']> =>
  async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name });
    await expect(select).toBeDisabled();
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
  };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '12' },
  play: async (context) => {
    await skippedByTab('사용자 유형')(context);
    await expect(context.canvas.getByRole('combobox')).toHaveDisplayValue('학생');
  },
};
