import {
  codeLabelKey,
  codeLabelTexts,
  type RoomUser,
  WHITEBOARD_COMMAND,
  type WhiteboardUser,
} from '@platform/contract';
import {
  Button,
  Checkbox,
  EmptyState,
  InlineAlert,
  RadioGroup,
  registerTexts,
  Spinner,
  useSubmitGuard,
  useT,
} from '@platform/ui';
import { useState } from 'react';
import { useSignedIn } from '../../app/session/session.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { useRoomUsers } from '../rooms/roomQueries.ts';
import { MissingRoom } from './MissingRoom.tsx';
import { useWhiteboard } from './useWhiteboard.ts';
import { useWhiteboardData } from './useWhiteboardData.ts';
import styles from './WhiteboardPage.module.css';
import { WhiteboardPageFrame } from './WhiteboardPageFrame.tsx';

// The user types are code labels.
registerTexts(codeLabelTexts);

/**
 * What the client is told of a chosen attendee (screens.md §10 "confirm sends user id, index,
 * name, company index"). assumed: a room's users belong to the room's institution, the signed-in
 * user's, when the row does not name one.
 */
export function whiteboardUserOf(user: RoomUser, companyIdx: number): WhiteboardUser {
  const own = (user as { companyIdx?: unknown }).companyIdx;
  return {
    userId: user.userId ?? null,
    userIdx: user.userIdx,
    userName: user.userName ?? '',
    companyIdx: typeof own === 'number' ? own : companyIdx,
  };
}

/**
 * /wb/attendee (screens.md §10 "room code Rcd; Multi=1 checkboxes; name and type; confirm sends
 * user id, index, name, company index"): the room's users, 1000 at most (one page of the room's
 * users, screens.md §9), chosen with checkboxes or one radio; confirm sends the user list info.
 */
export function Component() {
  const { roomCode, multi } = useWhiteboardData();
  return (
    <WhiteboardPageFrame page="attendee">
      {roomCode ? <Attendees roomCode={roomCode} multi={multi} /> : <MissingRoom />}
    </WhiteboardPageFrame>
  );
}

function Attendees({ roomCode, multi }: { roomCode: string; multi: boolean }) {
  const t = useT();
  const signedIn = useSignedIn();
  const { send } = useWhiteboard();
  const guard = useSubmitGuard();
  const users = useRoomUsers(roomCode, 0);
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const [nothingChosen, setNothingChosen] = useState(false);

  if (users.isPending) return <Spinner label={t('app.loading')} showLabel />;
  if (users.isError) {
    return <InlineAlert tone="danger">{apiErrorMessage(users.error, t)}</InlineAlert>;
  }
  const list = users.data.content;
  if (list.length === 0) return <EmptyState title={t('wb.attendee.empty')} />;

  const typeOf = (user: RoomUser) =>
    user.userType != null ? t(codeLabelKey('USER_TYPE', user.userType)) : '';
  const choose = (next: readonly number[]) => {
    setChosen(next);
    if (next.length > 0) setNothingChosen(false);
  };

  const confirm = () => {
    const picked = list.filter((user) => chosen.includes(user.userIdx));
    if (picked.length === 0) {
      setNothingChosen(true);
      return;
    }
    const companyIdx = signedIn?.user.companyIdx ?? 0;
    guard.run(() =>
      send(
        {
          command: WHITEBOARD_COMMAND.USER_LIST_INFO,
          userList: picked.map((user) => whiteboardUserOf(user, companyIdx)),
        },
        t('wb.attendee.sent', { count: picked.length }),
      ),
    );
  };

  const error = nothingChosen ? 'valid.noSelectedUser' : undefined;
  return (
    <section className={styles.section}>
      {multi ? (
        <fieldset className={styles.fieldset} aria-describedby="wb-attendee-hint">
          <legend className={styles.legend}>{t('wb.attendee.legend')}</legend>
          <p id="wb-attendee-hint" className={styles.muted}>
            {t('wb.attendee.pickMany')}
          </p>
          <ul className={styles.attendees}>
            {list.map((user) => (
              <li key={user.userIdx} className={styles.attendee}>
                <Checkbox
                  label={user.userName ?? String(user.userIdx)}
                  checked={chosen.includes(user.userIdx)}
                  onCheckedChange={(checked) =>
                    choose(
                      checked === true
                        ? [...chosen, user.userIdx]
                        : chosen.filter((idx) => idx !== user.userIdx),
                    )
                  }
                />
                <span className={styles.attendeeType}>{typeOf(user)}</span>
              </li>
            ))}
          </ul>
          {nothingChosen && <InlineAlert tone="danger">{t('valid.noSelectedUser')}</InlineAlert>}
        </fieldset>
      ) : (
        <RadioGroup
          label={t('wb.attendee.legend')}
          description={t('wb.attendee.pickOne')}
          value={chosen[0] != null ? String(chosen[0]) : ''}
          onValueChange={(value) => choose([Number(value)])}
          error={error}
          options={list.map((user) => ({
            value: String(user.userIdx),
            label: `${user.userName ?? user.userIdx} · ${typeOf(user)}`,
          }))}
        />
      )}
      <div className={styles.actions}>
        <Button onClick={confirm} loading={guard.pending}>
          {t('wb.attendee.confirm')}
        </Button>
      </div>
    </section>
  );
}
