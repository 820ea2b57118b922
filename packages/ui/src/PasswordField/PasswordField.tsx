import { type FocusEvent, forwardRef, type KeyboardEvent, useState } from 'react';
import fieldStyles from '../Field/Field.module.css';
import { useT } from '../i18n/index.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { isCapsLockOn } from './capsLock.ts';
import styles from './PasswordField.module.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment' | 'showCounter'>;

const EyeIcon = ({ crossed }: { crossed: boolean }) => (
  <svg
    viewBox="0 0 20 20"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
  >
    <path d="M1.5 10s3-6 8.5-6 8.5 6 8.5 6-3 6-8.5 6-8.5-6-8.5-6z" />
    <circle cx="10" cy="10" r="2.5" />
    {crossed && <path d="M3 17L17 3" />}
  </svg>
);

/**
 * A password field (login, password change, user form): a show/hide toggle button (its name
 * says what it does, aria-pressed says whether the password is shown) and a polite caps-lock
 * warning, read from each key event (screens.md §2.2 "password with show/hide ... caps-lock
 * warning").
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(
    { onKeyDown, onKeyUp, onBlur, notice, disabled, readOnly, autoComplete, ...rest },
    ref,
  ) {
    const t = useT();
    const [visible, setVisible] = useState(false);
    const [capsLock, setCapsLock] = useState(false);

    const readCapsLock = (event: KeyboardEvent<HTMLInputElement>) =>
      setCapsLock(isCapsLockOn(event));

    return (
      <TextField
        {...rest}
        ref={ref}
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
  },
);
