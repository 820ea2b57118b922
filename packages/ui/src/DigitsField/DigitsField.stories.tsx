import { LIMITS } from '@platform/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { composeSyllable, endComposition } from '../internal/testing/storyComposition.ts';
import { DigitsField } from './DigitsField.tsx';

const meta = {
  title: 'Fields/DigitsField',
  component: DigitsField,
  args: { label: '금액', name: 'amount', onChange: fn(), onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A digits-only field (unit price, fee amount with LIMITS.FEE_DIGITS_MAX): non-digits ' +
          'are stripped as typed, the numeric keypad opens on phones, and a typed non-digit ' +
          'says the spec’s “enter numbers only”.',
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
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '금액' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '12a3');
    await expect(input).toHaveValue('123');
    await expect(await canvas.findByText('숫자만 입력해 주세요.')).toHaveAttribute(
      'role',
      'status',
    );
    await userEvent.type(input, '4');
    await expect(input).toHaveAccessibleDescription('숫자만 입력해 주세요.');
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByText('숫자만 입력해 주세요.')).toBeNull());
  },
};

export const NumbersOnlyEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Amount' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '5,000원');
    await expect(input).toHaveValue('5000');
    await expect(await canvas.findByText('Enter numbers only.')).toBeVisible();
  },
};

interface Texts {
  label: string;
  fee: string;
  numbersOnly: string;
  required: string;
}
const ko: Texts = {
  label: '금액',
  fee: '수강료',
  numbersOnly: '숫자만 입력해 주세요.',
  required: '필수 입력 항목입니다.',
};
const en: Texts = {
  label: 'Amount',
  fee: 'Fee',
  numbersOnly: 'Enter numbers only.',
  required: 'This field is required.',
};
const english = { globals: { locale: 'en' } } as const;

const filledPlay =
  (t: Texts): Story['play'] =>
  async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: t.label });
    await userEvent.type(input, '0');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('300000');
  };

export const Filled: Story = {
  args: { defaultValue: '30000' },
  play: filledPlay(ko),
};

export const FilledEnglish: Story = {
  ...english,
  args: { label: en.label, defaultValue: '30000' },
  play: filledPlay(en),
};

const pastedPlay =
  (t: Texts): Story['play'] =>
  async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: t.label });
    await userEvent.click(input);
    await userEvent.paste('₩ 12,500');
    await expect(input).toHaveValue('12500');
  };

/** A pasted amount with separators keeps its digits. */
export const Pasted: Story = { play: pastedPlay(ko) };

export const PastedEnglish: Story = {
  ...english,
  args: { label: en.label },
  play: pastedPlay(en),
};

const errorNumbersOnlyPlay =
  (t: Texts): Story['play'] =>
  async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: t.label });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription(t.numbersOnly);
  };

/** The spec's 'enter numbers only' as a form error (e.g. from the contract's fee rule). */
export const ErrorNumbersOnly: Story = {
  args: { error: 'valid.numberOnly' },
  play: errorNumbersOnlyPlay(ko),
};

export const ErrorNumbersOnlyEnglish: Story = {
  ...english,
  args: { label: en.label, error: 'valid.numberOnly' },
  play: errorNumbersOnlyPlay(en),
};

export const ErrorRequired: Story = {
  args: { required: true, error: 'valid.required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('필수 입력 항목입니다.')).toBeVisible();
  },
};

export const ErrorRequiredEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Amount', required: true, error: 'valid.required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This field is required.')).toBeVisible();
  },
};

const disabledPlay =
  (t: Texts): Story['play'] =>
  async ({ canvas, userEvent, args }) => {
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
  play: disabledPlay(ko),
};

export const DisabledEnglish: Story = {
  ...english,
  args: { label: en.label, disabled: true, defaultValue: '1000' },
  play: disabledPlay(en),
};

const readOnlyPlay =
  (t: Texts): Story['play'] =>
  async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: t.label });
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('1000');
  };

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: '1000' },
  play: readOnlyPlay(ko),
};

export const ReadOnlyEnglish: Story = {
  ...english,
  args: { label: en.label, readOnly: true, defaultValue: '1000' },
  play: readOnlyPlay(en),
};

const limitReachedPlay =
  (t: Texts): Story['play'] =>
  async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: t.fee });
    await userEvent.type(input, '12345678901');
    await expect(input).toHaveValue('123456789');
    await expect(canvas.getByText(`9/${LIMITS.FEE_DIGITS_MAX}`)).toBeVisible();
  };

/** Fee amount: at most LIMITS.FEE_DIGITS_MAX digits. */
export const LimitReached: Story = {
  args: { label: ko.fee, maxLength: LIMITS.FEE_DIGITS_MAX, showCounter: true },
  play: limitReachedPlay(ko),
};

export const LimitReachedEnglish: Story = {
  ...english,
  args: { label: en.fee, maxLength: LIMITS.FEE_DIGITS_MAX, showCounter: true },
  play: limitReachedPlay(en),
};

const composingKoreanPlay =
  (t: Texts): Story['play'] =>
  async ({ canvas, userEvent }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: t.label });
    await userEvent.click(input);
    await userEvent.keyboard('{End}');
    composeSyllable(input, ['ㅇ', '이']);
    await expect(input).toHaveValue('12이');
    endComposition(input, '이');
    await waitFor(() => expect(input).toHaveValue('12'));
    await expect(await canvas.findByText(t.numbersOnly)).toBeVisible();
  };

/** Korean typed by mistake: left alone while composing, stripped at compositionend. */
export const ComposingKorean: Story = {
  args: { defaultValue: '12' },
  play: composingKoreanPlay(ko),
};

/** The English screen with a Korean input method left on. */
export const ComposingKoreanEnglish: Story = {
  ...english,
  args: { label: en.label, defaultValue: '12' },
  play: composingKoreanPlay(en),
};
