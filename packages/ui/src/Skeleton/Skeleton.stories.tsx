import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  tags: ['locale-sweep'],
  args: { variant: 'text', lines: 3 },
  parameters: {
    docs: {
      description: {
        component:
          'A placeholder in the shape of content that is loading (a list, a card, an avatar), so the page does not jump when it arrives. The shapes are hidden from screen readers, which hear one hidden "loading" label instead; pass `unlabelled` when a region around it already says so. The pulse stops under reduced motion. For a short wait of unknown shape use Spinner.' +
          '\n\n**When to use.** Use it while content of a known shape loads: a list, a card, an avatar. For a wait of unknown shape use Spinner; for a button’s own wait use its `loading`; once loaded with nothing to show use EmptyState. DataTable has skeleton rows of its own.' +
          '\n\n**States.** Text lines, block, circle and unlabelled.',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The skeleton's hidden label in the story's language. */
const loadingLabel = (context: Pick<StoryContext, 'globals'>) =>
  kitText(localeOf(context), 'skeleton.loading');

/** Text lines: the last is shorter; one hidden label, the shapes aria-hidden. */
export const TextLines: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const { canvasElement, canvas, userEvent } = context;
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]') as HTMLElement;
    await expect(skeleton.querySelectorAll('[data-slot="skeleton-line"]')).toHaveLength(3);
    await expect(skeleton.querySelector('[aria-hidden="true"]')).toContainElement(
      skeleton.querySelector('[data-slot="skeleton-line"]') as HTMLElement,
    );
    await expect(canvas.getByText(loadingLabel(context))).toBeInTheDocument();
    // Nothing in a placeholder takes focus.
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

type Play = NonNullable<Story['play']>;

/** The block takes its height; a click on it changes nothing and the hidden label stays. */
const blockHasHeight: Play = async (context) => {
  const { canvasElement, canvas, userEvent } = context;
  const label = loadingLabel(context);
  const block = canvasElement.querySelector('[data-slot="skeleton-block"]') as HTMLElement;
  await expect(block.getBoundingClientRect().height).toBeGreaterThan(0);
  await userEvent.click(block);
  await expect(canvas.getByText(label)).toBeInTheDocument();
};

export const Block: Story = {
  args: { variant: 'block', height: 'var(--space-16)' },
  play: blockHasHeight,
};

/** The circle is round, and its own label names what is loading. */
const roundWithLabel =
  (label: string): Play =>
  async ({ canvasElement, canvas }) => {
    const circle = canvasElement.querySelector('[data-slot="skeleton-circle"]') as HTMLElement;
    const { width, height } = circle.getBoundingClientRect();
    await expect(width).toBe(height);
    await expect(canvas.getByText(label)).toBeInTheDocument();
  };

export const Circle: Story = {
  args: { variant: 'circle', label: '프로필 사진을 불러오는 중' },
  play: async (context) => {
    await roundWithLabel('프로필 사진을 불러오는 중')(context);
    // Nothing in a placeholder takes focus.
    await context.userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

/** Inside a region that already says it is loading: no second label. */
export const Unlabelled: Story = {
  args: { unlabelled: true, lines: 2 },
  render: (args) => (
    <section aria-busy="true" aria-label="수업 목록을 불러오는 중">
      <Skeleton {...args} />
    </section>
  ),
  play: async (context) => {
    const { canvasElement, canvas, userEvent } = context;
    await expect(canvas.queryByText(loadingLabel(context))).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: '수업 목록을 불러오는 중' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton-line"]')).toHaveLength(2);
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};
