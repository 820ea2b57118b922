import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Checkbox, type CheckedState } from './Checkbox.tsx';

const meta = {
  title: 'Fields/Checkbox',
  component: Checkbox,
  args: { label: '자동 로그인', name: 'autoLogin', onCheckedChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A checkbox on Radix for yes/no answers in a form (auto login, agreements) and for ' +
          'row selection, with an indeterminate state for a partly selected group. With ' +
          'react-hook-form use a Controller (`checked`, `onCheckedChange`).',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mouse on the label and Space on the box both toggle it. */
export const Unchecked: Story = {
  tags: ['brand-sweep'],
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: '자동 로그인' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('자동 로그인'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const UncheckedEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Stay signed in' },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Stay signed in' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

/** 'Select all' over a partly selected list: aria-checked="mixed". */
export const Indeterminate: Story = {
  render: function SelectAll(args) {
    const [rows, setRows] = useState([true, false, false]);
    const all: CheckedState = rows.every(Boolean)
      ? true
      : rows.some(Boolean)
        ? 'indeterminate'
        : false;
    return (
      <div style={{ display: 'grid', gap: 'var(--space-2)' }}>
        <Checkbox
          {...args}
          label="전체 선택"
          checked={all}
          onCheckedChange={(next) => setRows(rows.map(() => next === true))}
        />
        {rows.map((checked, i) => (
          <Checkbox
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of three demo rows.
            key={i}
            label={`학생 ${i + 1}`}
            checked={checked}
            onCheckedChange={(next) =>
              setRows(rows.map((row, j) => (j === i ? next === true : row)))
            }
          />
        ))}
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const all = canvas.getByRole('checkbox', { name: '전체 선택' });
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '학생 3' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '학생 2' }));
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
  },
};

/** A required agreement left unchecked: the spec's 'required field'. */
export const ErrorRequired: Story = {
  args: { label: '개인정보 수집에 동의합니다', required: true, error: 'valid.required' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: '개인정보 수집에 동의합니다' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('필수 입력 항목입니다.');
  },
};

export const ErrorRequiredEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'I agree to the privacy policy', required: true, error: 'valid.required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This field is required.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
