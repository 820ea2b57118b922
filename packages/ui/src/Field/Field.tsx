import { type ReactNode, useId } from 'react';
import { useT } from '../i18n/index.ts';
import styles from '../internal/field/field.module.css';
import { RequiredMark } from '../internal/field/RequiredMark.tsx';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { errorText, type FieldErrorValue } from './fieldError.ts';

/** The props the frame gives to its control, so that label, help and error reach it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldCounter {
  count: number;
  max: number;
}

/** The props every field shares: the frame's, plus what react-hook-form passes. */
export interface FieldFrameProps {
  label: ReactNode;
  /** Help under the label, read with the control. */
  description?: ReactNode;
  /** Marks the field as required (a visible mark and aria-required). */
  required?: boolean;
  /** A message, a text key (e.g. 'valid.required') or a contract fault `{ key, params }`. */
  error?: FieldErrorValue;
  /** Hides the label from sight (it stays the accessible name), for a search box in a toolbar. */
  hideLabel?: boolean;
  id?: string;
  className?: string;
}

export interface FieldProps extends FieldFrameProps {
  /** A polite notice that is not an error (caps lock is on, only numbers are taken). */
  notice?: ReactNode;
  counter?: FieldCounter;
  disabled?: boolean;
  readOnly?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The frame of every field: label, description, required mark, counter, polite notice and error.
 * The error region is always in the page (empty when there is none) so that a screen reader
 * announces a message when it appears, and the control is tied to it by aria-describedby and
 * aria-invalid.
 */
export function Field({
  label,
  description,
  required = false,
  error,
  hideLabel = false,
  id,
  className,
  notice,
  counter,
  disabled,
  readOnly,
  children,
}: FieldProps) {
  const t = useT();
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const descriptionId = `${controlId}-description`;
  const counterId = `${controlId}-counter`;
  const noticeId = `${controlId}-notice`;
  const errorId = `${controlId}-error`;
  const message = errorText(error, t);
  const atLimit = counter !== undefined && counter.count >= counter.max;

  const describedBy = [
    description ? descriptionId : null,
    counter ? counterId : null,
    notice ? noticeId : null,
    message ? errorId : null,
  ]
    .filter(Boolean)
    .join(' ');

  const labelContent = (
    <>
      {label}
      {required && <RequiredMark />}
    </>
  );

  return (
    <div
      className={[styles.field, className].filter(Boolean).join(' ')}
      data-slot="field"
      data-invalid={message ? true : undefined}
      data-disabled={disabled || undefined}
      data-readonly={readOnly || undefined}
    >
      <div className={styles.labelRow} data-slot="field-label-row">
        {hideLabel ? (
          <VisuallyHidden asChild>
            <label htmlFor={controlId}>{label}</label>
          </VisuallyHidden>
        ) : (
          <label className={styles.label} htmlFor={controlId} data-slot="field-label">
            {labelContent}
          </label>
        )}
        {counter && (
          <span
            id={counterId}
            className={styles.counter}
            data-slot="field-counter"
            data-at-limit={atLimit || undefined}
          >
            {t('fields.counter', { count: counter.count, max: counter.max })}
          </span>
        )}
      </div>
      {description && (
        <p id={descriptionId} className={styles.description} data-slot="field-description">
          {description}
        </p>
      )}
      {children({
        id: controlId,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': message ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {/* The live regions stay in the page while empty, so that what appears is announced. */}
      <div className={styles.messages} data-slot="field-messages">
        <p id={noticeId} className={styles.notice} data-slot="field-notice" role="status">
          {notice}
        </p>
        {counter && (
          <VisuallyHidden role="status">
            {atLimit ? t('fields.limitReached', { max: counter.max }) : ''}
          </VisuallyHidden>
        )}
        <p id={errorId} className={styles.error} data-slot="field-error" aria-live="polite">
          {message}
        </p>
      </div>
    </div>
  );
}
