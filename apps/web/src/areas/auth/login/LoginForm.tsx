import {
  LIMITS,
  type ValidationFault,
  validateLoginPassword,
  validateLoginUsername,
} from '@platform/contract';
import {
  Button,
  Checkbox,
  InlineAlert,
  LinkButton,
  PasswordField,
  TextField,
  useT,
} from '@platform/ui';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import styles from './CompanyLoginPage.module.css';
import { loginErrorLines } from './loginErrors.ts';
import { readLoginPreferences } from './loginPreferences.ts';
import type { SignInInput } from './useSignIn.ts';

export interface LoginFormProps {
  /** Signs in; the form shows `error` when it fails. */
  onSubmit: (input: SignInInput) => void;
  pending: boolean;
  /** The last failed sign-in, shown in the form's alert region. */
  error: unknown;
  /** Easy mode: larger controls (see CompanyLoginPage). */
  easy?: boolean;
}

interface LoginFaults {
  username: ValidationFault | null;
  password: ValidationFault | null;
}

const NO_FAULTS: LoginFaults = { username: null, password: null };

/**
 * The ID/password form (screens.md §2.2): ID (max 50) and password (max 30) from the contract's
 * login schema, both required and the submit disabled while either is empty; a show/hide and
 * caps-lock password field; the auto-login checkbox; go home. The last user id and auto-login
 * choice come back from local storage. A failed sign-in keeps what was typed. The fields are
 * checked with the contract's login rules directly, on submit and then again as the user corrects
 * a field. No form library here: the login page has a size budget (scripts/check-size.mjs, 160 kB
 * gzip), and this form on react-hook-form (issue 15) measured 172.6 kB against 158.6 kB without
 * it (react-hook-form's own chunk is 14.0 kB gzip).
 */
export function LoginForm({ onSubmit, pending, error, easy = false }: LoginFormProps) {
  const t = useT();
  const alertId = useId();
  const [initial] = useState(readLoginPreferences);
  const [autoLogin, setAutoLogin] = useState(initial.autoLogin);
  const [username, setUsername] = useState(initial.username);
  const [password, setPassword] = useState('');
  const [faults, setFaults] = useState<LoginFaults>(NO_FAULTS);
  const [submitted, setSubmitted] = useState(false);
  const empty = !username || !password;
  const size = easy ? 'lg' : 'md';

  const check = (next: { username: string; password: string }): LoginFaults => ({
    username: validateLoginUsername(next.username),
    password: validateLoginPassword(next.password),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = check({ username, password });
    setFaults(found);
    if (found.username || found.password) return;
    onSubmit({ username, password, autoLogin });
  };

  return (
    <form
      className={styles.form}
      data-easy={easy || undefined}
      noValidate
      aria-describedby={error ? alertId : undefined}
      onSubmit={submit}
    >
      <TextField
        name="username"
        value={username}
        onChange={(event) => {
          setUsername(event.target.value);
          if (submitted) setFaults(check({ username: event.target.value, password }));
        }}
        label={t('login.username')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={LIMITS.USERNAME_MAX}
        error={faults.username}
        required
      />
      <PasswordField
        name="password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          if (submitted) setFaults(check({ username, password: event.target.value }));
        }}
        label={t('login.password')}
        maxLength={LIMITS.LOGIN_PASSWORD_MAX}
        error={faults.password}
        required
      />
      <Checkbox
        label={t('login.autoLogin')}
        checked={autoLogin}
        onCheckedChange={(checked) => setAutoLogin(checked === true)}
      />
      {error ? (
        <InlineAlert tone="danger" id={alertId}>
          {loginErrorLines(error).map(({ key, params }) => (
            <p key={key} className={styles.alertLine}>
              {t(key, params)}
            </p>
          ))}
        </InlineAlert>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size={size} disabled={empty} loading={pending}>
          {t('login.submit')}
        </Button>
        <LinkButton asChild>
          <Link to="/">{t('login.goHome')}</Link>
        </LinkButton>
      </div>
    </form>
  );
}
