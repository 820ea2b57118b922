import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DateTimeInput } from './DateTimeInput.tsx';

const meta = {
  title: 'Dates/DateTimeInput',
  component: DateTimeInput,
  args: { label: '제출 기한', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "A date, an hour (0-23) and a minute (0-59), for a single moment such as a homework deadline or a start time (screens.md §5 \"Time input: hour 0-23, minute 0-59\"). Everything is typed or stepped with the arrow keys. `onChange` receives the wire datetime `YYYY-MM-DD HH:mm:ss` (seconds 00) once all three parts are complete and valid, and `''` when they stop being so; an hour of 24 or a minute of 60 is refused with the contract's message.",
      },
    },
  },
} satisfies Meta<typeof DateTimeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab through the three inputs, type, and step the hour with the arrow keys. */
export const Keyboard: Story = {
  tags: ['brand-sweep'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const date = canvas.getByLabelText('날짜');
    await expect(date).toHaveFocus();
    // user-event cannot drive Chromium's native date segments with synthetic keys while the
    // caret is unset, so it types as `type` does; hour and minute below are keyboard-only.
    await userEvent.type(date, '2026-11-24');
    await expect(date).toHaveValue('2026-11-24');

    await userEvent.tab();
    await expect(canvas.getByLabelText('시')).toHaveFocus();
    await userEvent.keyboard('17');
    await expect(canvas.getByLabelText('시')).toHaveValue(17);

    await userEvent.tab();
    await expect(canvas.getByLabelText('분')).toHaveFocus();
    await userEvent.keyboard('5');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-24 17:05:00');
    await expect(canvas.queryByRole('paragraph')).not.toBeInTheDocument();
  },
};

export const KeyboardEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Submit deadline' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Date'), '2026-12-01');
    await userEvent.type(canvas.getByLabelText('Hour'), '9');
    await userEvent.type(canvas.getByLabelText('Minute'), '30');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-01 09:30:00');
  },
};

/** An hour of 24 is refused: the contract's message, and no value for the form. */
export const HourOutOfRange: Story = {
  args: { defaultValue: '2026-11-24 17:00:00' },
  play: async ({ canvas, userEvent, args }) => {
    const hour = canvas.getByLabelText('시');
    await expect(hour).toHaveValue(17);
    await userEvent.clear(hour);
    await userEvent.type(hour, '24');
    await expect(await canvas.findByText('0부터 23까지의 시를 입력해 주세요.')).toBeVisible();
    await expect(hour).toHaveAttribute('aria-invalid', 'true');
    await expect(hour).toHaveAccessibleDescription('0부터 23까지의 시를 입력해 주세요.');
    await expect(args.onChange).not.toHaveBeenCalledWith('2026-11-24 24:00:00');
    await expect(args.onChange).toHaveBeenLastCalledWith('');

    await userEvent.clear(hour);
    await userEvent.type(hour, '23');
    await expect(canvas.queryByText('0부터 23까지의 시를 입력해 주세요.')).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-24 23:00:00');
  },
};

export const HourOutOfRangeEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Start time', defaultValue: '2026-11-24 17:00:00' },
  play: async ({ canvas, userEvent }) => {
    const hour = canvas.getByLabelText('Hour');
    await userEvent.clear(hour);
    await userEvent.type(hour, '24');
    await expect(await canvas.findByText('Enter an hour from 0 to 23.')).toBeVisible();
  },
};

/** A minute of 60 is refused the same way. */
export const MinuteOutOfRange: Story = {
  args: { defaultValue: '2026-11-24 17:00:00' },
  play: async ({ canvas, userEvent, args }) => {
    const minute = canvas.getByLabelText('분');
    await userEvent.clear(minute);
    await userEvent.type(minute, '60');
    await expect(await canvas.findByText('0부터 59까지의 분을 입력해 주세요.')).toBeVisible();
    await expect(minute).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const MinuteOutOfRangeEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Start time', defaultValue: '2026-11-24 17:00:00' },
  play: async ({ canvas, userEvent }) => {
    const minute = canvas.getByLabelText('Minute');
    await userEvent.clear(minute);
    await userEvent.type(minute, '60');
    await expect(await canvas.findByText('Enter a minute from 0 to 59.')).toBeVisible();
  },
};

/** Disabled: shows the value, takes no input. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2026-11-24 17:00:00' },
  play: async ({ canvas, userEvent, args }) => {
    const hour = canvas.getByLabelText('시');
    await expect(hour).toBeDisabled();
    await userEvent.type(hour, '3');
    await expect(hour).toHaveValue(17);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Start time', disabled: true, defaultValue: '2026-11-24 17:00:00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Date')).toHaveValue('2026-11-24');
    await expect(canvas.getByLabelText('Minute')).toBeDisabled();
  },
};
