import { type Book, codeLabelKey, codeLabelTexts, PAGE_SIZE } from '@platform/contract';
import {
  Button,
  ConfirmDialog,
  createDataTableColumns,
  DataTable,
  DateRangePicker,
  DateText,
  EmptyState,
  KebabMenu,
  type KebabMenuItem,
  registerTexts,
  SearchBox,
  Spinner,
  StatusChip,
  useT,
  useToast,
} from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type SyntheticEvent, useMemo, useState } from 'react';
import { api } from '../../app/session/api.ts';
import { useSignedIn } from '../../app/session/session.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import styles from './BookListPage.module.css';
import { refreshBooks, useBookPage } from './bookQueries.ts';
import {
  type BookFilters,
  defaultBookFilters,
  isOwnBook,
  kindOfBook,
  textbookPageSize,
} from './bookRules.ts';
import { bookScreenTexts } from './texts.ts';

// This screen's texts arrive with its code.
registerTexts(codeLabelTexts);
registerTexts(bookScreenTexts);

// The heavy parts load only when opened: the uploaders, the index tree, the editor, the deploy form.
const BookFormDialog = lazy(() => import('./BookFormDialog.tsx'));
const BookDetailDialog = lazy(() => import('./BookDetailDialog.tsx'));
const BookEditor = lazy(() => import('./BookEditor.tsx'));
const BookDeployDialog = lazy(() => import('./BookDeployDialog.tsx'));
const BookNameDialog = lazy(() =>
  import('./BookNameDialog.tsx').then((module) => ({ default: module.BookNameDialog })),
);

type Opened =
  | { kind: 'none' }
  | { kind: 'register' }
  | { kind: 'modify'; book: Book }
  | { kind: 'rename'; book: Book }
  | { kind: 'copy'; book: Book }
  | { kind: 'delete'; book: Book }
  | { kind: 'detail'; book: Book }
  | { kind: 'editor'; book: Book }
  | { kind: 'deploy'; book: Book };

const NONE: Opened = { kind: 'none' };
const columnHelper = createDataTableColumns<Book>();
const rowId = (book: Book) => String(book.bookIdx);
const stopPropagation = (event: SyntheticEvent) => event.stopPropagation();

/**
 * The textbooks screen (screens.md §10 "Textbooks"): the list of books with a date range
 * (by default the previous year to today) and a keyword, 30 a page (10 to 50); register a
 * textbook or a workbook from PDFs; the detail modal; modify, rename, delete and edit (the
 * full-screen editor) one's own books; copy anyone's; deployment as homework.
 */
