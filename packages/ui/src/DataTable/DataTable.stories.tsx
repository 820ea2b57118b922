import { LIMITS, type Locale, PAGE_SIZE, TEXTBOOK_PAGE_SIZE_OPTIONS } from '@platform/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RowSelectionState, SortingState } from '@tanstack/react-table';
import { type ComponentProps, useMemo, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { createDataTableColumns } from './columns.ts';
import { DataTable } from './DataTable.tsx';

interface Member {
  id: string;
  name: string;
  userId: string;
  type: 'student' | 'teacher';
  score: number;
  registered: string;
}

const FAMILY = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const GIVEN = [
  '민준',
  '서연',
  '도윤',
  '하은',
  '시우',
  '지유',
  '주원',
  '서아',
  '하준',
  '지아',
  '예준',
];

/** A deterministic list: member i is the same in every run, and the newest comes first. */
function members(count: number): Member[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `m${i + 1}`,
    name: `${FAMILY[i % FAMILY.length]}${GIVEN[(i * 7) % GIVEN.length]}`,
    userId: `user${String(count - i).padStart(5, '0')}`,
    type: i % 6 === 0 ? 'teacher' : 'student',
    score: (i * 37) % 101,
    registered: `2026-${String(12 - (i % 12)).padStart(2, '0')}-${String(28 - (i % 28)).padStart(2, '0')}`,
  }));
}

const helper = createDataTableColumns<Member>();
const TYPE_LABEL = {
  ko: { student: '학생', teacher: '교사' },
  en: { student: 'Student', teacher: 'Teacher' },
} as const;

function memberColumns(locale: 'ko' | 'en') {
  const ko = locale === 'ko';
  return helper.columns([
    helper.accessor('name', { header: ko ? '이름' : 'Name', meta: { rowHeader: true } }),
    helper.accessor('userId', { header: ko ? '아이디' : 'ID' }),
    helper.accessor('type', {
      header: ko ? '유형' : 'Type',
      enableSorting: false,
      cell: (info) => TYPE_LABEL[locale][info.getValue()],
    }),
    helper.accessor('score', { header: ko ? '점수' : 'Score', meta: { align: 'end' } }),
    helper.accessor('registered', { header: ko ? '등록일' : 'Registered', meta: { align: 'end' } }),
  ]);
}

const COLUMNS = { ko: memberColumns('ko') };
const MEMBERS_95 = members(95);
const MEMBERS_5000 = members(5000);
let members100000: Member[] | undefined;
/** Built on first use, so that loading the stories does not pay for the stress story. */
const manyMembers = () => {
  members100000 ??= members(100_000);
  return members100000;
};
const NO_MEMBERS: Member[] = [];
const memberId = (member: Member) => member.id;
const memberName = (member: Member) => member.name;

/** What the server does for a paged list: sort everything, then cut out one page. */
function serverPage(all: Member[], sorting: SortingState, pageIndex: number, pageSize: number) {
  const sort = sorting[0];
  const sorted = sort
    ? [...all].sort((a, b) => {
        const x = a[sort.id as keyof Member];
        const y = b[sort.id as keyof Member];
        const order =
          typeof x === 'number' && typeof y === 'number'
            ? x - y
            : String(x).localeCompare(String(y), 'ko');
        return sort.desc ? -order : order;
      })
    : all;
  return sorted.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
}

type TableArgs = ComponentProps<typeof DataTable<Member>>;

/** The page callbacks a screen receives from the table's Pagination, spied on by the stories. */
interface PageSpies {
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}
type StoryArgs = TableArgs & PageSpies;

