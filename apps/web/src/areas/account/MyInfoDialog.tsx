import { codeLabelKey, codeLabelTexts, LIMITS, type User } from '@platform/contract';
import {
  contractResolver,
  FormDialog,
  faultOf,
  InlineAlert,
  registerTexts,
  TextField,
  ToastProvider,
  useT,
  useToast,
} from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { endpointQuery } from '../../app/endpointQuery.ts';
import { api } from '../../app/session/api.ts';
import { useSignedIn } from '../../app/session/session.ts';
import { sessionStore } from '../../app/session/sessionStore.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { DraftRestore } from '../../shared/DraftRestore.tsx';
import { useFormDraft } from '../../shared/formDrafts.ts';
import { QueryState } from '../../shared/QueryState.tsx';
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
  const signedIn = useSignedIn();

  const me = useQuery(endpointQuery('user.GET_ME', {}, 'result'));
  const form = useForm<{ userName: string }>({
    // The loaded name fills the field; a name the user has typed survives a reload of me.
    values: { userName: me.data?.userName ?? '' },
    resetOptions: { keepDirtyValues: true },
    resolver: contractResolver(({ userName }) => ({ userName: nameFault(userName.trim()) })),
  });
  const draft = useFormDraft(form, 'myInfo');

  const save = async ({ userName }: { userName: string }) => {
    const name = userName.trim();
    if (!me.data || name === me.data.userName) return;
    // WB-403-204 and any other refusal: the reason shows here and the typed name stays.
    const saved = await api.result('user.MODIFY_ME', { userName: name });
    storeUserName(saved?.userName ?? name);
    frameToast.success(t('toast.saved'));
  };

  return (
    <FormDialog
      form={form}
      title={t('myInfo.title')}
      open={open}
      onOpenChange={onOpenChange}
      cancelLabel={t('myInfo.cancel')}
      submitLabel={t('myInfo.save')}
      submitDisabled={!me.data}
      onSubmit={save}
      errorText={(error) => apiErrorMessage(error, t)}
    >
      <DraftRestore draft={draft} />
      {/* Toasts of the actions inside the modal show inside it, where the page is not inert. */}
      <ToastProvider>
        <QueryState
          query={me}
          loadingLabel={t('myInfo.loading')}
          showLoadingLabel
          errorTitle={t('myInfo.loadFailed')}
          isEmpty={(data) => data === null}
          empty={<InlineAlert tone="danger">{t('myInfo.loadFailed')}</InlineAlert>}
        >
          {(data) =>
            data && (
              <>
                <ProfilePicture user={data} onChanged={() => me.refetch()} />
                <Identity user={data} />
                {canChangeOwnPassword(data.accountOwnerType ?? signedIn?.user.accountOwnerType) &&
                  signedIn && (
                    <div className={styles.row}>
                      <PasswordChangeDialog policy={signedIn.config.passwordPolicy} />
                    </div>
                  )}
                <TextField
                  label={t('myInfo.name')}
                  autoComplete="name"
                  required
                  maxLength={LIMITS.NAME_MAX}
                  showCounter
                  error={faultOf(form.formState.errors.userName)}
                  {...form.register('userName')}
                />
                <div className={styles.row}>
                  <ResetSettingsButton />
                </div>
              </>
            )
          }
        </QueryState>
      </ToastProvider>
    </FormDialog>
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
