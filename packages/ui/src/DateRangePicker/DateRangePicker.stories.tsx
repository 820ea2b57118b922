import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { DateRangePicker } from './DateRangePicker.tsx';
import { periodBounds } from './dateRange.ts';

/** Every story's "today": 2026-11-22 09:00 local time. */
const NOW = new Date(2026, 10, 22, 9, 0, 0);
const BOUNDS = periodBounds(NOW);

const meta = {
  title: 'Dates/DateRangePicker',
  component: DateRangePicker,
  tags: ['locale-sweep'],
  args: { label: '검색 기간', now: NOW, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A start and an end date. Use it for search periods (with the quick ranges one week and 30 days, screens.md §10 History) and for bounded periods such as the board publish period and the room use period (`min`/`max` from `periodBounds(now)`: today to one year ahead, without quick ranges). Values are wire dates `YYYY-MM-DD`; `toWireDateTimeRange` turns them into the `YYYY-MM-DD HH:mm:ss` period the server takes (end at 23:59:59). A date outside the bounds is refused with a message; start after end shows the contract message and is reported to `onChange`.' +
          '\n\n**When to use.** Use it for a period with a start and an end day: a search period, or a bounded period such as a board’s publish period or a room’s use period. For one moment with a time of day use DateTimeInput; for a whole month use MonthPicker; to show a date rather than ask for one use DateText.' +
          '\n\n**States.** Quick ranges, start after end, bounded period, bounded period after max, quick range out of bounds and disabled.',
      },
    },
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picker's texts in the story's language (the labels of the example are Korean data). */
const textsOf = (context: Pick<StoryContext, 'globals'>) => {
  const locale = localeOf(context);
  const k = (key: string, params?: Record<string, string | number>) => kitText(locale, key, params);
  // The bounds of `periodBounds(NOW)` as the picker writes them.
  const between = k('dates.bounds.between', { min: '11.22', max: '27.11.22' });
  return {
    start: k('dates.range.start'),
    end: k('dates.range.end'),
    oneWeek: k('date.quickRange.oneWeek'),
    thirtyDays: k('date.quickRange.thirtyDays'),
    dateOrder: k('valid.dateOrder'),
    between,
    startBetween: `${k('dates.range.start')}: ${between}`,
    endBetween: `${k('dates.range.end')}: ${between}`,
  };
};

/** The quick ranges set today's week and the last 30 days, by mouse and by keyboard. */
export const QuickRanges: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    const start = canvas.getByLabelText(t.start);
    const end = canvas.getByLabelText(t.end);
    await expect(start).toHaveValue('');

    await userEvent.click(canvas.getByRole('button', { name: t.oneWeek }));
    await expect(start).toHaveValue('2026-11-15');
    await expect(end).toHaveValue('2026-11-22');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      { start: '2026-11-15', end: '2026-11-22' },
      null,
    );

    const thirtyDays = canvas.getByRole('button', { name: t.thirtyDays });
    thirtyDays.focus();
    await userEvent.keyboard('{Enter}');
    await expect(start).toHaveValue('2026-10-23');
    await expect(end).toHaveValue('2026-11-22');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      { start: '2026-10-23', end: '2026-11-22' },
      null,
    );
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Typing a start after the end shows the contract's order message on both inputs. */
export const StartAfterEnd: Story = {
  args: { defaultValue: { start: '2026-11-01', end: '2026-11-10' } },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    const start = canvas.getByLabelText(t.start);
    await userEvent.clear(start);
    await userEvent.type(start, '2026-11-20');
    await expect(start).toHaveValue('2026-11-20');
    await expect(await canvas.findByText(t.dateOrder)).toBeVisible();
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(t.end)).toHaveAttribute('aria-invalid', 'true');
    await expect(start).toHaveAccessibleDescription(t.dateOrder);
    await expect(args.onChange).toHaveBeenLastCalledWith(
      { start: '2026-11-20', end: '2026-11-10' },
      { key: 'valid.dateOrder' },
    );

    // A quick range puts the dates back in order and the message goes.
    await userEvent.click(canvas.getByRole('button', { name: t.oneWeek }));
    await expect(canvas.queryByText(t.dateOrder)).not.toBeInTheDocument();
    await expect(start).not.toHaveAttribute('aria-invalid');

    // An end before the start shows it too.
    const end = canvas.getByLabelText(t.end);
    await userEvent.clear(end);
    await userEvent.type(end, '2026-10-01');
    await expect(await canvas.findByText(t.dateOrder)).toBeVisible();
  },
};

/**
 * The board publish period: today to one year ahead, no quick ranges. A day before today is
 * refused with a message naming the bounds, and not passed on.
 */
export const BoundedPeriod: Story = {
  args: {
    label: '게시 기간',
    min: BOUNDS.min,
    max: BOUNDS.max,
    quickRanges: [],
    defaultValue: { start: '2026-11-22', end: '2026-12-22' },
  },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    const start = canvas.getByLabelText(t.start);
    await expect(start).toHaveAttribute('min', '2026-11-22');
    await expect(start).toHaveAttribute('max', '2027-11-22');

    await userEvent.clear(start);
    await userEvent.type(start, '2026-11-21');
    await expect(await canvas.findByText(t.startBetween)).toBeVisible();
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalledWith(
      expect.objectContaining({ start: '2026-11-21' }),
      expect.anything(),
    );

    const end = canvas.getByLabelText(t.end);
    await userEvent.clear(end);
    await userEvent.type(end, '2027-11-23');
    await expect(await canvas.findByText(t.endBetween)).toBeVisible();

    // The last day inside the bound is accepted; the refused start was never passed on (the
    // form holds the start as it was when the input was cleared).
    await userEvent.clear(end);
    await userEvent.type(end, '2027-11-22');
    await expect(canvas.queryByText(t.endBetween)).not.toBeInTheDocument();
    await expect(canvas.queryByText(new RegExp(`^${t.end}:`))).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '', end: '2027-11-22' }, null);
  },
};

/** An empty bounded period: a start after the last allowed day is refused and not passed on. */
export const BoundedPeriodAfterMax: Story = {
  args: { label: '게시 기간', min: BOUNDS.min, max: BOUNDS.max, quickRanges: [] },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    const start = canvas.getByLabelText(t.start);
    await userEvent.type(start, '2028-01-01');
    await expect(await canvas.findByText(t.startBetween)).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A quick range that would leave the bounds is refused with the same message. */
export const QuickRangeOutOfBounds: Story = {
  args: { min: BOUNDS.min, max: BOUNDS.max },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    await userEvent.click(canvas.getByRole('button', { name: t.oneWeek }));
    await expect(await canvas.findByText(t.between)).toBeVisible();
    await expect(canvas.getByLabelText(t.start)).toHaveValue('');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Disabled: neither the dates nor the quick ranges can be used. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: { start: '2026-11-01', end: '2026-11-10' } },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    await expect(canvas.getByLabelText(t.start)).toBeDisabled();
    await expect(canvas.getByLabelText(t.end)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t.thirtyDays })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t.oneWeek }));
    await expect(canvas.getByLabelText(t.start)).toHaveValue('2026-11-01');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
