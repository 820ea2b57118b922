import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import fieldStyles from '../internal/field/field.module.css';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { Field } from './Field.tsx';

const meta = {
  title: 'Fields/Field',
  component: Field,
  // The label, description and notice are the example's (Korean in both runs).
  tags: ['locale-sweep'],
  args: {
    label: '닉네임',
    children: (control) => (
      <div className={fieldStyles.control}>
        <input {...control} className={fieldStyles.input} defaultValue="별빛" />
      </div>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The frame every field uses: label, description, required mark, counter, a polite ' +
          'notice and the error, tied to the control by aria-describedby and aria-invalid. ' +
          'Use it directly only to wrap a control the kit does not have; the fields use it already.' +
          '\n\n**When to use.** Use it only to build a control the kit does not have, so that it gets the same label, description, counter and error as the others. For text use TextField or TextArea, for digits DigitsField, and for choices Select, RadioGroup or Checkbox: they use Field already.' +
          '\n\n**States.** Default, with error and with notice.',
      },
    },
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label, description and counter all reach the control. */
export const Default: Story = {
  tags: ['brand-sweep'],
  args: {
    description: '수업에서 보일 이름입니다.',
    required: true,
    counter: { count: 2, max: 32 },
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '닉네임' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('수업에서 보일 이름입니다. 2/32');
    await userEvent.click(canvas.getByText('닉네임'));
    await expect(input).toHaveFocus();
  },
};

/** A contract fault with values, in the user's language. */
export const WithError: Story = {
  args: { error: { key: 'valid.maxLength', params: { max: 32 } } },
  play: async (context) => {
    const input = context.canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      kitText(localeOf(context), 'valid.maxLength', { max: 32 }),
    );
  },
};

const withNoticePlay =
  (t: { label: string; notice: string }): Story['play'] =>
  async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t.notice);
    const input = canvas.getByRole('textbox', { name: t.label });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByText(t.label));
    await expect(input).toHaveFocus();
  };

/** A notice that is not an error sits in a polite status region. */
export const WithNotice: Story = {
  args: { notice: '숫자만 입력해 주세요.' },
  play: withNoticePlay({ label: '닉네임', notice: '숫자만 입력해 주세요.' }),
};
