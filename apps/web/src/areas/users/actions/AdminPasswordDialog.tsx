import {
  isPasswordChangeFilled,
  type PasswordChangeFaults,
  validatePasswordChange,
} from '@platform/contract';
import { Button, Dialog, DialogClose, InlineAlert, useT, useToast } from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { api } from '../../../app/session/api.ts';
import { useSignedIn } from '../../../app/session/session.ts';
import { apiErrorMessage } from '../../../shared/apiErrors.ts';
import { NewPasswordFields } from '../../account/NewPasswordFields.tsx';
import styles from './AccountActions.module.css';
import type { SelectedUser } from './AccountActions.tsx';

const EMPTY = { newPassword: '', confirmPassword: '' };

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
  const formId = useId();
  const signedIn = useSignedIn();
  const policy = signedIn?.config.passwordPolicy ?? 'high';
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState(EMPTY);
  const [faults, setFaults] = useState<PasswordChangeFaults>({});
  const [failure, setFailure] = useState<string | null>(null);

  const change = useMutation({
    mutationFn: (userIdx: number) =>
      api.call(
        'user.MODIFY_PWD',
        { userIdx, newPassword: fields.newPassword },
        { errorContext: 'passwordChange' },
      ),
  });

  const setOpenAndReset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setFields(EMPTY);
      setFaults({});
      setFailure(null);
    }
  };

  const input = { own: false, oldPassword: '', ...fields };
  const filled = isPasswordChangeFilled(input);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!user || !filled || change.isPending) return;
    const found = validatePasswordChange({ ...input, policy });
    setFaults(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      await change.mutateAsync(user.userIdx);
      toast.success(t('toast.passwordChanged'));
      setOpenAndReset(false);
    } catch (error) {
      // What was typed stays; the refusal says why (no password-change permission, ...).
      setFailure(apiErrorMessage(error, t));
    }
  };

  const edit = (name: keyof typeof EMPTY) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  return (
    <Dialog
      title={t('userDetail.passwordTitle', { name: user?.userName ?? '' })}
      open={open}
      onOpenChange={setOpenAndReset}
      trigger={
        <Button variant="secondary" size="sm" disabled={!user} data-action="password">
          {t('userDetail.changePassword')}
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('userDetail.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={!filled} loading={change.isPending}>
            {t('userDetail.passwordSubmit')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <NewPasswordFields
          policy={policy}
          labels={{
            password: t('userDetail.newPassword'),
            confirm: t('userDetail.newPasswordConfirm'),
          }}
          names={{ password: 'newPassword', confirm: 'confirmPassword' }}
          errors={{ password: faults.newPassword, confirm: faults.confirmPassword }}
          onPasswordChange={edit('newPassword')}
          onConfirmChange={edit('confirmPassword')}
        />
        {failure && <InlineAlert tone="danger">{failure}</InlineAlert>}
      </form>
    </Dialog>
  );
}
