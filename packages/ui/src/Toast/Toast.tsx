import { LIMITS } from '@platform/contract';
import {
  createContext,
  type FocusEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '../Button/index.ts';
import { useT } from '../i18n/index.ts';
import { CloseIcon } from '../internal/icons/CloseIcon.tsx';
import { ToneIcon } from '../internal/icons/ToneIcon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import styles from './Toast.module.css';
import {
  pushToast,
  removeToast,
  TOAST_STACK_LIMIT,
  type ToastItem,
  type ToastKind,
  timeLeft,
} from './toastQueue.ts';

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (kind: ToastKind, message: string) => string;
  /** A success toast, e.g. `toast.success(t('toast.saved'))` (foundation.md §8). */
  success: (message: string) => string;
  /** An error toast (screens.md §8 "Everything else goes to a generic handler and toast"). */
  error: (message: string) => string;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  /** How long a toast stays, in ms; the contract's `LIMITS.TOAST_MS` (2000) by default. */
  duration?: number;
  /** How many toasts show at once; the oldest gives way. */
  limit?: number;
  children?: ReactNode;
}

let lastId = 0;

/**
 * The toast region of an app or a widget: place it once, inside LocaleProvider and BrandProvider,
 * and call `useToast()` below it. Success toasts are announced politely, errors assertively,
 * through live regions that exist before any toast does (a live region added together with its
 * text is often not read). A toast closes after `duration`, waits while hovered or focused, and
 * has a close button.
 */
export function ToastProvider({
  duration = LIMITS.TOAST_MS,
  limit = TOAST_STACK_LIMIT,
  children,
}: ToastProviderProps) {
  const t = useT();
  const [stack, setStack] = useState<ToastItem[]>([]);
  const [announcement, setAnnouncement] = useState<ToastItem>();

  const dismiss = useCallback((id: string) => {
    setStack((current) => removeToast(current, id));
    // Browse-mode readers should not come upon a message that is gone from the screen.
    setAnnouncement((current) => (current?.id === id ? undefined : current));
  }, []);
  const show = useCallback(
    (kind: ToastKind, message: string) => {
      lastId += 1;
      const toast: ToastItem = { id: `toast-${lastId}`, kind, message };
      setStack((current) => pushToast(current, toast, limit));
      setAnnouncement(toast);
      return toast.id;
    },
    [limit],
  );
  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (message) => show('success', message),
      error: (message) => show('error', message),
      dismiss,
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* A new key per toast replaces the text node, so the same message twice is read twice. */}
      <VisuallyHidden role="status" aria-live="polite" data-slot="toast-announcer-polite">
        {announcement?.kind === 'success' && (
          <span key={announcement.id}>{announcement.message}</span>
        )}
      </VisuallyHidden>
      <VisuallyHidden role="alert" aria-live="assertive" data-slot="toast-announcer-assertive">
        {announcement?.kind === 'error' && (
          <span key={announcement.id}>{announcement.message}</span>
        )}
      </VisuallyHidden>
      {stack.length > 0 && (
        <section
          className={styles.region}
          aria-label={t('toastRegion.label')}
          data-slot="toast-region"
        >
          <ol className={styles.list}>
            {stack.map((toast) => (
              <Toast key={toast.id} toast={toast} duration={duration} onClose={dismiss} />
            ))}
          </ol>
        </section>
      )}
    </ToastContext.Provider>
  );
}

function Toast({
  toast,
  duration,
  onClose,
}: {
  toast: ToastItem;
  duration: number;
  onClose: (id: string) => void;
}) {
  const t = useT();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(duration);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onClose(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = timeLeft(remaining.current, Date.now() - started);
    };
  }, [paused, onClose, toast.id]);

  const handleBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <li
      className={styles.toast}
      data-slot="toast"
      data-kind={toast.kind}
      data-paused={paused || undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <ToneIcon tone={toast.kind === 'error' ? 'danger' : 'success'} className={styles.icon} />
      <p className={styles.message} data-slot="toast-message">
        <VisuallyHidden>{`${t(`toastRegion.${toast.kind}`)}: `}</VisuallyHidden>
        {toast.message}
      </p>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onClose(toast.id)}
        label={t('toastRegion.close')}
        data-slot="toast-close"
        icon={<CloseIcon />}
      />
    </li>
  );
}

/** The toast functions of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('Wrap the tree in <ToastProvider> (from @platform/ui).');
  return api;
}
