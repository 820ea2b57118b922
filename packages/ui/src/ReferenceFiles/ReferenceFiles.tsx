import {
  canDeleteReferenceFile,
  formatFileSize,
  type ReferenceFile,
  UPLOAD_RULE,
  withoutBidiControls,
} from '@platform/contract';
import { useState } from 'react';
import { Button } from '../Button/index.ts';
import { ConfirmDialog } from '../ConfirmDialog/index.ts';
import { DateText } from '../DateText/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { FileUploadList } from '../FileUploadList/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { InlineAlert } from '../InlineAlert/index.ts';
import { useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { roomFormsTexts } from '../i18n/texts/roomForms.ts';
import { CloseIcon } from '../internal/icons/CloseIcon.tsx';
import { DownloadIcon } from '../internal/icons/DownloadIcon.tsx';
import { useSubmitGuard } from '../internal/useSubmitGuard.ts';
import { Spinner } from '../Spinner/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import styles from './ReferenceFiles.module.css';

// The widget's texts come with it (the room detail's, whose files tab this is).
registerTexts(roomFormsTexts);

export interface ReferenceFilesProps {
  /** A class's reference files (meetFile LIST, fileType 1). */
  files: readonly ReferenceFile[];
  loading?: boolean;
  /** The signed-in user: only the uploader of a file may delete it (screens.md §6). */
  currentUserIdx: number;
  /**
   * Uploads the chosen files, checked by the contract's reference-file rule. A resolved promise
   * clears the chosen files; a rejected one keeps them and shows `errorText(error)`. Without it
   * the files are listed only.
   */
  onUpload?: (files: File[]) => Promise<unknown> | unknown;
  /** Deletes a file after the user confirmed; a rejection keeps the confirm open with the error. */
  onDeleteFile: (file: ReferenceFile) => Promise<unknown> | unknown;
  onDownloadFile: (file: ReferenceFile) => void;
  /** The words of a failed upload or delete, in the user's language (the app maps the code). */
  errorText: (error: unknown) => string;
  /** Today, for the short date form within the current year; tests pass a fixed one. */
  now?: () => Date;
}

/**
 * A class's reference files (screens.md §7 Rooms "Reference files: list, upload, delete"; §10
 * the room detail's files and the whiteboard's /wb/fileDownload): each file with its size,
 * uploader and date, a download, a delete for the uploader only after a confirm, and the upload
 * by the contract's reference-file rule, which keeps the chosen files when it fails.
 */
export function ReferenceFiles({
  files,
  loading = false,
  currentUserIdx,
  onUpload,
  onDeleteFile,
  onDownloadFile,
  errorText,
  now = () => new Date(),
}: ReferenceFilesProps) {
  const t = useT();
  const [pending, setPending] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [deleting, setDeleting] = useState<ReferenceFile | null>(null);
  const guard = useSubmitGuard();
  const today = now();

  const upload = async () => {
    if (!onUpload || pending.length === 0) return;
    const chosen = pending;
    const running = guard.run(() => onUpload(chosen));
    if (!running) return;
    setFailure(null);
    try {
      await running;
      setPending([]);
      setAnnouncement(t('roomDetail.uploaded', { count: chosen.length }));
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <div className={styles.root} data-slot="room-detail-files">
      {loading ? (
        <Spinner label={t('roomDetail.loading')} showLabel />
      ) : files.length === 0 ? (
        <EmptyState title={t('roomDetail.noFiles')} />
      ) : (
        <ul className={styles.list} aria-label={t('roomDetail.tab.files')}>
          {files.map((file) => {
            const name = withoutBidiControls(file.orgFileName);
            const deletable =
              file.regUserIdx != null &&
              canDeleteReferenceFile(currentUserIdx, { regUserIdx: file.regUserIdx });
            return (
              <li key={file.fileIdx} className={styles.file} data-slot="room-detail-file">
                <div className={styles.fileText}>
                  <span className={styles.itemName}>{name}</span>
                  <span className={styles.meta}>
                    {file.fileSize != null && (
                      <span>
                        <VisuallyHidden>{`${t('roomDetail.fileSize')} `}</VisuallyHidden>
                        {formatFileSize(file.fileSize)}
                      </span>
                    )}
                    {file.userNm && (
                      <span>
                        <VisuallyHidden>{`${t('roomDetail.fileUploader')} `}</VisuallyHidden>
                        {file.userNm}
                      </span>
                    )}
                    {file.regDatetime && (
                      <span>
                        <VisuallyHidden>{`${t('roomDetail.fileDate')} `}</VisuallyHidden>
                        <DateText value={file.regDatetime} now={today} />
                      </span>
                    )}
                  </span>
                </div>
                <div className={styles.fileActions}>
                  <IconButton
                    size="sm"
                    label={t('roomDetail.download', { name })}
                    icon={<DownloadIcon />}
                    onClick={() => onDownloadFile(file)}
                  />
                  {deletable && (
                    <IconButton
                      size="sm"
                      label={t('roomDetail.deleteFile', { name })}
                      icon={<CloseIcon />}
                      onClick={() => setDeleting(file)}
                    />
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {onUpload && (
        <div className={styles.upload} data-slot="room-detail-upload">
          <FileUploadList
            label={t('roomDetail.uploadLabel')}
            files={pending}
            onFilesChange={(next) => {
              setFailure(null);
              setPending(next);
            }}
            rule={UPLOAD_RULE.reference}
            disabled={guard.pending}
          />
          {failure && (
            <InlineAlert tone="danger" data-slot="room-detail-upload-failed">
              {failure}
            </InlineAlert>
          )}
          <div className={styles.actions}>
            <Button
              onClick={() => void upload()}
              loading={guard.pending}
              disabled={pending.length === 0}
            >
              {t('roomDetail.upload')}
            </Button>
          </div>
          <VisuallyHidden role="status">{announcement}</VisuallyHidden>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => {
          if (!next) setDeleting(null);
        }}
        variant="destructive"
        title={t('roomDetail.deleteTitle')}
        message={t('roomDetail.deleteMessage', {
          name: withoutBidiControls(deleting?.orgFileName ?? ''),
        })}
        confirmLabel={t('roomDetail.deleteConfirm')}
        onConfirm={() => (deleting ? onDeleteFile(deleting) : undefined)}
        failureMessage={errorText}
      />
    </div>
  );
}
