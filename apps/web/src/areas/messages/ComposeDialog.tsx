import {
  type ApiError,
  MESSAGE_ACTION,
  MESSAGE_MODE,
  type MessageMode,
  showsTreeMode,
  type ValidationFault,
  validationFault,
  withoutBidiControls,
} from '@platform/contract';
import {
  Button,
  Dialog,
  DialogClose,
  ErrorModal,
  Field,
  FileUploadList,
  InlineAlert,
  RichTextEditor,
  Spinner,
  TextField,
  UserPicker,
  useSubmitGuard,
  useT,
  useToast,
  VisuallyHidden,
} from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { api } from '../../app/session/api.ts';
import { useSignedIn } from '../../app/session/session.ts';
import { apiErrorMessage, isUploadRefusal } from '../../shared/apiErrors.ts';
import { usePickerData } from '../../shared/userDirectory.ts';
import {
  type ComposeStart,
  type ComposeValues,
  canSaveDraft,
  canSend,
  composeStart,
  contentsBlank,
  MESSAGE_FILES_MAX,
  RECEIVER_TYPES,
  ruleWithKept,
  saveRequest,
  withoutKept,
} from './composeRules.ts';
import styles from './MessagePages.module.css';
import { refreshMessages, useMessage } from './messageQueries.ts';
import type { ComposeMode } from './messageRules.ts';

export interface ComposeDialogProps {
  mode: ComposeMode;
  /** The original of a reply, forward or resend, or the draft written further. */
  messageIdx?: number;
  onClose: () => void;
}

/** The GET that reads what the popup starts from: the mode itself, a draft from the sent box. */
const originalType = (mode: ComposeMode): MessageMode =>
  mode === 'draft' || mode === 'new' ? MESSAGE_MODE.SEND : mode;

/**
 * The compose popup (screens.md §10 Messages, §4, §5): receivers picked from teachers, students
 * and open teachers (a reply's is the sender, fixed), the title, the contents in the rich-text
 * editor (500 px in a popup), up to 3 attachments under the shared upload rule; save as a draft
 * (message action 1) or send (2). Send stays disabled until there is a title and a receiver; the
 * contents are asked for on send. A reply, forward or resend reads its original first (GET with
 * reply, delivery or resend) and carries it as `beforeIdx`.
 */
export default function ComposeDialog({ mode, messageIdx, onClose }: ComposeDialogProps) {
  const t = useT();
  const needsOriginal = mode !== 'new' && messageIdx !== undefined;
  const original = useMessage(originalType(mode), messageIdx ?? 0, needsOriginal);
  const title = t(`messages.form.title.${mode}`);

  if (needsOriginal && !original.isSuccess) {
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()} title={title}>
        {original.isError ? (
          <InlineAlert
            tone="danger"
            title={t('messages.form.loadFailed')}
            action={
              <Button variant="secondary" size="sm" onClick={() => void original.refetch()}>
                {t('messages.retry')}
              </Button>
            }
          >
            {apiErrorMessage(original.error, t)}
          </InlineAlert>
        ) : (
          <Spinner label={t('messages.loading')} />
        )}
      </Dialog>
    );
  }
  return (
    <ComposeForm
      title={title}
      start={composeStart(mode, original.data ?? null)}
      onClose={onClose}
    />
  );
}

