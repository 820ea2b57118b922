import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
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
          'Chooses the page range of a homework (screens.md §5): type the start and end pages, or pick them on the thumbnails by click or with arrows and Enter. The end defaults to start + 9, capped at the page count. Page images are fetched 100 pages per call as they scroll into view.',
      },
    },
  },
} satisfies Meta<typeof PageRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const summaryOf = (root: HTMLElement) =>
  root.querySelector('[data-slot="page-range-summary"]') as HTMLElement;

const cell = (root: HTMLElement, page: number) =>
  root.querySelector(`[data-page="${page}"]`) as HTMLElement;

/** Clicking page 3 sets the start (end 12), page 15 the end; only pages 1-100 are fetched. */
export const PickOnThumbnails: Story = {
  tags: ['brand-sweep'],
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitFor(() => expect(args.loadPages).toHaveBeenCalledWith(1, 100));
    await expect(args.loadPages).toHaveBeenCalledTimes(1);
    await userEvent.click(cell(canvasElement, 3));
    await expect(canvas.getByLabelText(/시작 페이지/)).toHaveValue('3');
    await expect(canvas.getByLabelText(/끝 페이지/)).toHaveValue('12');
    await expect(canvas.getByText('범위의 끝 페이지를 고르세요. (시작: 3쪽)')).toBeVisible();
    await userEvent.click(cell(canvasElement, 15));
    await expect(canvas.getByLabelText(/끝 페이지/)).toHaveValue('15');
    await expect(summaryOf(canvasElement)).toHaveTextContent('3쪽부터 15쪽까지, 13쪽');
    await expect(cell(canvasElement, 10)).toHaveAttribute('aria-selected', 'true');
    await expect(cell(canvasElement, 16)).toHaveAttribute('aria-selected', 'false');

    // Scrolling to the end asks for the last range, once.
    const grid = canvas.getByRole('grid');
    grid.scrollTop = grid.scrollHeight;
    await waitFor(() => expect(args.loadPages).toHaveBeenCalledWith(101, 120));
    await expect(args.loadPages).toHaveBeenCalledTimes(2);
  },
};

export const PickOnThumbnailsEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(cell(canvasElement, 7));
    await expect(summaryOf(canvasElement)).toHaveTextContent('Pages 7 to 16, 10 pages');
  },
};

const keyboardPlay =
  (texts: { start: string; end: string }): Story['play'] =>
  async ({ canvas, canvasElement, userEvent }) => {
    // Typing a start sets the default end; the keyboard then picks the end on the grid.
    await userEvent.type(canvas.getByLabelText(new RegExp(texts.start)), '115');
    await expect(canvas.getByLabelText(new RegExp(texts.end))).toHaveValue('120');
    await userEvent.clear(canvas.getByLabelText(new RegExp(texts.start)));
    await userEvent.type(canvas.getByLabelText(new RegExp(texts.start)), '2');
    await expect(canvas.getByLabelText(new RegExp(texts.end))).toHaveValue('11');
    cell(canvasElement, 2).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(cell(canvasElement, 4)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText(new RegExp(texts.end))).toHaveValue('4');
  };

/** Typed pages and the keyboard: no pointer needed. */
export const Keyboard: Story = {
  play: keyboardPlay({ start: '시작 페이지', end: '끝 페이지' }),
};

export const KeyboardEnglish: Story = {
  globals: { locale: 'en' },
  play: keyboardPlay({ start: 'Start page', end: 'End page' }),
};

/** Start after end is refused with the rule's text; an empty end after a save attempt too. */
export const Errors: Story = {
  args: { value: { start: 20, end: 5 } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('시작 페이지는 끝 페이지보다 클 수 없습니다.')).toBeVisible();
    const end = canvas.getByLabelText(/끝 페이지/);
    await userEvent.clear(end);
    await userEvent.type(end, '130');
    await expect(canvas.getByText('끝 페이지는 120보다 클 수 없습니다.')).toBeVisible();
  },
};

/** After a save attempt the empty end says it is required; then a start after the end. */
export const ErrorsEnglish: Story = {
  globals: { locale: 'en' },
  args: { value: { start: 20, end: null }, showRequired: true },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('This field is required.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/End page/), '5');
    await expect(canvas.getByText('The start page cannot be after the end page.')).toBeVisible();
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
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(
      await canvas.findByText(
        '일부 페이지 이미지를 불러오지 못했습니다. 스크롤하면 다시 시도합니다.',
      ),
    ).toBeVisible();
    await userEvent.click(cell(canvasElement, 1));
    await expect(canvas.getByLabelText(/끝 페이지/)).toHaveValue('10');
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
