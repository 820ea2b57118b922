import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { useT } from '../i18n/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import styles from './Button.module.css';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

type NativeButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'>;

interface ButtonOwnProps extends NativeButtonProps {
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, announces the busy state and ignores presses until the work is done. */
  loading?: boolean;
  /** An icon before the text, or the whole content of an icon-only button. */
  icon?: ReactNode;
}

interface TextButtonProps extends ButtonOwnProps {
  children: ReactNode;
  label?: never;
}

interface IconOnlyButtonProps extends ButtonOwnProps {
  children?: never;
  icon: ReactNode;
  /** An icon-only button has no visible text, so its accessible name is required. */
  label: string;
}

export type ButtonProps = TextButtonProps | IconOnlyButtonProps;

export function Button({
  ref,
  variant = 'primary',
  size = 'md',
  loading = false,
  icon,
  label,
  children,
  type = 'button',
  className,
  onClick,
  disabled,
  ...rest
}: ButtonProps) {
  const t = useT();
  const iconOnly = children === undefined || children === null;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A loading button stays focusable (so focus is not lost mid-save) but does nothing.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      ref={ref}
      type={type}
      className={[styles.button, className].filter(Boolean).join(' ')}
      data-slot="button"
      data-variant={variant}
      data-size={size}
      data-icon-only={iconOnly || undefined}
      data-loading={loading || undefined}
      aria-label={iconOnly ? label : undefined}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      disabled={disabled}
      onClick={handleClick}
      {...rest}
    >
      {loading ? (
        <span className={styles.spinner} data-slot="button-spinner" aria-hidden="true" />
      ) : (
        icon && (
          <span className={styles.icon} data-slot="button-icon" aria-hidden="true">
            {icon}
          </span>
        )
      )}
      {!iconOnly && <span className={styles.label}>{children}</span>}
      {loading && <VisuallyHidden>{t('button.loading')}</VisuallyHidden>}
    </button>
  );
}
