import { type ClassLog, SUMMARY_ALL_KEY, SUMMARY_STATUS } from '@platform/contract';
import { Button, InlineAlert, Select, useSubmitGuard, useT, useToast } from '@platform/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { invalidateEndpoints } from '../../app/endpointQuery.ts';
import { api } from '../../app/session/api.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { saveFile } from '../../shared/saveFile.ts';
import styles from './ClassDetail.module.css';
import { classAttendeesQuery } from './classDetailQueries.ts';
import { summaryFile } from './summaryFile.ts';

/**
 * The AI summary of a class (issue 21 item 3; foundation.md §4 "Summary: 0 summarizing, 1 in
 * progress, 2 ready. On error it resets to 0"; screens.md §4 "button disabled while in
 * progress"): asked for while there is none (no status, or 0), followed while in progress (the
 * detail asks again, classDetailQuery), then shown for the whole class or one attendee and
 * downloadable as text. A status that falls back to 0 after this page saw it in progress is a
 * failed summary, and says so.
 */
export function ClassSummaryPanel({ log }: { log: ClassLog }) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const guard = useSubmitGuard();
  const status = log.summaryStatus ?? null;
  const inProgress = status === SUMMARY_STATUS.IN_PROGRESS;
  const ready = status === SUMMARY_STATUS.READY;
  const [failed, setFailed] = useState(false);
  const sawProgress = useRef(inProgress);
  useEffect(() => {
    if (inProgress) {
      sawProgress.current = true;
      setFailed(false);
    } else if (sawProgress.current && !ready) {
      sawProgress.current = false;
      setFailed(true);
    }
  }, [inProgress, ready]);

  const request = () =>
    guard.run(async () => {
      try {
        await api.call('logMeetSummary.SAVE', { meetIdx: log.meetIdx });
        setFailed(false);
        toast.success(t('history.detail.summary.requested'));
        await invalidateEndpoints(queryClient, 'logMeet.VIEW', 'logMeet.LIST');
      } catch (error) {
        toast.error(apiErrorMessage(error, t));
      }
    });

  if (ready) return <ReadySummary log={log} />;
  return (
    <div className={styles.panel} data-slot="class-summary">
      {failed ? (
        <InlineAlert tone="danger">{t('history.detail.summary.failed')}</InlineAlert>
      ) : (
        <p className={styles.muted} aria-live="polite">
          {inProgress ? t('history.detail.summary.inProgress') : t('history.detail.summary.none')}
        </p>
      )}
      <div>
        <Button onClick={request} disabled={inProgress} loading={guard.pending}>
          {inProgress
            ? t('history.detail.summary.inProgressButton')
            : t('history.detail.summary.request')}
        </Button>
      </div>
    </div>
  );
}

function ReadySummary({ log }: { log: ClassLog }) {
  const t = useT();
  const attendees = useQuery(classAttendeesQuery(log));
  const summaries = log.summaryJson ?? {};
  const [shown, setShown] = useState<string>(SUMMARY_ALL_KEY);
  const whole = t('history.detail.summary.whole');
  const options = [
    { value: SUMMARY_ALL_KEY, label: whole },
    ...(attendees.data ?? [])
      .filter((row) => row.userIdx)
      .map((row) => ({ value: String(row.userIdx), label: row.userName ?? String(row.userIdx) })),
  ];
  const shownName = options.find((option) => option.value === shown)?.label ?? whole;
  const text = summaries[shown];
  const download = () => {
    if (text === undefined) return;
    saveFile(
      summaryFile(text, {
        meetTitle: log.meetTitle ?? String(log.meetIdx),
        summary: t('history.detail.summary.fileWord'),
        user: shownName,
      }),
    );
  };
  return (
    <div className={styles.panel} data-slot="class-summary">
      <Select
        label={t('history.detail.summary.of')}
        options={options}
        value={shown}
        onChange={(event) => setShown(event.target.value)}
      />
      {text === undefined ? (
        <p className={styles.muted}>{t('history.detail.summary.noneFor', { name: shownName })}</p>
      ) : (
        <section className={styles.summary} aria-label={shownName}>
          {text.split(/\n+/).map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one text, in order
            <p key={index}>{line}</p>
          ))}
        </section>
      )}
      <div>
        <Button variant="secondary" onClick={download} disabled={text === undefined}>
          {t('history.detail.summary.download')}
        </Button>
      </div>
    </div>
  );
}
