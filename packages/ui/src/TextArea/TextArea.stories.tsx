import { LIMITS } from '@platform/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { composeSyllable, endComposition } from '../internal/testing/storyComposition.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Fields/TextArea',
  component: TextArea,
  tags: ['locale-sweep'],
  args: {
    label: '메모',
    name: 'memo',
    maxLength: LIMITS.MEMO_MAX,
    showCounter: true,
    onChange: fn(),
    onValueChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A multi-line text field with a counter (memo 200, enquiry 300, message contents). ' +
          'The counter counts what the user sees; Korean composition is never cut mid-syllable.' +
          '\n\n**When to use.** Use it for text over several lines: a memo, an enquiry, a message. For one line use TextField; to search a list use SearchBox.' +
          '\n\n**States.** Empty, filled, error required, disabled, read only, limit reached and composing Korean.',
      },
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  tags: ['brand-sweep'],
  args: { required: true },
  play: async ({ canvas, userEvent }) => {
    const area = canvas.getByRole('textbox', { name: '메모' });
    await expect(canvas.getByText(`0/${LIMITS.MEMO_MAX}`)).toBeVisible();
    await userEvent.click(area);
    await userEvent.keyboard('수업 준비물 확인{Enter}교재 3장');
    await expect(area).toHaveValue('수업 준비물 확인\n교재 3장');
    await expect(canvas.getByText(`15/${LIMITS.MEMO_MAX}`)).toBeVisible();
    await userEvent.clear(area);
    await userEvent.type(area, 'Bring 👍🏽');
    // The emoji with its skin tone counts once.
    await expect(canvas.getByText(`7/${LIMITS.MEMO_MAX}`)).toBeVisible();
  },
};

type Play = NonNullable<Story['play']>;

/** The saved text and its count show; typing on adds to the count. */
const filledCounts =
  (text: string, more: string, count: number): Play =>
  async ({ canvas, userEvent }) => {
    const area = canvas.getByRole('textbox');
    await expect(area).toHaveValue(text);
    await expect(canvas.getByText(`${count}/${LIMITS.MEMO_MAX}`)).toBeVisible();
    await userEvent.click(area);
    await userEvent.keyboard(`{End}${more}`);
    await expect(area).toHaveValue(`${text}${more}`);
    await expect(canvas.getByText(`${count + [...more].length}/${LIMITS.MEMO_MAX}`)).toBeVisible();
  };

export const Filled: Story = {
  args: { defaultValue: '다음 주 보강 예정' },
  play: filledCounts('다음 주 보강 예정', '!', 10),
};

export const ErrorRequired: Story = {
  args: { required: true, error: 'valid.required' },
  play: async (context) => {
    const { canvas } = context;
    const required = kitText(localeOf(context), 'valid.required');
    const area = canvas.getByRole('textbox', { name: '메모' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(`0/${LIMITS.MEMO_MAX} ${required}`);
    await expect(canvas.getByText(required)).toBeVisible();
  },
};

/** Tab skips the disabled area. */
const skippedByTab: Play = async ({ canvas, userEvent }) => {
  const area = canvas.getByRole('textbox');
  await userEvent.tab();
  await expect(area).not.toHaveFocus();
  await expect(area).toBeDisabled();
};

export const Disabled: Story = {
  args: { defaultValue: '수정할 수 없는 메모', disabled: true },
  play: async (context) => {
    await skippedByTab(context);
    await expect(context.canvas.getByRole('textbox', { name: '메모' })).toHaveValue(
      '수정할 수 없는 메모',
    );
  },
};

/** Typing into a read-only area changes nothing. */
const typingIgnored =
  (text: string, typed: string): Play =>
  async ({ canvas, userEvent }) => {
    const area = canvas.getByRole('textbox');
    await userEvent.type(area, typed);
    await expect(area).toHaveValue(text);
  };

export const ReadOnly: Story = {
  args: { defaultValue: '읽기 전용 메모', readOnly: true },
  play: typingIgnored('읽기 전용 메모', '추가'),
};

/** `LIMITS.ENQUIRY_CONTENT_MAX` reached: a paste beyond it is cut at the limit. */
export const LimitReached: Story = {
  args: { label: '문의 내용', maxLength: LIMITS.ENQUIRY_CONTENT_MAX },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const area = canvas.getByRole('textbox', { name: '문의 내용' });
    await userEvent.click(area);
    await userEvent.paste('가'.repeat(LIMITS.ENQUIRY_CONTENT_MAX + 5));
    await expect(area).toHaveValue('가'.repeat(LIMITS.ENQUIRY_CONTENT_MAX));
    const full = `${LIMITS.ENQUIRY_CONTENT_MAX}/${LIMITS.ENQUIRY_CONTENT_MAX}`;
    await expect(canvas.getByText(full)).toHaveAttribute('data-at-limit', 'true');
    // At the limit a typed character is not taken, and the limit is stated.
    await userEvent.type(area, '나');
    await expect(area).toHaveValue('가'.repeat(LIMITS.ENQUIRY_CONTENT_MAX));
    await expect(
      canvas.getByText(
        kitText(localeOf(context), 'fields.limitReached', { max: LIMITS.ENQUIRY_CONTENT_MAX }),
      ),
    ).toBeInTheDocument();
  },
};

/** (In the English run a Korean input method is left on.) A syllable composed at the limit stays whole until compositionend, then the limit applies. */
export const ComposingKorean: Story = {
  args: { maxLength: 3, defaultValue: '가나' },
  play: async ({ canvas, userEvent, args }) => {
    const area = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: '메모' });
    await userEvent.click(area);
    await userEvent.keyboard('{End}');
    composeSyllable(area, ['ㅎ', '하', '한']);
    await expect(area).toHaveValue('가나한');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(area).toHaveValue('가나한');
    endComposition(area, '한');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('가나한'));
    await expect(canvas.getByText('3/3')).toBeVisible();
  },
};
