import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { Checkbox, type CheckedState } from './Checkbox.tsx';

// Labels are the example's data (Korean in both runs); the kit's texts are read by locale.
const meta = {
  title: 'Fields/Checkbox',
  component: Checkbox,
  tags: ['locale-sweep'],
  args: { label: '자동 로그인', name: 'autoLogin', onCheckedChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A checkbox on Radix for yes/no answers in a form (auto login, agreements) and for ' +
          'row selection, with an indeterminate state for a partly selected group. With ' +
          'react-hook-form use a Controller (`checked`, `onCheckedChange`).' +
          '\n\n**When to use.** Use it for a yes/no answer that is submitted with a form (an agreement, auto login) and to select rows. For a setting that takes effect at once use Switch; for one choice among a few visible options use RadioGroup.' +
          '\n\n**States.** Unchecked, checked, indeterminate, error required and disabled.',
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
    // Tab reaches it; Space checks it.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

const checkedPlay =
  (name: string): Story['play'] =>
  async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name });
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText(name));
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  };

export const Checked: Story = {
  args: { defaultChecked: true },
  play: checkedPlay('자동 로그인'),
};

interface SelectAllTexts {
  all: string;
  row: (n: number) => string;
}

const selectAllRender = (texts: SelectAllTexts): Story['render'] =>
  function SelectAll(args) {
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
          label={texts.all}
          checked={all}
          onCheckedChange={(next) => setRows(rows.map(() => next === true))}
        />
        {rows.map((checked, i) => (
          <Checkbox
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of three demo rows.
            key={i}
            label={texts.row(i + 1)}
            checked={checked}
            onCheckedChange={(next) =>
              setRows(rows.map((row, j) => (j === i ? next === true : row)))
            }
          />
        ))}
      </div>
    );
  };

const indeterminatePlay =
  (texts: SelectAllTexts): Story['play'] =>
  async ({ canvas, userEvent }) => {
    const all = canvas.getByRole('checkbox', { name: texts.all });
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: texts.row(3) })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: texts.row(2) }));
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
  };

const KO_SELECT_ALL: SelectAllTexts = { all: '전체 선택', row: (n) => `학생 ${n}` };

/** 'Select all' over a partly selected list: aria-checked="mixed". */
export const Indeterminate: Story = {
  render: selectAllRender(KO_SELECT_ALL),
  play: indeterminatePlay(KO_SELECT_ALL),
};

/** A required agreement left unchecked: the spec's 'required field'. */
export const ErrorRequired: Story = {
  args: { label: '개인정보 수집에 동의합니다', required: true, error: 'valid.required' },
  play: async (context) => {
    const { canvas } = context;
    const message = kitText(localeOf(context), 'valid.required');
    const box = canvas.getByRole('checkbox', { name: '개인정보 수집에 동의합니다' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(message);
    await expect(canvas.getByText(message)).toBeVisible();
  },
};

const disabledPlay =
  (name: string): Story['play'] =>
  async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  };

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: disabledPlay('자동 로그인'),
};
