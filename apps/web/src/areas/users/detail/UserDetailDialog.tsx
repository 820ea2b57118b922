/**
 * UserDetailDialog: the user detail modal (screens.md §10 "Users and groups": "detail modal with
 * memo and unit-price tabs"; §5 "Users and groups", "Memo, price, fee"; §6; issue 7 item 5).
 *
 * Props: `{ open; onOpenChange(open); userIdx?: number; defaultGroupIdx?: number; onChanged?(): void }`
 * - no `userIdx`: register mode (a new user, in `defaultGroupIdx` when given), information only;
 * - `onChanged`: after a user was saved or registered, or a memo or price changed, so that the
 *   caller's lists refresh.
 *
 * Named and default export, so it can be wrapped with React.lazy. It reads the signed-in session
 * (permissions, password policy, feature flags) and needs the app's QueryClient and a
 * ToastProvider above it (the app frame has one).
 */
import {
  canManageOtherUsers,
  canViewUserInfo,
  codeLabelTexts,
  errorTextKey,
  showsUnitPrices,
  type User,
} from '@platform/contract';
import {
  Button,
  Dialog,
  DialogClose,
  EmptyState,
  InlineAlert,
  registerTexts,
  type TabItem,
  Tabs,
  ToastProvider,
  useT,
  useToast,
} from '@platform/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { endpointQuery } from '../../../app/endpointQuery.ts';
import { type SignedIn, useSignedIn } from '../../../app/session/session.ts';
import { QueryState } from '../../../shared/QueryState.tsx';
import { MemosTab } from './MemosTab.tsx';
import { userDetailTexts } from './texts.ts';
import { UnitPricesTab } from './UnitPricesTab.tsx';
import styles from './UserDetailDialog.module.css';
import { UserInfoTab } from './UserInfoTab.tsx';

// This modal's texts arrive with its code (the first page does not carry them all).
registerTexts(codeLabelTexts);
registerTexts(userDetailTexts);

export interface UserDetailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user shown; absent for register mode. */
  userIdx?: number | undefined;
  /** The group a registered user starts in (register mode). */
  defaultGroupIdx?: number | undefined;
  /** After any change (user saved or registered, memo or price changed). */
  onChanged?: (() => void) | undefined;
}

/** The user the dialog shows; the refusal of a view reads as the user-view text. */
const userQuery = (userIdx: number) =>
  endpointQuery('user.GET', { userIdx }, 'result', { errorContext: 'userView' });

/** WB-403-102 (foundation.md §8), read for the user view or for a change of users. */
const NO_USER_PERMISSION = 'WB-403-102';

export function UserDetailDialog({
  open,
  onOpenChange,
  userIdx,
  defaultGroupIdx,
  onChanged,
}: UserDetailDialogProps) {
  const t = useT();
  const signedIn = useSignedIn();
  // The page's toasts (read outside the modal's own provider): 'registered' shows after it closed.
  const frameToast = useToast();
  const register = userIdx === undefined;
  return (
    <Dialog
      title={t(register ? 'userDetail.registerTitle' : 'userDetail.title')}
      open={open}
      onOpenChange={onOpenChange}
    >
      {/* Toasts of the actions inside the modal show inside it, where the page is not inert. */}
      <ToastProvider>
        {!signedIn ? null : register ? (
          <RegisterBody
            signedIn={signedIn}
            defaultGroupIdx={defaultGroupIdx}
            onRegistered={() => {
              frameToast.success(t('userDetail.registered'));
              onChanged?.();
              onOpenChange(false);
            }}
          />
        ) : (
          <DetailBody signedIn={signedIn} userIdx={userIdx} onChanged={onChanged} />
        )}
      </ToastProvider>
    </Dialog>
  );
}

export default UserDetailDialog;

function FormButtons({
  formId,
  label,
  pending,
}: {
  formId: string;
  label: string;
  /** A save of the form is running. */
  pending: boolean;
}) {
  const t = useT();
  return (
    <div className={styles.actions} data-slot="user-detail-buttons">
      <DialogClose asChild>
        <Button variant="secondary">{t('userDetail.cancel')}</Button>
      </DialogClose>
      <Button type="submit" form={formId} loading={pending}>
        {label}
      </Button>
    </div>
  );
}

