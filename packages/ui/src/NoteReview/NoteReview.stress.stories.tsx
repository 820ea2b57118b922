import { NOTE_STATUS } from '@platform/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { NoteReview } from './NoteReview.tsx';
import { makeStoryNote, storyImages } from './storyNote.ts';

// 200 generated pages of three questions each, in 4 agendas, with SVG page images.
const note = makeStoryNote({ agendas: 4, pagesPerAgenda: 50, agendaName: (n) => `${n}단원` });

const meta = {
  title: 'Notes/NoteReview/Stress',
  component: NoteReview,
  tags: ['stress'],
  args: {
    noteIdx: 900,
    title: '200쪽 노트',
    status: NOTE_STATUS.INSPECTION,
    viewer: 'teacher',
    agendas: note,
    getPageImage: storyImages(note),
    maxHeight: '720px',
    onPagesInView: fn(),
    onMark: fn(),
    onCheck: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A note of 200 pages (screens.md §10 Notes at scale): it opens at once and scrolls through every line, and at no point are there more than a few lines of cards, or their images, in the page.',
      },
    },
  },
} satisfies Meta<typeof NoteReview>;

export default meta;
type Story = StoryObj<typeof meta>;

const MAX_CARDS_IN_DOM = 20;

/** Scrolls the whole note a screen at a time, at 2 columns (the default) and at 4. */
export const TwoHundredPages: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const opened = performance.now();
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(0));
    // "Opens at once": the first cards are there well within a second on a slow machine.
    await expect(performance.now() - opened).toBeLessThan(1000);

    for (const columns of ['2열', '4열']) {
      await userEvent.click(canvas.getByRole('radio', { name: columns }));
      const pages = canvas.getByRole('region', { name: '노트 페이지' });
      pages.scrollTop = 0;
      let seenLast = false;
      for (let step = 0; step < 400 && !seenLast; step += 1) {
        pages.scrollTop += pages.clientHeight;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const cards = canvasElement.querySelectorAll('article').length;
        await expect(cards).toBeLessThanOrEqual(MAX_CARDS_IN_DOM);
        await expect(canvasElement.querySelectorAll('img').length).toBeLessThanOrEqual(cards);
        seenLast = canvas.queryByRole('heading', { name: 'p.200' }) !== null;
      }
      await expect(seenLast).toBe(true);
    }
  },
};
