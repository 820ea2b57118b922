import type { Locale } from '@platform/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { composeSyllable, endComposition } from '../internal/testing/storyComposition.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { InviteCodeInput } from './InviteCodeInput.tsx';

const meta = {
  title: 'Fields/InviteCodeInput',
  component: InviteCodeInput,
  tags: ['locale-sweep'],
  args: { onSubmit: fn(), onCodeChange: fn(), onChange: fn(), required: true },
  parameters: {
    docs: {
      description: {
        component:
          'The invite code box of the invite page and the class list’s join card: 9 digits ' +
          'shown 3-3-3, non-digits stripped, a pasted invite link or message reduced to its ' +
          'code (the contract’s parseInviteCode), Enter submits the 9 digits. Pass `invalid` ' +
          'when the server answers WB-400-220.' +
          '\n\n**When to use.** Use it wherever a user types or pastes a 9-digit invite code, such as the invite page. On the class page use InviteJoinCard, which adds the join button; for other numbers use DigitsField.' +
          '\n\n**States.** Empty, typed with Enter, pasted link, pasted text, filled, error required, error incomplete, error invalid invite, disabled, read only, limit reached and composing Korean.',
      },
    },
  },
} satisfies Meta<typeof InviteCodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The example messages a user pastes: an invite link, and an invitation with the code in it. */
const PASTED = {
  ko: {
    link: '수업에 초대합니다: https://class.example.kr/invite/12/246813579 참여하세요',
    text: '수업: 대수. 초대 코드 111 222 333',
  },
  en: {
    link: 'You are invited to a class: https://class.example.kr/invite/12/246813579 join now',
    text: 'Class: Algebra. Invite code 111 222 333',
  },
} satisfies Record<Locale, Record<string, string>>;

/** The box, found by its label in the story's language. */
const inviteBox = (context: StoryContext) =>
  context.canvas.getByRole<HTMLInputElement>('textbox', {
    name: kitText(localeOf(context), 'fields.inviteCode'),
  });

/** Typed digits group 3-3-3; letters are dropped; Enter submits the 9 digits. */
export const Empty: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const { userEvent, args } = context;
    const input = inviteBox(context);
    await expect(input).toHaveAccessibleDescription(
      kitText(localeOf(context), 'fields.inviteCodeHint'),
    );
    await userEvent.type(input, '12a3456');
    await expect(input).toHaveValue('123-456');
    await userEvent.type(input, '78999');
    await expect(input).toHaveValue('123-456-789');
    await expect(args.onCodeChange).toHaveBeenLastCalledWith('123456789');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenLastCalledWith('123456789');
  },
};

/** Nine digits typed with Enter in one go are grouped and submitted. */
export const TypedWithEnter: Story = {
  play: async (context) => {
    const { userEvent, args } = context;
    const input = inviteBox(context);
    await userEvent.type(input, '987654321{Enter}');
    await expect(input).toHaveValue('987-654-321');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenLastCalledWith('987654321');
  },
};

/** A pasted invite link is reduced to its code. */
export const PastedLink: Story = {
  play: async (context) => {
    const { userEvent } = context;
    const input = inviteBox(context);
    await userEvent.click(input);
    await userEvent.paste(PASTED[localeOf(context)].link);
    await expect(input).toHaveValue('246-813-579');
  },
};

/** A pasted invitation text with the code in it. */
export const PastedText: Story = {
  play: async (context) => {
    const { userEvent, args } = context;
    const input = inviteBox(context);
    await userEvent.click(input);
    await userEvent.paste(PASTED[localeOf(context)].text);
    await expect(input).toHaveValue('111-222-333');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('111222333');
  },
};

/** Backspace after a dash removes the digit before it. */
export const Filled: Story = {
  args: { defaultValue: '123456789' },
  play: async (context) => {
    const { userEvent } = context;
    const input = inviteBox(context);
    await expect(input).toHaveValue('123-456-789');
    await userEvent.click(input);
    input.setSelectionRange(4, 4);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('124-567-89');
  },
};

/** Enter on an empty box: the spec's 'required field'. */
export const ErrorRequired: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const locale = localeOf(context);
    const input = inviteBox(context);
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(input).toHaveAccessibleDescription(
      `${kitText(locale, 'fields.inviteCodeHint')} ${kitText(locale, 'valid.required')}`,
    );
    await expect(canvas.getByText(kitText(locale, 'valid.required'))).toBeVisible();
    await userEvent.keyboard('1');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** An incomplete code: the contract's invite text. */
export const ErrorIncomplete: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.type(inviteBox(context), '1234{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText(kitText(localeOf(context), 'valid.inviteCode'))).toBeVisible();
  },
};

/** The server rejected the code (WB-400-220): the spec's invalid invite text, until edited. */
export const ErrorInvalidInvite: Story = {
  args: { defaultValue: '999999999', invalid: true },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const input = inviteBox(context);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(kitText(localeOf(context), 'error.invalidInvite'))).toBeVisible();
    await userEvent.type(input, '{Backspace}');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '123456789' },
  play: async (context) => {
    const { userEvent, args } = context;
    const input = inviteBox(context);
    await expect(input).toBeDisabled();
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('123-456-789');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: '123456789' },
  play: async (context) => {
    const input = inviteBox(context);
    await context.userEvent.type(input, '1');
    await expect(input).toHaveValue('123-456-789');
  },
};

/** Nine digits is the limit: a tenth is not taken. */
export const LimitReached: Story = {
  args: { defaultValue: '123456789' },
  play: async (context) => {
    const input = inviteBox(context);
    await context.userEvent.type(input, '0');
    await expect(input).toHaveValue('123-456-789');
  },
};

/**
 * A Korean syllable typed by mistake is not submitted by its Enter, and is stripped after (in
 * the English run: the English screen with a Korean input method left on).
 */
export const ComposingKorean: Story = {
  args: { defaultValue: '123456789' },
  play: async (context) => {
    const { userEvent, args } = context;
    const input = inviteBox(context);
    await userEvent.click(input);
    await userEvent.keyboard('{End}');
    composeSyllable(input, ['ㅇ', '이']);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    endComposition(input, '이');
    await waitFor(() => expect(input).toHaveValue('123-456-789'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenLastCalledWith('123456789');
  },
};
