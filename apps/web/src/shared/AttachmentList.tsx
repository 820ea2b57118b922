import { withoutBidiControls } from '@platform/contract';
import {
  Button,
  InlineAlert,
  registerTexts,
  useSubmitGuard,
  useT,
  VisuallyHidden,
} from '@platform/ui';
import { useState } from 'react';
import styles from './AttachmentList.module.css';
import { apiErrorMessage } from './apiErrors.ts';
import { attachmentTexts } from './attachmentTexts.ts';

registerTexts(attachmentTexts);

/** A file attached to a post or a message, as the server lists it. */
export interface Attachment {
  fileIdx: number;
  orgFileName?: string | null;
}

export interface AttachmentListProps<F extends Attachment> {
  files: readonly F[];
  /** The id of the section's heading ("Attachments"), unique on the page. */
  headingId: string;
  /** Says "no attachments" when there are none; without it, no files show nothing. */
  showEmpty?: boolean;
  /** The area's two-step download (foundation.md §7 File downloads). */
  download: (file: F) => Promise<void>;
}

/**
 * The attachments of a board post or a message: each file's name as sent, less the bidi
 * controls that could make "exe.pdf" of "fdp.exe", and its download button. One download at a
 * time; a failed one says which file and why, in the language of the page, beside the list.
 */
export function AttachmentList<F extends Attachment>({
  files,
  headingId,
  showEmpty = false,
  download,
}: AttachmentListProps<F>) {
  const t = useT();
  const guard = useSubmitGuard();
  const [downloading, setDownloading] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (files.length === 0 && !showEmpty) return null;

  const start = async (file: F, name: string) => {
    setFailure(null);
    setDownloading(file.fileIdx);
    try {
      await download(file);
    } catch (error) {
      setFailure(
        `${name}: ${t('attachments.downloadFailed', { reason: apiErrorMessage(error, t) })}`,
      );
    } finally {
      setDownloading(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {t('attachments.title')}
      </h3>
      {files.length > 0 ? (
        <ul className={styles.files}>
          {files.map((file) => {
            const name = withoutBidiControls(file.orgFileName ?? '') || String(file.fileIdx);
            return (
              <li key={file.fileIdx} className={styles.file} data-slot="attachment">
                <span className={styles.fileName}>{name}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  loading={downloading === file.fileIdx}
                  onClick={() => void guard.run(() => start(file, name))}
                >
                  <span aria-hidden="true">{t('attachments.downloadShort')}</span>
                  <VisuallyHidden>{t('attachments.download', { name })}</VisuallyHidden>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.muted}>{t('attachments.none')}</p>
      )}
      {failure && <InlineAlert tone="danger">{failure}</InlineAlert>}
    </section>
  );
}
