import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MonthPicker } from './MonthPicker.tsx';

/** Every story's "today": 2026-11-22, so the current month is November 2026. */
const NOW = new Date(2026, 10, 22, 9, 0, 0);

const meta = {
  title: 'Dates/MonthPicker',
  component: MonthPicker,
  args: { label: '정산 월', now: NOW, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A year-month (`YYYY-MM`, the wire form of `searchYm`) for monthly screens such as Settlement and Statistics. It cannot go past the current month (screens.md §10 "month picker capped at current month"): there the next button does nothing and says why. Previous/next step one month; the select jumps.',
      },
    },
  },
} satisfies Meta<typeof MonthPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** It opens on the current month and cannot go past it, by mouse or keyboard. */
export const CappedAtCurrentMonth: Story = {
  tags: ['brand-sweep'],
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: '정산 월 월' });
    const next = canvas.getByRole('button', { name: '다음 달' });
    await expect(select).toHaveValue('2026-11');
    await expect(canvas.queryByRole('option', { name: '2026년 12월' })).not.toBeInTheDocument();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAccessibleDescription('이번 달 이후는 선택할 수 없습니다.');

    await userEvent.click(next);
    await expect(select).toHaveValue('2026-11');
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: '이전 달' }));
    await expect(select).toHaveValue('2026-10');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-10');
    await expect(next).not.toHaveAttribute('aria-disabled');
    await expect(canvas.queryByText('이번 달 이후는 선택할 수 없습니다.')).not.toBeInTheDocument();

    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(select).toHaveValue('2026-11');
    await userEvent.keyboard('{Enter}');
    await expect(select).toHaveValue('2026-11');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(canvas.getByText('이번 달 이후는 선택할 수 없습니다.')).toBeVisible();
  },
};

export const CappedAtCurrentMonthEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Settlement month' },
  play: async ({ canvas, userEvent, args }) => {
    const next = canvas.getByRole('button', { name: 'Next month' });
    await expect(next).toHaveAccessibleDescription(
      'Months after the current month cannot be chosen.',
    );
    await userEvent.click(next);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('combobox')).toHaveDisplayValue('November 2026');
  },
};

/** The select jumps to any earlier month; the list ends at the current month. */
export const ChooseFromList: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: '정산 월 월' });
    const options = canvas.getAllByRole('option');
    await expect(options[0]).toHaveTextContent('2026년 11월');
    await userEvent.selectOptions(select, '2025-03');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03');
    await expect(select).toHaveDisplayValue('2025년 3월');
  },
};

export const ChooseFromListEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Month' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox'), 'January 2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-01');
  },
};

/** At the earliest month offered, previous does nothing and says why. */
export const AtFirstMonth: Story = {
  args: { min: '2026-09', defaultValue: '2026-09' },
  play: async ({ canvas, userEvent, args }) => {
    const previous = canvas.getByRole('button', { name: '이전 달' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).toHaveAccessibleDescription('더 이전 달은 선택할 수 없습니다.');
    await userEvent.click(previous);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
  },
};

export const AtFirstMonthEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Month', min: '2026-09', defaultValue: '2026-09' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are no earlier months to choose.')).toBeVisible();
  },
};

/** Disabled: nothing can be chosen. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2026-05' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '이전 달' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Month', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next month' })).toBeDisabled();
  },
};
