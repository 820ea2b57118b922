import { validateInviteCode } from '@platform/contract';
import { type ChangeEvent, type KeyboardEvent, useState } from 'react';
import type { FieldErrorValue } from '../Field/index.ts';
import { useT } from '../i18n/index.ts';
import { TextField, type TextFieldProps } from '../TextField/index.ts';
import styles from './InviteCodeInput.module.css';
import { completeInviteCode, inviteCodeDisplay } from './inviteCodeText.ts';

export interface InviteCodeInputProps
  extends Omit<
    TextFieldProps,
    | 'label'
    | 'sanitize'
    | 'maxLength'
    | 'showCounter'
    | 'onEnter'
    | 'type'
    | 'inputMode'
    | 'onSubmit'
  > {
  /** Defaults to 'Invite code'. */
  label?: TextFieldProps['label'];
  /** Enter with a complete code: the 9 digits. Without it, Enter submits the surrounding form. */
  onSubmit?: (code: string) => void;
  /** The digits whenever they change (e.g. '123456789' for a box showing 123-456-789). */
  onCodeChange?: (digits: string) => void;
  /**
   * The server did not accept the code (WB-400-220): shows the spec's 'invalid invite code or
   * link' text (error.invalidInvite) until the code is edited.
   */
  invalid?: boolean;
}

/**
 * The invite code box of the invite join page and the class list's join card: 9 digits shown
 * 3-3-3, non-digits stripped as typed, a pasted link or text reduced to its code, Enter
 * submits. An empty box says 'required', an incomplete one the contract's invite text
 * (valid.inviteCode), a code the server rejects the error text of WB-400-220.
 */
export function InviteCodeInput({
  label,
  description,
  onSubmit,
  onCodeChange,
  invalid = false,
  error,
  onChange,
  onKeyDown,
  value,
  defaultValue,
  ...rest
}: InviteCodeInputProps) {
  const t = useT();
  const [checkError, setCheckError] = useState<FieldErrorValue>(null);
  const [edited, setEdited] = useState(false);

  const handleEnter = (text: string, event: KeyboardEvent<HTMLInputElement>) => {
    if (!onSubmit) return;
    // The box submits its code itself; the form around it must not submit as well.
    event.preventDefault();
    const code = completeInviteCode(text);
    const fault = code ? null : (validateInviteCode(text) ?? { key: 'valid.inviteCode' as const });
    setCheckError(fault);
    if (code) {
      setEdited(false);
      onSubmit(code);
    }
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setCheckError(null);
    setEdited(true);
    onChange?.(event);
  };

  const shownError = error ?? checkError ?? (invalid && !edited ? 'error.invalidInvite' : null);

  return (
    <TextField
      {...rest}
      className={[styles.root, rest.className].filter(Boolean).join(' ')}
      label={label ?? t('fields.inviteCode')}
      description={description ?? t('fields.inviteCodeHint')}
      value={value === undefined ? undefined : inviteCodeDisplay(value)}
      defaultValue={defaultValue === undefined ? undefined : inviteCodeDisplay(defaultValue)}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      enterKeyHint="go"
      sanitize={inviteCodeDisplay}
      onValueChange={(text) => onCodeChange?.(text.replace(/\D/g, ''))}
      onChange={handleChange}
      onKeyDown={(event) => {
        moveCaretOverDash(event);
        onKeyDown?.(event);
      }}
      onEnter={handleEnter}
      error={shownError}
    />
  );
}

/**
 * Backspace just after a dash (or Delete just before one) would remove only the dash, which the
 * formatting puts straight back: move the caret over the dash first, so the digit goes.
 */
function moveCaretOverDash(event: KeyboardEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const { selectionStart: start, selectionEnd: end, value } = input;
  if (start === null || start !== end) return;
  if (event.key === 'Backspace' && value[start - 1] === '-') {
    input.setSelectionRange(start - 1, start - 1);
  } else if (event.key === 'Delete' && value[start] === '-') {
    input.setSelectionRange(start + 1, start + 1);
  }
}
