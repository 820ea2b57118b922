import { type DragEvent, type ReactNode, type Ref, useRef, useState } from 'react';
import { Button } from '../../Button/index.ts';
import styles from './upload.module.css';

export interface UploadDropZoneProps {
  /** The chooser button's text; also the file input's accessible name. */
  chooseLabel: string;
  /** The line beside the button that says files can be dropped. */
  dropHint: ReactNode;
  /** What the rule allows, read with the button. */
  description?: ReactNode;
  accept: string;
  multiple: boolean;
  /** The chooser cannot be opened (the limit is reached); drops are still checked and answered. */
  chooseDisabled?: boolean;
  /** Nothing can be added at all (the form is disabled). */
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  descriptionId: string;
  /** The chooser button, where focus goes when the file it stood for is removed. */
  chooseRef?: Ref<HTMLButtonElement>;
}

/**
 * The place files arrive: a real button that opens the system's file chooser (so the keyboard
 * and screen readers have a way in) and a drop target around it for those who drag files in.
 */
export function UploadDropZone({
  chooseLabel,
  dropHint,
  description,
  accept,
  multiple,
  chooseDisabled = false,
  disabled = false,
  onFiles,
  descriptionId,
  chooseRef,
}: UploadDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  // dragenter/dragleave fire for every child crossed, so the zone counts them.
  const depth = useRef(0);
  const [dragging, setDragging] = useState(false);

  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the drop target is an addition for mice; the button inside is the way in for everyone.
    <div
      className={styles.zone}
      data-slot="upload-drop-zone"
      data-dragging={dragging || undefined}
      data-disabled={disabled || undefined}
      onDragEnter={(event) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setDragging(true);
      }}
      onDragOver={(event) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        depth.current = 0;
        setDragging(false);
        if (disabled) return;
        const dropped = Array.from(event.dataTransfer.files ?? []);
        if (dropped.length > 0) onFiles(dropped);
      }}
    >
      <input
        ref={inputRef}
        type="file"
        className={styles.fileInput}
        accept={accept}
        multiple={multiple}
        aria-label={chooseLabel}
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          // Choosing the same file again after a refusal must fire a change again.
          event.target.value = '';
          if (chosen.length > 0) onFiles(chosen);
        }}
      />
      <Button
        ref={chooseRef}
        variant="secondary"
        disabled={disabled || chooseDisabled}
        aria-describedby={description ? descriptionId : undefined}
        onClick={() => inputRef.current?.click()}
        data-slot="upload-choose"
      >
        {chooseLabel}
      </Button>
      <span className={styles.dropHint} data-slot="upload-drop-hint">
        {dropHint}
      </span>
      {description && (
        <p id={descriptionId} className={styles.rules} data-slot="upload-rules">
          {description}
        </p>
      )}
    </div>
  );
}
