import {
  ApiError,
  isPasswordChangeFilled,
  type PasswordChangeFaults,
  type PasswordPolicy,
  validatePasswordChange,
} from '@platform/contract';
import {
  Button,
  Dialog,
  DialogClose,
  InlineAlert,
  PasswordField,
  useT,
  useToast,
} from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { api } from '../../app/session/api.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import styles from './MyInfoDialog.module.css';
import { NewPasswordFields } from './NewPasswordFields.tsx';

/** foundation.md §8: WB-403-203 "current password does not match", shown on that field. */
const CURRENT_PASSWORD_MISMATCH = 'WB-403-203';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The password change of my-info (foundation.md §5): the institution's policy (high or simple),
 * the current password required, new and confirmation must match, submit enabled only when every
 * field is filled; 'Password has been changed' on success (foundation.md §8).
 */
export function PasswordChangeDialog({ policy }: { policy: PasswordPolicy }) {
  const t = useT();
  const toast = useToast();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState(EMPTY);
  const [faults, setFaults] = useState<PasswordChangeFaults>({});
  const [oldPasswordRefused, setOldPasswordRefused] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const change = useMutation({
    mutationFn: () =>
      api.call('user.MODIFY_ME_PWD', {
        oldPassword: fields.oldPassword,
        newPassword: fields.newPassword,
      }),
  });

  const setOpenAndReset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setFields(EMPTY);
      setFaults({});
      setOldPasswordRefused(null);
      setFailure(null);
    }
  };

  const edit = (name: keyof typeof EMPTY) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    if (name === 'oldPassword') setOldPasswordRefused(null);
  };

  const input = { own: true, ...fields };
  const filled = isPasswordChangeFilled(input);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // This dialog sits inside my-info's form in the React tree: its submit is not my-info's.
    event.stopPropagation();
    if (!filled || change.isPending) return;
    const found = validatePasswordChange({ ...input, policy });
    setFaults(found);
    setOldPasswordRefused(null);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      await change.mutateAsync();
      toast.success(t('toast.passwordChanged'));
      setOpenAndReset(false);
    } catch (error) {
      // What was typed stays, so the user can correct the one field that is wrong.
      if (error instanceof ApiError && error.code === CURRENT_PASSWORD_MISMATCH) {
        setOldPasswordRefused(apiErrorMessage(error, t));
      } else {
        setFailure(apiErrorMessage(error, t));
      }
    }
  };

  return (
    <Dialog
      title={t('myInfo.password.title')}
      open={open}
      onOpenChange={setOpenAndReset}
      trigger={
        <Button variant="secondary" size="sm">
          {t('myInfo.password.open')}
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('myInfo.password.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={!filled} loading={change.isPending}>
            {t('myInfo.password.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <PasswordField
          label={t('myInfo.password.old')}
          name="oldPassword"
          autoComplete="current-password"
          required
          onValueChange={edit('oldPassword')}
          error={oldPasswordRefused ?? faults.oldPassword}
        />
        <NewPasswordFields
          policy={policy}
          labels={{ password: t('myInfo.password.new'), confirm: t('myInfo.password.confirm') }}
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
