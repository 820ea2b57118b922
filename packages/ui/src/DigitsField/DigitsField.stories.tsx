import { LIMITS } from '@platform/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { composeSyllable, endComposition } from '../internal/testing/storyComposition.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { DigitsField } from './DigitsField.tsx';

const meta = {
  title: 'Fields/DigitsField',
  component: DigitsField,
  tags: ['locale-sweep'],
  args: { label: '금액', name: 'amount', onChange: fn(), onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A digits-only field (unit price, fee amount with `LIMITS.FEE_DIGITS_MAX`): non-digits ' +
          'are stripped as typed, the numeric keypad opens on phones, and a typed non-digit ' +
          'says the spec’s “enter numbers only”.' +
          '\n\n**When to use.** Use it for a whole number typed as digits, such as a unit price or a fee amount. For a phone number (which may start with +) use PhoneField; for an invite code use InviteCodeInput; for other text use TextField.' +
          '\n\n**States.** Empty, filled, pasted, error numbers only, error required, disabled, read only, limit reached and composing Korean.',
      },
    },
  },
} satisfies Meta<typeof DigitsField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Letters and signs typed among digits are dropped, and the spec's message says why. */
export const Empty: Story = {
  tags: ['brand-sweep'],
  args: { required: true },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { numbersOnly } = textsOf(context);
    const input = canvas.getByRole('textbox', { name: '금액' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '12a3');
    await expect(input).toHaveValue('123');
    await expect(await canvas.findByText(numbersOnly)).toHaveAttribute('role', 'status');
    await userEvent.type(input, '4');
    await expect(input).toHaveAccessibleDescription(numbersOnly);
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByText(numbersOnly)).toBeNull());
    // An amount typed with a separator and a currency keeps its digits.
    await userEvent.clear(input);
    await userEvent.type(input, '5,000원');
    await expect(input).toHaveValue('5000');
    await expect(await canvas.findByText(numbersOnly)).toBeVisible();
  },
};

interface Texts {
  label: string;
  fee: string;
  numbersOnly: string;
  required: string;
}
/** The example field's labels stay Korean in both runs; the kit's texts follow the locale. */
const textsOf = (context: Pick<StoryContext, 'globals'>): Texts => {
  const locale = localeOf(context);
  return {
    label: '금액',
    fee: '수강료',
    numbersOnly: kitText(locale, 'valid.numberOnly'),
    required: kitText(locale, 'valid.required'),
  };
};

const filledPlay: NonNullable<Story['play']> = async (context) => {
  const { canvas, userEvent, args } = context;
  const t = textsOf(context);
  const input = canvas.getByRole('textbox', { name: t.label });
  await userEvent.type(input, '0');
  await expect(args.onValueChange).toHaveBeenLastCalledWith('300000');
};

export const Filled: Story = {
  args: { defaultValue: '30000' },
  play: filledPlay,
};

const pastedPlay: NonNullable<Story['play']> = async (context) => {
  const { canvas, userEvent } = context;
  const t = textsOf(context);
  const input = canvas.getByRole('textbox', { name: t.label });
  await userEvent.click(input);
  await userEvent.paste('₩ 12,500');
  await expect(input).toHaveValue('12500');
};

/** A pasted amount with separators keeps its digits. */
export const Pasted: Story = { play: pastedPlay };

const errorNumbersOnlyPlay: NonNullable<Story['play']> = async (context) => {
  const { canvas, userEvent } = context;
  const t = textsOf(context);
  const input = canvas.getByRole('textbox', { name: t.label });
  await userEvent.tab();
  await expect(input).toHaveFocus();
  await expect(input).toHaveAccessibleDescription(t.numbersOnly);
};

/** The spec's 'enter numbers only' as a form error (e.g. from the contract's fee rule). */
export const ErrorNumbersOnly: Story = {
  args: { error: 'valid.numberOnly' },
  play: errorNumbersOnlyPlay,
};

export const ErrorRequired: Story = {
  args: { required: true, error: 'valid.required' },
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(textsOf(context).required)).toBeVisible();
  },
};

const disabledPlay: NonNullable<Story['play']> = async (context) => {
  const { canvas, userEvent, args } = context;
  const t = textsOf(context);
  const input = canvas.getByRole('textbox', { name: t.label });
  await expect(input).toBeDisabled();
  await userEvent.click(input);
  await userEvent.tab();
  await expect(input).not.toHaveFocus();
  await expect(input).toHaveValue('1000');
  await expect(args.onValueChange).not.toHaveBeenCalled();
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '1000' },
  play: disabledPlay,
};

const readOnlyPlay: NonNullable<Story['play']> = async (context) => {
  const { canvas, userEvent } = context;
  const t = textsOf(context);
  const input = canvas.getByRole('textbox', { name: t.label });
  await userEvent.type(input, '9');
  await expect(input).toHaveValue('1000');
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: '1000' },
  play: readOnlyPlay,
};

const limitReachedPlay: NonNullable<Story['play']> = async (context) => {
  const { canvas, userEvent } = context;
  const t = textsOf(context);
  const input = canvas.getByRole('textbox', { name: t.fee });
  await userEvent.type(input, '12345678901');
  await expect(input).toHaveValue('123456789');
  await expect(canvas.getByText(`9/${LIMITS.FEE_DIGITS_MAX}`)).toBeVisible();
};

/** Fee amount: at most `LIMITS.FEE_DIGITS_MAX` digits. */
export const LimitReached: Story = {
  args: { label: '수강료', maxLength: LIMITS.FEE_DIGITS_MAX, showCounter: true },
  play: limitReachedPlay,
};

const composingKoreanPlay: NonNullable<Story['play']> = async (context) => {
  const { canvas, userEvent } = context;
  const t = textsOf(context);
  const input = canvas.getByRole<HTMLInputElement>('textbox', { name: t.label });
  await userEvent.click(input);
  await userEvent.keyboard('{End}');
  composeSyllable(input, ['ㅇ', '이']);
  await expect(input).toHaveValue('12이');
  endComposition(input, '이');
  await waitFor(() => expect(input).toHaveValue('12'));
  await expect(await canvas.findByText(t.numbersOnly)).toBeVisible();
};

/**
 * Korean typed by mistake (in the English run: a Korean input method left on): left alone while
 * composing, stripped at compositionend.
 */
export const ComposingKorean: Story = {
  args: { defaultValue: '12' },
  play: composingKoreanPlay,
};
