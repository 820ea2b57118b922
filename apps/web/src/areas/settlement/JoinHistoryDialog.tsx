import type { FeeRow } from '@platform/contract';
import {
  Button,
  DateText,
  DateTimeInput,
  Dialog,
  DialogClose,
  registerTexts,
  useT,
} from '@platform/ui';
import { useState } from 'react';
import { formatStay, secondsBetween } from '../history/logSearch.ts';
import styles from './Settlement.module.css';
import {
  amountForTime,
  recordedStays,
  type Stay,
  secondsOfStays,
  stayFault,
} from './stayCorrections.ts';
import { settlementTexts } from './texts.ts';

registerTexts(settlementTexts);

export interface JoinHistoryDialogProps {
  row: FeeRow;
  onClose: () => void;
  /** The manager's correction kept for the row, when there is one (manage mode). */
  corrected?: readonly Stay[] | null;
  /**
   * Manage mode: the times are corrected with the time input (issue 21 item 6). Called with the
   * corrected stays and the amount they work out to (null when the row cannot say), or with
   * (null, null) to go back to the recorded times.
   */
  onCorrect?: (stays: readonly Stay[] | null, amount: number | null) => void;
}

/**
 * A fee row's entries and exits (screens.md §10 Settlement "participation time opens entry/exit
 * history"): each stay of the student in the class with its length, and the time in class the
 * fee row counts. In manage mode each entry and exit is a date, an hour (0-23) and a minute
 * (0-59) (screens.md §5 "Time input").
 */
export function JoinHistoryDialog({ row, onClose, corrected, onCorrect }: JoinHistoryDialogProps) {
  const t = useT();
  const name = row.logMeetUser?.userName ?? '';
  const title = row.meetTitle ?? String(row.meetIdx);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('settlement.times.title')}
      description={t('settlement.times.description', { name, class: title })}
    >
      {onCorrect ? (
        <StayCorrection
          row={row}
          corrected={corrected ?? null}
          onCorrect={(stays, amount) => {
            onCorrect(stays, amount);
            onClose();
          }}
        />
      ) : (
        <RecordedStays row={row} />
      )}
    </Dialog>
  );
}

function RecordedStays({ row }: { row: FeeRow }) {
  const t = useT();
  return (
    <>
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
          {recordedStays(row).map((stay, index) => (
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
      <p>{t('settlement.times.total', { time: formatStay(row.logMeetUser?.totalJoinTimeSec) })}</p>
    </>
  );
}

function StayCorrection({
  row,
  corrected,
  onCorrect,
}: {
  row: FeeRow;
  corrected: readonly Stay[] | null;
  onCorrect: (stays: readonly Stay[] | null, amount: number | null) => void;
}) {
  const t = useT();
  const [stays, setStays] = useState<Stay[]>(() => [...(corrected ?? recordedStays(row))]);
  const [tried, setTried] = useState(false);
  const faults = stays.map(stayFault);
  const seconds = secondsOfStays(stays);
  const amount = amountForTime(row, seconds);

  const change = (index: number, part: keyof Stay, value: string) =>
    setStays((previous) =>
      previous.map((stay, at) => (at === index ? { ...stay, [part]: value } : stay)),
    );
  const apply = () => {
    setTried(true);
    if (faults.some(Boolean)) return;
    onCorrect(stays, amount);
  };

  return (
    <div className={styles.stays}>
      <ol className={styles.stayList}>
        {stays.map((stay, index) => {
          const fault = faults[index];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the stays of one attendee, in order
            <li key={index} className={styles.stay} data-slot="settlement-stay">
              <DateTimeInput
                label={t('settlement.times.joinOf', { n: index + 1 })}
                value={stay.joinDatetime}
                onChange={(value) => change(index, 'joinDatetime', value)}
                required
              />
              <DateTimeInput
                label={t('settlement.times.exitOf', { n: index + 1 })}
                value={stay.quitDatetime}
                onChange={(value) => change(index, 'quitDatetime', value)}
                required
              />
              {fault && (tried || fault === 'settlement.times.exitBeforeEntry') ? (
                <p className={styles.stayFault} role="alert">
                  {t(fault)}
                </p>
              ) : (
                <p className={styles.muted}>
                  {t('settlement.times.lengthOf', {
                    time: formatStay(secondsBetween(stay.joinDatetime, stay.quitDatetime)),
                  })}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <p>{t('settlement.times.total', { time: formatStay(seconds) })}</p>
      <p className={styles.muted}>
        {amount === null
          ? t('settlement.times.noAmount')
          : t('settlement.times.amount', { amount })}
      </p>
      <div className={styles.stayActions}>
        {corrected && (
          <Button variant="ghost" onClick={() => onCorrect(null, null)}>
            {t('settlement.times.recorded')}
          </Button>
        )}
        <DialogClose asChild>
          <Button variant="secondary">{t('settlement.times.cancel')}</Button>
        </DialogClose>
        <Button onClick={apply}>{t('settlement.times.apply')}</Button>
      </div>
    </div>
  );
}

export default JoinHistoryDialog;
