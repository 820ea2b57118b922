import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker.tsx';
import { periodBounds } from './dateRange.ts';

/** Every story's "today": 2026-11-22 09:00 local time. */
const NOW = new Date(2026, 10, 22, 9, 0, 0);
const BOUNDS = periodBounds(NOW);

const meta = {
  title: 'Dates/DateRangePicker',
  component: DateRangePicker,
  args: { label: '검색 기간', now: NOW, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A start and an end date. Use it for search periods (with the quick ranges one week and 30 days, screens.md §10 History) and for bounded periods such as the board publish period and the room use period (`min`/`max` from `periodBounds(now)`: today to one year ahead, without quick ranges). Values are wire dates `YYYY-MM-DD`; `toWireDateTimeRange` turns them into the `YYYY-MM-DD HH:mm:ss` period the server takes (end at 23:59:59). A date outside the bounds is refused with a message; start after end shows the contract message and is reported to `onChange`.',
      },
    },
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The quick ranges set today's week and the last 30 days, by mouse and by keyboard. */
export const QuickRanges: Story = {
  tags: ['brand-sweep'],
  play: async ({ canvas, userEvent, args }) => {
    const start = canvas.getByLabelText('시작일');
    const end = canvas.getByLabelText('종료일');
    await expect(start).toHaveValue('');

    await userEvent.click(canvas.getByRole('button', { name: '1주일' }));
    await expect(start).toHaveValue('2026-11-15');
    await expect(end).toHaveValue('2026-11-22');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      { start: '2026-11-15', end: '2026-11-22' },
      null,
    );

    const thirtyDays = canvas.getByRole('button', { name: '30일' });
    thirtyDays.focus();
    await userEvent.keyboard('{Enter}');
    await expect(start).toHaveValue('2026-10-23');
    await expect(end).toHaveValue('2026-11-22');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      { start: '2026-10-23', end: '2026-11-22' },
      null,
    );
  },
};

export const QuickRangesEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Search period' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '30 days' }));
    await expect(canvas.getByLabelText('Start date')).toHaveValue('2026-10-23');
    await userEvent.click(canvas.getByRole('button', { name: '1 week' }));
    await expect(canvas.getByLabelText('Start date')).toHaveValue('2026-11-15');
    await expect(canvas.getByLabelText('End date')).toHaveValue('2026-11-22');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Typing a start after the end shows the contract's order message on both inputs. */
export const StartAfterEnd: Story = {
  args: { defaultValue: { start: '2026-11-01', end: '2026-11-10' } },
  play: async ({ canvas, userEvent, args }) => {
    const start = canvas.getByLabelText('시작일');
    await userEvent.clear(start);
    await userEvent.type(start, '2026-11-20');
    await expect(start).toHaveValue('2026-11-20');
    await expect(await canvas.findByText('시작일은 종료일보다 앞서야 합니다.')).toBeVisible();
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('종료일')).toHaveAttribute('aria-invalid', 'true');
    await expect(start).toHaveAccessibleDescription('시작일은 종료일보다 앞서야 합니다.');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      { start: '2026-11-20', end: '2026-11-10' },
      { key: 'valid.dateOrder' },
    );

    // A quick range puts the dates back in order and the message goes.
    await userEvent.click(canvas.getByRole('button', { name: '1주일' }));
    await expect(canvas.queryByText('시작일은 종료일보다 앞서야 합니다.')).not.toBeInTheDocument();
    await expect(start).not.toHaveAttribute('aria-invalid');
  },
};

export const StartAfterEndEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Search period', defaultValue: { start: '2026-11-01', end: '2026-11-10' } },
  play: async ({ canvas, userEvent }) => {
    const end = canvas.getByLabelText('End date');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-10-01');
    await expect(
      await canvas.findByText('The start date must be before the end date.'),
    ).toBeVisible();
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
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    const start = canvas.getByLabelText('시작일');
    await expect(start).toHaveAttribute('min', '2026-11-22');
    await expect(start).toHaveAttribute('max', '2027-11-22');

    await userEvent.clear(start);
    await userEvent.type(start, '2026-11-21');
    await expect(
      await canvas.findByText('시작일: 11.22부터 27.11.22까지의 날짜를 선택해 주세요.'),
    ).toBeVisible();
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalledWith(
      expect.objectContaining({ start: '2026-11-21' }),
      expect.anything(),
    );

    const end = canvas.getByLabelText('종료일');
    await userEvent.clear(end);
    await userEvent.type(end, '2027-11-23');
    await expect(
      await canvas.findByText('종료일: 11.22부터 27.11.22까지의 날짜를 선택해 주세요.'),
    ).toBeVisible();

    // The last day inside the bound is accepted; the refused start was never passed on (the
    // form holds the start as it was when the input was cleared).
    await userEvent.clear(end);
    await userEvent.type(end, '2027-11-22');
    await expect(canvas.queryByText(/^종료일:/)).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '', end: '2027-11-22' }, null);
  },
};

export const BoundedPeriodEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Publish period',
    min: BOUNDS.min,
    max: BOUNDS.max,
    quickRanges: [],
  },
  play: async ({ canvas, userEvent, args }) => {
    const start = canvas.getByLabelText('Start date');
    await userEvent.type(start, '2028-01-01');
    await expect(
      await canvas.findByText('Start date: Choose a date from 11.22 to 27.11.22.'),
    ).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const quickRangeOutOfBoundsPlay =
  (t: { oneWeek: string; message: string; start: string }): Story['play'] =>
  async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.oneWeek }));
    await expect(await canvas.findByText(t.message)).toBeVisible();
    await expect(canvas.getByLabelText(t.start)).toHaveValue('');
    await expect(args.onChange).not.toHaveBeenCalled();
  };

/** A quick range that would leave the bounds is refused with the same message. */
export const QuickRangeOutOfBounds: Story = {
  args: { min: BOUNDS.min, max: BOUNDS.max },
  play: quickRangeOutOfBoundsPlay({
    oneWeek: '1주일',
    message: '11.22부터 27.11.22까지의 날짜를 선택해 주세요.',
    start: '시작일',
  }),
};

export const QuickRangeOutOfBoundsEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Search period', min: BOUNDS.min, max: BOUNDS.max },
  play: quickRangeOutOfBoundsPlay({
    oneWeek: '1 week',
    message: 'Choose a date from 11.22 to 27.11.22.',
    start: 'Start date',
  }),
};

/** Disabled: neither the dates nor the quick ranges can be used. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: { start: '2026-11-01', end: '2026-11-10' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('시작일')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '1주일' }));
    await expect(canvas.getByLabelText('시작일')).toHaveValue('2026-11-01');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Search period', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('End date')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '30 days' })).toBeDisabled();
  },
};
