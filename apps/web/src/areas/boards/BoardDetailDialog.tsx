import { type BoardPost, canChangeBoardPost, canManageBoards } from '@platform/contract';
import {
  Button,
  ConfirmDialog,
  DateText,
  Dialog,
  InlineAlert,
  RichTextViewer,
  Spinner,
  useT,
  useToast,
} from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { invalidateEndpoints } from '../../app/endpointQuery.ts';
import { api } from '../../app/session/api.ts';
import { AttachmentList } from '../../shared/AttachmentList.tsx';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import styles from './BoardPages.module.css';
import { downloadBoardFile, refreshBoards, useBoardDetail } from './boardQueries.ts';
import { isEditorType } from './boardRules.ts';

export interface BoardDetailDialogProps {
  /** The list's row: its type, index and title (the title until the detail has loaded). */
  post: BoardPost;
  user: { userType: number; userIdx: number };
  onClose: () => void;
  onModify: (post: BoardPost) => void;
}

/**
 * The detail of a post (screens.md §10 "detail modal; viewer with Remove and Modify"): the
 * author, the registration, the read count and the publishing period; the content through the
 * sanitising viewer; the attachments, each downloaded in two steps. Modify opens the editor
 * (notices and posts, by board managers); Remove asks first and closes the view (screens.md §4).
 */
export default function BoardDetailDialog({
  post,
  user,
  onClose,
  onModify,
}: BoardDetailDialogProps) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const detail = useBoardDetail(post.boardType, post.boardIdx);
  const [removing, setRemoving] = useState(false);
  const board = detail.data?.board;

  // Opening a post counts its reading: the list shows the new count.
  const loaded = detail.isSuccess;
  useEffect(() => {
    if (loaded) void invalidateEndpoints(queryClient, 'board.LIST');
  }, [loaded, queryClient]);

  const changeable =
    board !== undefined &&
    canChangeBoardPost(user, { boardType: board.boardType, regUserIdx: board.regUser?.userIdx });
  const modifiable = changeable && canManageBoards(user.userType) && isEditorType(post.boardType);

  const remove = async () => {
    await api.call('board.REMOVE', { boardType: post.boardType, boardIdx: post.boardIdx });
    toast.success(t('boards.removed', { title: board?.title ?? post.title }));
    setRemoving(false);
    onClose();
    await refreshBoards(queryClient);
  };

  let body: ReactNode;
  if (detail.isPending) {
    body = <Spinner label={t('boards.loadingDialog')} />;
  } else if (detail.isError || !board) {
    body = (
      <InlineAlert
        tone="danger"
        action={
          <Button size="sm" variant="secondary" onClick={() => void detail.refetch()}>
            {t('boards.detail.retry')}
          </Button>
        }
      >
        {detail.error ? apiErrorMessage(detail.error, t) : t('boards.detail.loadFailed')}
      </InlineAlert>
    );
  } else {
    const files = detail.data.fileList;
    body = (
      <>
        <dl className={styles.info} data-slot="board-info">
          <div>
            <dt>{t('boards.detail.author')}</dt>
            <dd>{board.regUser?.userName ?? '-'}</dd>
          </div>
          <div>
            <dt>{t('boards.detail.registered')}</dt>
            <dd>
              <DateText value={board.regDatetime} />
            </dd>
          </div>
          <div>
            <dt>{t('boards.detail.reads')}</dt>
            <dd data-slot="board-read-count">{board.readCount ?? 0}</dd>
          </div>
          {board.publishStartDatetime && board.publishEndDatetime && (
            <div>
              <dt>{t('boards.detail.period')}</dt>
              <dd>
                <DateText value={board.publishStartDatetime} form="date" />
                {' ~ '}
                <DateText value={board.publishEndDatetime} form="date" />
              </dd>
            </div>
          )}
        </dl>
        <section className={styles.content} aria-label={t('boards.detail.content')}>
          <RichTextViewer html={board.content ?? ''} />
        </section>
        <AttachmentList
          files={files}
          headingId="board-files-title"
          showEmpty
          download={downloadBoardFile}
        />
      </>
    );
  }

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={board?.title ?? post.title}
        footer={
          <>
            {changeable && (
              <Button variant="danger" onClick={() => setRemoving(true)}>
                {t('boards.detail.remove')}
              </Button>
            )}
            {modifiable && board && (
              <Button
                variant="secondary"
                onClick={() => onModify({ ...board, fileList: detail.data?.fileList ?? [] })}
              >
                {t('boards.detail.modify')}
              </Button>
            )}
          </>
        }
      >
        <div className={styles.wide} data-slot="board-detail">
          {body}
        </div>
      </Dialog>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        variant="destructive"
        title={t('boards.remove.title', { title: board?.title ?? post.title })}
        message={t('boards.remove.message')}
        confirmLabel={t('boards.detail.remove')}
        onConfirm={remove}
        failureMessage={(error) => apiErrorMessage(error, t)}
      />
    </>
  );
}
