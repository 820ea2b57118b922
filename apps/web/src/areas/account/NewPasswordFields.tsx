import type { PasswordPolicy } from '@platform/contract';
import { PasswordField, useT } from '@platform/ui';
import type { ComponentProps } from 'react';

/** A field's error as the fields take it: a validation fault or a text. */
type FieldError = ComponentProps<typeof PasswordField>['error'];

export interface NewPasswordFieldsProps {
  /** The institution's policy (foundation.md §5), told under the new password. */
  policy: PasswordPolicy;
  labels: { password: string; confirm: string };
  /** The form's names of the two fields. */
  names: { password: string; confirm: string };
  errors: { password?: FieldError; confirm?: FieldError };
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
}

/**
 * A new password and its confirmation (foundation.md §5), as my-info's password change, the
 * admin's change of another user's password and the registration of a user ask for them.
 */
export function NewPasswordFields({
  policy,
  labels,
  names,
  errors,
  onPasswordChange,
  onConfirmChange,
}: NewPasswordFieldsProps) {
  const t = useT();
  return (
    <>
      <PasswordField
        label={labels.password}
        name={names.password}
        autoComplete="new-password"
        required
        description={t(policy === 'high' ? 'valid.passwordHigh' : 'valid.passwordSimple')}
        onValueChange={onPasswordChange}
        error={errors.password}
      />
      <PasswordField
        label={labels.confirm}
        name={names.confirm}
        autoComplete="new-password"
        required
        onValueChange={onConfirmChange}
        error={errors.confirm}
      />
    </>
  );
}
