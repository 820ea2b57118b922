import { LIMITS } from '@platform/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Fields/PasswordField',
  component: PasswordField,
  tags: ['locale-sweep'],
  args: { label: '비밀번호', name: 'password', onChange: fn(), onEnter: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A password field (login, password change, user registration) with a show/hide ' +
          'toggle and a polite caps-lock warning. Validate with the contract’s ' +
          '`passwordFieldSchema(policy)` or `loginFormSchema`.' +
          '\n\n**When to use.** Use it for every password: login, password change, user registration. For any other line of text use TextField.' +
          '\n\n**States.** Empty, filled, caps lock on, error policy, error required, disabled, read only and limit reached.',
      },
    },
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing stays hidden; the toggle shows it (aria-pressed) and hides it again. */
export const Empty: Story = {
  tags: ['brand-sweep'],
  args: { required: true },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const input = canvas.getByLabelText(/^비밀번호/, { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(input);
    await userEvent.keyboard('abc!2468');
    const toggle = canvas.getByRole('button', {
      name: kitText(localeOf(context), 'fields.showPassword'),
    });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('abc!2468');
  },
};

type Play = NonNullable<Story['play']>;

/** Enter in the filled field hands its value to `onEnter`. */
const enterSubmits =
  (label: string): Play =>
  async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(label, { selector: 'input' });
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    await expect(args.onEnter).toHaveBeenCalledWith('abc!2468', expect.anything());
  };

export const Filled: Story = {
  args: { defaultValue: 'abc!2468' },
  play: enterSubmits('비밀번호'),
};

/** Caps Lock on: a polite warning under the field, gone when it is off. */
export const CapsLockOn: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const capsLockOn = kitText(localeOf(context), 'fields.capsLockOn');
    const input = canvas.getByLabelText('비밀번호', { selector: 'input' });
    await userEvent.click(input);
    await userEvent.keyboard('{CapsLock}A');
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: '' })).toHaveTextContent(capsLockOn),
    );
    await expect(canvas.getByText(capsLockOn)).toBeVisible();
    await expect(input).toHaveAccessibleDescription(capsLockOn);
    await userEvent.keyboard('{CapsLock}a');
    await waitFor(() => expect(canvas.queryByText(capsLockOn)).toBeNull());
  },
};

/** The policy message is the field's description. */
const showsPolicyMessage =
  (label: string, message: string): Play =>
  async ({ canvas }) => {
    await expect(canvas.getByLabelText(label, { selector: 'input' })).toHaveAccessibleDescription(
      message,
    );
  };

/** The 'high' policy's message from the contract. */
export const ErrorPolicy: Story = {
  args: { defaultValue: 'abc', error: 'valid.passwordHigh' },
  play: async (context) => {
    await showsPolicyMessage('비밀번호', kitText(localeOf(context), 'valid.passwordHigh'))(context);
    // The message stays while the user tabs into the field to correct it.
    const { canvas, userEvent } = context;
    await userEvent.tab();
    await expect(canvas.getByLabelText('비밀번호', { selector: 'input' })).toHaveFocus();
  },
};

export const ErrorRequired: Story = {
  args: { required: true, error: 'valid.required' },
  play: async (context) => {
    await expect(
      context.canvas.getByText(kitText(localeOf(context), 'valid.required')),
    ).toBeVisible();
  },
};

/** Neither the field nor its show toggle can be used. */
const allDisabled =
  (label: string, toggle: string): Play =>
  async ({ canvas }) => {
    await expect(canvas.getByLabelText(label, { selector: 'input' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: toggle })).toBeDisabled();
  };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'secret!1' },
  play: async (context) => {
    await allDisabled('비밀번호', kitText(localeOf(context), 'fields.showPassword'))(context);
    // Tab skips both disabled controls.
    await context.userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

/** Typing into a read-only field changes nothing. */
const typingIgnored =
  (label: string): Play =>
  async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(label, { selector: 'input' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('secret!1');
  };

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'secret!1' },
  play: typingIgnored('비밀번호'),
};

/** A character past the limit is not taken. */
const limitHolds =
  (label: string): Play =>
  async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(label, { selector: 'input' });
    await userEvent.type(input, 'z');
    await expect(input).toHaveValue('a1!'.repeat(10));
  };

/** Login password limit (`LIMITS.LOGIN_PASSWORD_MAX`): the 31st character is not taken. */
export const LimitReached: Story = {
  args: { maxLength: LIMITS.LOGIN_PASSWORD_MAX, defaultValue: 'a1!'.repeat(10) },
  play: limitHolds('비밀번호'),
};
