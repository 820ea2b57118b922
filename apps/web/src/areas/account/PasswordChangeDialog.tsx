import {
  isPasswordChangeFilled,
  type PasswordPolicy,
  validatePasswordChange,
} from '@platform/contract';
import {
  Button,
  contractResolver,
  FormDialog,
  faultOf,
  PasswordField,
  useT,
  useToast,
} from '@platform/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '../../app/session/api.ts';
import { apiErrorMessage, isCurrentPasswordMismatch } from '../../shared/apiErrors.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';

/** foundation.md §8: WB-403-203 "current password does not match", shown on that field. */

interface PasswordChangeForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: PasswordChangeForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The password change of my-info (foundation.md §5): the institution's policy (high or simple),
 * the current password required, new and confirmation must match, submit enabled only when every
 * field is filled; 'Password has been changed' on success (foundation.md §8).
 */
export function PasswordChangeDialog({ policy }: { policy: PasswordPolicy }) {
  const t = useT();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const form = useForm<PasswordChangeForm>({
    defaultValues: EMPTY,
    resolver: contractResolver((values) =>
      validatePasswordChange({ own: true, ...values, policy }),
    ),
  });
  const { errors } = form.formState;
  const filled = isPasswordChangeFilled({ own: true, ...form.watch() });

  const change = async ({ oldPassword, newPassword }: PasswordChangeForm) => {
    await api.call('user.MODIFY_ME_PWD', { oldPassword, newPassword });
    toast.success(t('toast.passwordChanged'));
  };

  return (
    <FormDialog
      form={form}
      title={t('myInfo.password.title')}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset(EMPTY);
      }}
      trigger={
        <Button variant="secondary" size="sm">
          {t('myInfo.password.open')}
        </Button>
      }
      cancelLabel={t('myInfo.password.cancel')}
      submitLabel={t('myInfo.password.submit')}
      submitDisabled={!filled}
      onSubmit={change}
      errorText={(error) => apiErrorMessage(error, t)}
      // What was typed stays, so the user can correct the one field that is wrong.
      fieldOfError={(error) => (isCurrentPasswordMismatch(error) ? 'oldPassword' : null)}
    >
      <PasswordField
        label={t('myInfo.password.old')}
        autoComplete="current-password"
        required
        error={faultOf(errors.oldPassword)}
        {...form.register('oldPassword')}
      />
      <NewPasswordFields
        policy={policy}
        labels={{ password: t('myInfo.password.new'), confirm: t('myInfo.password.confirm') }}
        inputs={{
          password: form.register('newPassword'),
          confirm: form.register('confirmPassword'),
        }}
        errors={{ password: faultOf(errors.newPassword), confirm: faultOf(errors.confirmPassword) }}
      />
    </FormDialog>
  );
}
