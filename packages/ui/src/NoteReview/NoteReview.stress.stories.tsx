import { NOTE_STATUS } from '@platform/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { makeStoryNote, storyImages } from '../internal/testing/storyNote.ts';
import { NoteReview } from './NoteReview.tsx';

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

/** Lines of cards in the DOM at most: the screenful and the virtualizer's overscan. */
const MAX_LINES_IN_DOM = 8;

/**
 * Scrolls as a wheel or a finger does, 120 px a frame for 240 frames from the top, and reports
 * the time between frames: what "scrolls smoothly" means to a reader (16.7 ms at 60 Hz).
 */
async function wheelScroll(pages: HTMLElement): Promise<string> {
  pages.scrollTop = 0;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const intervals: number[] = [];
  let last = performance.now();
  for (let frame = 0; frame < 240; frame += 1) {
    pages.scrollTop += 120;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const now = performance.now();
    intervals.push(now - last);
    last = now;
  }
  intervals.sort((a, b) => a - b);
  const at = (share: number) => intervals[Math.floor(intervals.length * share)]?.toFixed(1);
  const long = intervals.filter((interval) => interval > 50).length;
  return `wheel scroll, frame interval median ${at(0.5)} ms, p95 ${at(0.95)} ms, ${long} of ${intervals.length} frames over 50 ms`;
}

/** Scrolls the whole note a screen at a time, at 2 columns (the default) and at 4. */
export const TwoHundredPages: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const opened = performance.now();
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(0));
    // "Opens at once": reported, not asserted (a loaded machine says nothing about the code).
    console.info(`first cards after ${(performance.now() - opened).toFixed(0)} ms`);

    for (const [columns, perLine] of [
      ['2열', 2],
      ['4열', 4],
    ] as const) {
      await userEvent.click(canvas.getByRole('radio', { name: columns }));
      const pages = canvas.getByRole('region', { name: '노트 페이지' });
      pages.scrollTop = 0;
      let seenLast = false;
      // Counted in the loop and asserted after it: an instrumented expect on each of some 200
      // steps costs more than the scrolling under test.
      let mostCards = 0;
      let imagesOverCards = 0;
      const frames: number[] = [];
      for (let step = 0; step < 400 && !seenLast; step += 1) {
        const scrolled = performance.now();
        pages.scrollTop += pages.clientHeight;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        frames.push(performance.now() - scrolled);
        const cards = canvasElement.querySelectorAll('article').length;
        mostCards = Math.max(mostCards, cards);
        if (canvasElement.querySelectorAll('img').length > cards) imagesOverCards += 1;
        seenLast = [
          ...canvasElement.querySelectorAll('[data-slot="note-marking-card-title"]'),
        ].some((title) => title.textContent === 'p.200');
      }
      frames.sort((a, b) => a - b);
      console.info(
        `${columns}: ${frames.length} screens, frame after a scroll median ${frames[frames.length >> 1]?.toFixed(1)} ms, max ${frames.at(-1)?.toFixed(1)} ms, at most ${mostCards} cards in the DOM`,
      );
      console.info(`${columns}: ${await wheelScroll(pages)}`);
      await expect(mostCards).toBeLessThanOrEqual(MAX_LINES_IN_DOM * perLine);
      await expect(imagesOverCards).toBe(0);
      await expect(seenLast).toBe(true);
    }
  },
};
