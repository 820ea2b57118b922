import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3 },
  parameters: {
    docs: {
      description: {
        component:
          'A placeholder in the shape of content that is loading (a list, a card, an avatar), so the page does not jump when it arrives. The shapes are hidden from screen readers, which hear one hidden "loading" label instead; pass `unlabelled` when a region around it already says so. The pulse stops under reduced motion. For a short wait of unknown shape use Spinner.',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text lines: the last is shorter; one hidden label, the shapes aria-hidden. */
export const TextLines: Story = {
  tags: ['brand-sweep'],
  play: async ({ canvasElement, canvas, userEvent }) => {
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]') as HTMLElement;
    await expect(skeleton.querySelectorAll('[data-slot="skeleton-line"]')).toHaveLength(3);
    await expect(skeleton.querySelector('[aria-hidden="true"]')).toContainElement(
      skeleton.querySelector('[data-slot="skeleton-line"]') as HTMLElement,
    );
    await expect(canvas.getByText('내용을 불러오는 중')).toBeInTheDocument();
    // Nothing in a placeholder takes focus.
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

type Play = NonNullable<Story['play']>;

/** The block takes its height; a click on it changes nothing and the hidden label stays. */
const blockHasHeight =
  (label: string): Play =>
  async ({ canvasElement, canvas, userEvent }) => {
    const block = canvasElement.querySelector('[data-slot="skeleton-block"]') as HTMLElement;
    await expect(block.getBoundingClientRect().height).toBeGreaterThan(0);
    await userEvent.click(block);
    await expect(canvas.getByText(label)).toBeInTheDocument();
  };

export const Block: Story = {
  args: { variant: 'block', height: 'var(--space-16)' },
  play: blockHasHeight('내용을 불러오는 중'),
};

export const BlockEnglish: Story = {
  globals: { locale: 'en' },
  args: { variant: 'block', height: 'var(--space-16)' },
  play: blockHasHeight('Loading content'),
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
  play: roundWithLabel('프로필 사진을 불러오는 중'),
};

export const CircleEnglish: Story = {
  globals: { locale: 'en' },
  args: { variant: 'circle', label: 'Loading the profile picture' },
  play: async (context) => {
    await roundWithLabel('Loading the profile picture')(context);
    // Nothing in a placeholder takes focus.
    await context.userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

/** Inside a region that already says it is loading: no second label. */
export const Unlabelled: Story = {
  args: { unlabelled: true, lines: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('내용을 불러오는 중')).not.toBeInTheDocument();
  },
};

export const UnlabelledEnglish: Story = {
  globals: { locale: 'en' },
  args: { unlabelled: true, lines: 2 },
  render: (args) => (
    <section aria-busy="true" aria-label="Loading the class list">
      <Skeleton {...args} />
    </section>
  ),
  play: async ({ canvasElement, canvas, userEvent }) => {
    await expect(canvas.queryByText('Loading content')).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Loading the class list' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton-line"]')).toHaveLength(2);
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Loading content')).toBeInTheDocument();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};
