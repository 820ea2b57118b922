import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Fields/Switch',
  component: Switch,
  args: { label: '자동 채점', name: 'autoReview', onCheckedChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'An on/off setting that takes effect at once (auto review, notice popups). For a ' +
          'yes/no answer submitted with a form, use Checkbox.',
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

export const OffEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Auto review', description: 'Marks answers as soon as a note is submitted.' },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Auto review' });
    await expect(toggle).toHaveAccessibleDescription(
      'Marks answers as soon as a note is submitted.',
    );
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

export const OnEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Auto review', defaultChecked: true },
  play: labelTurnsOff('Auto review'),
};

export const ErrorState: Story = {
  args: { error: 'valid.required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toHaveAccessibleDescription('필수 입력 항목입니다.');
  },
};

export const ErrorStateEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Auto review', error: 'valid.required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This field is required.')).toBeVisible();
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
  play: clickIgnored,
};

export const DisabledEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Auto review', disabled: true },
  play: async (context) => {
    await expect(context.canvas.getByRole('switch', { name: 'Auto review' })).toBeDisabled();
    await clickIgnored(context);
  },
};
