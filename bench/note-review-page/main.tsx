// The benchmark page: the real NoteReview over a generated note of 200 pages (the stress story's),
// in a production build, with a harness that scrolls it and times each frame inside the page.
import '@platform/ui/styles.css';
import { NOTE_STATUS } from '@platform/contract';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { LocaleProvider } from '../../packages/ui/src/i18n/index.ts';
import {
  makeStoryNote,
  STORY_PAGE,
  storyImages,
  storyPageImageSrc,
} from '../../packages/ui/src/internal/testing/storyNote.ts';
import type { NotePageImage } from '../../packages/ui/src/NoteMarkingCard/index.ts';
import { NoteReview } from '../../packages/ui/src/NoteReview/NoteReview.tsx';
import { nextFrame, nextPaint, until } from '../pageTiming.ts';

const host = document.getElementById('app') as HTMLElement;
let root: Root | null = null;
const note = makeStoryNote({ agendas: 4, pagesPerAgenda: 50, agendaName: (n) => `${n}단원` });
let getPageImage: (ref: { agendaNo: number; pageNo: number }) => NotePageImage = storyImages(note);

const scroller = () => host.querySelector('[data-slot="note-review-pages"]') as HTMLElement;
const cards = () => host.querySelectorAll('article').length;

/** A server's page images are raster scans: each SVG page drawn once to a PNG, ahead of time. */
async function rasterPages(): Promise<typeof getPageImage> {
  const urls = new Map<string, string>();
  const canvas = document.createElement('canvas');
  canvas.width = STORY_PAGE.width;
  canvas.height = STORY_PAGE.height;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  for (const agenda of note) {
    for (const page of agenda.PLi) {
      const image = new Image();
      image.src = storyPageImageSrc(agenda.ANo, page);
      await image.decode();
      context.drawImage(image, 0, 0);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      if (blob) urls.set(`${agenda.ANo}:${page.PNo}`, URL.createObjectURL(blob));
    }
  }
  return ({ agendaNo, pageNo }) => {
    const src = urls.get(`${agendaNo}:${pageNo}`);
    return src
      ? { status: 'ready', src, width: STORY_PAGE.width, height: STORY_PAGE.height }
      : { status: 'missing' };
  };
}

function render(columns: number) {
  flushSync(() =>
    root?.render(
      <LocaleProvider locale="ko">
        <NoteReview
          noteIdx={900}
          title="200쪽 노트"
          status={NOTE_STATUS.INSPECTION}
          viewer="teacher"
          agendas={note}
          getPageImage={getPageImage}
          columns={columns}
          onColumnsChange={() => {}}
          maxHeight={`${Math.max(320, window.innerHeight - 160)}px`}
          onMark={() => {}}
          onCheck={() => {}}
        />
      </LocaleProvider>,
    ),
  );
}

const bench = {
  async setup(images: 'svg' | 'png') {
    const start = performance.now();
    getPageImage = images === 'png' ? await rasterPages() : storyImages(note);
    return {
      pages: note.reduce((sum, agenda) => sum + agenda.PLi.length, 0),
      images,
      prepare: performance.now() - start,
    };
  },

  /** From render to the frame that shows the first cards, in ms. */
  async open(columns: number) {
    root?.unmount();
    root = createRoot(host);
    await nextPaint();
    const start = performance.now();
    render(columns);
    await until(() => cards() > 0);
    await nextPaint();
    return performance.now() - start;
  },

  /**
   * Scrolls as a wheel or a finger does, `step` px a frame from the top for `frames` frames, and
   * takes the time between frames (16.7 ms at 60 Hz).
   */
  async wheel(frames: number, step: number) {
    const pages = scroller();
    pages.scrollTop = 0;
    await nextPaint();
    await nextPaint();
    const intervals: number[] = [];
    let mostCards = 0;
    let last = await nextFrame();
    for (let frame = 0; frame < frames; frame += 1) {
      pages.scrollTop += step;
      const now = await nextFrame();
      intervals.push(now - last);
      last = now;
      mostCards = Math.max(mostCards, cards());
    }
    return { intervals, scrolledPx: pages.scrollTop, mostCards };
  },
};

Object.assign(window, { bench });
