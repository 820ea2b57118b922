import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { Switch } from './Switch.tsx';

// Labels are the example's data (Korean in both runs); the kit's texts are read by locale.
const meta = {
  title: 'Fields/Switch',
  component: Switch,
  tags: ['locale-sweep'],
  args: { label: '자동 채점', name: 'autoReview', onCheckedChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'An on/off setting that takes effect at once (auto review, notice popups). For a ' +
          'yes/no answer submitted with a form, use Checkbox.' +
          '\n\n**When to use.** Use it for an on/off setting that applies as soon as it is flipped (auto review, notice popups). For a yes/no answer submitted with a form use Checkbox; for one of several options use RadioGroup.' +
          '\n\n**States.** Off, with description, on, error state and disabled.',
      },
    },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  tags: ['brand-sweep'],
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: '자동 채점' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};

/** With a description: it describes the switch; Tab and Enter turn it on. */
export const WithDescription: Story = {
  args: { description: '노트를 제출하면 바로 채점합니다.' },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: '자동 채점' });
    await expect(toggle).toHaveAccessibleDescription('노트를 제출하면 바로 채점합니다.');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toBeChecked();
  },
};

type Play = NonNullable<Story['play']>;

/** A click on the label turns the setting off. */
const labelTurnsOff =
  (label: string): Play =>
  async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch');
    await expect(toggle).toBeChecked();
    await userEvent.click(canvas.getByText(label));
    await expect(toggle).not.toBeChecked();
  };

export const On: Story = {
  args: { defaultChecked: true },
  play: labelTurnsOff('자동 채점'),
};

export const ErrorState: Story = {
  args: { error: 'valid.required' },
  play: async (context) => {
    const { canvas } = context;
    const message = kitText(localeOf(context), 'valid.required');
    await expect(canvas.getByRole('switch')).toHaveAccessibleDescription(message);
    await expect(canvas.getByText(message)).toBeVisible();
  },
};

/** A click on a disabled switch changes nothing. */
const clickIgnored: Play = async ({ canvas, userEvent, args }) => {
  const toggle = canvas.getByRole('switch');
  await userEvent.click(toggle);
  await expect(toggle).not.toBeChecked();
  await expect(args.onCheckedChange).not.toHaveBeenCalled();
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async (context) => {
    await expect(context.canvas.getByRole('switch', { name: '자동 채점' })).toBeDisabled();
    await clickIgnored(context);
  },
};