/** A screen's paged list over the in-memory "server": it owns page, size, sorting and selection. */
function PagedMembers({
  all = MEMBERS_95,
  initialPageSize = 10,
  onPageChange,
  onPageSizeChange,
  onSortingChange,
  onRowSelectionChange,
  ...props
}: Partial<StoryArgs> & {
  all?: Member[];
  initialPageSize?: number;
}) {
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [sorting, setSorting] = useState<SortingState>([]);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const page = useMemo(
    () => serverPage(all, sorting, pageIndex, pageSize),
    [all, sorting, pageIndex, pageSize],
  );
  return (
    <DataTable<Member>
      label="회원 목록"
      columns={COLUMNS.ko}
      getRowId={memberId}
      getRowLabel={memberName}
      rowNumbers
      {...props}
      data={page}
      sorting={sorting}
      onSortingChange={(next) => {
        setSorting(next);
        setPageIndex(0);
        onSortingChange?.(next);
      }}
      rowSelection={selection}
      onRowSelectionChange={(next) => {
        setSelection(next);
        onRowSelectionChange?.(next);
      }}
      pagination={{
        pageIndex,
        pageSize,
        totalCount: all.length,
        pageSizeOptions: TEXTBOOK_PAGE_SIZE_OPTIONS,
        onPageChange: (next) => {
          setPageIndex(next);
          onPageChange?.(next);
        },
        onPageSizeChange: (size) => {
          setPageSize(size);
          setPageIndex(0);
          onPageSizeChange?.(size);
        },
      }}
    />
  );
}

const pageSpies = {
  onPageChange: fn(),
  onPageSizeChange: fn(),
  onSortingChange: fn(),
  onRowSelectionChange: fn(),
};

const meta = {
  title: 'Data/DataTable',
  component: DataTable<Member>,
  args: {
    label: '회원 목록',
    columns: COLUMNS.ko,
    data: MEMBERS_95.slice(0, 10),
    getRowId: memberId,
    getRowLabel: memberName,
    onRowClick: fn(),
    onRetry: fn(),
    ...pageSpies,
  },
  parameters: {
    docs: {
      description: {
        component:
          [
            'The table of every paged list (users, boards, textbooks, homework, history): typed',
            'columns made with `createDataTableColumns<Row>()`, sorting by a header button (`aria-sort`),',
            'row checkboxes with select-all on the page and an optional maximum (`maxSelection`, e.g.',
            '`LIMITS.EXPORT_SELECTION_MAX`: at the limit the other checkboxes are disabled and',
            '`valid.selectUpTo` says so), server pages through `pagination` (page from 0, size, total),',
            'the spec’s row number (total minus page offset minus row index, screens.md §9), a sticky',
            'header, and empty / loading / error states. Use `virtualized` for thousands of rows held',
            'in the browser: only the rows in view are rendered, `aria-rowcount` and `aria-rowindex`',
            'keep the whole list’s positions, and DOM order is data order.',
            '',
            '**Keyboard**: Tab reaches the sort buttons, the select-all checkbox, then one row of the',
            'body. On a row: ↑/↓ move to the previous/next row, Home/End to the first/last row,',
            'Enter opens the row (`onRowClick`), Space selects or clears it. Rows are only focusable',
            'when they can be opened or selected.',
          ].join(' ') +
          '\n\n**When to use.** Use it for any list of records in columns that the user sorts, selects or pages through (users, boards, textbooks, homework, history); it shows Pagination itself through `pagination`. For figures over time use StatsChart; for the hierarchy of groups and users use GroupTree; for a list that grows by appending pages (messages) use LoadMoreFooter.' +
          '\n\n**States.** Default, sort by keyboard, selection limit, row keyboard navigation, empty, empty with own state, loading, loading next page, error with retry, error with own message, virtualized and virtualized without row actions.',
      },
    },
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<StoryArgs>;

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const firstCellText = (row: HTMLElement, index = 0) =>
  row.querySelectorAll('td, th')[index]?.textContent;

/** Sort by header clicks, change page and page size; row numbers and row indexes follow. */
export const Default: Story = {
  tags: ['brand-sweep', 'locale-sweep'],
  render: (args) => <PagedMembers {...args} />,
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const locale = localeOf(context);
    const table = canvas.getByRole('table', { name: '회원 목록' });
    await expect(table).toHaveAttribute('aria-rowcount', '96');
    let rows = bodyRows(table);
    await expect(rows).toHaveLength(10);
    // screens.md §9: the first row of the first page carries the total.
    await expect(firstCellText(rows[0] as HTMLElement)).toBe('95');
    await expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    await expect(
      canvas.getByRole('columnheader', { name: kitText(locale, 'table.rowNumber') }),
    ).toBeVisible();

    const nameHeader = canvas.getByRole('columnheader', { name: '이름' });
    await expect(nameHeader).not.toHaveAttribute('aria-sort');
    await userEvent.click(canvas.getByRole('button', { name: '이름' }));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: false }]);
    const names = () =>
      bodyRows(table).map((row) => within(row).getByRole('rowheader').textContent ?? '');
    const ascending = names();
    await expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'ko')));
    await userEvent.click(canvas.getByRole('button', { name: '이름' }));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    // The type column is not sortable: a plain header without a button.
    await expect(
      within(canvas.getByRole('columnheader', { name: '유형' })).queryByRole('button'),
    ).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: '2' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    rows = bodyRows(table);
    await expect(firstCellText(rows[0] as HTMLElement)).toBe('85');
    await expect(rows[0]).toHaveAttribute('aria-rowindex', '12');

    // The last page holds the last 5 rows; the pagination states the range.
    await userEvent.click(canvas.getByRole('button', { name: kitText(locale, 'pagination.last') }));
    rows = bodyRows(table);
    await expect(rows).toHaveLength(5);
    await expect(firstCellText(rows[4] as HTMLElement)).toBe('1');
    await expect(
      canvas.getByRole('navigation', { name: kitText(locale, 'pagination.label') }),
    ).toHaveTextContent(kitText(locale, 'pagination.range', { from: 91, to: 95, total: 95 }));

    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: kitText(locale, 'pagination.pageSize') }),
      '20',
    );
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(20);
    rows = bodyRows(table);
    await expect(rows).toHaveLength(20);
    await expect(firstCellText(rows[0] as HTMLElement)).toBe('95');
    await expect(firstCellText(rows[19] as HTMLElement)).toBe('76');

    await userEvent.click(canvas.getByRole('button', { name: '점수' }));
    await expect(canvas.getByRole('columnheader', { name: '점수' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

const sortByKeyboardPlay =
  (t: { name: string; userId: string }): Story['play'] =>
  async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const sortName = canvas.getByRole('button', { name: t.name });
    await expect(sortName).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const header = canvas.getByRole('columnheader', { name: t.name });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard(' ');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(sortName).toHaveFocus();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.userId })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: t.userId })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // One column is sorted at a time: the name column lost its sort.
    await expect(header).not.toHaveAttribute('aria-sort');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'userId', desc: false }]);
  };

