import { PAGE_SIZE, TEXTBOOK_PAGE_SIZE_OPTIONS } from '@platform/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination.tsx';

/** Keeps the page and size as a screen would, and reports each change to the story's spies. */
function StatefulPagination(props: PaginationProps) {
  const [pageIndex, setPageIndex] = useState(props.pageIndex);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <Pagination
      {...props}
      pageIndex={pageIndex}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPageIndex(next);
        props.onPageChange(next);
      }}
      onPageSizeChange={
        props.onPageSizeChange &&
        ((size) => {
          setPageSize(size);
          setPageIndex(0);
          props.onPageSizeChange?.(size);
        })
      }
    />
  );
}

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  render: (args) => <StatefulPagination {...args} />,
  args: {
    pageIndex: 0,
    pageSize: PAGE_SIZE.TEXTBOOKS,
    totalCount: 287,
    onPageChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Page navigation for lists the server pages (user list, board, textbooks, class, notes, ' +
          'homework: screens.md §9). Use it under a table or list whose total is known; for lists ' +
          'that append (messages) use LoadMoreFooter. Pages are counted from 0 (`pageIndex`) as the ' +
          'server counts them, shown from 1. Every control is a button in a `nav` landmark: Tab ' +
          'moves between them, Enter or Space presses; the current page has `aria-current="page"`. ' +
          'Give `onPageSizeChange` to offer rows-per-page sizes (default: the textbooks list’s 10–50).',
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the mouse: a numbered page, next and last move the current page and tell the screen. */
export const Default: Story = {
  tags: ['brand-sweep'],
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: '페이지' });
    await expect(canvas.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    await expect(nav).toHaveTextContent('전체 287개 중 1–30');

    await userEvent.click(canvas.getByRole('button', { name: '3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '1' })).not.toHaveAttribute('aria-current');

    await userEvent.click(canvas.getByRole('button', { name: '다음 페이지' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);

    await userEvent.click(canvas.getByRole('button', { name: '마지막 페이지' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(9);
    await expect(canvas.getByRole('button', { name: '10' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav).toHaveTextContent('전체 287개 중 271–287');
    // On the last page "next" leads nowhere: it says so and does nothing, but keeps focus.
    const next = canvas.getByRole('button', { name: '다음 페이지' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenCalledTimes(3);
  },
};

type Play = NonNullable<Story['play']>;

/** Tab reaches each control in order; Enter and Space press them, and focus stays put. */
const keyboardPages =
  (names: { first: string; previous: string }): Play =>
  async ({ canvas, userEvent, args }) => {
    const first = canvas.getByRole('button', { name: names.first });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab(); // previous
    await userEvent.tab(); // 1
    await userEvent.tab(); // 2
    await expect(canvas.getByRole('button', { name: '2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    // The pressed button keeps focus even though the window of pages moved around it.
    await expect(canvas.getByRole('button', { name: '2' })).toHaveFocus();

    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: names.previous })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByRole('button', { name: names.previous })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: names.previous })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  };

/** With the keyboard only: Tab reaches each control, Enter and Space press it. */
export const Keyboard: Story = {
  play: keyboardPages({ first: '첫 페이지', previous: '이전 페이지' }),
};

export const KeyboardEnglish: Story = {
  globals: { locale: 'en' },
  play: keyboardPages({ first: 'First page', previous: 'Previous page' }),
};

/** The textbooks list (screens.md §9: 30 a page, options 10–50): a new size goes back to page 1. */
export const PageSizeOptions: Story = {
  args: { pageIndex: 2, onPageSizeChange: fn(), pageSizeOptions: TEXTBOOK_PAGE_SIZE_OPTIONS },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: '페이지당 행 수' });
    await expect(select).toHaveValue(String(PAGE_SIZE.TEXTBOOKS));
    await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '10개씩',
      '20개씩',
      '30개씩',
      '40개씩',
      '50개씩',
    ]);
    await userEvent.selectOptions(select, '50');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
    await expect(canvas.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    // 287 rows at 50 a page: 6 pages, the last one reachable.
    await userEvent.click(canvas.getByRole('button', { name: '마지막 페이지' }));
    await expect(canvas.getByRole('button', { name: '6' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('navigation')).toHaveTextContent('전체 287개 중 251–287');
  },
};

export const PageSizeOptionsEnglish: Story = {
  ...PageSizeOptions,
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Rows per page' });
    await userEvent.selectOptions(select, '10');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(10);
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toHaveTextContent(
      '1–10 of 287',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
  },
};

/** An empty list still shows page 1, and no button leads anywhere. */
export const Empty: Story = {
  args: { totalCount: 0 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['첫 페이지', '이전 페이지', '다음 페이지', '마지막 페이지']) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(button);
    }
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('navigation')).toHaveTextContent('전체 0개 중 0–0');
  },
};

export const EmptyEnglish: Story = {
  ...Empty,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Last page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('navigation')).toHaveTextContent('0–0 of 0');
  },
};
