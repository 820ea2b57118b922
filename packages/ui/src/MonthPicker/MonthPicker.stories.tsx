import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { MonthPicker } from './MonthPicker.tsx';

/** Every story's "today": 2026-11-22, so the current month is November 2026. */
const NOW = new Date(2026, 10, 22, 9, 0, 0);

const meta = {
  title: 'Dates/MonthPicker',
  component: MonthPicker,
  tags: ['locale-sweep'],
  args: { label: '정산 월', now: NOW, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A year-month (`YYYY-MM`, the wire form of `searchYm`) for monthly screens such as Settlement and Statistics. It cannot go past the current month (screens.md §10 "month picker capped at current month"): there the next button does nothing and says why. Previous/next step one month; the select jumps.' +
          '\n\n**When to use.** Use it on monthly screens such as Settlement and Statistics, where figures are by month and never in the future. For a period of days use DateRangePicker; for one moment use DateTimeInput.' +
          '\n\n**States.** Capped at current month, choose from list, at first month and disabled.',
      },
    },
  },
} satisfies Meta<typeof MonthPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picker's texts in the story's language (the label is the example's, Korean in both runs). */
const textsOf = (context: Pick<StoryContext, 'globals'>) => {
  const locale = localeOf(context);
  const k = (key: string) => kitText(locale, key);
  const format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long' });
  return {
    select: `정산 월 ${k('dates.month.select')}`,
    previous: k('dates.month.previous'),
    next: k('dates.month.next'),
    capped: k('dates.month.capped'),
    first: k('dates.month.first'),
    /** A month's name as the select shows it, e.g. 2026년 11월 / November 2026. */
    month: (year: number, month: number) => format.format(new Date(year, month - 1, 1)),
  };
};

/** It opens on the current month and cannot go past it, by mouse or keyboard. */
export const CappedAtCurrentMonth: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    const select = canvas.getByRole('combobox', { name: t.select });
    const next = canvas.getByRole('button', { name: t.next });
    await expect(select).toHaveValue('2026-11');
    await expect(select).toHaveDisplayValue(t.month(2026, 11));
    await expect(canvas.queryByRole('option', { name: t.month(2026, 12) })).not.toBeInTheDocument();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAccessibleDescription(t.capped);

    await userEvent.click(next);
    await expect(select).toHaveValue('2026-11');
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: t.previous }));
    await expect(select).toHaveValue('2026-10');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-10');
    await expect(next).not.toHaveAttribute('aria-disabled');
    await expect(canvas.queryByText(t.capped)).not.toBeInTheDocument();

    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(select).toHaveValue('2026-11');
    await userEvent.keyboard('{Enter}');
    await expect(select).toHaveValue('2026-11');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(canvas.getByText(t.capped)).toBeVisible();
  },
};

/** The select jumps to any earlier month; the list ends at the current month. */
export const ChooseFromList: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    const select = canvas.getByRole('combobox', { name: t.select });
    const options = canvas.getAllByRole('option');
    await expect(options[0]).toHaveTextContent(t.month(2026, 11));
    await userEvent.selectOptions(select, '2025-03');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03');
    await expect(select).toHaveDisplayValue(t.month(2025, 3));
    // By the month's shown name too.
    await userEvent.selectOptions(select, t.month(2026, 1));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-01');
  },
};

/** At the earliest month offered, previous does nothing and says why. */
export const AtFirstMonth: Story = {
  args: { min: '2026-09', defaultValue: '2026-09' },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    const previous = canvas.getByRole('button', { name: t.previous });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).toHaveAccessibleDescription(t.first);
    await expect(canvas.getByText(t.first)).toBeVisible();
    await userEvent.click(previous);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
  },
};

/** Disabled: nothing can be chosen. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2026-05' },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    await expect(canvas.getByRole('combobox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t.next })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t.previous }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
