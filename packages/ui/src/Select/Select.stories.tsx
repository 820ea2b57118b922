import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Select } from './Select.tsx';

const userTypes = [
  { value: '11', label: '선생님' },
  { value: '12', label: '학생' },
  { value: '13', label: '오픈 선생님' },
];
const userTypesEnglish = [
  { value: '11', label: 'Teacher' },
  { value: '12', label: 'Student' },
  { value: '13', label: 'Open teacher', disabled: true },
];

const meta = {
  title: 'Fields/Select',
  component: Select,
  args: { label: '사용자 유형', name: 'userType', options: userTypes, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A native select styled with tokens, for one choice of a list (user type, page size, ' +
          'grade). On phones the system picker is the best there is; it works with ' +
          'react-hook-form’s register() as it is.',
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  tags: ['brand-sweep'],
  args: { placeholder: true, required: true },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: '사용자 유형' });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: '선택' })).toBeInTheDocument();
    await userEvent.selectOptions(select, '학생');
    await expect(select).toHaveValue('12');
    await expect(args.onChange).toHaveBeenCalledOnce();
    // Keyboard: focus it and move to the next option.
    select.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(select).toHaveFocus();
  },
};

export const EmptyEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'User type', options: userTypesEnglish, placeholder: true },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'User type' });
    await expect(canvas.getByRole('option', { name: 'Select' })).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: 'Open teacher' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Teacher');
    await expect(select).toHaveValue('11');
  },
};

export const Filled: Story = {
  args: { defaultValue: '11' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveValue('11');
  },
};

export const FilledEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'User type', options: userTypesEnglish, defaultValue: '11' },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'User type' });
    await expect(select).toHaveValue('11');
    await expect(select).toHaveDisplayValue('Teacher');
    await userEvent.selectOptions(select, 'Student');
    await expect(select).toHaveValue('12');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const ErrorRequired: Story = {
  args: { placeholder: true, required: true, error: 'valid.required' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: '사용자 유형' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('필수 입력 항목입니다.');
  },
};

export const ErrorRequiredEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'User type',
    options: userTypesEnglish,
    placeholder: true,
    error: 'valid.required',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This field is required.')).toBeVisible();
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
  play: skippedByTab('사용자 유형'),
};

export const DisabledEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'User type', options: userTypesEnglish, disabled: true, defaultValue: '12' },
  play: async (context) => {
    await skippedByTab('User type')(context);
    await expect(context.canvas.getByRole('combobox')).toHaveDisplayValue('Student');
  },
};
