import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { composeSyllable, endComposition } from '../Field/storyComposition.ts';
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

/** A pasted invite link is reduced to its code. */
export const PastedLink: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '초대 코드' });
    await userEvent.click(input);
    await userEvent.paste(
      '수업에 초대합니다: https://class.example.kr/invite/12/246813579 참여하세요',
    );
    await expect(input).toHaveValue('246-813-579');
  },
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

/** Backspace after a dash removes the digit before it. */
export const Filled: Story = {
  args: { defaultValue: '123456789' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: '초대 코드' });
    await expect(input).toHaveValue('123-456-789');
    await userEvent.click(input);
    input.setSelectionRange(4, 4);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('124-567-89');
  },
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

/** An incomplete code: the contract's invite text. */
export const ErrorIncomplete: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox'), '1234{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('올바른 초대 코드 또는 링크를 입력해 주세요.')).toBeVisible();
  },
};

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

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '123456789' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: '123456789' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '1');
    await expect(input).toHaveValue('123-456-789');
  },
};

/** Nine digits is the limit: a tenth is not taken. */
export const LimitReached: Story = {
  args: { defaultValue: '123456789' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '0');
    await expect(input).toHaveValue('123-456-789');
  },
};

/** A Korean syllable typed by mistake is not submitted by its Enter, and is stripped after. */
export const ComposingKorean: Story = {
  args: { defaultValue: '123456789' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: '초대 코드' });
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
