import {
  codeLabelTexts,
  NOTE_LIST_SEARCH_TYPE,
  NOTE_STATUS,
  type Note,
  type NoteViewer,
  noteStatusLabelKey,
  PAGE_SIZE,
} from '@platform/contract';
import {
  Button,
  createDataTableColumns,
  DataTable,
  DateText,
  EmptyState,
  noteStatusTone,
  registerTexts,
  Skeleton,
  StatusChip,
  useT,
} from '@platform/ui';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { type SignedIn, useSignedIn } from '../../app/session/session.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { NoteListFilters } from './NoteListFilters.tsx';
import styles from './NotePages.module.css';
import { useNotePage } from './noteQueries.ts';
import { mayViewNote, noteViewerOf, taskNoteRowOpens } from './noteRules.ts';
import { noteScreenTexts } from './texts.ts';
import { useNoteListState } from './useNoteListState.ts';

/** The review (NoteReview, its virtualized page grid and the marking cards): loaded when a note opens. */
const NoteReviewPanel = lazy(() =>
  import('./NoteReviewPanel.tsx').then((module) => ({ default: module.NoteReviewPanel })),
);

// This screen's texts arrive with its code; the status column shows code labels.
registerTexts(codeLabelTexts);
registerTexts(noteScreenTexts);

const columnHelper = createDataTableColumns<Note>();
const rowId = (note: Note) => String(note.noteIdx);

/**
 * task/listNote and manage/note/list, the homework notes (screens.md §10 Notes, §4 note status,
 * §6): 20 a page, the last 7 days by default, newest submission first, with each note's status
 * as the viewer reads it; a row opens the note's review below the list. A student's row opens
 * only once the correction is completed (screens.md §4); a teacher opens the notes the
 * attendee-note rule allows (screens.md §6) and moves from one student's note to the next.
 */
export function Component() {
  const signedIn = useSignedIn();
  if (!signedIn) return null;
  return <HomeworkNoteList signedIn={signedIn} />;
}

function HomeworkNoteList({ signedIn }: { signedIn: SignedIn }) {
  const t = useT();
  const list = useNoteListState();
  const viewer: NoteViewer = noteViewerOf(signedIn.user.userType);
  const [openIdx, setOpenIdx] = useState<number | null>(null);
  const reviewRef = useRef<HTMLElement>(null);
  const page = useNotePage({
    searchType: NOTE_LIST_SEARCH_TYPE.TASK,
    pageIndex: list.pageIndex,
    range: list.range,
    keyword: list.keyword,
    userIdx: viewer === 'student' ? signedIn.user.userIdx : undefined,
  });

  const user = signedIn.user;
  const userTypeAuth = signedIn.config.userTypeAuth;
  const rows = page.data?.content ?? [];
  const opens = useCallback(
    (note: Note) =>
      mayViewNote(user, note, userTypeAuth) && taskNoteRowOpens(note.noteStatus, viewer),
    [user, userTypeAuth, viewer],
  );
  const openable = rows.filter(opens);
  const openAt = openable.findIndex((note) => note.noteIdx === openIdx);

  const open = useCallback((note: Note) => {
    setOpenIdx(note.noteIdx);
    // The review takes the reader's attention; its heading is the next thing read.
    requestAnimationFrame(() => reviewRef.current?.focus());
  }, []);

  const columns = useMemo(
    () =>
      columnHelper.columns([
        columnHelper.accessor((note) => note.noteTitle ?? note.task?.taskName ?? '', {
          id: 'title',
          header: t('notes.column.homework'),
          meta: { rowHeader: true },
        }),
        ...(viewer === 'teacher'
          ? [
              columnHelper.accessor((note) => note.userName ?? '', {
                id: 'user',
                header: t('notes.column.student'),
              }),
            ]
          : []),
        columnHelper.accessor((note) => note.noteStatus ?? NOTE_STATUS.NONE, {
          id: 'status',
          header: t('notes.column.status'),
          cell: (info) => (
            <StatusChip
              label={t(noteStatusLabelKey(info.getValue(), viewer))}
              tone={noteStatusTone(info.getValue(), viewer)}
            />
          ),
        }),
        columnHelper.accessor((note) => note.wrongCount ?? 0, {
          id: 'wrong',
          header: t('notes.column.wrong'),
          meta: { align: 'end' },
          cell: (info) =>
            t('notes.wrongOf', {
              wrong: info.getValue(),
              questions: info.row.original.questionCount ?? 0,
            }),
        }),
        columnHelper.accessor('submitDatetime', {
          header: t('notes.column.submitted'),
          meta: { align: 'end' },
          cell: (info) => <DateText value={info.getValue()} />,
        }),
        columnHelper.display({
          id: 'actions',
          header: t('notes.column.actions'),
          meta: { align: 'end' },
          cell: (info) => {
            const note = info.row.original;
            const label = [note.userName, note.noteTitle].filter(Boolean).join(' · ');
            return (
              <Button
                size="sm"
                variant={note.noteIdx === openIdx ? 'primary' : 'secondary'}
                disabled={!opens(note)}
                aria-label={t('notes.openOf', { title: label })}
                aria-pressed={note.noteIdx === openIdx}
                onClick={() => open(note)}
              >
                {t('notes.open')}
              </Button>
            );
          },
        }),
      ]),
    [t, viewer, openIdx, opens, open],
  );

  const previous = openAt > 0 ? openable[openAt - 1] : undefined;
  const next = openAt >= 0 ? openable[openAt + 1] : undefined;

  return (
    <section className={styles.page} aria-labelledby="screen-title" data-slot="homework-note-list">
      <header className={styles.header}>
        <h1 id="screen-title" className={styles.title}>
          {t('notes.homework.title')}
        </h1>
      </header>
      <NoteListFilters
        range={list.range}
        onRangeChange={list.setRange}
        onSearch={list.setKeyword}
      />
      <DataTable<Note>
        label={t('notes.homework.table')}
        columns={columns}
        data={rows}
        getRowId={rowId}
        getRowLabel={(note) => note.noteTitle ?? String(note.noteIdx)}
        rowNumbers
        pagination={{
          pageIndex: list.pageIndex,
          pageSize: PAGE_SIZE.NOTES,
          totalCount: page.data?.totalElements ?? 0,
          onPageChange: list.setPageIndex,
        }}
        // A background refetch (after a mark) keeps the rows as they are; a new page or search dims them.
        loading={page.isPending || page.isPlaceholderData}
        error={page.isError ? apiErrorMessage(page.error, t) : false}
        onRetry={() => void page.refetch()}
        empty={
          <EmptyState
            title={
              list.keyword ? t('notes.noResults', { keyword: list.keyword }) : t('notes.empty')
            }
          />
        }
      />
      {openIdx !== null && (
        <section
          ref={reviewRef}
          className={styles.review}
          aria-label={t('notes.review.region')}
          tabIndex={-1}
        >
          {viewer === 'teacher' && (
            <nav className={styles.reviewNav} aria-label={t('notes.review.students')}>
              <Button
                variant="secondary"
                size="sm"
                disabled={!previous}
                onClick={() => previous && open(previous)}
              >
                {t('notes.review.previous')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={!next}
                onClick={() => next && open(next)}
              >
                {t('notes.review.next')}
              </Button>
            </nav>
          )}
          {/* One review per note: a mark, a comment or a scroll never crosses to another note. */}
          <Suspense fallback={<Skeleton variant="block" label={t('notes.loading')} />}>
            <NoteReviewPanel key={openIdx} noteIdx={openIdx} viewer={viewer} signedIn={signedIn} />
          </Suspense>
        </section>
      )}
    </section>
  );
}
