import { type ReactNode, useId } from 'react';
import { errorText, type FieldErrorValue } from '../../Field/index.ts';
import { useT } from '../../i18n/index.ts';
import styles from './field.module.css';

/** The Field frame's props that a choice control (Checkbox, Switch, RadioGroup) takes too. */
export interface ChoiceFrameProps {
  label: ReactNode;
  /** Help under the control, read with it. */
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** A message, a text key (e.g. 'valid.required') or a contract fault `{ key, params }`. */
  error?: FieldErrorValue;
  id?: string;
  className?: string;
}

interface ChoiceFieldOptions {
  /** Names the generated id (`checkbox-…`) so the DOM says which control it belongs to. */
  idPrefix: string;
  id?: string;
  description?: ReactNode;
  error?: FieldErrorValue;
}

/**
 * The ids, description and error of a choice control: they lay out their label beside the
 * control rather than in the Field frame, but tie description and error to it the same way Field
 * does. The error line stays in the page while empty, so that a new message is announced.
 */
export function useChoiceField({ idPrefix, id, description, error }: ChoiceFieldOptions) {
  const t = useT();
  const generatedId = useId();
  const controlId = id ?? `${idPrefix}-${generatedId}`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const message = errorText(error, t);
  const describedBy =
    [description ? descriptionId : null, message ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  return {
    controlId,
    message,
    describedBy,
    descriptionNote: description ? (
      <p id={descriptionId} className={styles.description}>
        {description}
      </p>
    ) : null,
    errorNote: (
      <p id={errorId} className={styles.error} aria-live="polite">
        {message}
      </p>
    ),
  };
}
