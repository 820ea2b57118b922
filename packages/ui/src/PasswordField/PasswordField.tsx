import { type FocusEvent, type KeyboardEvent, useState } from 'react';
import { useT } from '../i18n/index.ts';
import fieldStyles from '../internal/field/field.module.css';
import { EyeIcon } from '../internal/icons/EyeIcon.tsx';
import { TextField, type TextFieldProps } from '../TextField/index.ts';
import { isCapsLockOn } from './capsLock.ts';
import styles from './PasswordField.module.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment' | 'showCounter'>;

/**
 * A password field (login, password change, user form): a show/hide toggle button (its name
 * says what it does, aria-pressed says whether the password is shown) and a polite caps-lock
 * warning, read from each key event (screens.md §2.2 "password with show/hide ... caps-lock
 * warning").
 */
export function PasswordField({
  onKeyDown,
  onKeyUp,
  onBlur,
  notice,
  disabled,
  readOnly,
  autoComplete,
  ...rest
}: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);

  const readCapsLock = (event: KeyboardEvent<HTMLInputElement>) => setCapsLock(isCapsLockOn(event));

  return (
    <TextField
      {...rest}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete ?? 'current-password'}
      // Passwords are typed in Latin letters: spell checkers and auto-capitalising keyboards
      // would only change them.
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      disabled={disabled}
      readOnly={readOnly}
      onKeyDown={(event) => {
        readCapsLock(event);
        onKeyDown?.(event);
      }}
      onKeyUp={(event) => {
        readCapsLock(event);
        onKeyUp?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setCapsLock(false);
        onBlur?.(event);
      }}
      notice={notice ?? (capsLock ? t('fields.capsLockOn') : undefined)}
      endAdornment={
        <button
          type="button"
          className={[fieldStyles.affix, styles.toggle].join(' ')}
          data-slot="password-field-toggle"
          aria-label={t('fields.showPassword')}
          aria-pressed={visible}
          disabled={disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}
