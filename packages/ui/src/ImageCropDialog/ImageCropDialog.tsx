import { LIMITS } from '@platform/contract';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import Cropper from 'react-easy-crop';
import { Button } from '../Button/index.ts';
import { Dialog, DialogClose } from '../Dialog/index.ts';
import { type TextKey, useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { cropTexts } from '../i18n/texts/crop.ts';
import { ArrowIcon } from '../internal/icons/ArrowIcon.tsx';
import { MinusIcon } from '../internal/icons/MinusIcon.tsx';
import { PlusIcon } from '../internal/icons/PlusIcon.tsx';
import { useControllableState } from '../internal/useControllableState.ts';
import { useSubmitGuard } from '../internal/useSubmitGuard.ts';
import {
  clampZoom,
  croppedAreaPixels,
  type MediaSize,
  type MoveDirection,
  moveCrop,
  type Point,
  restrictCrop,
  type Size,
  stepZoom,
  ZOOM,
} from './cropMath.ts';
import styles from './ImageCropDialog.module.css';
import { checkProfileImageContents, croppedFileName, PROFILE_IMAGE_ACCEPT } from './imageFile.ts';
import { renderCroppedImage } from './renderCrop.ts';

// The widget's texts come with it: pages without it do not carry them.
registerTexts(cropTexts);

export interface ImageCropDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (e.g. the profile picture's edit button). */
  trigger?: ReactNode;
  /** A picture the screen already chose; otherwise the dialog offers a file chooser. */
  file?: File | null;
  /**
   * Receives the square PNG of `LIMITS.PROFILE_CROP_SIZE` (200x200) pixels. The dialog closes
   * when it returns (or when its promise resolves); it stays open if the promise rejects.
   */
  onConfirm: (image: File) => void | Promise<void>;
  /** Defaults to 'Edit profile picture'. */
  title?: ReactNode;
}

interface Source {
  name: string;
  url: string;
}

const ARROW_KEYS: Record<string, MoveDirection> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

const MOVE_BUTTONS: { direction: MoveDirection; label: TextKey }[] = [
  { direction: 'up', label: 'crop.moveUp' },
  { direction: 'left', label: 'crop.moveLeft' },
  { direction: 'right', label: 'crop.moveRight' },
  { direction: 'down', label: 'crop.moveDown' },
];

/**
 * Crops a profile picture to a square and hands back a 200x200 image (foundation.md §2; screens.md
 * §10 My info "profile picture edit ... square crop output 200x200"). Dragging is one way to
 * move the picture; arrow keys and buttons move it and +/-, buttons and a slider zoom it, so no
 * drag is needed (WCAG 2.5.7). A file that is not an image is refused with the contract's
 * message, named, before any cropping.
 */
export function ImageCropDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  file,
  onConfirm,
  title,
}: ImageCropDialogProps) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    name: 'ImageCropDialog `open`',
  });

  const [source, setSource] = useState<Source | null>(null);
  const [fault, setFault] = useState<string | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(ZOOM.min);
  const [media, setMedia] = useState<MediaSize | null>(null);
  const [cropSize, setCropSize] = useState<Size | null>(null);
  // One crop per opening, however fast confirm is pressed (the kit's submit guard).
  const { pending: busy, run, release } = useSubmitGuard();
  const inputRef = useRef<HTMLInputElement>(null);

  // The picture being checked: a slower check of an earlier choice, or one that ends after the
  // dialog closed, must not show its picture.
  const checking = useRef<File | null>(null);
  const choose = useCallback(
    async (chosen: File) => {
      checking.current = chosen;
      const rejected = await checkProfileImageContents(chosen);
      if (checking.current !== chosen) return;
      if (rejected) {
        setSource(null);
        setFault(
          t('crop.fileRejected', {
            name: rejected.fileName,
            message: t(rejected.fault.key, rejected.fault.params),
          }),
        );
        return;
      }
      setFault(null);
      setCrop({ x: 0, y: 0 });
      setZoom(ZOOM.min);
      setMedia(null);
      setCropSize(null);
      setSource({ name: chosen.name, url: URL.createObjectURL(chosen) });
    },
    [t],
  );

  // Each opening starts afresh: with the screen's file if it gave one, else with the chooser.
  useEffect(() => {
    if (!open) {
      checking.current = null;
      setSource(null);
      setFault(null);
    } else {
      release();
      if (file) void choose(file);
    }
  }, [open, file, choose, release]);

  // Each picture's object URL is let go when the next one replaces it or the dialog unmounts.
  useEffect(() => {
    if (!source) return;
    return () => URL.revokeObjectURL(source.url);
  }, [source]);

  const move = (direction: MoveDirection) => {
    if (!media || !cropSize) return;
    setCrop((current) => restrictCrop(moveCrop(current, direction), media, cropSize, zoom));
  };

  const zoomBy = (direction: 1 | -1) => setZoom((current) => stepZoom(current, direction));

  const onCropKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = ARROW_KEYS[event.key];
    if (direction) move(direction);
    else if (event.key === '+' || event.key === '=') zoomBy(1);
    else if (event.key === '-' || event.key === '_') zoomBy(-1);
    else return;
    event.preventDefault();
  };

  const confirm = () => {
    if (!source || !media || !cropSize) return;
    const running = run(
      async () => {
        const area = croppedAreaPixels(crop, media, cropSize, zoom);
        const blob = await renderCroppedImage(source.url, area, LIMITS.PROFILE_CROP_SIZE);
        await onConfirm(new File([blob], croppedFileName(source.name), { type: blob.type }));
      },
      { keepOnSuccess: true },
    );
    running?.then(
      () => setOpen(false),
      // The screen reports its own failure; the dialog stays open so the user can try again.
      () => {},
    );
  };

  const hintId = `${id}-hint`;
  const faultId = `${id}-fault`;
  const ready = Boolean(source && media && cropSize);

  return (
    <Dialog
      title={title ?? t('crop.title')}
      description={t('crop.description')}
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('crop.cancel')}</Button>
          </DialogClose>
          <Button onClick={confirm} disabled={!ready} loading={busy}>
            {t('crop.confirm')}
          </Button>
        </>
      }
    >
      <div className={styles.root} data-slot="image-crop">
        <input
          ref={inputRef}
          type="file"
          accept={PROFILE_IMAGE_ACCEPT}
          className={styles.fileInput}
          aria-label={t('crop.choose')}
          aria-describedby={fault ? faultId : undefined}
          tabIndex={-1}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) void choose(chosen);
            // Choosing the same file again after a refusal must fire a change again.
            event.target.value = '';
          }}
        />
        <div className={styles.fault} aria-live="assertive" data-slot="image-crop-fault">
          {fault && (
            <p id={faultId} className={styles.faultText}>
              {fault}
            </p>
          )}
        </div>
        {source && (
          <>
            <div className={styles.stage} data-slot="image-crop-stage">
              <Cropper
                image={source.url}
                crop={crop}
                zoom={zoom}
                minZoom={ZOOM.min}
                maxZoom={ZOOM.max}
                aspect={1}
                showGrid={false}
                disableAutomaticStylesInjection
                classes={{
                  containerClassName: styles.container,
                  mediaClassName: styles.media,
                  cropAreaClassName: styles.cropArea,
                }}
                onCropChange={setCrop}
                onZoomChange={(next) => setZoom(clampZoom(next))}
                setMediaSize={(size) => setMedia({ ...size })}
                setCropSize={(size) => setCropSize({ ...size })}
                mediaProps={{
                  onError: () => {
                    setFault(t('crop.unreadable', { name: source.name }));
                    setSource(null);
                  },
                }}
                cropperProps={{
                  role: 'group',
                  'aria-label': t('crop.area'),
                  'aria-describedby': hintId,
                  onKeyDown: onCropKeyDown,
                }}
              />
            </div>
            <p id={hintId} className={styles.hint}>
              {t('crop.hint')}
            </p>
            <div className={styles.controls} data-slot="image-crop-controls">
              <div className={styles.zoom} data-slot="image-crop-zoom">
                <Button
                  variant="secondary"
                  size="sm"
                  label={t('crop.zoomOut')}
                  icon={<MinusIcon />}
                  disabled={zoom <= ZOOM.min}
                  onClick={() => zoomBy(-1)}
                />
                <input
                  type="range"
                  className={styles.slider}
                  aria-label={t('crop.zoom')}
                  aria-valuetext={`${Math.round(zoom * 100)}%`}
                  min={ZOOM.min}
                  max={ZOOM.max}
                  step={ZOOM.step}
                  value={zoom}
                  onChange={(event) => setZoom(clampZoom(Number(event.target.value)))}
                />
                <Button
                  variant="secondary"
                  size="sm"
                  label={t('crop.zoomIn')}
                  icon={<PlusIcon />}
                  disabled={zoom >= ZOOM.max}
                  onClick={() => zoomBy(1)}
                />
              </div>
              <div className={styles.pad} data-slot="image-crop-move">
                {MOVE_BUTTONS.map(({ direction, label }) => (
                  <Button
                    key={direction}
                    className={styles[direction]}
                    variant="secondary"
                    size="sm"
                    label={t(label)}
                    icon={<ArrowIcon direction={direction} />}
                    onClick={() => move(direction)}
                  />
                ))}
              </div>
            </div>
          </>
        )}
        <Button
          variant={source ? 'ghost' : 'primary'}
          onClick={() => inputRef.current?.click()}
          data-slot="image-crop-choose"
        >
          {t(source ? 'crop.chooseAnother' : 'crop.choose')}
        </Button>
      </div>
    </Dialog>
  );
}
