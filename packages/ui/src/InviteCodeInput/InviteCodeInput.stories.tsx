import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { composeSyllable, endComposition } from '../internal/testing/storyComposition.ts';
import { InviteCodeInput } from './InviteCodeInput.tsx';

const meta = {
  title: 'Fields/InviteCodeInput',
  component: InviteCodeInput,
  args: { onSubmit: fn(), onCodeChange: fn(), onChange: fn(), required: true },
  parameters: {
    docs: {
      description: {
        component:
          'The invite code box of the invite page and the class list’s join card: 9 digits ' +
          'shown 3-3-3, non-digits stripped, a pasted invite link or message reduced to its ' +
          'code (the contract’s parseInviteCode), Enter submits the 9 digits. Pass `invalid` ' +
          'when the server answers WB-400-220.',
      },
    },
  },
} satisfies Meta<typeof InviteCodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed digits group 3-3-3; letters are dropped; Enter submits the 9 digits. */
export const Empty: Story = {
  tags: ['brand-sweep'],
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: '초대 코드' });
    await expect(input).toHaveAccessibleDescription(
      '9자리 코드를 입력하거나 초대 링크를 붙여 넣으세요.',
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

export const EmptyEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Invite code' });
    await userEvent.type(input, '987654321{Enter}');
    await expect(input).toHaveValue('987-654-321');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenLastCalledWith('987654321');
  },
};

interface Texts {
  label: string;
  incomplete: string;
}
const ko: Texts = { label: '초대 코드', incomplete: '올바른 초대 코드 또는 링크를 입력해 주세요.' };
const en: Texts = { label: 'Invite code', incomplete: 'Enter a valid invite code or link.' };
const english = { globals: { locale: 'en' } } as const;

const pastedLinkPlay =
  (t: Texts, message: string): Story['play'] =>
  async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: t.label });
    await userEvent.click(input);
    await userEvent.paste(message);
    await expect(input).toHaveValue('246-813-579');
  };

/** A pasted invite link is reduced to its code. */
export const PastedLink: Story = {
  play: pastedLinkPlay(
    ko,
    '수업에 초대합니다: https://class.example.kr/invite/12/246813579 참여하세요',
  ),
};

export const PastedLinkEnglish: Story = {
  ...english,
  play: pastedLinkPlay(
    en,
    'You are invited to a class: https://class.example.kr/invite/12/246813579 join now',
  ),
};

/** A pasted invitation text with the code in it. */
export const PastedText: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Invite code' });
    await userEvent.click(input);
    await userEvent.paste('Class: Algebra. Invite code 111 222 333');
    await expect(input).toHaveValue('111-222-333');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('111222333');
  },
};

const filledPlay =
  (t: Texts): Story['play'] =>
  async ({ canvas, userEvent }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: t.label });
    await expect(input).toHaveValue('123-456-789');
    await userEvent.click(input);
    input.setSelectionRange(4, 4);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('124-567-89');
  };

/** Backspace after a dash removes the digit before it. */
export const Filled: Story = {
  args: { defaultValue: '123456789' },
  play: filledPlay(ko),
};

export const FilledEnglish: Story = {
  ...english,
  args: { defaultValue: '123456789' },
  play: filledPlay(en),
};

/** Enter on an empty box: the spec's 'required field'. */
export const ErrorRequired: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: '초대 코드' });
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(input).toHaveAccessibleDescription(
      '9자리 코드를 입력하거나 초대 링크를 붙여 넣으세요. 필수 입력 항목입니다.',
    );
    await userEvent.keyboard('1');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const ErrorRequiredEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox'), '{Enter}');
    await expect(canvas.getByText('This field is required.')).toBeVisible();
  },
};

const errorIncompletePlay =
  (t: Texts): Story['play'] =>
  async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: t.label }), '1234{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText(t.incomplete)).toBeVisible();
  };

/** An incomplete code: the contract's invite text. */
export const ErrorIncomplete: Story = { play: errorIncompletePlay(ko) };

export const ErrorIncompleteEnglish: Story = { ...english, play: errorIncompletePlay(en) };

/** The server rejected the code (WB-400-220): the spec's invalid invite text, until edited. */
export const ErrorInvalidInvite: Story = {
  args: { defaultValue: '999999999', invalid: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '초대 코드' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('유효하지 않은 초대 코드 또는 링크입니다.')).toBeVisible();
    await userEvent.type(input, '{Backspace}');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const ErrorInvalidInviteEnglish: Story = {
  globals: { locale: 'en' },
  args: { defaultValue: '999999999', invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The invite code or link is invalid.')).toBeVisible();
  },
};

const disabledPlay =
  (t: Texts): Story['play'] =>
  async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: t.label });
    await expect(input).toBeDisabled();
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('123-456-789');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '123456789' },
  play: disabledPlay(ko),
};

export const DisabledEnglish: Story = {
  ...english,
  args: { disabled: true, defaultValue: '123456789' },
  play: disabledPlay(en),
};

const readOnlyPlay =
  (t: Texts): Story['play'] =>
  async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: t.label });
    await userEvent.type(input, '1');
    await expect(input).toHaveValue('123-456-789');
  };

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: '123456789' },
  play: readOnlyPlay(ko),
};

export const ReadOnlyEnglish: Story = {
  ...english,
  args: { readOnly: true, defaultValue: '123456789' },
  play: readOnlyPlay(en),
};

const limitReachedPlay =
  (t: Texts): Story['play'] =>
  async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: t.label });
    await userEvent.type(input, '0');
    await expect(input).toHaveValue('123-456-789');
  };

/** Nine digits is the limit: a tenth is not taken. */
export const LimitReached: Story = {
  args: { defaultValue: '123456789' },
  play: limitReachedPlay(ko),
};

export const LimitReachedEnglish: Story = {
  ...english,
  args: { defaultValue: '123456789' },
  play: limitReachedPlay(en),
};

const composingKoreanPlay =
  (t: Texts): Story['play'] =>
  async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: t.label });
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
  };

/** A Korean syllable typed by mistake is not submitted by its Enter, and is stripped after. */
export const ComposingKorean: Story = {
  args: { defaultValue: '123456789' },
  play: composingKoreanPlay(ko),
};

/** The English screen with a Korean input method left on. */
export const ComposingKoreanEnglish: Story = {
  ...english,
  args: { defaultValue: '123456789' },
  play: composingKoreanPlay(en),
};
