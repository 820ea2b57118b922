import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { PageRangePicker, type PageRangePickerProps, type PageUrlMap } from './PageRangePicker.tsx';

/** A page image as an SVG data URL that shows its page number. */
function pageImage(page: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><rect width="60" height="80" fill="hsl(${(page * 37) % 360} 50% 90%)"/><text x="30" y="46" font-size="18" text-anchor="middle" fill="#222">${page}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A book server: answers each range with generated page images. */
function bookPages() {
  return fn(async (fromPage: number, toPage: number) => {
    const map: PageUrlMap = {};
    for (let page = fromPage; page <= toPage; page += 1) map[page] = pageImage(page);
    return map;
  });
}

function Stateful(props: PageRangePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PageRangePicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Books/PageRangePicker',
  component: PageRangePicker,
  tags: ['locale-sweep'],
  render: (args) => <Stateful {...args} />,
  args: {
    pageCount: 120,
    value: { start: null, end: null },
    onChange: fn(),
    loadPages: bookPages(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Chooses the page range of a homework (screens.md §5): type the start and end pages, or pick them on the thumbnails by click or with arrows and Enter. The end defaults to start + 9, capped at the page count. Page images are fetched 100 pages per call as they scroll into view.' +
          '\n\n**When to use.** Use it to choose which pages of a book a homework covers; HomeworkDeployModal holds it for a book. For a period of days use DateRangePicker; for a book’s table of contents use BookIndexTree.' +
          '\n\n**States.** Pick on thumbnails, default end, keyboard, errors, required end, load failed and thousand pages.',
      },
    },
  },
} satisfies Meta<typeof PageRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picker's texts in the story's language. */
const textsOf = (context: Pick<StoryContext, 'globals'>) => {
  const locale = localeOf(context);
  const k = (key: string, params?: Record<string, string | number>) => kitText(locale, key, params);
  return {
    start: new RegExp(k('pageRange.start')),
    end: new RegExp(k('pageRange.end')),
    pickEnd: (start: number) => k('pageRange.pickEnd', { start }),
    summary: (start: number, end: number) =>
      k('pageRange.summary', { start, end, count: end - start + 1 }),
    startAfterEnd: k('valid.pageStartAfterEnd'),
    endOverTotal: (total: number) => k('valid.pageEndOverTotal', { total }),
    required: k('valid.required'),
    loadFailed: k('pageRange.loadFailed'),
  };
};

const summaryOf = (root: HTMLElement) =>
  root.querySelector('[data-slot="page-range-summary"]') as HTMLElement;

const cell = (root: HTMLElement, page: number) =>
  root.querySelector(`[data-page="${page}"]`) as HTMLElement;

/**
 * A page's cell once the thumbnails have arrived: they load after the first render, and on a busy
 * machine later than a play's first step (a user waits for them to show).
 */
const shownCell = (root: HTMLElement, page: number) =>
  waitFor(() => {
    const found = cell(root, page);
    if (!found) throw new Error(`page ${page} is not shown yet`);
    return found;
  });

/**
 * A page's cell scrolled into view, as a user scrolls to it: on a phone the thumbnails are two
 * or three to a row and page 15 is below the fold, not yet drawn by the virtualized grid.
 */
async function cellScrolledTo(root: HTMLElement, page: number) {
  const grid = within(root).getByRole('grid');
  for (let step = 0; !cell(root, page) && step < 20; step += 1) {
    grid.scrollTop += grid.clientHeight / 2;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  const found = await shownCell(root, page);
  found.scrollIntoView({ block: 'nearest' });
  return found;
}

/** Clicking page 3 sets the start (end 12), page 15 the end; only pages 1-100 are fetched. */
export const PickOnThumbnails: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const { canvas, canvasElement, userEvent, args } = context;
    const t = textsOf(context);
    await waitFor(() => expect(args.loadPages).toHaveBeenCalledWith(1, 100));
    await expect(args.loadPages).toHaveBeenCalledTimes(1);
    await userEvent.click(await shownCell(canvasElement, 3));
    await expect(canvas.getByLabelText(t.start)).toHaveValue('3');
    await expect(canvas.getByLabelText(t.end)).toHaveValue('12');
    await expect(canvas.getByText(t.pickEnd(3))).toBeVisible();
    await userEvent.click(await cellScrolledTo(canvasElement, 15));
    await expect(canvas.getByLabelText(t.end)).toHaveValue('15');
    await expect(summaryOf(canvasElement)).toHaveTextContent(t.summary(3, 15));
    await expect(await cellScrolledTo(canvasElement, 16)).toHaveAttribute('aria-selected', 'false');
    await expect(await shownCell(canvasElement, 14)).toHaveAttribute('aria-selected', 'true');

    // Scrolling to the end asks for the last range, once.
    const grid = canvas.getByRole('grid');
    grid.scrollTop = grid.scrollHeight;
    await waitFor(() => expect(args.loadPages).toHaveBeenCalledWith(101, 120));
    await expect(args.loadPages).toHaveBeenCalledTimes(2);
  },
};

