import {
  type FileRejection,
  formatFileSize,
  type UploadRule,
  withoutBidiControls,
} from '@platform/contract';
import {
  type ElementType,
  type HTMLAttributes,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { IconButton } from '../../IconButton/index.ts';
import { useT } from '../../i18n/index.ts';
import { registerTexts } from '../../i18n/textRegistry.ts';
import { booksTexts } from '../../i18n/texts/books.ts';
import { VisuallyHidden } from '../../VisuallyHidden/index.ts';
import { CloseIcon } from '../icons/CloseIcon.tsx';
import { RejectionList } from './RejectionList.tsx';
import { UploadDropZone, type UploadDropZoneProps } from './UploadDropZone.tsx';
import styles from './upload.module.css';
import { acceptAttribute, addCheckedFiles } from './uploadFiles.ts';

// The frame's texts come with it: pages without an uploader do not carry them.
registerTexts(booksTexts);

export interface UploadFrameProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'id' | 'role'> {
  /** The base of the ids: the label is `${idBase}-label`, which a list may be named by too. */
  idBase: string;
  /** The group's name, above the drop zone. */
  label: ReactNode;
  /** How many files of how many, beside the label. */
  count?: ReactNode;
  /** The count's `data-slot`. */
  countSlot?: string;
  /** Said under the drop zone while nothing more fits. */
  limit?: ReactNode;
  zone: Omit<UploadDropZoneProps, 'descriptionId'>;
  rejections: readonly FileRejection[];
  /** The polite status line of what was added, moved or removed; none when not given. */
  announcement?: string;
  children: ReactNode;
}

/**
 * What every uploader shows around its files: a labelled group with the count, the drop zone,
 * the limit once reached and the files the last choice could not add.
 */
export function UploadFrame({
  idBase,
  label,
  count,
  countSlot,
  limit,
  zone,
  rejections,
  announcement,
  className,
  children,
  ...rest
}: UploadFrameProps) {
  const labelId = `${idBase}-label`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend cannot share a row with the file count; a labelled group reads the same.
    <div
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
      role="group"
      aria-labelledby={labelId}
    >
      <div className={styles.header}>
        <span id={labelId} className={styles.label} data-slot="upload-label">
          {label}
        </span>
        {count !== undefined && (
          <span className={styles.count} data-slot={countSlot}>
            {count}
          </span>
        )}
      </div>
      <UploadDropZone {...zone} descriptionId={`${idBase}-rules`} />
      {limit && (
        <p className={styles.limit} data-slot="upload-limit">
          {limit}
        </p>
      )}
      <RejectionList rejections={rejections} />
      {children}
      {announcement !== undefined && (
        <VisuallyHidden>
          <span role="status">{announcement}</span>
        </VisuallyHidden>
      )}
    </div>
  );
}

export interface UploadedFileProps {
  /** `li` inside a list of files. */
  as?: ElementType;
  file: File;
  /** The row's `data-slot`. */
  slot: string;
  disabled: boolean;
  onRemove: () => void;
}

/** An attached file: its name, its size and a button that removes it. */
export function UploadedFile({
  as: Row = 'div',
  file,
  slot,
  disabled,
  onRemove,
}: UploadedFileProps) {
  const t = useT();
  return (
    <Row className={styles.file} data-slot={slot}>
      <span className={styles.name}>{withoutBidiControls(file.name)}</span>
      <span className={styles.size}>{formatFileSize(file.size)}</span>
      <IconButton
        size="sm"
        label={t('upload.remove', { name: file.name })}
        icon={<CloseIcon />}
        disabled={disabled}
        onClick={onRemove}
        data-slot="upload-remove"
      />
    </Row>
  );
}

export interface UploadListOptions {
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  rule: UploadRule;
  /** Finds the remove buttons inside the list, for the focus after a removal. */
  removeButtons: string;
}

/**
 * The state of a list of uploads: adding by the contract's rule, removing, the refusals of the
 * last choice and the announcement of each change. After a removal, focus goes to the next
 * file's remove button, or the previous one, or the chooser: it is never lost.
 */
export function useUploadList<L extends HTMLElement>({
  files,
  onFilesChange,
  rule,
  removeButtons,
}: UploadListOptions) {
  const t = useT();
  const listRef = useRef<L>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterRemove, setFocusAfterRemove] = useState<number | null>(null);

  // The files as the last change left them, before the screen renders them back: adds wait for
  // the files' first bytes, and one that ends after another must add to what that one added.
  const latest = useRef(files);
  latest.current = files;
  const adding = useRef<Promise<void>>(Promise.resolve());

  const add = (incoming: File[]) => {
    adding.current = adding.current.then(async () => {
      const result = await addCheckedFiles(latest.current, incoming, rule);
      setRejections(result.rejected);
      if (result.added.length > 0) {
        latest.current = result.files;
        setAnnouncement(t('upload.added', { count: result.added.length }));
        onFilesChange(result.files);
      }
    });
    // A file the browser could not read (gone since it was chosen) must not stop later adds.
    adding.current = adding.current.catch(() => {});
  };

  const remove = (index: number) => {
    const file = files[index];
    if (!file) return;
    setRejections([]);
    setAnnouncement(t('upload.removed', { name: file.name }));
    setFocusAfterRemove(index);
    onFilesChange(files.filter((_, i) => i !== index));
  };

  useEffect(() => {
    if (focusAfterRemove === null) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>(removeButtons);
    const next = buttons?.[Math.min(focusAfterRemove, buttons.length - 1)];
    (next ?? chooseRef.current)?.focus();
    setFocusAfterRemove(null);
  }, [focusAfterRemove, removeButtons]);

  const full = files.length >= rule.maxFiles;
  return {
    listRef,
    rejections,
    announcement,
    announce: setAnnouncement,
    remove,
    full,
    /** The drop zone's props that follow from the list: what it accepts, and whether it is full. */
    zone: { accept: acceptAttribute(rule), chooseDisabled: full, onFiles: add, chooseRef },
  };
}
