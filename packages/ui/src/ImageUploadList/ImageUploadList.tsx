import { UPLOAD_RULE, type UploadRule, withoutBidiControls } from '@platform/contract';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { IconButton } from '../IconButton/index.ts';
import { useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { booksTexts } from '../i18n/texts/books.ts';
import { ArrowIcon } from '../internal/icons/ArrowIcon.tsx';
import { CloseIcon } from '../internal/icons/CloseIcon.tsx';
import { UploadFrame, useUploadList } from '../internal/upload/UploadFrame.tsx';
import { fileKey, moveItem, ruleParams } from '../internal/upload/uploadFiles.ts';
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
  const upload = useUploadList<HTMLOListElement>({
    files: images,
    onFilesChange: onImagesChange,
    rule,
    removeButtons: '[data-action="remove"]',
  });
  const dragged = useRef<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const [focusTarget, setFocusTarget] = useState<{ key: string; action: ItemAction } | null>(null);

  const move = (from: number, to: number, focusAction?: ItemAction) => {
    const file = images[from];
    if (!file || to < 0 || to >= images.length || from === to) return;
    const next = moveItem(images, from, to);
    upload.announce(
      t('imageUpload.moved', { name: file.name, position: to + 1, count: images.length }),
    );
    if (focusAction) setFocusTarget({ key: fileKey(file), action: focusAction });
    onImagesChange(next);
  };

  // After a move the same button keeps focus, or its twin when it became disabled at an end.
  useEffect(() => {
    if (!focusTarget) return;
    const item = upload.listRef.current?.querySelector(`[data-key="${focusTarget.key}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-action="${focusTarget.action}"]`);
    const twin = item?.querySelector<HTMLButtonElement>(
      `[data-action="${focusTarget.action === 'earlier' ? 'later' : 'earlier'}"]`,
    );
    (wanted && !wanted.disabled ? wanted : twin)?.focus();
    setFocusTarget(null);
  }, [focusTarget, upload.listRef]);

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
    <UploadFrame
      idBase={id}
      data-slot="image-upload-list"
      data-full={upload.full || undefined}
      label={label ?? t('imageUpload.label')}
      count={t('imageUpload.count', { count: images.length, max: rule.maxFiles })}
      countSlot="image-upload-count"
      limit={upload.full && t('imageUpload.limitReached', { max: rule.maxFiles })}
      zone={{
        ...upload.zone,
        chooseLabel: t('imageUpload.choose'),
        dropHint: t('imageUpload.dropHint'),
        description: t('imageUpload.rules', ruleParams(rule)),
        multiple: true,
        disabled,
      }}
      rejections={upload.rejections}
      announcement={upload.announcement}
    >
      {images.length > 0 && (
        <>
          <p id={hintId} className={styles.hint}>
            {t('imageUpload.reorderHint')}
          </p>
          <ol
            ref={upload.listRef}
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
                  <span className={styles.name} title={withoutBidiControls(file.name)}>
                    {withoutBidiControls(file.name)}
                  </span>
                  <div className={styles.actions}>
                    <IconButton
                      size="sm"
                      label={t('imageUpload.moveEarlier', { name: file.name })}
                      icon={<ArrowIcon direction="left" />}
                      disabled={disabled || index === 0}
                      onClick={() => move(index, index - 1, 'earlier')}
                      data-action="earlier"
                    />
                    <IconButton
                      size="sm"
                      label={t('imageUpload.moveLater', { name: file.name })}
                      icon={<ArrowIcon direction="right" />}
                      disabled={disabled || index === images.length - 1}
                      onClick={() => move(index, index + 1, 'later')}
                      data-action="later"
                    />
                    <IconButton
                      size="sm"
                      label={t('upload.remove', { name: file.name })}
                      icon={<CloseIcon />}
                      disabled={disabled}
                      onClick={() => upload.remove(index)}
                      data-action="remove"
                    />
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </UploadFrame>
  );
}
