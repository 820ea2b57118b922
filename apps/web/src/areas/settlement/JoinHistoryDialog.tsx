import type { FeeRow } from '@platform/contract';
import { DateText, Dialog, registerTexts, useT } from '@platform/ui';
import { formatStay, secondsBetween } from '../history/logSearch.ts';
import styles from './Settlement.module.css';
import { settlementTexts } from './texts.ts';

registerTexts(settlementTexts);

/**
 * A fee row's entries and exits (screens.md §10 Settlement "participation time opens entry/exit
 * history"): each stay of the student in the class with its length, and the time in class the
 * fee row counts.
 */
export function JoinHistoryDialog({ row, onClose }: { row: FeeRow; onClose: () => void }) {
  const t = useT();
  const user = row.logMeetUser;
  const stays = user?.logMeetUserJoinList ?? [];
  const name = user?.userName ?? '';
  const title = row.meetTitle ?? String(row.meetIdx);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('settlement.times.title')}
      description={t('settlement.times.description', { name, class: title })}
    >
      <table className={styles.table}>
        <caption className={styles.caption}>{t('settlement.times.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('settlement.times.join')}</th>
            <th scope="col">{t('settlement.times.exit')}</th>
            <th scope="col" className={styles.end}>
              {t('settlement.times.duration')}
            </th>
          </tr>
        </thead>
        <tbody>
          {stays.map((stay, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the stays of one attendee, in order
            <tr key={index}>
              <td>
                <DateText value={stay.joinDatetime} form="dateTimeFull" />
              </td>
              <td>
                <DateText value={stay.quitDatetime} form="dateTimeFull" />
              </td>
              <td className={styles.end}>
                {formatStay(secondsBetween(stay.joinDatetime, stay.quitDatetime))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('settlement.times.total', { time: formatStay(user?.totalJoinTimeSec) })}</p>
    </Dialog>
  );
}

export default JoinHistoryDialog;
