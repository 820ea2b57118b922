import type { PasswordPolicy } from '@platform/contract';
import { PasswordField, useT } from '@platform/ui';
import type { ComponentProps } from 'react';

type PasswordFieldProps = ComponentProps<typeof PasswordField>;

/** What the form gives each field: react-hook-form's `register(name)`, or a name and a handler. */
export type PasswordInput = Omit<
  PasswordFieldProps,
  'label' | 'autoComplete' | 'required' | 'description' | 'error'
>;

export interface NewPasswordFieldsProps {
  /** The institution's policy (foundation.md §5), told under the new password. */
  policy: PasswordPolicy;
  labels: { password: string; confirm: string };
  inputs: { password: PasswordInput; confirm: PasswordInput };
  errors: { password?: PasswordFieldProps['error']; confirm?: PasswordFieldProps['error'] };
}

/** The message key of a field's error: a fault's key, or the string (a key or a message). */
function faultKeyOf(error: PasswordFieldProps['error']): string | undefined {
  if (error == null) return undefined;
  return typeof error === 'string' ? error : error.key;
}

/**
 * A new password and its confirmation (foundation.md §5), as my-info's password change, the
 * admin's change of another user's password and the registration of a user ask for them.
 */
export function NewPasswordFields({ policy, labels, inputs, errors }: NewPasswordFieldsProps) {
  const t = useT();
  const policyKey = policy === 'high' ? 'valid.passwordHigh' : 'valid.passwordSimple';
  // A password that breaks the policy gets the policy's own sentence as its error: shown as the
  // help too, it read twice, word for word (issue 16 item 13). The rule is then said once, as
  // the error; any other error (a character not allowed, a run) keeps the rule as help.
  const breaksPolicy = faultKeyOf(errors.password) === policyKey;
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        required
        description={breaksPolicy ? undefined : t(policyKey)}
        error={errors.password}
        {...inputs.password}
      />
      <PasswordField
        label={labels.confirm}
        autoComplete="new-password"
        required
        error={errors.confirm}
        {...inputs.confirm}
      />
    </>
  );
}
