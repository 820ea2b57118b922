import { UPLOAD_RULE, type UploadRule } from '@platform/contract';
import { type ReactNode, useId } from 'react';
import { useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { booksTexts } from '../i18n/texts/books.ts';
import { UploadedFile, UploadFrame, useUploadList } from '../internal/upload/UploadFrame.tsx';
import { fileKey, ruleParams } from '../internal/upload/uploadFiles.ts';
import styles from './FileUploadList.module.css';

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
  const upload = useUploadList<HTMLUListElement>({
    files,
    onFilesChange,
    rule,
    removeButtons: '[data-slot="upload-remove"]',
  });

  return (
    <UploadFrame
      idBase={id}
      data-slot="file-upload-list"
      data-full={upload.full || undefined}
      label={label}
      count={t('upload.count', { count: files.length, max: rule.maxFiles })}
      countSlot="upload-count"
      limit={upload.full && t('upload.limitReached', { max: rule.maxFiles })}
      zone={{
        ...upload.zone,
        chooseLabel: t('upload.choose'),
        dropHint: t('upload.dropHint'),
        description: t('upload.rules', ruleParams(rule)),
        multiple: rule.maxFiles > 1,
        disabled,
      }}
      rejections={upload.rejections}
      announcement={upload.announcement}
    >
      {files.length > 0 ? (
        <ul
          ref={upload.listRef}
          className={styles.list}
          aria-label={t('upload.listLabel')}
          data-slot="upload-list"
        >
          {files.map((file, index) => (
            <UploadedFile
              key={fileKey(file)}
              as="li"
              slot="upload-item"
              file={file}
              disabled={disabled}
              onRemove={() => upload.remove(index)}
            />
          ))}
        </ul>
      ) : (
        <p className={styles.empty} data-slot="upload-empty">
          {t('upload.empty')}
        </p>
      )}
    </UploadFrame>
  );
}
