import { type FileRejection, UPLOAD_RULE, type UploadRule } from '@platform/contract';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { RemoveIcon } from '../FileUploadList/FileUploadList.tsx';
import { RejectionList } from '../FileUploadList/RejectionList.tsx';
import { UploadDropZone } from '../FileUploadList/UploadDropZone.tsx';
import {
  acceptAttribute,
  addFiles,
  fileKey,
  moveItem,
  ruleParams,
} from '../FileUploadList/uploadFiles.ts';
import { IconButton } from '../IconButton/index.ts';
import { useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { booksTexts } from '../i18n/texts/books.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import styles from './ImageUploadList.module.css';
import { useObjectUrls } from './useObjectUrls.ts';

// The widget's texts come with it: pages without it do not carry them.
registerTexts(booksTexts);

export interface ImageUploadListProps {
  /** The images in page order; the list is controlled by the screen. */
  images: readonly File[];
  onImagesChange: (images: File[]) => void;
  /** Defaults to "Page images". */
  label?: ReactNode;
  /** The contract's rule; by default the image upload of screens.md §5 (200 images of 10 MB). */
  rule?: UploadRule;
  disabled?: boolean;
}

type ItemAction = 'earlier' | 'later' | 'remove';

const ArrowIcon = ({ direction }: { direction: 'earlier' | 'later' }) => (
  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path
      d={direction === 'earlier' ? 'M13 8H3M7 4 3 8l4 4' : 'M3 8h10M9 4l4 4-4 4'}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
    />
  </svg>
);

const EARLIER_KEYS = new Set(['ArrowLeft', 'ArrowUp']);
const LATER_KEYS = new Set(['ArrowRight', 'ArrowDown']);

/**
 * Page images of a book made from images (screens.md §5: "Image upload up to 200 images, 10 MB
 * each, drag reorder"). Each image shows as a thumbnail in page order. The order changes by
 * dragging, and without dragging (WCAG 2.5.7) by each image's arrow buttons or Alt + arrow keys
 * on them; every move is announced.
 */
export function ImageUploadList({
  images,
  onImagesChange,
  label,
  rule = UPLOAD_RULE.images,
  disabled = false,
}: ImageUploadListProps) {
  const t = useT();
  const id = useId();
  const urlOf = useObjectUrls(images);
  const listRef = useRef<HTMLOListElement>(null);
  const zoneRef = useRef<HTMLDivElement>(null);
  const dragged = useRef<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<{ key: string; action: ItemAction } | null>(null);
  const [focusIndexAfterRemove, setFocusIndexAfterRemove] = useState<number | null>(null);
  const full = images.length >= rule.maxFiles;
  const params = ruleParams(rule);

  const add = (incoming: File[]) => {
    const result = addFiles(images, incoming, rule);
    setRejections(result.rejected);
    if (result.added.length > 0) {
      setAnnouncement(t('upload.added', { count: result.added.length }));
      onImagesChange(result.files);
    }
  };

  const move = (from: number, to: number, focusAction?: ItemAction) => {
    const file = images[from];
    if (!file || to < 0 || to >= images.length || from === to) return;
    const next = moveItem(images, from, to);
    setAnnouncement(
      t('imageUpload.moved', { name: file.name, position: to + 1, count: images.length }),
    );
    if (focusAction) setFocusTarget({ key: fileKey(file), action: focusAction });
    onImagesChange(next);
  };

  const remove = (index: number) => {
    const file = images[index];
    if (!file) return;
    setRejections([]);
    setAnnouncement(t('upload.removed', { name: file.name }));
    setFocusIndexAfterRemove(index);
    onImagesChange(images.filter((_, i) => i !== index));
  };

  // After a move the same button keeps focus, or its twin when it became disabled at an end.
  useEffect(() => {
    if (!focusTarget) return;
    const item = listRef.current?.querySelector(`[data-key="${focusTarget.key}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-action="${focusTarget.action}"]`);
    const twin = item?.querySelector<HTMLButtonElement>(
      `[data-action="${focusTarget.action === 'earlier' ? 'later' : 'earlier'}"]`,
    );
    (wanted && !wanted.disabled ? wanted : twin)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  useEffect(() => {
    if (focusIndexAfterRemove === null) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-action="remove"]');
    const next = buttons?.[Math.min(focusIndexAfterRemove, buttons.length - 1)];
    if (next) next.focus();
    else zoneRef.current?.querySelector<HTMLButtonElement>('[data-slot="upload-choose"]')?.focus();
    setFocusIndexAfterRemove(null);
  }, [focusIndexAfterRemove]);

  const onItemKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (!event.altKey || disabled) return;
    const action = (event.target as HTMLElement).dataset.action as ItemAction | undefined;
    if (EARLIER_KEYS.has(event.key)) move(index, index - 1, action ?? 'earlier');
    else if (LATER_KEYS.has(event.key)) move(index, index + 1, action ?? 'later');
    else return;
    event.preventDefault();
  };

  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend cannot share a row with the image count; a labelled group reads the same.
    <div
      className={styles.root}
      role="group"
      aria-labelledby={labelId}
      data-slot="image-upload-list"
      data-full={full || undefined}
    >
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label ?? t('imageUpload.label')}
        </span>
        <span className={styles.count} data-slot="image-upload-count">
          {t('imageUpload.count', { count: images.length, max: rule.maxFiles })}
        </span>
      </div>
      <div ref={zoneRef}>
        <UploadDropZone
          chooseLabel={t('imageUpload.choose')}
          dropHint={t('imageUpload.dropHint')}
          description={t('imageUpload.rules', params)}
          descriptionId={`${id}-rules`}
          accept={acceptAttribute(rule)}
          multiple
          chooseDisabled={full}
          disabled={disabled}
          onFiles={add}
        />
      </div>
      {full && (
        <p className={styles.limit}>{t('imageUpload.limitReached', { max: rule.maxFiles })}</p>
      )}
      <RejectionList rejections={rejections} />
      {images.length > 0 && (
        <>
          <p id={hintId} className={styles.hint}>
            {t('imageUpload.reorderHint')}
          </p>
          <ol
            ref={listRef}
            className={styles.grid}
            aria-labelledby={labelId}
            aria-describedby={hintId}
            data-slot="image-upload-grid"
          >
            {images.map((file, index) => {
              const key = fileKey(file);
              const url = urlOf(file);
              return (
                <li
                  key={key}
                  data-key={key}
                  className={styles.item}
                  data-slot="image-upload-item"
                  data-drop-target={dropTarget === index || undefined}
                  draggable={!disabled}
                  onKeyDown={(event) => onItemKeyDown(event, index)}
                  onDragStart={(event) => {
                    dragged.current = index;
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', file.name);
                  }}
                  onDragOver={(event) => {
                    if (dragged.current === null) return;
                    event.preventDefault();
                    event.dataTransfer.dropEffect = 'move';
                    setDropTarget(index);
                  }}
                  onDragLeave={() =>
                    setDropTarget((current) => (current === index ? null : current))
                  }
                  onDrop={(event) => {
                    if (dragged.current === null) return;
                    event.preventDefault();
                    move(dragged.current, index);
                    dragged.current = null;
                    setDropTarget(null);
                  }}
                  onDragEnd={() => {
                    dragged.current = null;
                    setDropTarget(null);
                  }}
                >
                  <div className={styles.thumb}>
                    {url && (
                      <img
                        src={url}
                        alt={t('imageUpload.thumbAlt', { position: index + 1, name: file.name })}
                        className={styles.image}
                        draggable={false}
                      />
                    )}
                    <span className={styles.position} aria-hidden="true">
                      {index + 1}
                    </span>
                  </div>
                  <span className={styles.name} title={file.name}>
                    {file.name}
                  </span>
                  <div className={styles.actions}>
                    <IconButton
                      size="sm"
                      label={t('imageUpload.moveEarlier', { name: file.name })}
                      icon={<ArrowIcon direction="earlier" />}
                      disabled={disabled || index === 0}
                      onClick={() => move(index, index - 1, 'earlier')}
                      data-action="earlier"
                    />
                    <IconButton
                      size="sm"
                      label={t('imageUpload.moveLater', { name: file.name })}
                      icon={<ArrowIcon direction="later" />}
                      disabled={disabled || index === images.length - 1}
                      onClick={() => move(index, index + 1, 'later')}
                      data-action="later"
                    />
                    <IconButton
                      size="sm"
                      label={t('upload.remove', { name: file.name })}
                      icon={<RemoveIcon />}
                      disabled={disabled}
                      onClick={() => remove(index)}
                      data-action="remove"
                    />
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
      <VisuallyHidden>
        <span role="status">{announcement}</span>
      </VisuallyHidden>
    </div>
  );
}