/** Sorting with the keyboard: Tab to the header button, Enter then Space. */
export const SortByKeyboard: Story = {
  tags: ['locale-sweep'],
  render: (args) => <PagedMembers {...args} />,
  play: sortByKeyboardPlay({ name: '이름', userId: '아이디' }),
};

/**
 * screens.md §5 Export: "selected rows max 50 (valid.selectUpTo)". Select-all on page 1 takes 30,
 * on page 2 it fills up to 50; the other checkboxes are then disabled and the limit is stated.
 */
export const SelectionLimit: Story = {
  render: (args) => (
    <PagedMembers
      {...args}
      selectable
      maxSelection={LIMITS.EXPORT_SELECTION_MAX}
      initialPageSize={PAGE_SIZE.USER_LIST}
    />
  ),
  tags: ['locale-sweep'],
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const locale = localeOf(context);
    const upTo = kitText(locale, 'valid.selectUpTo', { max: 50 });
    const selectAll = canvas.getByRole('checkbox', {
      name: kitText(locale, 'table.selectAllOnPage'),
    });
    await userEvent.click(selectAll);
    await expect(selectAll).toBeChecked();
    await expect(
      canvas.getByText(kitText(locale, 'table.selectedCount', { count: 30 })),
    ).toBeVisible();
    // A row's checkbox is named after the row.
    await expect(
      canvas.getByRole('checkbox', {
        name: kitText(locale, 'table.selectRow', { label: MEMBERS_95[0]?.name ?? '' }),
      }),
    ).toBeChecked();

    await userEvent.click(canvas.getByRole('button', { name: '2' }));
    await expect(selectAll).not.toBeChecked();
    await userEvent.click(selectAll);
    await expect(
      canvas.getByText(kitText(locale, 'table.selectedCount', { count: 50 })),
    ).toBeVisible();
    await expect(canvas.getByText(upTo)).toBeVisible();
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ m31: true, m50: true }),
    );
    // Part of page 2 is selected and nothing more fits: the header checkbox shows "mixed".
    await expect((selectAll as HTMLInputElement).indeterminate).toBe(true);

    const rows = bodyRows(canvas.getByRole('table'));
    const boxOf = (row: HTMLElement) => within(row).getByRole('checkbox');
    await expect(boxOf(rows[19] as HTMLElement)).toBeChecked();
    const beyond = boxOf(rows[20] as HTMLElement);
    await expect(beyond).not.toBeChecked();
    await expect(beyond).toBeDisabled();
    await expect(beyond).toHaveAccessibleDescription(expect.stringContaining(upTo));

    // Clearing one row makes room again.
    await userEvent.click(boxOf(rows[0] as HTMLElement));
    await expect(canvas.queryByText(upTo)).not.toBeInTheDocument();
    await expect(beyond).toBeEnabled();
    await userEvent.click(beyond);
    await expect(beyond).toBeChecked();
    await expect(canvas.getByText(upTo)).toBeVisible();
  },
};

