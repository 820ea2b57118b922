import {
  codeLabelKey,
  codeLabelTexts,
  LIMITS,
  type User,
  type ValidationFault,
} from '@platform/contract';
import {
  Button,
  Dialog,
  DialogClose,
  InlineAlert,
  registerTexts,
  Spinner,
  TextField,
  ToastProvider,
  useT,
  useToast,
} from '@platform/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { api } from '../../app/session/api.ts';
import { useSignedIn } from '../../app/session/session.ts';
import { sessionStore } from '../../app/session/sessionStore.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import styles from './MyInfoDialog.module.css';
import { canChangeOwnPassword, nameFault } from './myInfoRules.ts';
import { PasswordChangeDialog } from './PasswordChangeDialog.tsx';
import { ProfilePicture } from './ProfilePicture.tsx';
import { ResetSettingsButton } from './ResetSettingsButton.tsx';
import { myInfoTexts } from './texts.ts';

// This screen's texts arrive with its code (the first page does not carry them all).
registerTexts(codeLabelTexts);
registerTexts(myInfoTexts);

export interface MyInfoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Keeps the stored session's name in step with a saved one: the header shows it. */
function storeUserName(userName: string): void {
  const stored = sessionStore.read();
  if (stored?.user) sessionStore.write({ user: { ...stored.user, userName } });
}

/**
 * The my-info modal of the header's profile button (foundation.md §2 "My-info modal"): profile
 * picture with edit and reset, read-only id and type, password change (own login only), name,
 * reset settings, cancel and save.
 */
export function MyInfoDialog({ open, onOpenChange }: MyInfoDialogProps) {
  const t = useT();
  // The frame's toasts: 'Saved' shows after this modal has closed.
  const frameToast = useToast();
  const formId = useId();
  const signedIn = useSignedIn();
  const userIdx = signedIn?.user.userIdx ?? 0;

  const me = useQuery({
    queryKey: ['user.GET_ME', userIdx],
    queryFn: ({ signal }) => api.result('user.GET_ME', {}, { signal }),
  });

  // The committed text of the name field; null until the user types (the loaded name shows).
  const [typedName, setTypedName] = useState<string | null>(null);
  const [nameError, setNameError] = useState<ValidationFault | null>(null);
  const [saveFailure, setSaveFailure] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (userName: string) => api.result('user.MODIFY_ME', { userName }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Submits of the dialogs opened from here bubble through the React tree: not this form's.
    if (event.target !== event.currentTarget) return;
    const user = me.data;
    if (!user || save.isPending) return;
    const name = (typedName ?? user.userName).trim();
    const fault = nameFault(name);
    setNameError(fault);
    setSaveFailure(null);
    if (fault) return;
    if (name === user.userName) {
      onOpenChange(false);
      return;
    }
    try {
      const saved = await save.mutateAsync(name);
      storeUserName(saved?.userName ?? name);
      frameToast.success(t('toast.saved'));
      onOpenChange(false);
    } catch (error) {
      // WB-403-204 and any other refusal: the reason shows here and the typed name stays.
      setSaveFailure(apiErrorMessage(error, t));
    }
  };

  return (
    <Dialog
      title={t('myInfo.title')}
      open={open}
      onOpenChange={onOpenChange}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('myInfo.cancel')}</Button>
          </DialogClose>
          <Button
            type="submit"
            form={formId}
            disabled={!me.data}
            loading={save.isPending}
            data-slot="my-info-save"
          >
            {t('myInfo.save')}
          </Button>
        </>
      }
    >
      {/* Toasts of the actions inside the modal show inside it, where the page is not inert. */}
      <ToastProvider>
        {me.data ? (
          <form id={formId} className={styles.form} onSubmit={submit} noValidate>
            <ProfilePicture user={me.data} onChanged={() => me.refetch()} />
            <Identity user={me.data} />
            {canChangeOwnPassword(me.data.accountOwnerType ?? signedIn?.user.accountOwnerType) &&
              signedIn && (
                <div className={styles.row}>
                  <PasswordChangeDialog policy={signedIn.config.passwordPolicy} />
                </div>
              )}
            <TextField
              label={t('myInfo.name')}
              name="userName"
              autoComplete="name"
              required
              maxLength={LIMITS.NAME_MAX}
              showCounter
              defaultValue={me.data.userName}
              onValueChange={(value) => {
                setTypedName(value);
                setNameError(null);
              }}
              error={nameError}
            />
            {saveFailure && <InlineAlert tone="danger">{saveFailure}</InlineAlert>}
            <div className={styles.row}>
              <ResetSettingsButton />
            </div>
          </form>
        ) : me.isError ? (
          <InlineAlert tone="danger">
            {t('myInfo.loadFailed')}{' '}
            <Button variant="secondary" size="sm" onClick={() => void me.refetch()}>
              {t('myInfo.retry')}
            </Button>
          </InlineAlert>
        ) : (
          <Spinner label={t('myInfo.loading')} showLabel />
        )}
      </ToastProvider>
    </Dialog>
  );
}

function Identity({ user }: { user: Pick<User, 'userId' | 'userType'> }) {
  const t = useT();
  return (
    <dl className={styles.identity} data-slot="my-info-identity">
      <div>
        <dt>{t('myInfo.userId')}</dt>
        <dd>{user.userId}</dd>
      </div>
      <div>
        <dt>{t('myInfo.userType')}</dt>
        <dd>{t(codeLabelKey('USER_TYPE', user.userType))}</dd>
      </div>
    </dl>
  );
}
