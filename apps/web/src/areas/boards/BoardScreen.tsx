import {
  BOARD_TYPE,
  type BoardPost,
  type BoardType,
  canManageBoards,
  PAGE_SIZE,
} from '@platform/contract';
import {
  Button,
  createDataTableColumns,
  DataTable,
  DateText,
  EmptyState,
  registerTexts,
  SearchBox,
  Select,
  Spinner,
  useT,
} from '@platform/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { NavLink } from 'react-router';
import { useSignedIn } from '../../app/session/session.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import styles from './BoardPages.module.css';
import { useBoardPage } from './boardQueries.ts';
import { BOARD_LIST_TYPES, type BoardScreenKind, isEditorType } from './boardRules.ts';
import { boardTexts } from './texts.ts';

// This screen's texts arrive with its code.
registerTexts(boardTexts);

// The detail and the editor (with tiptap behind it) load only when opened.
const BoardDetailDialog = lazy(() => import('./BoardDetailDialog.tsx'));
const BoardFormDialog = lazy(() => import('./BoardFormDialog.tsx'));

type Opened =
  | { kind: 'none' }
  | { kind: 'register' }
  | { kind: 'modify'; post: BoardPost }
  | { kind: 'detail'; post: BoardPost };

const NONE: Opened = { kind: 'none' };
const columnHelper = createDataTableColumns<BoardPost>();
const rowId = (post: BoardPost) => String(post.boardIdx);