/** Arrow keys move between rows, Home/End jump, Enter opens the row, Space selects it. */
export const RowKeyboardNavigation: Story = {
  tags: ['locale-sweep'],
  render: (args) => <PagedMembers {...args} selectable />,
  play: async ({ canvas, userEvent, args }) => {
    const rows = bodyRows(canvas.getByRole('table'));
    // Tab passes the sort buttons and select-all, then lands on the first row only.
    for (let i = 0; i < 12 && !rows.includes(document.activeElement as HTMLElement); i += 1) {
      await userEvent.tab();
    }
    await expect(rows[0]).toHaveFocus();
    await expect(rows.filter((row) => row.tabIndex === 0)).toHaveLength(1);

    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(MEMBERS_95[1]);
    await userEvent.keyboard(' ');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    await expect(within(rows[1] as HTMLElement).getByRole('checkbox')).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'false');

    await userEvent.keyboard('{End}');
    await expect(rows[9]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[9]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(rows[0]).toHaveFocus();

    // The mouse opens a row too, and a click on its checkbox only selects.
    await userEvent.click(within(rows[2] as HTMLElement).getByRole('rowheader'));
    await expect(args.onRowClick).toHaveBeenLastCalledWith(MEMBERS_95[2]);
    await userEvent.click(within(rows[3] as HTMLElement).getByRole('checkbox'));
    await expect(args.onRowClick).toHaveBeenCalledTimes(2);

    // A click on a row focuses it; the arrows and Enter go on from there.
    await userEvent.click(within(rows[4] as HTMLElement).getByRole('rowheader'));
    await expect(rows[4]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(MEMBERS_95[3]);
  },
};

/** No rows: the list's own empty text, or the default one. */
export const Empty: Story = {
  tags: ['locale-sweep'],
  args: { data: NO_MEMBERS },
  play: async (context) => {
    const { canvas } = context;
    const table = canvas.getByRole('table', { name: '회원 목록' });
    await expect(within(table).getByText(kitText(localeOf(context), 'table.empty'))).toBeVisible();
    await expect(table).not.toHaveAttribute('aria-rowcount');
    await expect(within(table).queryAllByRole('button')).toHaveLength(
      COLUMNS.ko.length - 1, // the sortable headers only
    );
  },
};

/** The example list's own empty state. */
const OWN_EMPTY = {
  ko: { title: '등록된 회원이 없습니다.', hint: '회원을 등록해 보세요.' },
  en: { title: 'No members registered.', hint: 'Register a member to begin.' },
} satisfies Record<Locale, Record<string, string>>;

/** A screen passes its own empty state (the overlays' EmptyState, or any node). */
export const EmptyWithOwnState: Story = {
  tags: ['locale-sweep'],
  args: { data: NO_MEMBERS },
  render: (args, context) => {
    const own = OWN_EMPTY[localeOf(context)];
    return (
      <DataTable<Member>
        {...args}
        empty={
          <p>
            <strong>{own.title}</strong> {own.hint}
          </p>
        }
      />
    );
  },
  play: async (context) => {
    const { canvas } = context;
    const locale = localeOf(context);
    await expect(canvas.getByText(OWN_EMPTY[locale].title)).toBeVisible();
    await expect(canvas.queryByText(kitText(locale, 'table.empty'))).not.toBeInTheDocument();
  },
};

/** The first load: skeleton rows, the table busy, "loading" announced. */
export const Loading: Story = {
  tags: ['locale-sweep'],
  args: { data: NO_MEMBERS, loading: true, selectable: true },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const locale = localeOf(context);
    const table = canvas.getByRole('table', { name: '회원 목록' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(kitText(locale, 'table.loading'))).toBeInTheDocument();
    await expect(
      table.querySelectorAll('[data-slot="data-table-skeleton"]').length,
    ).toBeGreaterThan(0);
    // Skeleton rows are decoration: no row is exposed, and select-all has nothing to select.
    await expect(within(table).getAllByRole('row')).toHaveLength(1);
    await expect(
      canvas.getByRole('checkbox', { name: kitText(locale, 'table.selectAllOnPage') }),
    ).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '이름' })).toHaveFocus();
  },
};

