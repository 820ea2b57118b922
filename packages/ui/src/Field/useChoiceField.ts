import { useId } from 'react';
import { useT } from '../i18n/index.ts';
import { errorText, type FieldErrorValue } from './fieldError.ts';

interface ChoiceFieldOptions {
  /** Names the generated id (`checkbox-…`) so the DOM says which control it belongs to. */
  idPrefix: string;
  id?: string;
  description?: unknown;
  error?: FieldErrorValue;
}

/**
 * The ids and error text of a choice control (Checkbox, Switch, RadioGroup): they lay out their
 * label beside the control rather than in the Field frame, but tie description and error to it
 * the same way Field does.
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
  return { controlId, descriptionId, errorId, message, describedBy };
}
