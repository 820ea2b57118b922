import {
  FILE_OUTPUT,
  type FileOutput,
  hasFileOutput,
  NOTE_LIST_SEARCH_TYPE,
  type Note,
  PAGE_SIZE,
} from '@platform/contract';
import {
  Button,
  createDataTableColumns,
  DataTable,
  DateText,
  EmptyState,
  RadioGroup,
  registerTexts,
  useSubmitGuard,
  useT,
  useToast,
} from '@platform/ui';
import { useMemo, useState } from 'react';
import { type SignedIn, useSignedIn } from '../../app/session/session.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { NoteImagesDialog } from './NoteImagesDialog.tsx';
import { NoteListFilters } from './NoteListFilters.tsx';
import styles from './NotePages.module.css';
import { downloadNote, useNotePage } from './noteQueries.ts';
import {
  classNoteRowOpens,
  mayViewNote,
  noteViewerOf,
  readNoteDownloadType,
  writeNoteDownloadType,
} from './noteRules.ts';
import { noteScreenTexts } from './texts.ts';
import { useNoteListState } from './useNoteListState.ts';

// This screen's texts arrive with its code.
registerTexts(noteScreenTexts);

const columnHelper = createDataTableColumns<Note>();

/**
 * Whether a note was saved in a file type (noteSaveFormat bit flags, foundation.md §3). assumed: a
 * note that does not say is offered either way; the server answers WB-404-102 when it has none.
 */
const savedAs = (note: Note, type: FileOutput) =>
  note.noteSaveFormat == null || hasFileOutput(note.noteSaveFormat, type);
const rowId = (note: Note) => String(note.noteIdx);

/**
 * meet/listNote, the class notes (screens.md §10 Notes, §4, §9): 20 a page, the last 7 days by
 * default, newest submission first; each note downloads as a PDF or as its page images, by the
 * remembered type preference, and opens in the image view. A student's rows are always disabled
 * (screens.md §4); a teacher may open a note under the attendee-note rule (screens.md §6).
 */
export function Component() {
  const signedIn = useSignedIn();
  if (!signedIn) return null;
  return <ClassNoteList signedIn={signedIn} />;
}

function ClassNoteList({ signedIn }: { signedIn: SignedIn }) {
  const t = useT();
  const toast = useToast();
  const list = useNoteListState();
  const viewer = noteViewerOf(signedIn.user.userType);
  const [downloadType, setDownloadType] = useState<FileOutput>(() => readNoteDownloadType());
  const [downloading, setDownloading] = useState<number | null>(null);
  // One download at a time, however fast a button is pressed twice (the kit's submit guard).
  const { run: guarded } = useSubmitGuard();
  const [viewed, setViewed] = useState<Note | null>(null);
  const page = useNotePage({
    searchType: NOTE_LIST_SEARCH_TYPE.CLASS,
    pageIndex: list.pageIndex,
    range: list.range,
    keyword: list.keyword,
    userIdx: viewer === 'student' ? signedIn.user.userIdx : undefined,
  });

  const user = signedIn.user;
  const userTypeAuth = signedIn.config.userTypeAuth;

  const columns = useMemo(() => {
    const download = (note: Note) =>
      guarded(async () => {
        setDownloading(note.noteIdx);
        try {
          await downloadNote(note, downloadType);
        } catch (error) {
          toast.error(apiErrorMessage(error, t));
        } finally {
          setDownloading(null);
        }
      });
    return columnHelper.columns([
      columnHelper.accessor((note) => note.noteTitle ?? '', {
        id: 'title',
        header: t('notes.column.title'),
        meta: { rowHeader: true },
      }),
      columnHelper.accessor((note) => note.logMeet?.meetTitle ?? '', {
        id: 'class',
        header: t('notes.column.class'),
      }),
      columnHelper.accessor((note) => note.userName ?? '', {
        id: 'user',
        header: t('notes.column.user'),
      }),
      columnHelper.accessor('submitDatetime', {
        header: t('notes.column.submitted'),
        cell: (info) => <DateText value={info.getValue()} />,
      }),
      columnHelper.display({
        id: 'actions',
        header: t('notes.column.actions'),
        meta: { align: 'end' },
        cell: (info) => {
          const note = info.row.original;
          const allowed = mayViewNote(user, note, userTypeAuth);
          const opens = allowed && classNoteRowOpens(viewer);
          const title = note.noteTitle ?? '';
          const downloadLabel =
            downloadType === FILE_OUTPUT.PDF ? 'notes.downloadPdf' : 'notes.downloadImages';
          return (
            <div className={styles.rowActions}>
              <Button
                size="sm"
                variant="secondary"
                disabled={!opens}
                aria-label={t('notes.viewImagesOf', { title })}
                onClick={() => setViewed(note)}
              >
                {t('notes.viewImages')}
              </Button>
              <Button
                size="sm"
                disabled={
                  !allowed ||
                  !savedAs(note, downloadType) ||
                  (downloading !== null && downloading !== note.noteIdx)
                }
                loading={downloading === note.noteIdx}
                aria-label={t('notes.downloadOf', { action: t(downloadLabel), title })}
                onClick={() => void download(note)}
              >
                {t(downloadLabel)}
              </Button>
            </div>
          );
        },
      }),
    ]);
  }, [t, toast, user, userTypeAuth, viewer, downloadType, downloading, guarded]);

  return (
    <section className={styles.page} aria-labelledby="screen-title" data-slot="class-note-list">
      <header className={styles.header}>
        <h1 id="screen-title" className={styles.title}>
          {t('notes.class.title')}
        </h1>
        <RadioGroup
          label={t('notes.downloadType')}
          orientation="horizontal"
          value={String(downloadType)}
          onValueChange={(value) => {
            const type = Number(value) === FILE_OUTPUT.IMAGE ? FILE_OUTPUT.IMAGE : FILE_OUTPUT.PDF;
            setDownloadType(type);
            writeNoteDownloadType(type);
          }}
          options={[
            { value: String(FILE_OUTPUT.PDF), label: t('notes.type.pdf') },
            { value: String(FILE_OUTPUT.IMAGE), label: t('notes.type.image') },
          ]}
        />
      </header>
      <NoteListFilters
        range={list.range}
        onRangeChange={list.setRange}
        onSearch={list.setKeyword}
      />
      <DataTable<Note>
        label={t('notes.class.table')}
        columns={columns}
        data={page.data?.content ?? []}
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
      <NoteImagesDialog note={viewed} onClose={() => setViewed(null)} />
    </section>
  );
}
