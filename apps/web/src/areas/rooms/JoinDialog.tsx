import { ConfirmDialog, PasswordField, useT } from '@platform/ui';
import { useState } from 'react';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import type { EntryTarget } from './roomEntry.ts';

/** A join waiting for the user's word: an invite's confirmation, or a class's password. */
export interface PendingJoin {
  target: EntryTarget;
  /** The running class's password, which the user must type; null when it has none. */
  password: string | null;
  /** The reserved room the user is registered in first (screens.md §4), if any. */
  reservedAttendee: { roomCode: string; roomTitle: string } | null;
  /** An invite's join asks first ("Valid invite opens join dialog", screens.md §4). */
  confirm?: boolean;
}

/** A refusal the dialog says itself, at the password field. */
class WrongPassword extends Error {}

/**
 * The join confirmation (screens.md §4: "Valid invite opens join dialog: open-join if meetIdx is
 * 0, else normal join. Reserved-room invite join first registers the user as attendee"), and the
 * class password asked for when the class has one (issue 19 item 6).
 */
export function JoinDialog({
  join,
  onConfirm,
  onCancel,
}: {
  join: PendingJoin;
  onConfirm: (join: PendingJoin) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [fault, setFault] = useState<string | undefined>(undefined);
  const asksPassword = join.password !== null;
  const lead =
    join.target.kind === 'open'
      ? t('rooms.join.openJoin')
      : asksPassword
        ? t('rooms.join.passwordHint')
        : t('rooms.join.normal');

  const confirm = async () => {
    if (asksPassword) {
      if (typed === '') {
        setFault(t('rooms.join.passwordRequired'));
        throw new WrongPassword(t('rooms.join.passwordRequired'));
      }
      // assumed: the card's class carries its password (screens.md §3 meet{...meetPwd}); a
      // wrong one is refused here, and the client checks it again on entry.
      if (typed !== join.password) {
        setFault(t('rooms.join.passwordWrong'));
        throw new WrongPassword(t('rooms.join.passwordWrong'));
      }
    }
    await onConfirm(asksPassword ? { ...join, password: typed } : join);
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t('rooms.join.title', { title: join.target.title })}
      message={join.reservedAttendee ? `${lead} ${t('rooms.join.reserved')}` : lead}
      confirmLabel={t('rooms.join.confirm')}
      cancelLabel={t('rooms.join.cancel')}
      onConfirm={confirm}
      failureMessage={(error) =>
        error instanceof WrongPassword ? null : apiErrorMessage(error, t)
      }
    >
      {asksPassword && (
        <PasswordField
          label={t('rooms.join.password')}
          autoComplete="off"
          value={typed}
          error={fault}
          onChange={(event) => {
            setTyped(event.target.value);
            setFault(undefined);
          }}
        />
      )}
    </ConfirmDialog>
  );
}
