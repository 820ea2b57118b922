import { LIMITS } from '@platform/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { PhoneField } from './PhoneField.tsx';

const meta = {
  title: 'Fields/PhoneField',
  component: PhoneField,
  tags: ['locale-sweep'],
  args: { label: '휴대폰 번호', name: 'phone', onChange: fn(), onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A phone number field (user form, parent phone, enquiry): digits with an optional ' +
          'leading +, at most `LIMITS.PHONE_MAX` characters. In a form, validate with the ' +
          'contract’s phoneFieldSchema; alone, `validateOnBlur` applies validatePhone.' +
          '\n\n**When to use.** Use it for a phone number (user form, parent phone, enquiry). For an amount or another number use DigitsField; for an invite code use InviteCodeInput.' +
          '\n\n**States.** Empty, filled, error mobile, error required, disabled, read only and limit reached.',
      },
    },
  },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dashes and spaces are dropped; a leading + stays. */
export const Empty: Story = {
  tags: ['brand-sweep'],
  args: { required: true },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const input = canvas.getByRole('textbox', { name: '휴대폰 번호' });
    await expect(input).toHaveAttribute('type', 'tel');
    await userEvent.type(input, '+82 10-1234');
    await expect(input).toHaveValue('+82101234');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('+82101234');
    await expect(
      await canvas.findByText(kitText(localeOf(context), 'valid.numberOnly')),
    ).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '010-9876-5432');
    await expect(input).toHaveValue('01098765432');
  },
};

type Play = NonNullable<Story['play']>;

/** The saved number shows as it is, and a click puts the caret in it. */
const showsSavedNumber: Play = async ({ canvas, userEvent }) => {
  const input = canvas.getByRole('textbox');
  await expect(input).toHaveValue('01012345678');
  await userEvent.click(input);
  await expect(input).toHaveFocus();
};

export const Filled: Story = {
  args: { defaultValue: '01012345678' },
  play: async (context) => {
    await expect(context.canvas.getByRole('textbox', { name: '휴대폰 번호' })).toBeVisible();
    await showsSavedNumber(context);
  },
};

/** The spec's 'valid mobile number', from the contract's rule on blur. */
export const ErrorMobile: Story = {
  args: { validateOnBlur: true, defaultValue: '+' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const mobile = kitText(localeOf(context), 'valid.mobile');
    const input = canvas.getByRole('textbox', { name: '휴대폰 번호' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(mobile);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(mobile)).toBeVisible();
  },
};

/** Leaving the required field empty shows the required message. */
const requiredOnBlur: Play = async (context) => {
  const { canvas, userEvent } = context;
  await userEvent.click(canvas.getByRole('textbox'));
  await userEvent.tab();
  await expect(canvas.getByText(kitText(localeOf(context), 'valid.required'))).toBeVisible();
};

export const ErrorRequired: Story = {
  args: { validateOnBlur: true, required: true },
  play: requiredOnBlur,
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '01012345678' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '휴대폰 번호' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

/** Typing into a read-only number changes nothing. */
const typingIgnored: Play = async ({ canvas, userEvent }) => {
  const input = canvas.getByRole('textbox');
  await userEvent.type(input, '9');
  await expect(input).toHaveValue('01012345678');
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: '01012345678' },
  play: typingIgnored,
};

/** Typing one character too many: the last is not taken and the counter shows the maximum. */
const limitHolds: Play = async ({ canvas, userEvent }) => {
  const input = canvas.getByRole('textbox');
  await userEvent.type(input, `+${'1'.repeat(LIMITS.PHONE_MAX)}`);
  await expect(input).toHaveValue(`+${'1'.repeat(LIMITS.PHONE_MAX - 1)}`);
  await expect(canvas.getByText(`${LIMITS.PHONE_MAX}/${LIMITS.PHONE_MAX}`)).toBeVisible();
};

/** `LIMITS.PHONE_MAX` characters, the + included; the 17th is not taken. */
export const LimitReached: Story = {
  args: { showCounter: true },
  play: async (context) => {
    await limitHolds(context);
    await expect(context.canvas.getByRole('textbox', { name: '휴대폰 번호' })).toBeInTheDocument();
  },
};
