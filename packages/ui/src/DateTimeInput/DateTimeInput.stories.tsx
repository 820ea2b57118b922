import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { DateTimeInput } from './DateTimeInput.tsx';

const meta = {
  title: 'Dates/DateTimeInput',
  component: DateTimeInput,
  tags: ['locale-sweep'],
  args: { label: '제출 기한', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "A date, an hour (0-23) and a minute (0-59), for a single moment such as a homework deadline or a start time (screens.md §5 \"Time input: hour 0-23, minute 0-59\"). Everything is typed or stepped with the arrow keys. `onChange` receives the wire datetime `YYYY-MM-DD HH:mm:ss` (seconds 00) once all three parts are complete and valid, and `''` when they stop being so; an hour of 24 or a minute of 60 is refused with the contract's message." +
          '\n\n**When to use.** Use it for one moment with a time of day, such as a homework deadline or a start time. For a period of days use DateRangePicker; for a month use MonthPicker; for the weekly class times of the enquiry form use TimeSlotGrid.' +
          '\n\n**States.** Keyboard, hour out of range, minute out of range and disabled.',
      },
    },
  },
} satisfies Meta<typeof DateTimeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The input's texts in the story's language (the label is the example's, Korean in both runs). */
const textsOf = (context: Pick<StoryContext, 'globals'>) => {
  const locale = localeOf(context);
  const k = (key: string) => kitText(locale, key);
  return {
    date: k('dates.dateTime.date'),
    hour: k('dates.dateTime.hour'),
    minute: k('dates.dateTime.minute'),
    hourRange: k('valid.hour'),
    minuteRange: k('valid.minute'),
  };
};

/** Keyboard only: Tab through the three inputs, type, and step the hour with the arrow keys. */
export const Keyboard: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    await userEvent.tab();
    const date = canvas.getByLabelText(t.date);
    await expect(date).toHaveFocus();
    // user-event cannot drive Chromium's native date segments with synthetic keys while the
    // caret is unset, so it types as `type` does; hour and minute below are keyboard-only.
    await userEvent.type(date, '2026-11-24');
    await expect(date).toHaveValue('2026-11-24');

    await userEvent.tab();
    await expect(canvas.getByLabelText(t.hour)).toHaveFocus();
    await userEvent.keyboard('17');
    await expect(canvas.getByLabelText(t.hour)).toHaveValue(17);

    await userEvent.tab();
    await expect(canvas.getByLabelText(t.minute)).toHaveFocus();
    await userEvent.keyboard('5');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-24 17:05:00');
    await expect(canvas.queryByRole('paragraph')).not.toBeInTheDocument();

    // Typed again: a one-digit hour is padded.
    await userEvent.clear(date);
    await userEvent.type(date, '2026-12-01');
    await userEvent.clear(canvas.getByLabelText(t.hour));
    await userEvent.type(canvas.getByLabelText(t.hour), '9');
    await userEvent.clear(canvas.getByLabelText(t.minute));
    await userEvent.type(canvas.getByLabelText(t.minute), '30');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-01 09:30:00');
  },
};

/** An hour of 24 is refused: the contract's message, and no value for the form. */
export const HourOutOfRange: Story = {
  args: { defaultValue: '2026-11-24 17:00:00' },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    const hour = canvas.getByLabelText(t.hour);
    await expect(hour).toHaveValue(17);
    await userEvent.clear(hour);
    await userEvent.type(hour, '24');
    await expect(await canvas.findByText(t.hourRange)).toBeVisible();
    await expect(hour).toHaveAttribute('aria-invalid', 'true');
    await expect(hour).toHaveAccessibleDescription(t.hourRange);
    await expect(args.onChange).not.toHaveBeenCalledWith('2026-11-24 24:00:00');
    await expect(args.onChange).toHaveBeenLastCalledWith('');

    await userEvent.clear(hour);
    await userEvent.type(hour, '23');
    await expect(canvas.queryByText(t.hourRange)).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-24 23:00:00');
  },
};

/** A minute of 60 is refused the same way. */
export const MinuteOutOfRange: Story = {
  args: { defaultValue: '2026-11-24 17:00:00' },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    const minute = canvas.getByLabelText(t.minute);
    await userEvent.clear(minute);
    await userEvent.type(minute, '60');
    await expect(await canvas.findByText(t.minuteRange)).toBeVisible();
    await expect(minute).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

/** Disabled: shows the value, takes no input. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2026-11-24 17:00:00' },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    const hour = canvas.getByLabelText(t.hour);
    await expect(hour).toBeDisabled();
    await expect(canvas.getByLabelText(t.date)).toHaveValue('2026-11-24');
    await expect(canvas.getByLabelText(t.minute)).toBeDisabled();
    await userEvent.type(hour, '3');
    await expect(hour).toHaveValue(17);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