function RegisterBody({
  signedIn,
  defaultGroupIdx,
  onRegistered,
}: {
  signedIn: SignedIn;
  defaultGroupIdx: number | undefined;
  onRegistered: () => void;
}) {
  const t = useT();
  const formId = useId();
  const [saving, setSaving] = useState(false);
  if (!canManageOtherUsers(signedIn.user.userType)) {
    return <InlineAlert tone="danger">{t(errorTextKey(NO_USER_PERMISSION))}</InlineAlert>;
  }
  return (
    <>
      <UserInfoTab
        editable
        policy={signedIn.config.passwordPolicy}
        defaultGroupIdx={defaultGroupIdx}
        formId={formId}
        onPendingChange={setSaving}
        onSaved={() => {
          onRegistered();
        }}
      />
      <FormButtons formId={formId} label={t('userDetail.register')} pending={saving} />
    </>
  );
}

function DetailBody({
  signedIn,
  userIdx,
  onChanged,
}: {
  signedIn: SignedIn;
  userIdx: number;
  onChanged: (() => void) | undefined;
}) {
  const t = useT();
  const me = signedIn.user;
  // Viewing another user needs the user-view permission (foundation.md §6): refused here without
  // a call, with the text the server's WB-403-102 would bring.
  const mayView = canViewUserInfo(me, { userIdx });
  const user = useQuery({ ...userQuery(userIdx), enabled: mayView });
  if (!mayView) {
    return (
      <InlineAlert tone="danger" data-slot="user-view-denied">
        {t(errorTextKey(NO_USER_PERMISSION, 'userView'))}
      </InlineAlert>
    );
  }
  return (
    <QueryState
      query={user}
      loadingLabel={t('userDetail.loading')}
      showLoadingLabel
      isEmpty={(data) => data === null}
      empty={<EmptyState title={t('userDetail.notFound')} />}
    >
      {(data) => data && <DetailTabs signedIn={signedIn} user={data} onChanged={onChanged} />}
    </QueryState>
  );
}

function DetailTabs({
  signedIn,
  user,
  onChanged,
}: {
  signedIn: SignedIn;
  user: User;
  onChanged: (() => void) | undefined;
}) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const formId = useId();
  const [tab, setTab] = useState('info');
  const [saving, setSaving] = useState(false);
  // screens.md §6: "Open teachers and admins may ... edit user info, and manage unit prices".
  const manager = canManageOtherUsers(signedIn.user.userType);
  const items: TabItem[] = [
    {
      value: 'info',
      label: t('userDetail.tab.info'),
      content: (
        <>
          <UserInfoTab
            user={user}
            editable={manager}
            policy={signedIn.config.passwordPolicy}
            formId={formId}
            onPendingChange={setSaving}
            onSaved={(saved) => {
              queryClient.setQueryData(userQuery(saved.userIdx).queryKey, saved);
              toast.success(t('toast.saved'));
              onChanged?.();
            }}
          />
          {manager && (
            <FormButtons formId={formId} label={t('userDetail.modify')} pending={saving} />
          )}
        </>
      ),
    },
    {
      value: 'memos',
      label: t('userDetail.tab.memos'),
      content: (
        <MemosTab
          userIdx={user.userIdx}
          meIdx={signedIn.user.userIdx}
          manager={manager}
          onChanged={onChanged}
        />
      ),
    },
  ];
  // screens.md §6: "Unit-price tab needs a web-function flag".
  if (showsUnitPrices(signedIn.config.funcUse)) {
    items.push({
      value: 'prices',
      label: t('userDetail.tab.prices'),
      content: <UnitPricesTab userIdx={user.userIdx} manager={manager} onChanged={onChanged} />,
    });
  }
  return <Tabs items={items} label={t('userDetail.tabs')} value={tab} onValueChange={setTab} />;
}
