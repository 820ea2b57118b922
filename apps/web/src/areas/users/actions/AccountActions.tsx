/**
 * AccountActions: the account actions on one or many selected users (foundation.md §4 "Admin
 * actions activate, deactivate, unlock and unsubscribe each need a confirmation"; §7
 * MODIFY_STATUS_MULTI "returns completeCount", MODIFY_MULTI_UNLOCK, MODIFY_PWD; §8 WB-403-102;
 * screens.md §6; issue 7 item 6).
 *
 * Props: `{ users: readonly SelectedUser[]; onDone?(): void }`
 * - `users`: the selected users (a list row or tree node: userIdx, userId, userName; `locked`
 *   enables unlock, which is offered only when a selected user is locked).
 * - `onDone`: after an action changed something, so that the caller refreshes its lists.
 *
 * Each action is confirmed and reports how many accounts it changed; refusals show the spec's
 * texts (WB-403-102: no permission; on the password change, no password-change permission).
 * Named and default export, so it can be wrapped with React.lazy. Needs the app's QueryClient and
 * a ToastProvider above it (the app frame has one).
 */
import { ACCOUNT_STATUS, type AccountStatus, codeLabelTexts, type User } from '@platform/contract';
import { AlertDialog, Button, ConfirmDialog, registerTexts, useT, useToast } from '@platform/ui';
import { useState } from 'react';
import { api } from '../../../app/session/api.ts';
import { useSignedIn } from '../../../app/session/session.ts';
import { apiErrorMessage } from '../../../shared/apiErrors.ts';
import { userDetailTexts } from '../detail/texts.ts';
import styles from './AccountActions.module.css';
import { AdminPasswordDialog } from './AdminPasswordDialog.tsx';

registerTexts(codeLabelTexts);
registerTexts(userDetailTexts);

/** A user the actions act on: what a list row or tree node already holds. */
export type SelectedUser = Pick<User, 'userIdx' | 'userId' | 'userName'> &
  Partial<Pick<User, 'userStatus' | 'locked' | 'userType'>>;

export interface AccountActionsProps {
  users: readonly SelectedUser[];
  onDone?: (() => void) | undefined;
}

export const ACCOUNT_ACTIONS = ['activate', 'deactivate', 'unlock', 'unsubscribe'] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

const STATUS_OF: Record<Exclude<AccountAction, 'unlock'>, AccountStatus> = {
  activate: ACCOUNT_STATUS.IN_USE,
  deactivate: ACCOUNT_STATUS.PAUSED,
  unsubscribe: ACCOUNT_STATUS.WITHDRAWN,
};

/**
 * Runs one action and answers how many accounts changed. MODIFY_STATUS_MULTI returns
 * completeCount (foundation.md §7); for the unlock, the count the reply carries, else the locked
 * users sent (assumed: the spec gives MODIFY_MULTI_UNLOCK no reply).
 */
export async function runAccountAction(
  action: AccountAction,
  users: readonly SelectedUser[],
): Promise<number> {
  if (action === 'unlock') {
    const locked = users.filter((user) => user.locked);
    const reply = await api.result('user.MODIFY_MULTI_UNLOCK', {
      userIdxList: locked.map((user) => user.userIdx),
    });
    const count = (reply as { completeCount?: unknown } | null | undefined)?.completeCount;
    return typeof count === 'number' ? count : locked.length;
  }
  const reply = await api.result('user.MODIFY_STATUS_MULTI', {
    userIdxList: users.map((user) => user.userIdx),
    userStatus: STATUS_OF[action],
  });
  return reply?.completeCount ?? 0;
}

export function AccountActions({ users, onDone }: AccountActionsProps) {
  const t = useT();
  const toast = useToast();
  const signedIn = useSignedIn();
  const [asking, setAsking] = useState<AccountAction | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const none = users.length === 0;
  const lockedCount = users.filter((user) => user.locked).length;
  // The password of one account at a time; never one's own here (my-info asks the old one).
  const passwordTarget =
    users.length === 1 && users[0]?.userIdx !== signedIn?.user.userIdx ? users[0] : undefined;

  const confirm = async () => {
    if (!asking) return;
    try {
      const count = await runAccountAction(asking, users);
      toast.success(t('userDetail.changedCount', { count }));
      onDone?.();
    } catch (error) {
      // WB-403-102 and other refusals: the code's own text, in a dialog that waits to be read.
      setRefusal(apiErrorMessage(error, t));
    }
  };

  const countFor = (action: AccountAction) => (action === 'unlock' ? lockedCount : users.length);

  return (
    <fieldset className={styles.actions} data-slot="account-actions">
      <legend className={styles.legend}>
        {t('userDetail.actions')}{' '}
        <span className={styles.count}>
          {t('userDetail.selectedCount', { count: users.length })}
        </span>
      </legend>
      {ACCOUNT_ACTIONS.map((action) => (
        <Button
          key={action}
          variant={action === 'unsubscribe' ? 'danger' : 'secondary'}
          size="sm"
          // Unlock only when a selected account is locked (foundation.md §4 "locked (operator unlocks)").
          disabled={none || (action === 'unlock' && lockedCount === 0)}
          onClick={() => setAsking(action)}
          data-action={action}
        >
          {t(`userDetail.${action}`)}
        </Button>
      ))}
      <AdminPasswordDialog user={passwordTarget} />
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        variant={asking === 'unsubscribe' ? 'destructive' : 'default'}
        title={asking ? t(`userDetail.${asking}Title`) : ''}
        message={asking ? t(`userDetail.${asking}Message`, { count: countFor(asking) }) : ''}
        confirmLabel={asking ? t(`userDetail.${asking}`) : undefined}
        onConfirm={confirm}
      />
      <AlertDialog
        open={refusal !== null}
        onOpenChange={(open) => {
          if (!open) setRefusal(null);
        }}
        title={t('userDetail.actionRefused')}
        message={refusal ?? ''}
      />
    </fieldset>
  );
}

export default AccountActions;