function BoardNav({ companyId }: { companyId: string }) {
  const t = useT();
  const base = `/${encodeURIComponent(companyId)}/manage`;
  return (
    <nav aria-label={t('boards.nav')}>
      <ul className={styles.nav}>
        <li>
          <NavLink to={`${base}/notice/list`} className={styles.navLink} end>
            {t('boards.notice.title')}
          </NavLink>
        </li>
        <li>
          <NavLink to={`${base}/board/list`} className={styles.navLink} end>
            {t('boards.board.title')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

/**
 * A board screen (screens.md §10 "Boards: searchable list, register button, detail modal; editor
 * and viewer with Remove and Modify"): notices, or the board's posts and inquiries with a type
 * filter. 30 a page, searched by keyword. Admins and operators write, modify and delete
 * (canManageBoards); other users with manage access read. Inquiries are read and removed here,
 * never written in the editor.
 */
export function BoardScreen({ kind }: { kind: BoardScreenKind }) {
  const t = useT();
  const signedIn = useSignedIn();
  const userType = signedIn?.user.userType ?? 0;
  const manager = canManageBoards(userType);
  const [boardType, setBoardType] = useState<BoardType>(
    kind === 'notice' ? BOARD_TYPE.NOTICE : BOARD_TYPE.BOARD,
  );
  const [keyword, setKeyword] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const [opened, setOpened] = useState<Opened>(NONE);
  const close = () => setOpened(NONE);
  const page = useBoardPage({ boardType, keyword, pageIndex, pageSize: PAGE_SIZE.BOARD });
  const withPeriod = boardType !== BOARD_TYPE.INQUIRY;

  const columns = useMemo(
    () =>
      columnHelper.columns([
        columnHelper.accessor('title', {
          header: t('boards.column.title'),
          meta: { rowHeader: true },
          cell: (info) => <span className={styles.titleCell}>{info.getValue()}</span>,
        }),
        columnHelper.accessor((post) => post.regUser?.userName ?? '', {
          id: 'author',
          header: t('boards.column.author'),
        }),
        ...(withPeriod
          ? [
              columnHelper.display({
                id: 'period',
                header: t('boards.column.period'),
                cell: (info) => {
                  const post = info.row.original;
                  if (!post.publishStartDatetime || !post.publishEndDatetime) {
                    return t('boards.noPeriod');
                  }
                  return (
                    <>
                      <DateText value={post.publishStartDatetime} form="date" />
                      {' ~ '}
                      <DateText value={post.publishEndDatetime} form="date" />
                    </>
                  );
                },
              }),
            ]
          : []),
        columnHelper.accessor('regDatetime', {
          header: t('boards.column.registered'),
          meta: { align: 'end' },
          cell: (info) => <DateText value={info.getValue()} />,
        }),
        columnHelper.accessor('readCount', {
          header: t('boards.column.reads'),
          meta: { align: 'end' },
          cell: (info) => info.getValue() ?? 0,
        }),
      ]),
    [t, withPeriod],
  );

  const title = t(kind === 'notice' ? 'boards.notice.title' : 'boards.board.title');
  const tableLabel =
    boardType === BOARD_TYPE.NOTICE
      ? t('boards.table.notice')
      : boardType === BOARD_TYPE.INQUIRY
        ? t('boards.table.inquiries')
        : t('boards.table.board');
  const writes = manager && isEditorType(boardType);
  const emptyTitle =
    boardType === BOARD_TYPE.NOTICE
      ? t('boards.empty.notice.title')
      : boardType === BOARD_TYPE.INQUIRY
        ? t('boards.empty.inquiries.title')
        : t('boards.empty.board.title');
  const emptyDescription =
    boardType === BOARD_TYPE.INQUIRY
      ? t('boards.empty.inquiries.description')
      : t(manager ? 'boards.empty.description.manager' : 'boards.empty.description.reader');

  return (
    <section className={styles.page} aria-labelledby="boards-title" data-slot="boards">
      <header className={styles.header}>
        <h1 id="boards-title" className={styles.title}>
          {title}
        </h1>
        {writes && (
          <Button onClick={() => setOpened({ kind: 'register' })}>
            {t(kind === 'notice' ? 'boards.registerNotice' : 'boards.register')}
          </Button>
        )}
      </header>
      {signedIn && <BoardNav companyId={signedIn.companyId} />}
      <div className={styles.filters} data-slot="boards-filters">
        {kind === 'board' && (
          <Select
            label={t('boards.type')}
            value={String(boardType)}
            onChange={(event) => {
              setBoardType(Number(event.target.value) as BoardType);
              setPageIndex(0);
            }}
            options={BOARD_LIST_TYPES.map((type) => ({
              value: String(type),
              label: t(type === BOARD_TYPE.INQUIRY ? 'boards.type.inquiries' : 'boards.type.posts'),
            }))}
          />
        )}
        <SearchBox
          className={styles.search}
          label={t('boards.search')}
          placeholder={t('boards.searchPlaceholder')}
          debounce="text"
          onSearch={(text) => {
            setKeyword(text.trim());
            setPageIndex(0);
          }}
        />
      </div>
      <DataTable<BoardPost>
        label={tableLabel}
        columns={columns}
        data={page.data?.content ?? []}
        getRowId={rowId}
        getRowLabel={(post) => post.title}
        rowNumbers
        pagination={{
          pageIndex,
          pageSize: PAGE_SIZE.BOARD,
          totalCount: page.data?.totalElements ?? 0,
          onPageChange: setPageIndex,
        }}
        onRowClick={(post) => setOpened({ kind: 'detail', post })}
        loading={page.isFetching}
        error={page.isError ? apiErrorMessage(page.error, t) : false}
        onRetry={() => void page.refetch()}
        empty={
          keyword ? (
            <EmptyState
              title={t('empty.noResults.title')}
              description={t('boards.noResults', { keyword })}
            />
          ) : (
            <EmptyState title={emptyTitle} description={emptyDescription} />
          )
        }
      />

      <Suspense fallback={<Spinner label={t('boards.loadingDialog')} />}>
        {opened.kind === 'detail' && signedIn && (
          <BoardDetailDialog
            post={opened.post}
            user={signedIn.user}
            onClose={close}
            onModify={(post) => setOpened({ kind: 'modify', post })}
          />
        )}
        {(opened.kind === 'register' || opened.kind === 'modify') && (
          <BoardFormDialog
            boardType={boardType}
            post={opened.kind === 'modify' ? opened.post : null}
            onClose={close}
          />
        )}
      </Suspense>
    </section>
  );
}
