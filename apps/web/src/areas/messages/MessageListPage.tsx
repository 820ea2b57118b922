import { codeLabelTexts, MESSAGE_MODE, type Message } from '@platform/contract';
import {
  Button,
  ConfirmDialog,
  createDataTableColumns,
  DataTable,
  DateText,
  EmptyState,
  LoadMoreFooter,
  registerTexts,
  SearchBox,
  Spinner,
  StatusChip,
  useT,
  useToast,
  VisuallyHidden,
} from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useSignedIn } from '../../app/session/session.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import styles from './MessagePages.module.css';
import { refreshMessages, removeMessages, useMessagePages } from './messageQueries.ts';
import { type ComposeMode, isDraft, isUnread, type MessageBox, readCount } from './messageRules.ts';
import { messageScreenTexts } from './texts.ts';

// This screen's texts arrive with its code.
registerTexts(codeLabelTexts);
registerTexts(messageScreenTexts);

// The popups load only when opened: the viewer's sanitiser, the editor, the picker and the uploader.
const MessageViewDialog = lazy(() => import('./MessageViewDialog.tsx'));
const ComposeDialog = lazy(() => import('./ComposeDialog.tsx'));

type Opened =
  | { kind: 'none' }
  | { kind: 'view'; message: Message }
  | { kind: 'compose'; mode: ComposeMode; messageIdx?: number };

const NONE: Opened = { kind: 'none' };
const columnHelper = createDataTableColumns<Message>();
const rowId = (message: Message) => String(message.messageIdx);

/** The receivers of a sent message in a cell: the first name and how many more. */
function receiversText(message: Message, t: ReturnType<typeof useT>): string {
  const rows = message.receiverList ?? [];
  const [first] = rows;
  if (!first) return t('messages.noReceivers');
  const name = first.receiverName ?? String(first.receiverIdx);
  return rows.length === 1 ? name : t('messages.receiversMore', { name, count: rows.length - 1 });
}

/** The box of an address: …/message/send/list is the sent box, anything else the received one. */
function boxOfPath(pathname: string): MessageBox {
  return /\/message\/send\/list\/?$/.test(pathname) ? MESSAGE_MODE.SEND : MESSAGE_MODE.RECV;
}