function ComposeForm({
  title,
  start,
  onClose,
}: {
  title: string;
  start: ComposeStart;
  onClose: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const me = signedIn?.user.userIdx;
  const guard = useSubmitGuard();
  const ids = useId();
  const [values, setValues] = useState<ComposeValues>(start.values);
  const [files, setFiles] = useState<File[]>([]);
  const [contentsError, setContentsError] = useState<ValidationFault | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const { users, groups } = usePickerData(signedIn?.user.companyIdx, !start.fixedReceivers);
  // assumed: one does not write to oneself; the picker lists everyone else.
  const others = useMemo(
    () => (users.data ?? []).filter((user) => user.userIdx !== me),
    [users.data, me],
  );
  const rule = ruleWithKept(values.kept.length);
  const sendable = canSend(values);
  const pending = guard.pending;

  const change = (next: Partial<ComposeValues>) =>
    setValues((current) => ({ ...current, ...next }));

  const save = (action: typeof MESSAGE_ACTION.SAVE | typeof MESSAGE_ACTION.SEND) => {
    setFailure(null);
    if (action === MESSAGE_ACTION.SEND) {
      if (!sendable) return;
      if (contentsBlank(values.contents)) {
        setContentsError(validationFault('valid.required'));
        document.getElementById(`${ids}-contents`)?.focus();
        return;
      }
    } else if (!canSaveDraft(values)) {
      return;
    }
    const running = guard.run(() =>
      api.call('message.SAVE', saveRequest(start, values, files, action)),
    );
    running?.then(
      async () => {
        toast.success(t(action === MESSAGE_ACTION.SEND ? 'messages.sent' : 'messages.draftSaved'));
        onClose();
        await refreshMessages(queryClient);
      },
      (error: unknown) => {
        if (isUploadRefusal(error)) setRefusal(error);
        else setFailure(apiErrorMessage(error, t));
      },
    );
  };

  const footer = (
    <>
      <DialogClose asChild>
        <Button variant="secondary" disabled={pending}>
          {t('messages.form.cancel')}
        </Button>
      </DialogClose>
      <Button
        variant="secondary"
        disabled={pending || !canSaveDraft(values)}
        onClick={() => save(MESSAGE_ACTION.SAVE)}
      >
        {t('messages.form.saveDraft')}
      </Button>
      <Button
        loading={pending}
        disabled={!sendable}
        aria-describedby={sendable ? undefined : `${ids}-send-hint`}
        onClick={() => save(MESSAGE_ACTION.SEND)}
      >
        {t('messages.form.send')}
      </Button>
    </>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pending && onClose()}
      title={title}
      footer={footer}
    >
      <div className={styles.wide} data-slot="message-compose">
        <section
          className={styles.section}
          aria-labelledby={`${ids}-receivers`}
          data-slot="message-compose-receivers"
        >
          <div className={styles.receiverRow}>
            <h3 id={`${ids}-receivers`} className={styles.subTitle}>
              {t('messages.form.receivers')}
            </h3>
            {!start.fixedReceivers && (
              <Button variant="secondary" size="sm" onClick={() => setPickerOpen(true)}>
                {t('messages.form.chooseReceivers')}
              </Button>
            )}
          </div>
          {values.receivers.length === 0 ? (
            <p className={styles.muted}>{t('messages.form.noReceivers')}</p>
          ) : (
            <ul className={styles.receivers}>
              {values.receivers.map((receiver) => (
                <li key={receiver.receiverIdx} className={styles.receiver}>
                  <span>{receiver.receiverName}</span>
                  {!start.fixedReceivers && (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() =>
                        change({
                          receivers: values.receivers.filter(
                            (each) => each.receiverIdx !== receiver.receiverIdx,
                          ),
                        })
                      }
                    >
                      <span aria-hidden="true">×</span>
                      <VisuallyHidden>
                        {t('messages.form.removeReceiver', { name: receiver.receiverName })}
                      </VisuallyHidden>
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {start.fixedReceivers && (
            <p className={styles.muted}>{t('messages.form.fixedReceiver')}</p>
          )}
        </section>
        <TextField
          label={t('messages.form.subject')}
          required
          value={values.title}
          onValueChange={(next) => change({ title: next })}
          disabled={pending}
        />
        <Field
          label={t('messages.form.contents')}
          required
          error={contentsError}
          id={`${ids}-contents`}
        >
          {(control) => (
            <RichTextEditor
              id={control.id}
              label={t('messages.form.contents')}
              inPopup
              value={values.contents}
              onChange={(html) => {
                change({ contents: html });
                if (contentsError && !contentsBlank(html)) setContentsError(null);
              }}
              disabled={pending}
              {...(control['aria-describedby']
                ? { 'aria-describedby': control['aria-describedby'] }
                : {})}
              {...(control['aria-invalid'] ? { 'aria-invalid': true } : {})}
            />
          )}
        </Field>
        {values.kept.length > 0 && (
          <section className={styles.section} aria-labelledby={`${ids}-kept`}>
            <h3 id={`${ids}-kept`} className={styles.subTitle}>
              {t(
                start.messageIdx !== undefined
                  ? 'messages.form.carriedDraft'
                  : 'messages.form.carried',
              )}
            </h3>
            <ul className={styles.files} data-slot="message-compose-kept">
              {values.kept.map((file) => {
                const name = withoutBidiControls(file.orgFileName ?? '');
                return (
                  <li key={file.fileIdx} className={styles.fileRow}>
                    <span className={styles.fileName}>{name}</span>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={pending}
                      onClick={() => setValues((current) => withoutKept(current, file.fileIdx))}
                    >
                      <span aria-hidden="true">×</span>
                      <VisuallyHidden>{t('messages.form.removeFile', { name })}</VisuallyHidden>
                    </Button>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        <div className={styles.section}>
          <FileUploadList
            label={t('messages.form.attachments')}
            files={files}
            onFilesChange={setFiles}
            rule={rule}
            disabled={pending}
          />
          <p className={styles.muted}>{t('messages.form.filesRule', { max: MESSAGE_FILES_MAX })}</p>
        </div>
        {!sendable && (
          <p id={`${ids}-send-hint`} className={styles.muted} data-slot="message-compose-hint">
            {t('messages.form.sendHint')}
          </p>
        )}
        {failure && <InlineAlert tone="danger">{failure}</InlineAlert>}
      </div>
      {!start.fixedReceivers && (
        <UserPicker
          open={pickerOpen}
          onOpenChange={setPickerOpen}
          title={t('messages.form.pickerTitle')}
          groups={groups.data ?? []}
          users={others}
          loading={users.isPending || groups.isPending}
          initialSelection={values.receivers.map((receiver) => receiver.receiverIdx)}
          allowedUserTypes={RECEIVER_TYPES}
          treeMode={signedIn ? showsTreeMode(signedIn.config.funcUse) : true}
          onConfirm={(chosen) =>
            change({
              receivers: chosen.map((user) => ({
                receiverIdx: user.userIdx,
                receiverName: user.userName,
              })),
            })
          }
        />
      )}
      <ErrorModal
        open={refusal !== null}
        onOpenChange={(open) => !open && setRefusal(null)}
        code={refusal?.code ?? null}
      />
    </Dialog>
  );
}
