import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { BUTTON_SIZES, BUTTON_VARIANTS, Button } from './Button.tsx';

const GearIcon = () => (
  <svg viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
    <circle cx="8" cy="8" r="2.5" />
    <path d="M8 1.5v2M8 12.5v2M1.5 8h2M12.5 8h2M3.4 3.4l1.4 1.4M11.2 11.2l1.4 1.4M3.4 12.6l1.4-1.4M11.2 4.8l1.4-1.4" />
  </svg>
);

const meta = {
  title: 'Actions/Button',
  component: Button,
  tags: ['locale-sweep'],
  args: { onClick: fn(), children: '저장' },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The kit’s button, in four variants (primary, secondary, ghost, danger) and three sizes (sm, md, lg). `loading` shows a spinner, announces the busy state and ignores presses until the work is done; `icon` puts an icon before the text, and an icon-only button takes a required `label` as its accessible name.' +
          '\n\n**When to use.** Use it for the actions of a form, a dialog or a toolbar: primary for the main action, secondary or ghost for the others, danger for one that deletes or cannot be undone. For a light action inside text use LinkButton (with `asChild` and a link to go to another page); for a compact action shown by a well-known icon use IconButton; for the secondary actions of one card or row use KebabMenu.' +
          '\n\n**States.** Primary, variants and sizes, loading, disabled, icon only and with icon.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

// The labels are the example's data (Korean in both runs); the kit's own text is the busy one.

/** Mouse and keyboard both press it: a click, Enter and Space each call `onClick` once. */
export const Primary: Story = {
  tags: ['brand-sweep'],
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: '저장' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);

    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

/** Every variant in every size, each with its own accessible name. */
export const VariantsAndSizes: Story = {
  tags: ['brand-sweep'],
  render: ({ onClick }) => (
    <div style={{ display: 'grid', gap: 'var(--space-3)', justifyItems: 'start' }}>
      {BUTTON_SIZES.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'center' }}>
          {BUTTON_VARIANTS.map((variant) => (
            <Button key={variant} onClick={onClick} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(BUTTON_VARIANTS.length * BUTTON_SIZES.length);
    const dangerLarge = canvas.getByRole('button', { name: 'danger lg' });
    await expect(dangerLarge).toHaveAttribute('data-variant', 'danger');
    await userEvent.click(dangerLarge);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** While saving, the button keeps focus and says it is busy, and further presses do nothing. */
export const Loading: Story = {
  args: { loading: true },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const button = canvas.getByRole('button', { name: /저장/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // The example's label (Korean data in both runs), then the kit's busy text.
    await expect(button).toHaveAccessibleName(
      `저장 ${kitText(localeOf(context), 'button.loading')}`,
    );
    await userEvent.click(button);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

const disabledPlay =
  (name: string): Story['play'] =>
  async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  };

/** A disabled button is skipped by Tab and ignores clicks. */
export const Disabled: Story = {
  args: { disabled: true },
  play: disabledPlay('저장'),
};

/** No visible text: the required `label` is its accessible name. */
export const IconOnly: Story = {
  args: { children: undefined, icon: <GearIcon />, label: '설정', variant: 'secondary' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: '설정' });
    await expect(button).toHaveAttribute('data-icon-only', 'true');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

const withIconPlay =
  (name: string): Story['play'] =>
  async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAccessibleName(name);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  };

export const WithIcon: Story = {
  args: { icon: <GearIcon />, children: '설정 열기', variant: 'secondary' },
  play: withIconPlay('설정 열기'),
};