/** The received and sent boxes are pages of their own, so a box has an address: links as tabs. */
function BoxTabs({ box, manage }: { box: MessageBox; manage: boolean }) {
  const t = useT();
  const { companyId = '' } = useParams();
  const base = `/${encodeURIComponent(companyId)}/${manage ? 'manage/' : ''}message`;
  const boxes = [MESSAGE_MODE.RECV, MESSAGE_MODE.SEND] as const;
  return (
    <nav aria-label={t('messages.boxes')}>
      <ul className={styles.tabs}>
        {boxes.map((each) => (
          <li key={each}>
            <Link
              className={styles.tab}
              to={`${base}/${each}/list`}
              aria-current={each === box ? 'page' : undefined}
            >
              {t(`code.MESSAGE_MODE.${each}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The message screens, message/recv/list and message/send/list and their manage-area pair
 * (screens.md §10 Messages; §4, §5, §6): the received and sent boxes as tabs, 10 a page with
 * "load more", the keyword search for managers only, delete one or many, the view popup (a
 * received message opened is read: its bold title turns plain and the header's mark follows),
 * compose, reply, forward and resend, and drafts written further.
 */
export function Component() {
  const { pathname } = useLocation();
  const box = boxOfPath(pathname);
  const manage = pathname.includes('/manage/');
  // A box of its own state (pages, keyword, selection): switching boxes starts afresh.
  return <MessageList key={box} box={box} manage={manage} />;
}

function MessageList({ box, manage }: { box: MessageBox; manage: boolean }) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const userIdx = signedIn?.user.userIdx ?? 0;
  // screens.md §6 "Message keyword search for manager only".
  const canSearch = signedIn?.can('manageAccess') ?? false;
  const [keyword, setKeyword] = useState('');
  const [pages, setPages] = useState(1);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [opened, setOpened] = useState<Opened>(NONE);
  const [deleting, setDeleting] = useState<number[] | null>(null);
  const list = useMessagePages(box, pages, keyword);
  const received = box === MESSAGE_MODE.RECV;
  const close = () => setOpened(NONE);

  const columns = useMemo(() => {
    const title = columnHelper.accessor('title', {
      header: t('messages.column.title'),
      meta: { rowHeader: true },
      cell: (info) => {
        const message = info.row.original;
        const unread = received && isUnread(message, userIdx);
        const files = message.fileList?.length ?? 0;
        return (
          <span className={styles.titleCell}>
            {unread && <VisuallyHidden>{`${t('messages.unread')}: `}</VisuallyHidden>}
            <span
              className={styles.subject}
              data-unread={unread || undefined}
              data-slot="message-title"
            >
              {info.getValue()}
            </span>
            {!received && isDraft(message) && (
              <StatusChip label={t('messages.draft')} tone="warning" />
            )}
            {files > 0 && <StatusChip label={t('messages.attachments', { count: files })} />}
          </span>
        );
      },
    });
    if (received) {
      return columnHelper.columns([
        title,
        columnHelper.accessor((message) => message.regUserName ?? '', {
          id: 'sender',
          header: t('messages.column.sender'),
        }),
        columnHelper.accessor((message) => message.sendDatetime ?? message.regDatetime, {
          id: 'date',
          header: t('messages.column.received'),
          meta: { align: 'end' },
          cell: (info) => <DateText value={info.getValue()} />,
        }),
      ]);
    }
    return columnHelper.columns([
      title,
      columnHelper.accessor((message) => receiversText(message, t), {
        id: 'receivers',
        header: t('messages.column.receivers'),
      }),
      columnHelper.display({
        id: 'read',
        header: t('messages.column.read'),
        cell: (info) =>
          isDraft(info.row.original) ? '-' : t('messages.readCount', readCount(info.row.original)),
      }),
      columnHelper.accessor((message) => message.sendDatetime ?? message.regDatetime, {
        id: 'date',
        header: t('messages.column.sent'),
        meta: { align: 'end' },
        cell: (info) => <DateText value={info.getValue()} />,
      }),
    ]);
  }, [t, received, userIdx]);

  const selected = list.rows
    .filter((message) => selection[rowId(message)])
    .map((message) => message.messageIdx);

  const open = (message: Message) => {
    // A draft is written further, not read (assumed).
    if (!received && isDraft(message)) {
      setOpened({ kind: 'compose', mode: 'draft', messageIdx: message.messageIdx });
    } else {
      setOpened({ kind: 'view', message });
    }
  };

  const remove = async (messageIdxList: number[]) => {
    await removeMessages(box, messageIdxList);
    toast.success(t('messages.deleted', { count: messageIdxList.length }));
    setSelection({});
    setDeleting(null);
    close();
    await refreshMessages(queryClient);
  };

  const emptyState = keyword ? (
    <EmptyState
      title={t('empty.noResults.title')}
      description={t('messages.noResults', { keyword })}
    />
  ) : (
    <EmptyState
      title={t(received ? 'messages.empty.received' : 'messages.empty.sent')}
      description={t(received ? 'messages.empty.receivedHint' : 'messages.empty.sentHint')}
    />
  );

  return (
    <section className={styles.page} aria-labelledby="messages-title" data-slot="messages">
      <header className={styles.header}>
        <h1 id="messages-title" className={styles.title}>
          {t('messages.title')}
        </h1>
        <Button onClick={() => setOpened({ kind: 'compose', mode: 'new' })}>
          {t('messages.compose')}
        </Button>
      </header>
      <BoxTabs box={box} manage={manage} />
      <div className={styles.filters} data-slot="messages-filters">
        {canSearch && (
          <SearchBox
            className={styles.search}
            label={t('messages.search')}
            placeholder={t('messages.searchPlaceholder')}
            debounce="text"
            onSearch={(text) => {
              setKeyword(text.trim());
              setPages(1);
              setSelection({});
            }}
          />
        )}
        <div className={styles.bulk}>
          <Button
            variant="danger"
            size="sm"
            disabled={selected.length === 0}
            onClick={() => setDeleting(selected)}
          >
            {t('messages.deleteSelected')}
          </Button>
        </div>
      </div>
      <DataTable<Message>
        label={t(received ? 'messages.table.received' : 'messages.table.sent')}
        columns={columns}
        data={list.rows}
        getRowId={rowId}
        getRowLabel={(message) => message.title}
        selectable
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        onRowClick={open}
        loading={list.isPending || (list.isFetching && !list.loadingMore)}
        error={list.isError ? apiErrorMessage(list.error, t) : false}
        onRetry={() => void list.refetch()}
        empty={emptyState}
      />
      {list.rows.length > 0 && (
        <LoadMoreFooter
          loadedCount={list.rows.length}
          hasMore={list.hasMore}
          loading={list.loadingMore}
          onLoadMore={() => setPages((shown) => shown + 1)}
        />
      )}

      <Suspense fallback={<Spinner label={t('messages.loadingDialog')} />}>
        {opened.kind === 'view' && (
          <MessageViewDialog
            box={box}
            message={opened.message}
            onClose={close}
            onCompose={(mode, messageIdx) => setOpened({ kind: 'compose', mode, messageIdx })}
            onDelete={(messageIdx) => setDeleting([messageIdx])}
          />
        )}
        {opened.kind === 'compose' && (
          <ComposeDialog
            mode={opened.mode}
            {...(opened.messageIdx !== undefined ? { messageIdx: opened.messageIdx } : {})}
            onClose={close}
          />
        )}
      </Suspense>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        variant="destructive"
        title={t('messages.deleteTitle', { count: deleting?.length ?? 1 })}
        message={t('messages.deleteBody')}
        confirmLabel={t('messages.deleteConfirm')}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        failureMessage={(error) => apiErrorMessage(error, t)}
      />
    </section>
  );
}
