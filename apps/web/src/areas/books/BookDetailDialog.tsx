import { type Book, codeLabelKey, type IndexNode, isWorkbook } from '@platform/contract';
import {
  BookIndexTree,
  Button,
  DateText,
  Dialog,
  InlineAlert,
  Spinner,
  Tabs,
  useT,
  useToast,
} from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { api } from '../../app/session/api.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import styles from './BookListPage.module.css';
import { BookPages } from './BookPages.tsx';
import { refreshBooks, useBookDetail } from './bookQueries.ts';
import { isOwnBook, kindOfBook, viewStartOf } from './bookRules.ts';

export interface BookDetailDialogProps {
  bookIdx: number;
  /** The list's name of the book, the title until the detail has loaded. */
  fallbackName: string;
  userIdx: number | null;
  onClose: () => void;
  onOpenEditor: (book: Book) => void;
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.infoRow}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function BookInfo({ book, own }: { book: Book; own: boolean }) {
  const t = useT();
  const none = t('textbooks.info.none');
  return (
    <div className={styles.infoPanel} data-slot="book-info-panel">
      {!own && (
        <InlineAlert tone="info">
          {t('textbooks.info.othersBook', { name: book.regUser?.userName ?? none })}
        </InlineAlert>
      )}
      <dl className={styles.info} data-slot="book-info">
        <InfoRow label={t('textbooks.info.name')}>{book.bookName}</InfoRow>
        <InfoRow label={t('textbooks.info.description')}>{book.bookDesc || none}</InfoRow>
        <InfoRow label={t('textbooks.info.kind')}>
          {t(codeLabelKey('BOOK_KIND', kindOfBook(book)))}
        </InfoRow>
        <InfoRow label={t('textbooks.info.usage')}>
          {book.bookType == null ? none : t(codeLabelKey('BOOK_USAGE', book.bookType))}
        </InfoRow>
        <InfoRow label={t('textbooks.info.status')}>
          {book.bookStatus == null ? none : t(codeLabelKey('BOOK_STATUS', book.bookStatus))}
        </InfoRow>
        <InfoRow label={t('textbooks.info.pages')}>{book.pageCount ?? 0}</InfoRow>
        {isWorkbook(book) && (
          <InfoRow label={t('textbooks.info.questions')}>{book.questionCount}</InfoRow>
        )}
        <InfoRow label={t('textbooks.info.author')}>{book.regUser?.userName ?? none}</InfoRow>
        <InfoRow label={t('textbooks.info.registered')}>
          <DateText value={book.regDatetime} form="dateTimeFull" />
        </InfoRow>
      </dl>
    </div>
  );
}

/**
 * The detail modal of a book (screens.md §10 "detail modal (info, table of contents, page images
 * with answers)"): the information, the table of contents (editable by the author only, §6, and
 * read-only until edit mode, §4) and the page images with their answers. Choosing an entry of the
 * contents shows its pages.
 */
export default function BookDetailDialog({
  bookIdx,
  fallbackName,
  userIdx,
  onClose,
  onOpenEditor,
}: BookDetailDialogProps) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const detail = useBookDetail(bookIdx);
  const [tab, setTab] = useState('info');
  const [from, setFrom] = useState(1);
  const book = detail.data?.book;
  const own = book ? isOwnBook(book, userIdx) : false;

  const saveIndex = async (indexNode: IndexNode[]) => {
    try {
      await api.call('book.MOD_INDEX', { bookIdx, indexNode });
    } catch (error) {
      // The tree stays in edit mode with every change when the promise rejects.
      toast.error(apiErrorMessage(error, t));
      throw error;
    }
    toast.success(t('textbooks.indexSaved'));
    await refreshBooks(queryClient);
  };

  let body: ReactNode;
  if (detail.isPending) {
    body = <Spinner label={t('textbooks.loadingDialog')} />;
  } else if (detail.isError || !book) {
    body = (
      <InlineAlert
        tone="danger"
        action={
          <Button size="sm" variant="secondary" onClick={() => void detail.refetch()}>
            {t('textbooks.detail.retry')}
          </Button>
        }
      >
        {detail.error ? apiErrorMessage(detail.error, t) : t('textbooks.detail.loadFailed')}
      </InlineAlert>
    );
  } else {
    body = (
      <Tabs
        label={t('textbooks.detail.tabs')}
        value={tab}
        onValueChange={setTab}
        activationMode="manual"
        items={[
          {
            value: 'info',
            label: t('textbooks.detail.info'),
            content: <BookInfo book={book} own={own} />,
          },
          {
            value: 'index',
            label: t('textbooks.detail.index'),
            content: (
              <BookIndexTree
                nodes={detail.data.index}
                pageCount={book.pageCount ?? 0}
                editable={own}
                onSave={saveIndex}
                onSelectPage={(page) => {
                  setFrom(viewStartOf(page));
                  setTab('pages');
                }}
              />
            ),
          },
          {
            value: 'pages',
            label: t('textbooks.detail.pages'),
            content: (
              <BookPages
                bookIdx={bookIdx}
                pageCount={book.pageCount ?? 0}
                withAnswers={isWorkbook(book)}
                from={from}
                onFromChange={setFrom}
              />
            ),
          },
        ]}
      />
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('textbooks.detail.title', { name: book?.bookName ?? fallbackName })}
      footer={
        // screens.md §6: only the author may modify a book, and the editor is where it is
        // modified; a non-author reads the same pages and answers in this detail (issue 16 item 13).
        book &&
        own && (
          <Button variant="secondary" onClick={() => onOpenEditor(book)}>
            {t('textbooks.action.editor')}
          </Button>
        )
      }
    >
      <div className={styles.wide} data-slot="book-detail">
        {body}
      </div>
    </Dialog>
  );
}
