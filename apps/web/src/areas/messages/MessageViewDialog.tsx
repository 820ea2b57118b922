import { MESSAGE_MODE, type Message } from '@platform/contract';
import {
  Button,
  DateText,
  Dialog,
  DialogClose,
  InlineAlert,
  RichTextViewer,
  Spinner,
  useT,
} from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateEndpoints } from '../../app/endpointQuery.ts';
import { useUnreadMessages } from '../../app/frame/unreadMessages.tsx';
import { useSignedIn } from '../../app/session/session.ts';
import { AttachmentList } from '../../shared/AttachmentList.tsx';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import styles from './MessagePages.module.css';
import { downloadMessageFile, useMessage } from './messageQueries.ts';
import { type ComposeMode, isUnread, type MessageBox } from './messageRules.ts';

export interface MessageViewDialogProps {
  box: MessageBox;
  /** The message as the list shows it, until its detail arrives. */
  message: Message;
  onClose: () => void;
  /** Reply, forward or resend: the compose popup over this message. */
  onCompose: (mode: ComposeMode, messageIdx: number) => void;
  onDelete: (messageIdx: number) => void;
}

/**
 * The view popup (screens.md §10 Messages, §4): sender, receivers (with their read marks in the
 * sent box), date, the contents through the sanitising viewer, the attachments by the two-step
 * download; reply and forward a received message, resend and forward a sent one, delete either.
 * Opening a received message reads it on the server (GET recv marks it read): the list's bold
 * title and the header's unread mark are asked again.
 */
export default function MessageViewDialog({
  box,
  message,
  onClose,
  onCompose,
  onDelete,
}: MessageViewDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const unread = useUnreadMessages();
  const signedIn = useSignedIn();
  const userIdx = signedIn?.user.userIdx ?? 0;
  const detail = useMessage(box, message.messageIdx);
  const received = box === MESSAGE_MODE.RECV;

  // The first answer of a received message that was unread has marked it read: the list and the
  // header's unread mark read again, once.
  const wasUnread = useRef(received && isUnread(message, userIdx));
  useEffect(() => {
    if (!detail.isSuccess || !wasUnread.current) return;
    wasUnread.current = false;
    void invalidateEndpoints(queryClient, 'messageByType.LIST');
    unread.refresh();
  }, [detail.isSuccess, queryClient, unread]);

  const shown = detail.data ?? message;
  const files = shown.fileList ?? [];
  const receivers = shown.receiverList ?? [];

  const footer = (
    <>
      {received ? (
        <Button
          variant="secondary"
          onClick={() => onCompose(MESSAGE_MODE.REPLY, message.messageIdx)}
          disabled={!detail.isSuccess}
        >
          {t('messages.view.reply')}
        </Button>
      ) : (
        <Button
          variant="secondary"
          onClick={() => onCompose(MESSAGE_MODE.RESEND, message.messageIdx)}
          disabled={!detail.isSuccess}
        >
          {t('messages.view.resend')}
        </Button>
      )}
      <Button
        variant="secondary"
        onClick={() => onCompose(MESSAGE_MODE.DELIVERY, message.messageIdx)}
        disabled={!detail.isSuccess}
      >
        {t('messages.view.forward')}
      </Button>
      <Button variant="danger" onClick={() => onDelete(message.messageIdx)}>
        {t('messages.view.delete')}
      </Button>
      <DialogClose asChild>
        <Button>{t('messages.view.close')}</Button>
      </DialogClose>
    </>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={shown.title} footer={footer}>
      <div className={styles.wide} data-slot="message-view">
        {detail.isError ? (
          <InlineAlert
            tone="danger"
            title={t('messages.view.loadFailed')}
            action={
              <Button variant="secondary" size="sm" onClick={() => void detail.refetch()}>
                {t('messages.retry')}
              </Button>
            }
          >
            {apiErrorMessage(detail.error, t)}
          </InlineAlert>
        ) : detail.isPending ? (
          <Spinner label={t('messages.loading')} />
        ) : (
          <>
            <dl className={styles.info}>
              <div className={styles.infoRow}>
                <dt>{t('messages.view.from')}</dt>
                <dd>{shown.regUserName ?? '-'}</dd>
              </div>
              <div className={styles.infoRow}>
                <dt>{t('messages.view.to')}</dt>
                <dd>
                  <ul className={styles.inlineList} data-slot="message-receivers">
                    {receivers.map((row) => (
                      <li key={row.receiverIdx}>
                        {row.receiverName ?? row.receiverIdx}
                        {!received && (
                          <span className={styles.muted}>
                            {' · '}
                            {row.readDatetime ? (
                              <>
                                {t('messages.view.read')} <DateText value={row.readDatetime} />
                              </>
                            ) : (
                              t('messages.view.notRead')
                            )}
                          </span>
                        )}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
              <div className={styles.infoRow}>
                <dt>{t('messages.view.date')}</dt>
                <dd>
                  <DateText value={shown.sendDatetime ?? shown.regDatetime} />
                </dd>
              </div>
            </dl>
            <RichTextViewer
              className={styles.body}
              html={shown.contents ?? ''}
              data-slot="message-contents"
            />
            <AttachmentList
              files={files}
              headingId="message-files-title"
              download={downloadMessageFile}
            />
          </>
        )}
      </div>
    </Dialog>
  );
}
