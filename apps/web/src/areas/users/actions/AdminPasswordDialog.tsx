import { isPasswordChangeFilled, validatePasswordChange } from '@platform/contract';
import { Button, contractResolver, FormDialog, faultOf, useT, useToast } from '@platform/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '../../../app/session/api.ts';
import { useSignedIn } from '../../../app/session/session.ts';
import { apiErrorMessage } from '../../../shared/apiErrors.ts';
import { NewPasswordFields } from '../../account/NewPasswordFields.tsx';
import type { SelectedUser } from './AccountActions.tsx';

interface AdminPasswordForm {
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: AdminPasswordForm = { newPassword: '', confirmPassword: '' };

/**
 * The admin's change of another user's password (foundation.md §7 MODIFY_PWD; §5 the
 * institution's policy, new and confirmation must match, submit only when filled; §6 "Changing
 * another user's password ... need[s] a permission"; §8 WB-403-102 read as "no password-change
 * permission"). No old password: it is not the admin's own. The trigger is disabled unless exactly
 * one other user is selected.
 */
export function AdminPasswordDialog({ user }: { user: SelectedUser | undefined }) {
  const t = useT();
  const toast = useToast();
  const signedIn = useSignedIn();
  const policy = signedIn?.config.passwordPolicy ?? 'high';
  const [open, setOpen] = useState(false);
  const form = useForm<AdminPasswordForm>({
    defaultValues: EMPTY,
    resolver: contractResolver((values) =>
      validatePasswordChange({ own: false, oldPassword: '', ...values, policy }),
    ),
  });
  const { errors } = form.formState;
  const filled = isPasswordChangeFilled({ own: false, oldPassword: '', ...form.watch() });

  const change = async ({ newPassword }: AdminPasswordForm) => {
    if (!user) return;
    await api.call(
      'user.MODIFY_PWD',
      { userIdx: user.userIdx, newPassword },
      { errorContext: 'passwordChange' },
    );
    toast.success(t('toast.passwordChanged'));
  };

  return (
    <FormDialog
      form={form}
      title={t('userDetail.passwordTitle', { name: user?.userName ?? '' })}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset(EMPTY);
      }}
      trigger={
        <Button variant="secondary" size="sm" disabled={!user} data-action="password">
          {t('userDetail.changePassword')}
        </Button>
      }
      cancelLabel={t('userDetail.cancel')}
      submitLabel={t('userDetail.passwordSubmit')}
      submitDisabled={!filled}
      onSubmit={change}
      // What was typed stays; the refusal says why (no password-change permission, ...).
      errorText={(error) => apiErrorMessage(error, t)}
    >
      <NewPasswordFields
        policy={policy}
        labels={{
          password: t('userDetail.newPassword'),
          confirm: t('userDetail.newPasswordConfirm'),
        }}
        inputs={{
          password: form.register('newPassword'),
          confirm: form.register('confirmPassword'),
        }}
        errors={{ password: faultOf(errors.newPassword), confirm: faultOf(errors.confirmPassword) }}
      />
    </FormDialog>
  );
}
