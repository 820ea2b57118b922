import { type IndexNode, isWorkbook } from '@platform/contract';
import {
  BookIndexTree,
  Button,
  Dialog,
  DigitsField,
  InlineAlert,
  Spinner,
  TextArea,
  useT,
  useToast,
} from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/session/api.ts';
import { useAction } from '../../app/useAction.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { answersText, parseAnswerKey, serializeAnswerKey, withPageAnswers } from './answerKey.ts';
import styles from './BookListPage.module.css';
import { AnswerImage, PageImage } from './BookPages.tsx';
import { refreshBooks, useBookDetail } from './bookQueries.ts';
import { isOwnBook } from './bookRules.ts';

export interface BookEditorProps {
  bookIdx: number;
  fallbackName: string;
  userIdx: number | null;
  onClose: () => void;
}

/**
 * The full-screen book editor (screens.md §10 "full-screen editor"; the spec gives only its name).
 * assumed: the page images one at a time with the table of contents beside them (choosing an entry
 * turns to its page) and the answer key of the page (its answer image, and the answers as text
 * saved with the answer call), editable by the author only (§6). The screens offer it to the
 * author only; should anyone else reach it, it stays read-only.
 */
export default function BookEditor({ bookIdx, fallbackName, userIdx, onClose }: BookEditorProps) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const detail = useBookDetail(bookIdx);
  const [page, setPage] = useState(1);
  const [pageText, setPageText] = useState('1');
  // The answers typed per page, kept while turning pages until they are saved.
  const [draft, setDraft] = useState<Record<number, string>>({});
  const book = detail.data?.book;
  const own = book ? isOwnBook(book, userIdx) : false;
  const pageCount = book?.pageCount ?? 0;
  const key = parseAnswerKey(book?.solutionJson);

  const goTo = (target: number) => {
    const next = Math.min(Math.max(1, target), Math.max(1, pageCount));
    setPage(next);
    setPageText(String(next));
  };

  // A double click saves once (useAction's guard); busy until the list has the new key.
  const saveAnswers = useAction(async () => {
    let next = key;
    for (const [pageNo, text] of Object.entries(draft)) {
      next = withPageAnswers(next, Number(pageNo), text);
    }
    await api.call('bookAnswer.MOD', { bookIdx, solutionJson: serializeAnswerKey(next) });
    toast.success(t('textbooks.editor.answersSaved'));
    await refreshBooks(queryClient);
    setDraft({});
  });

  const saveIndex = async (indexNode: IndexNode[]) => {
    try {
      await api.call('book.MOD_INDEX', { bookIdx, indexNode });
    } catch (error) {
      toast.error(apiErrorMessage(error, t));
      throw error;
    }
    toast.success(t('textbooks.indexSaved'));
    await refreshBooks(queryClient);
  };

  const bookName = book?.bookName ?? fallbackName;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('textbooks.editor.title', { name: bookName })}
    >
      <div className={styles.fullScreen} data-slot="book-editor">
        {detail.isPending && <Spinner label={t('textbooks.loadingDialog')} />}
        {detail.isError && (
          <InlineAlert tone="danger">{apiErrorMessage(detail.error, t)}</InlineAlert>
        )}
        {book && detail.data && (
          <>
            {!own && <InlineAlert tone="info">{t('textbooks.editor.readOnly')}</InlineAlert>}
            <div className={styles.editorGrid}>
              <aside className={styles.editorIndex}>
                <BookIndexTree
                  nodes={detail.data.index}
                  pageCount={pageCount}
                  editable={own}
                  onSave={saveIndex}
                  onSelectPage={goTo}
                />
              </aside>
              <section className={styles.editorPage} aria-label={t('textbooks.editor.page')}>
                <nav className={styles.pager} aria-label={t('textbooks.editor.page')}>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={page <= 1}
                    onClick={() => goTo(page - 1)}
                  >
                    {t('textbooks.editor.previous')}
                  </Button>
                  <DigitsField
                    className={styles.pageField}
                    label={t('textbooks.editor.page')}
                    description={t('textbooks.editor.pageOf', { total: pageCount })}
                    value={pageText}
                    onValueChange={setPageText}
                    onEnter={(value) => goTo(Number(value) || 1)}
                    onBlur={() => goTo(Number(pageText) || 1)}
                  />
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={page >= pageCount}
                    onClick={() => goTo(page + 1)}
                  >
                    {t('textbooks.editor.next')}
                  </Button>
                </nav>
                {pageCount > 0 ? (
                  <PageImage
                    bookIdx={bookIdx}
                    pageNo={page}
                    className={styles.editorImage}
                    alt={t('textbooks.editor.pageImage', { page, name: bookName })}
                  />
                ) : (
                  <p className={styles.muted}>{t('textbooks.pages.empty')}</p>
                )}
              </section>
              <section className={styles.editorAnswers} aria-labelledby="book-editor-answers">
                <h3 id="book-editor-answers" className={styles.subTitle}>
                  {t('textbooks.editor.answerKey')}
                </h3>
                {isWorkbook(book) ? (
                  <>
                    {pageCount > 0 && <AnswerImage bookIdx={bookIdx} pageNo={page} />}
                    <TextArea
                      label={t('textbooks.editor.answerOf', { page })}
                      description={t('textbooks.editor.answerHint')}
                      value={draft[page] ?? answersText(key, page)}
                      onValueChange={(text) =>
                        setDraft((current) => ({ ...current, [page]: text }))
                      }
                      readOnly={!own}
                    />
                    {saveAnswers.isError && (
                      <InlineAlert tone="danger">
                        {apiErrorMessage(saveAnswers.error, t)}
                      </InlineAlert>
                    )}
                    {own && (
                      <Button
                        onClick={() => saveAnswers.mutate(undefined)}
                        loading={saveAnswers.isPending}
                        disabled={Object.keys(draft).length === 0}
                      >
                        {t('textbooks.editor.saveAnswers')}
                      </Button>
                    )}
                  </>
                ) : (
                  <p className={styles.muted}>{t('textbooks.editor.textbookNoAnswers')}</p>
                )}
              </section>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