/** A later page loading: the current rows stay (dimmed) and the table says it is busy. */
export const LoadingNextPage: Story = {
  tags: ['locale-sweep'],
  args: { loading: true, onRowClick: undefined },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '회원 목록' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(bodyRows(table)).toHaveLength(10);
  },
};

/** A list that failed: its message and a retry that loads it. */
function FailingThenLoading({ onRetry }: { onRetry?: () => void }) {
  const [failed, setFailed] = useState(true);
  return (
    <DataTable<Member>
      label="회원 목록"
      columns={COLUMNS.ko}
      getRowId={memberId}
      data={failed ? NO_MEMBERS : MEMBERS_95.slice(0, 10)}
      error={failed}
      onRetry={() => {
        onRetry?.();
        setFailed(false);
      }}
    />
  );
}

export const ErrorWithRetry: Story = {
  tags: ['locale-sweep'],
  render: (args) => <FailingThenLoading onRetry={args.onRetry} />,
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const locale = localeOf(context);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(kitText(locale, 'table.error'));
    const retry = within(alert).getByRole('button', { name: kitText(locale, 'table.retry') });
    // Tab passes the four sortable headers, then reaches the retry button.
    for (let i = 0; i < 5; i += 1) await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(bodyRows(canvas.getByRole('table'))).toHaveLength(10);
  },
};

/** The screen's own message, e.g. an error text of the contract's catalogue. */
export const ErrorWithOwnMessage: Story = {
  tags: ['locale-sweep'],
  args: { data: NO_MEMBERS, onRetry: undefined },
  render: (args, context) => (
    <DataTable<Member> {...args} error={kitText(localeOf(context), 'error.noAuthUserView')} />
  ),
  play: async (context) => {
    const { canvas } = context;
    const locale = localeOf(context);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      kitText(locale, 'error.noAuthUserView'),
    );
    await expect(
      canvas.queryByRole('button', { name: kitText(locale, 'table.retry') }),
    ).not.toBeInTheDocument();
  },
};

const scrollAreaOf = (table: HTMLElement) => table.parentElement as HTMLElement;

/**
 * 5,000 rows in the browser: only the rows in view exist, yet the table reports 5,001 rows (with
 * the header) and every rendered row its true position, in data order; the header stays on top.
 */
export const Virtualized: Story = {
  tags: ['locale-sweep'],
  args: { data: MEMBERS_5000, virtualized: true, rowNumbers: true, manualSorting: false },
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: '회원 목록' });
    await expect(table).toHaveAttribute('aria-rowcount', '5001');
    const rendered = () => bodyRows(table);
    const indexes = () => rendered().map((row) => Number(row.getAttribute('aria-rowindex')));
    // The virtualized rows are a chunk of their own, loaded when such a table first shows rows.
    await waitFor(() => expect(rendered().length).toBeGreaterThan(5));
    await expect(rendered().length).toBeLessThan(100);
    await expect(indexes()[0]).toBe(2);
    await expect(firstCellText(rendered()[0] as HTMLElement)).toBe('5000');

    const area = scrollAreaOf(table);
    area.scrollTop = area.scrollHeight / 2;
    await waitFor(() => expect(indexes()[0]).toBeGreaterThan(2000));
    area.scrollTop = area.scrollHeight;
    await waitFor(() => expect(indexes()).toContain(5001));
    // DOM order is data order: consecutive positions, and each row's number matches its position.
    const last = indexes();
    await expect(last).toEqual(last.map((_, i) => (last[0] as number) + i));
    const lastRow = rendered().at(-1) as HTMLElement;
    await expect(firstCellText(lastRow)).toBe('1');
    await expect(within(lastRow).getByRole('rowheader')).toHaveTextContent(
      MEMBERS_5000[4999]?.name ?? '',
    );
    // Sticky header: still at the top of the scrolled area.
    const header = canvas.getByRole('columnheader', { name: '이름' });
    await expect(
      Math.abs(header.getBoundingClientRect().top - area.getBoundingClientRect().top),
    ).toBeLessThan(4);

    // Keyboard: Home goes back to row 1 of 5,000, End to the last, rendering them on the way.
    await userEvent.click(within(lastRow).getByRole('rowheader'));
    await expect(args.onRowClick).toHaveBeenLastCalledWith(MEMBERS_5000[4999]);
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', '2'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', '3'));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', '5001'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(MEMBERS_5000[4999]);
  },
};

