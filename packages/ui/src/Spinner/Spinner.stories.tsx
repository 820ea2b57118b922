import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  // A given label is the example's (Korean in both runs); the default one is the kit's.
  tags: ['locale-sweep'],
  args: { size: 'md' },
  parameters: {
    docs: {
      description: {
        component:
          'A busy indicator for a wait of unknown length (joining a class, loading a panel): a status message named by its label, "Loading" by default. The turn slows down under reduced motion. Buttons have their own `loading`; content of a known shape loads better as a Skeleton.' +
          '\n\n**When to use.** Use it for a wait of unknown length whose result has no known shape, such as joining a class. For content of a known shape use Skeleton; for a busy button use its `loading`.' +
          '\n\n**States.** Default and sizes with label.',
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const { canvas, userEvent } = context;
    await expect(canvas.getByRole('status')).toHaveTextContent(
      kitText(localeOf(context), 'spinner.loading'),
    );
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

/** Three sizes, each a status with the visible label; the large ring is bigger than the small. */
const labelledSizes =
  (label: string): NonNullable<Story['play']> =>
  async ({ canvas, userEvent }) => {
    const spinners = canvas.getAllByRole('status');
    await expect(spinners).toHaveLength(3);
    for (const spinner of spinners) await expect(spinner).toHaveTextContent(label);
    const [small, , large] = spinners.map(
      (spinner) =>
        (spinner.querySelector('[data-slot="spinner-ring"]') as HTMLElement).getBoundingClientRect()
          .width,
    );
    await expect(large).toBeGreaterThan(small as number);
    await userEvent.click(spinners[0] as HTMLElement);
    await expect(canvas.getAllByText(label)[0]).toBeVisible();
  };

const renderSizes: Story['render'] = (args) => (
  <div style={{ display: 'flex', gap: 'var(--space-4)', alignItems: 'center' }}>
    <Spinner {...args} size="sm" />
    <Spinner {...args} size="md" />
    <Spinner {...args} size="lg" />
  </div>
);

/** A visible label, in each size. */
export const SizesWithLabel: Story = {
  render: renderSizes,
  args: { showLabel: true, label: '수업에 입장하는 중' },
  play: labelledSizes('수업에 입장하는 중'),
};
