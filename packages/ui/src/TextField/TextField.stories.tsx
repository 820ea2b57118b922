import { LIMITS } from '@platform/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { composeSyllable, endComposition } from '../internal/testing/storyComposition.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Fields/TextField',
  component: TextField,
  tags: ['locale-sweep'],
  args: { label: '이름', name: 'userName', onChange: fn(), onBlur: fn(), onEnter: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A one-line text field (name, ID, title, nickname). Use it with react-hook-form ' +
          '(`register()` or `Controller`); pass the contract LIMITS as `maxLength` and turn on ' +
          '`showCounter` where the spec shows a counter. Korean input is never cut, counted or ' +
          'submitted mid-syllable.' +
          '\n\n**When to use.** Use it for one line of free text (name, ID, title, nickname, email). For a password use PasswordField, for digits DigitsField, for a phone number PhoneField, for several lines TextArea, and to search a list SearchBox.' +
          '\n\n**States.** Empty, filled, error required, error fault, error email, disabled, read only, limit reached and composing Korean.',
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the label names it, typing fills it, Tab reaches it. */
export const Empty: Story = {
  tags: ['brand-sweep'],
  args: { placeholder: '이름을 입력하세요', required: true },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: '이름' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('홍길동');
    await expect(input).toHaveValue('홍길동');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
    // Latin text too, after a click.
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.keyboard('Gil-dong Hong');
    await expect(input).toHaveValue('Gil-dong Hong');
  },
};

type Play = NonNullable<Story['play']>;

/** The value and its description show; clearing it reports the change. */
const clearFilled =
  (label: string, value: string, description: string): Play =>
  async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: label });
    await expect(input).toHaveValue(value);
    await expect(input).toHaveAccessibleDescription(description);
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenCalled();
  };

export const Filled: Story = {
  args: { defaultValue: '홍길동', description: '실명을 입력하세요.' },
  play: clearFilled('이름', '홍길동', '실명을 입력하세요.'),
};

/** The spec's 'required field' message, tied to the input and announced politely. */
export const ErrorRequired: Story = {
  args: { required: true, error: 'valid.required' },
  play: async (context) => {
    const input = context.canvas.getByRole('textbox', { name: '이름' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(kitText(localeOf(context), 'valid.required'));
  },
};

/** A contract fault with values: `{ key: 'valid.maxLength', params: { max } }`. */
export const ErrorFault: Story = {
  args: {
    defaultValue: '아',
    error: { key: 'valid.minLength', params: { min: LIMITS.NAME_MIN_WHEN_MODIFIED } },
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    // The fault's message, with its value filled in, describes the field.
    const input = canvas.getByRole('textbox', { name: '이름' });
    await expect(input).toHaveAccessibleDescription(
      kitText(localeOf(context), 'valid.minLength', { min: LIMITS.NAME_MIN_WHEN_MODIFIED }),
    );
    // The user goes back to the field to correct it; the message stays until the screen clears it.
    await userEvent.click(input);
    await userEvent.keyboard('{End}n');
    await expect(input).toHaveValue('아n');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ErrorEmail: Story = {
  args: { label: '이메일', type: 'email', defaultValue: 'hong@', error: 'valid.email' },
  play: async (context) => {
    await expect(
      context.canvas.getByRole('textbox', { name: '이메일' }),
    ).toHaveAccessibleDescription(kitText(localeOf(context), 'valid.email'));
  },
};

/** Skipped by Tab; typing changes nothing. */
const disabledIgnoresInput =
  (label: string, value: string): Play =>
  async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: label });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await userEvent.type(input, '가');
    await expect(input).toHaveValue(value);
    await expect(args.onChange).not.toHaveBeenCalled();
  };

/** Disabled: skipped by Tab, takes no text. */
export const Disabled: Story = {
  args: { defaultValue: '홍길동', disabled: true },
  play: disabledIgnoresInput('이름', '홍길동'),
};

/** Focusable by a click, but a key changes nothing. */
const readOnlyKeepsValue =
  (label: string): Play =>
  async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: label });
    await userEvent.click(input);
    await expect(input).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('teacher01');
  };

/** Read-only (my info's ID): focusable and readable, not editable. */
export const ReadOnly: Story = {
  args: { label: '아이디', defaultValue: 'teacher01', readOnly: true },
  play: readOnlyKeepsValue('아이디'),
};

/** The counter at `LIMITS.NAME_MAX`: more text is not taken, and the limit is announced. */
export const LimitReached: Story = {
  args: { maxLength: LIMITS.NAME_MAX, showCounter: true, defaultValue: '가'.repeat(19) },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const input = canvas.getByRole('textbox', { name: '이름' });
    await expect(canvas.getByText(`19/${LIMITS.NAME_MAX}`)).toBeVisible();
    await userEvent.click(input);
    await userEvent.keyboard('{End}나다라');
    await expect(input).toHaveValue(`${'가'.repeat(19)}나`);
    await expect(canvas.getByText(`${LIMITS.NAME_MAX}/${LIMITS.NAME_MAX}`)).toBeVisible();
    await expect(
      canvas.getByText(kitText(localeOf(context), 'fields.limitReached', { max: LIMITS.NAME_MAX })),
    ).toBeInTheDocument();
    // At the limit, a further key is not taken.
    await userEvent.keyboard('a');
    await expect(input).toHaveValue(`${'가'.repeat(19)}나`);
  },
};

/**
 * Korean composition (in the English run: an English screen with a Korean input method left on):
 * the Enter that commits a syllable does not submit the form, nothing is
 * cut mid-syllable, and the Enter after compositionend submits.
 */
export const ComposingKorean: Story = {
  args: { maxLength: 3, showCounter: true, defaultValue: '가나' },
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        args.onEnter?.(new FormData(event.currentTarget).get('userName') as string, {} as never);
      }}
    >
      <TextField {...args} onEnter={undefined} />
    </form>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: '이름' });
    await userEvent.click(input);
    await userEvent.keyboard('{End}');
    // 다 then 라: beyond the limit while composing; nothing is cut yet.
    composeSyllable(input, ['ㄷ', '다']);
    composeSyllable(input, ['ㄹ', '라']);
    await expect(input).toHaveValue('가나다라');
    await expect(canvas.getByText('2/3')).toBeVisible();

    await userEvent.keyboard('{Enter}');
    await expect(args.onEnter).not.toHaveBeenCalled();

    endComposition(input, '라');
    await waitFor(() => expect(input).toHaveValue('가나다'));
    await expect(canvas.getByText('3/3')).toBeVisible();

    await userEvent.keyboard('{Enter}');
    await expect(args.onEnter).toHaveBeenCalledOnce();
    await expect(args.onEnter).toHaveBeenLastCalledWith('가나다', expect.anything());
  },
};
