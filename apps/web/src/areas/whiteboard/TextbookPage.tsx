import {
  defaultSearchRange,
  formatWireDate,
  NOTE_ADD_TYPE,
  NOTE_LIST_SEARCH_TYPE,
  type Note,
  PAGE_SIZE,
  validateWrongAnswerLoad,
  WHITEBOARD_COMMAND,
} from '@platform/contract';
import {
  Button,
  createDataTableColumns,
  DataTable,
  DateText,
  EmptyState,
  LoadMoreFooter,
  useT,
} from '@platform/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { endpointQuery } from '../../app/endpointQuery.ts';
import { type SignedIn, useSignedIn } from '../../app/session/session.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { NOTE_LIST_ORDER } from '../notes/noteQueries.ts';
import { noteViewerOf } from '../notes/noteRules.ts';
import { useWhiteboard } from './useWhiteboard.ts';
import styles from './WhiteboardPage.module.css';
import { WhiteboardPageFrame } from './WhiteboardPageFrame.tsx';

const columnHelper = createDataTableColumns<Note>();
const rowId = (note: Note) => String(note.noteIdx);
const nameOf = (note: Note) => note.noteTitle ?? note.task?.taskName ?? String(note.noteIdx);

/**
 * screens.md §10: "write wrong answers disabled with none or no questions" (and foundation.md
 * §5: only homework with wrong answers can be loaded).
 */
export function canWriteWrongAnswers(note: Note): boolean {
  return (note.questionCount ?? 0) > 0 && validateWrongAnswerLoad(note.wrongCount) === null;
}

/** The homework notes the page asks for: the last 7 days, or all; a student's own only. */
export function submittedHomeworkQuery(
  signedIn: Pick<SignedIn, 'user'>,
  { all, pages, now }: { all: boolean; pages: number; now: Date },
) {
  const range = defaultSearchRange('whiteboard', now);
  const student = noteViewerOf(signedIn.user.userType) === 'student';
  return endpointQuery(
    'note.LIST',
    {
      searchType: NOTE_LIST_SEARCH_TYPE.TASK,
      page: 0,
      size: PAGE_SIZE.NOTES * pages,
      order: NOTE_LIST_ORDER,
      ...(all
        ? {}
        : {
            searchStartDate: formatWireDate(range.start),
            searchEndDate: formatWireDate(range.end),
          }),
      ...(student ? { userIdx: signedIn.user.userIdx } : {}),
    },
    'page',
  );
}

/**
 * /wb/textbook (screens.md §10 "submitted homework, last 7 days; columns name, creator, wrong,
 * correct, submit time; view all; write wrong answers"). assumed: "view all" lifts the 7-day
 * limit; more rows come 20 at a time; a note saved but not submitted is not listed; "correct" is
 * the questions less the wrong answers. Writing the wrong answers asks the whiteboard to load the
 * note's wrong answers (load note, add type 3).
 */
export function Component() {
  const signedIn = useSignedIn();
  return (
    <WhiteboardPageFrame page="textbook">
      {signedIn && <SubmittedHomework signedIn={signedIn} />}
    </WhiteboardPageFrame>
  );
}

function SubmittedHomework({ signedIn }: { signedIn: SignedIn }) {
  const t = useT();
  const { send } = useWhiteboard();
  const [all, setAll] = useState(false);
  const [pages, setPages] = useState(1);
  const [now] = useState(() => new Date());
  const list = useQuery({
    ...submittedHomeworkQuery(signedIn, { all, pages, now }),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(
    () => (list.data?.content ?? []).filter((note) => note.submitDatetime),
    [list.data],
  );
  const hasMore = list.data ? list.data.content.length < (list.data.totalElements ?? 0) : false;

  const columns = useMemo(
    () =>
      columnHelper.columns([
        columnHelper.accessor(nameOf, {
          id: 'name',
          header: t('wb.textbook.column.name'),
          meta: { rowHeader: true },
        }),
        columnHelper.accessor((note) => note.task?.regUser?.userName ?? '', {
          id: 'creator',
          header: t('wb.textbook.column.creator'),
        }),
        columnHelper.accessor((note) => note.wrongCount ?? 0, {
          id: 'wrong',
          header: t('wb.textbook.column.wrong'),
          meta: { align: 'end' },
        }),
        columnHelper.accessor(
          (note) => Math.max(0, (note.questionCount ?? 0) - (note.wrongCount ?? 0)),
          { id: 'correct', header: t('wb.textbook.column.correct'), meta: { align: 'end' } },
        ),
        columnHelper.accessor('submitDatetime', {
          header: t('wb.textbook.column.submitted'),
          meta: { align: 'end' },
          cell: (info) => <DateText value={info.getValue()} now={now} />,
        }),
        columnHelper.display({
          id: 'action',
          header: t('wb.textbook.column.action'),
          meta: { align: 'end' },
          cell: (info) => {
            const note = info.row.original;
            return (
              <Button
                size="sm"
                variant="secondary"
                disabled={!canWriteWrongAnswers(note)}
                aria-label={t('wb.textbook.writeWrongOf', { name: nameOf(note) })}
                onClick={() =>
                  send(
                    {
                      command: WHITEBOARD_COMMAND.LOAD_NOTE,
                      addType: NOTE_ADD_TYPE.WRONG_ANSWER_NOTE,
                      noteIdx: note.noteIdx,
                      companyIdx: note.companyIdx ?? signedIn.user.companyIdx ?? 0,
                      meetIdx: note.meetIdx ?? null,
                      noteDir: note.noteDir ?? null,
                    },
                    t('wb.textbook.sent', { name: nameOf(note) }),
                  )
                }
              >
                {t('wb.textbook.writeWrong')}
              </Button>
            );
          },
        }),
      ]),
    [t, send, now, signedIn.user.companyIdx],
  );

  return (
    <section className={styles.section} aria-labelledby="wb-textbook-range">
      <div className={styles.toolbar}>
        <p id="wb-textbook-range" className={styles.muted}>
          {t(all ? 'wb.textbook.all' : 'wb.textbook.recent')}
        </p>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={all}
          onClick={() => {
            setAll((value) => !value);
            setPages(1);
          }}
        >
          {t(all ? 'wb.textbook.viewRecent' : 'wb.textbook.viewAll')}
        </Button>
      </div>
      <DataTable<Note>
        label={t('wb.textbook.table')}
        columns={columns}
        data={rows}
        getRowId={rowId}
        getRowLabel={nameOf}
        loading={list.isPending || (list.isPlaceholderData && pages === 1)}
        error={list.isError ? apiErrorMessage(list.error, t) : false}
        onRetry={() => void list.refetch()}
        empty={<EmptyState title={t(all ? 'wb.textbook.emptyAll' : 'wb.textbook.emptyRecent')} />}
      />
      {rows.length > 0 && (
        <LoadMoreFooter
          loadedCount={rows.length}
          hasMore={hasMore}
          loading={list.isFetching}
          onLoadMore={() => setPages((count) => count + 1)}
        />
      )}
    </section>
  );
}
