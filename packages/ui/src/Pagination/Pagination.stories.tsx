import { PAGE_SIZE, TEXTBOOK_PAGE_SIZE_OPTIONS } from '@platform/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
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
  tags: ['locale-sweep'],
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
          'Give `onPageSizeChange` to offer rows-per-page sizes (default: the textbooks list’s 10–50).' +
          '\n\n**When to use.** Use it under a list the server pages when the total is known; DataTable shows it itself through its `pagination` prop. For a list that grows by appending (messages) use LoadMoreFooter.' +
          '\n\n**States.** Default, keyboard, page size options and empty.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pagination's texts in the story's language. */
const textsOf = (context: Pick<StoryContext, 'globals'>) => {
  const locale = localeOf(context);
  const k = (key: string, params?: Record<string, string | number>) => kitText(locale, key, params);
  return {
    label: k('pagination.label'),
    first: k('pagination.first'),
    previous: k('pagination.previous'),
    next: k('pagination.next'),
    last: k('pagination.last'),
    pageSize: k('pagination.pageSize'),
    sizeOption: (size: number) => k('pagination.pageSizeOption', { size }),
    range: (from: number, to: number, total: number) => k('pagination.range', { from, to, total }),
  };
};

/** With the mouse: a numbered page, next and last move the current page and tell the screen. */
export const Default: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    const nav = canvas.getByRole('navigation', { name: t.label });
    await expect(canvas.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    await expect(nav).toHaveTextContent(t.range(1, 30, 287));

    await userEvent.click(canvas.getByRole('button', { name: '3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '1' })).not.toHaveAttribute('aria-current');

    await userEvent.click(canvas.getByRole('button', { name: t.next }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);

    await userEvent.click(canvas.getByRole('button', { name: t.last }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(9);
    await expect(canvas.getByRole('button', { name: '10' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav).toHaveTextContent(t.range(271, 287, 287));
    // On the last page "next" leads nowhere: it says so and does nothing, but keeps focus.
    const next = canvas.getByRole('button', { name: t.next });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenCalledTimes(3);

    // "First" goes back to page 1, from where "next" leads to page 2.
    await userEvent.click(canvas.getByRole('button', { name: t.first }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: t.next }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

type Play = NonNullable<Story['play']>;

/** Tab reaches each control in order; Enter and Space press them, and focus stays put. */
const keyboardPages: Play = async (context) => {
  const { canvas, userEvent, args } = context;
  const names = textsOf(context);
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
  play: keyboardPages,
};

/** The textbooks list (screens.md §9: 30 a page, options 10–50): a new size goes back to page 1. */
export const PageSizeOptions: Story = {
  args: { pageIndex: 2, onPageSizeChange: fn(), pageSizeOptions: TEXTBOOK_PAGE_SIZE_OPTIONS },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    const select = canvas.getByRole('combobox', { name: t.pageSize });
    await expect(select).toHaveValue(String(PAGE_SIZE.TEXTBOOKS));
    await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual(
      [10, 20, 30, 40, 50].map(t.sizeOption),
    );
    await userEvent.selectOptions(select, '50');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
    await expect(canvas.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    // 287 rows at 50 a page: 6 pages, the last one reachable.
    await userEvent.click(canvas.getByRole('button', { name: t.last }));
    await expect(canvas.getByRole('button', { name: '6' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('navigation')).toHaveTextContent(t.range(251, 287, 287));

    await userEvent.selectOptions(select, '10');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(10);
    await expect(canvas.getByRole('navigation', { name: t.label })).toHaveTextContent(
      t.range(1, 10, 287),
    );
  },
};

/** An empty list still shows page 1, and no button leads anywhere. */
export const Empty: Story = {
  args: { totalCount: 0 },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    await expect(canvas.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    for (const name of [t.first, t.previous, t.next, t.last]) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(button);
    }
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('navigation')).toHaveTextContent(t.range(0, 0, 0));
  },
};
