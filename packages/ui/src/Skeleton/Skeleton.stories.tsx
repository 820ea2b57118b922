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

export const Block: Story = {
  args: { variant: 'block', height: 'var(--space-16)' },
  play: async ({ canvasElement, canvas, userEvent }) => {
    const block = canvasElement.querySelector('[data-slot="skeleton-block"]') as HTMLElement;
    await expect(block.getBoundingClientRect().height).toBeGreaterThan(0);
    await userEvent.click(block);
    await expect(canvas.getByText('내용을 불러오는 중')).toBeInTheDocument();
  },
};

export const Circle: Story = {
  args: { variant: 'circle', label: '프로필 사진을 불러오는 중' },
  play: async ({ canvasElement, canvas }) => {
    const circle = canvasElement.querySelector('[data-slot="skeleton-circle"]') as HTMLElement;
    const { width, height } = circle.getBoundingClientRect();
    await expect(width).toBe(height);
    await expect(canvas.getByText('프로필 사진을 불러오는 중')).toBeInTheDocument();
  },
};

/** Inside a region that already says it is loading: no second label. */
export const Unlabelled: Story = {
  args: { unlabelled: true, lines: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('내용을 불러오는 중')).not.toBeInTheDocument();
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