export function Component() {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const userIdx = signedIn?.user.userIdx ?? null;
  const [filters, setFilters] = useState<BookFilters>(() => defaultBookFilters(new Date()));
  // What the date inputs show, which may be a range the search does not take (start after end).
  const [range, setRange] = useState(() => ({ start: filters.start, end: filters.end }));
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE.TEXTBOOKS);
  const [opened, setOpened] = useState<Opened>(NONE);
  const close = () => setOpened(NONE);
  const page = useBookPage({ ...filters, pageIndex, pageSize });

  const columns = useMemo(() => {
    const actionsOf = (book: Book): KebabMenuItem[] => {
      const own = isOwnBook(book, userIdx);
      const items: KebabMenuItem[] = [
        {
          id: 'detail',
          label: t('textbooks.action.detail'),
          onSelect: () => setOpened({ kind: 'detail', book }),
        },
      ];
      if (own) {
        // The editor modifies the book: the author's only (screens.md §6).
        items.push(
          {
            id: 'editor',
            label: t('textbooks.action.editor'),
            onSelect: () => setOpened({ kind: 'editor', book }),
          },
          {
            id: 'modify',
            label: t('textbooks.action.modify'),
            onSelect: () => setOpened({ kind: 'modify', book }),
          },
          {
            id: 'rename',
            label: t('textbooks.action.rename'),
            onSelect: () => setOpened({ kind: 'rename', book }),
          },
        );
      }
      items.push(
        {
          id: 'copy',
          label: t('textbooks.action.copy'),
          onSelect: () => setOpened({ kind: 'copy', book }),
        },
        {
          id: 'deploy',
          label: t('textbooks.action.deploy'),
          onSelect: () => setOpened({ kind: 'deploy', book }),
        },
      );
      if (own) {
        items.push({
          id: 'delete',
          label: t('textbooks.action.delete'),
          tone: 'danger',
          onSelect: () => setOpened({ kind: 'delete', book }),
        });
      }
      return items;
    };
    return columnHelper.columns([
      columnHelper.accessor('bookName', {
        header: t('textbooks.column.name'),
        meta: { rowHeader: true },
        cell: (info) => (
          <span className={styles.name}>
            {info.getValue()}
            {isOwnBook(info.row.original, userIdx) && (
              <StatusChip label={t('textbooks.mine')} tone="info" />
            )}
          </span>
        ),
      }),
      columnHelper.accessor('questionCount', {
        header: t('textbooks.column.kind'),
        cell: (info) => t(codeLabelKey('BOOK_KIND', kindOfBook(info.row.original))),
      }),
      columnHelper.accessor('pageCount', {
        header: t('textbooks.column.pages'),
        meta: { align: 'end' },
        cell: (info) => t('textbooks.pageCount', { count: info.getValue() ?? 0 }),
      }),
      columnHelper.accessor('bookStatus', {
        header: t('textbooks.column.status'),
        cell: (info) => {
          const status = info.getValue();
          return status == null ? '-' : t(codeLabelKey('BOOK_STATUS', status));
        },
      }),
      columnHelper.accessor((book) => book.regUser?.userName ?? '', {
        id: 'author',
        header: t('textbooks.column.author'),
      }),
      columnHelper.accessor('regDatetime', {
        header: t('textbooks.column.registered'),
        meta: { align: 'end' },
        cell: (info) => <DateText value={info.getValue()} />,
      }),
      columnHelper.display({
        id: 'actions',
        header: t('textbooks.column.actions'),
        meta: { align: 'center' },
        cell: (info) => (
          // The menu's items are portalled, yet React bubbles their clicks and keys through this
          // cell: they must not reach the row, which would open the detail instead.
          // biome-ignore lint/a11y/noStaticElementInteractions: stops bubbling only; the menu inside is the control.
          <span onClick={stopPropagation} onKeyDown={stopPropagation}>
            <KebabMenu
              size="sm"
              align="end"
              label={t('textbooks.actions', { name: info.row.original.bookName })}
              items={actionsOf(info.row.original)}
            />
          </span>
        ),
      }),
    ]);
  }, [t, userIdx]);

  const changeFilters = (next: Partial<BookFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPageIndex(0);
  };

  const deleteBook = async (book: Book) => {
    await api.call('book.DEL', { bookIdx: book.bookIdx });
    toast.success(t('textbooks.deleted', { name: book.bookName }));
    close();
    await refreshBooks(queryClient);
  };

  const rows = page.data?.content ?? [];
  const searching = filters.keyword !== '';

  return (
    <section className={styles.page} aria-labelledby="textbooks-title" data-slot="textbooks">
      <header className={styles.header}>
        <h1 id="textbooks-title" className={styles.title}>
          {t('textbooks.title')}
        </h1>
        <Button onClick={() => setOpened({ kind: 'register' })}>{t('textbooks.register')}</Button>
      </header>
      <div className={styles.filters} data-slot="textbooks-filters">
        <DateRangePicker
          label={t('textbooks.period')}
          value={range}
          onChange={(value, fault) => {
            setRange(value);
            // A reversed range is shown with its message and not searched.
            if (!fault) changeFilters({ start: value.start, end: value.end });
          }}
        />
        <SearchBox
          className={styles.search}
          label={t('textbooks.search')}
          placeholder={t('textbooks.searchPlaceholder')}
          debounce="text"
          onSearch={(text) => changeFilters({ keyword: text.trim() })}
        />
      </div>
      <DataTable<Book>
        label={t('textbooks.table')}
        columns={columns}
        data={rows}
        getRowId={rowId}
        getRowLabel={(book) => book.bookName}
        rowNumbers
        pagination={{
          pageIndex,
          pageSize,
          totalCount: page.data?.totalElements ?? 0,
          onPageChange: setPageIndex,
          onPageSizeChange: (size) => {
            setPageSize(textbookPageSize(size));
            setPageIndex(0);
          },
        }}
        onRowClick={(book) => setOpened({ kind: 'detail', book })}
        loading={page.isFetching}
        error={page.isError ? apiErrorMessage(page.error, t) : false}
        onRetry={() => void page.refetch()}
        empty={
          searching ? (
            <EmptyState
              title={t('empty.noResults.title')}
              description={t('textbooks.noResults', { keyword: filters.keyword })}
            />
          ) : (
            <EmptyState
              title={t('textbooks.empty.title')}
              description={t('textbooks.empty.description')}
            />
          )
        }
      />

      <Suspense fallback={<Spinner label={t('textbooks.loadingDialog')} />}>
        {(opened.kind === 'register' || opened.kind === 'modify') && (
          <BookFormDialog book={opened.kind === 'modify' ? opened.book : null} onClose={close} />
        )}
        {opened.kind === 'detail' && (
          <BookDetailDialog
            bookIdx={opened.book.bookIdx}
            fallbackName={opened.book.bookName}
            userIdx={userIdx}
            onClose={close}
            onOpenEditor={(book) => setOpened({ kind: 'editor', book })}
          />
        )}
        {opened.kind === 'editor' && (
          <BookEditor
            bookIdx={opened.book.bookIdx}
            fallbackName={opened.book.bookName}
            userIdx={userIdx}
            onClose={close}
          />
        )}
        {opened.kind === 'deploy' && <BookDeployDialog book={opened.book} onClose={close} />}
        {(opened.kind === 'rename' || opened.kind === 'copy') && (
          <BookNameDialog mode={opened.kind} book={opened.book} onClose={close} />
        )}
      </Suspense>
      <ConfirmDialog
        open={opened.kind === 'delete'}
        onOpenChange={(open) => !open && close()}
        variant="destructive"
        title={
          opened.kind === 'delete' ? t('textbooks.deleteTitle', { name: opened.book.bookName }) : ''
        }
        message={t('textbooks.deleteBody')}
        confirmLabel={t('textbooks.action.delete')}
        onConfirm={() => (opened.kind === 'delete' ? deleteBook(opened.book) : undefined)}
        failureMessage={(error) => apiErrorMessage(error, t)}
      />
    </section>
  );
}