/** A start alone: the end defaults to start + 9, and the summary says so. */
export const DefaultEnd: Story = {
  play: async (context) => {
    const { canvasElement, userEvent } = context;
    await userEvent.click(await shownCell(canvasElement, 7));
    await expect(summaryOf(canvasElement)).toHaveTextContent(textsOf(context).summary(7, 16));
  },
};

const keyboardPlay: Story['play'] = async (context) => {
  const { canvas, canvasElement, userEvent } = context;
  const texts = textsOf(context);
  // Typing a start sets the default end; the keyboard then picks the end on the grid.
  await userEvent.type(canvas.getByLabelText(texts.start), '115');
  await expect(canvas.getByLabelText(texts.end)).toHaveValue('120');
  await userEvent.clear(canvas.getByLabelText(texts.start));
  await userEvent.type(canvas.getByLabelText(texts.start), '2');
  await expect(canvas.getByLabelText(texts.end)).toHaveValue('11');
  (await shownCell(canvasElement, 2)).focus();
  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  await expect(cell(canvasElement, 4)).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(canvas.getByLabelText(texts.end)).toHaveValue('4');
};

/** Typed pages and the keyboard: no pointer needed. */
export const Keyboard: Story = {
  play: keyboardPlay,
};

/** Start after end is refused with the rule's text; an empty end after a save attempt too. */
export const Errors: Story = {
  args: { value: { start: 20, end: 5 } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = textsOf(context);
    await expect(canvas.getByText(t.startAfterEnd)).toBeVisible();
    const end = canvas.getByLabelText(t.end);
    await userEvent.clear(end);
    await userEvent.type(end, '130');
    await expect(canvas.getByText(t.endOverTotal(120))).toBeVisible();
  },
};

/** After a save attempt the empty end says it is required; then a start after the end. */
export const RequiredEnd: Story = {
  args: { value: { start: 20, end: null }, showRequired: true },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = textsOf(context);
    await expect(canvas.getByText(t.required)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(t.end), '5');
    await expect(canvas.getByText(t.startAfterEnd)).toBeVisible();
  },
};

/** A page range the server cannot serve: the pages still show their numbers and can be picked. */
export const LoadFailed: Story = {
  args: {
    loadPages: fn(
      async (_from: number, _to: number): Promise<PageUrlMap> =>
        Promise.reject(new Error('offline')),
    ),
  },
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const t = textsOf(context);
    await expect(await canvas.findByText(t.loadFailed)).toBeVisible();
    await userEvent.click(cell(canvasElement, 1));
    await expect(canvas.getByLabelText(t.end)).toHaveValue('10');
  },
};

/** 1,000 pages: scrolling to the end asks only for the ranges passed through. */
export const ThousandPages: Story = {
  tags: ['stress'],
  args: { pageCount: 1000, loadPages: bookPages() },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.loadPages).toHaveBeenCalledWith(1, 100));
    const grid = canvas.getByRole('grid');
    grid.scrollTop = grid.scrollHeight;
    await waitFor(() => expect(args.loadPages).toHaveBeenCalledWith(901, 1000));
    await expect(args.loadPages).toHaveBeenCalledTimes(2);
    await expect(grid.querySelectorAll('[role="gridcell"]').length).toBeLessThan(100);
  },
};