/**
 * 5,000 rows held by the browser and no row action: a header sorts all of them, and with no
 * focusable rows the scroll area itself is the keyboard's way to scroll.
 */
export const VirtualizedWithoutRowActions: Story = {
  tags: ['locale-sweep'],
  args: {
    data: MEMBERS_5000,
    virtualized: true,
    manualSorting: false,
    onRowClick: undefined,
  },
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: '회원 목록' });
    await expect(table).toHaveAttribute('aria-rowcount', '5001');
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(5));
    // The browser sorts all 5,000 rows when the table holds them all.
    await userEvent.click(canvas.getByRole('button', { name: '점수' }));
    await userEvent.click(canvas.getByRole('button', { name: '점수' }));
    const first = bodyRows(table)[0] as HTMLElement;
    await expect(first).toHaveAttribute('aria-rowindex', '2');
    await expect(firstCellText(first, 3)).toBe('100');
    // With no focusable rows, the scroll area itself is the keyboard's way to scroll.
    const area = scrollAreaOf(table);
    await expect(area).toHaveAttribute('tabindex', '0');
    await userEvent.click(within(first).getByRole('rowheader'));
    await expect(area).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(area).not.toHaveFocus();
    await userEvent.tab();
    await expect(area).toHaveFocus();
  },
};

/** 100,000 rows: a size benchmark, left out of CI. */
export const Stress: Story = {
  tags: ['stress'],
  args: { virtualized: true, rowNumbers: true, manualSorting: false },
  render: (args) => <DataTable<Member> {...args} data={manyMembers()} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '100001');
    const area = scrollAreaOf(table);
    area.scrollTop = area.scrollHeight;
    await waitFor(() =>
      expect(bodyRows(table).map((row) => row.getAttribute('aria-rowindex'))).toContain('100001'),
    );
    await expect(bodyRows(table).length).toBeLessThan(100);
  },
};

/**
 * A screen builds its columns again on each render (their texts, a row's busy state): each
 * inline cell function is a new function then. The defect: DataTable rendered cells through
 * TanStack's FlexRender, which takes a function as a component type, so every cell was
 * remounted: the button under a click was replaced, and the focus went to the page.
 */
function RebuiltColumnsTable() {
  const [presses, setPresses] = useState(0);
  const columns = helper.columns([
    helper.accessor('name', { header: `Name (${presses})`, meta: { rowHeader: true } }),
    helper.display({
      id: 'action',
      header: 'Action',
      cell: (info) => (
        <button type="button" onClick={() => setPresses((count) => count + 1)}>
          {`Mark ${info.row.original.name}`}
        </button>
      ),
    }),
  ]);
  return (
    <DataTable label="Members" data={members(3)} columns={columns} getRowId={(row) => row.id} />
  );
}

export const CellsSurviveRebuiltColumns: StoryObj = {
  render: () => <RebuiltColumnsTable />,
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Members' });
    const [first] = within(table).getAllByRole('button', { name: /^Mark / });
    if (!first) throw new Error('no row button');
    await userEvent.click(first);
    await expect(within(table).getByRole('columnheader', { name: 'Name (1)' })).toBeVisible();
    // The same element, still in the page and still focused: nothing was remounted.
    await expect(first).toBeInTheDocument();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(table).getByRole('columnheader', { name: 'Name (2)' })).toBeVisible();
  },
};
