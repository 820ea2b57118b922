import { codeLabelKey, codeLabelTexts, type Meet } from '@platform/contract';
import { DateText, Dialog, EmptyState, registerTexts, useT, VisuallyHidden } from '@platform/ui';
import { QueryState } from '../../shared/QueryState.tsx';
import { useCurrentAttendees } from './monitorQueries.ts';
import styles from './RoomPages.module.css';

registerTexts(codeLabelTexts);

const titleOf = (meet: Meet) => meet.meetTitle ?? '';

/** Who is in one class now: the row's dialog, watched while it is open. */
export default function CurrentAttendeesDialog({
  meet,
  onClose,
}: {
  meet: Meet;
  onClose: () => void;
}) {
  const t = useT();
  const attendees = useCurrentAttendees(meet.meetIdx);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('rooms.monitor.attendees.title', { title: titleOf(meet) })}
    >
      <QueryState
        query={attendees}
        loadingLabel={t('rooms.monitor.attendees.loading')}
        empty={<EmptyState title={t('rooms.monitor.attendees.empty')} />}
      >
        {(users) => (
          <div className={styles.tableFrame}>
            <table className={styles.simpleTable}>
              <caption>
                <VisuallyHidden>{t('rooms.monitor.attendees.table')}</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('rooms.monitor.attendees.name')}</th>
                  <th scope="col">{t('rooms.monitor.attendees.type')}</th>
                  <th scope="col">{t('rooms.monitor.attendees.joined')}</th>
                </tr>
              </thead>
              <tbody>
                {users.map((user) => (
                  // Guests have no userIdx (0): their name and entry tell two of them apart.
                  <tr key={`${user.userIdx}:${user.userName ?? ''}:${user.joinDatetime ?? ''}`}>
                    <th scope="row">{user.userName ?? '-'}</th>
                    <td>
                      {user.userType == null ? '-' : t(codeLabelKey('USER_TYPE', user.userType))}
                    </td>
                    <td>{user.joinDatetime ? <DateText value={user.joinDatetime} /> : '-'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}
