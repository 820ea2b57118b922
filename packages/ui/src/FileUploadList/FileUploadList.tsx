import {
  type FileRejection,
  formatFileSize,
  UPLOAD_RULE,
  type UploadRule,
} from '@platform/contract';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { IconButton } from '../IconButton/index.ts';
import { useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { booksTexts } from '../i18n/texts/books.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import styles from './FileUploadList.module.css';
import { RejectionList } from './RejectionList.tsx';
import { UploadDropZone } from './UploadDropZone.tsx';
import { acceptAttribute, addFiles, fileKey, ruleParams } from './uploadFiles.ts';

// The widget's texts come with it: pages without it do not carry them.
registerTexts(booksTexts);

export interface FileUploadListProps {
  /** What the files are for ("Attachments"). */
  label: ReactNode;
  /** The attached files, in order; the list is controlled by the screen. */
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  /**
   * The contract's rule; the shared one by default (foundation.md §5: 5 files of 30 MB, the listed
   * types, jfif refused, duplicate names refused unless allowed).
   */
  rule?: UploadRule;
  disabled?: boolean;
}

export const RemoveIcon = () => (
  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d="M4 4l8 8M12 4l-8 8" fill="none" stroke="currentColor" strokeWidth="1.6" />
  </svg>
);

/**
 * The shared file uploader (foundation.md §5 "Shared upload rule", §9 "Uploads: 5 files, 30 MB
 * each"). Files come from a chooser button or a drop; what the contract's rule refuses is listed
 * by name with the rule's text, and what was attached before stays.
 */
export function FileUploadList({
  label,
  files,
  onFilesChange,
  rule = UPLOAD_RULE.shared,
  disabled = false,
}: FileUploadListProps) {
  const t = useT();
  const id = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const zoneRef = useRef<HTMLDivElement>(null);
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterRemove, setFocusAfterRemove] = useState<number | null>(null);
  const full = files.length >= rule.maxFiles;
  const params = ruleParams(rule);

  const add = (incoming: File[]) => {
    const result = addFiles(files, incoming, rule);
    setRejections(result.rejected);
    if (result.added.length > 0) {
      setAnnouncement(t('upload.added', { count: result.added.length }));
      onFilesChange(result.files);
    }
  };

  const remove = (index: number) => {
    const file = files[index];
    if (!file) return;
    setRejections([]);
    setAnnouncement(t('upload.removed', { name: file.name }));
    setFocusAfterRemove(index);
    onFilesChange(files.filter((_, i) => i !== index));
  };

  // Focus goes to the next file's remove button, or the previous one, or the chooser: never lost.
  useEffect(() => {
    if (focusAfterRemove === null) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>(
      '[data-slot="upload-remove"]',
    );
    const next = buttons?.[Math.min(focusAfterRemove, buttons.length - 1)];
    if (next) next.focus();
    else zoneRef.current?.querySelector<HTMLButtonElement>('[data-slot="upload-choose"]')?.focus();
    setFocusAfterRemove(null);
  }, [focusAfterRemove]);

  const labelId = `${id}-label`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend cannot share a row with the file count; a labelled group reads the same.
    <div
      className={styles.root}
      role="group"
      aria-labelledby={labelId}
      data-slot="file-upload-list"
      data-full={full || undefined}
    >
      <div className={styles.header}>
        <span id={labelId} className={styles.label} data-slot="upload-label">
          {label}
        </span>
        <span className={styles.count} data-slot="upload-count">
          {t('upload.count', { count: files.length, max: rule.maxFiles })}
        </span>
      </div>
      <div ref={zoneRef}>
        <UploadDropZone
          chooseLabel={t('upload.choose')}
          dropHint={t('upload.dropHint')}
          description={t('upload.rules', params)}
          descriptionId={`${id}-rules`}
          accept={acceptAttribute(rule)}
          multiple={rule.maxFiles > 1}
          chooseDisabled={full}
          disabled={disabled}
          onFiles={add}
        />
      </div>
      {full && (
        <p className={styles.limit} data-slot="upload-limit">
          {t('upload.limitReached', { max: rule.maxFiles })}
        </p>
      )}
      <RejectionList rejections={rejections} />
      {files.length > 0 ? (
        <ul
          ref={listRef}
          className={styles.list}
          aria-label={t('upload.listLabel')}
          data-slot="upload-list"
        >
          {files.map((file, index) => (
            <li key={fileKey(file)} className={styles.item} data-slot="upload-item">
              <span className={styles.name}>{file.name}</span>
              <span className={styles.size}>{formatFileSize(file.size)}</span>
              <IconButton
                size="sm"
                label={t('upload.remove', { name: file.name })}
                icon={<RemoveIcon />}
                disabled={disabled}
                onClick={() => remove(index)}
                data-slot="upload-remove"
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty} data-slot="upload-empty">
          {t('upload.empty')}
        </p>
      )}
      <VisuallyHidden>
        <span role="status">{announcement}</span>
      </VisuallyHidden>
    </div>
  );
}
