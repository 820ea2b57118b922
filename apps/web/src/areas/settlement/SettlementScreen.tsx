import type { FeeRow } from '@platform/contract';
import {
  Button,
  EmptyState,
  InlineAlert,
  MonthPicker,
  registerTexts,
  Select,
  Skeleton,
  type TextKey,
  useLocale,
  useSubmitGuard,
  useT,
  useToast,
} from '@platform/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { invalidateEndpoints } from '../../app/endpointQuery.ts';
import { takesLoaderRead } from '../../app/screenLoader.ts';
import { api } from '../../app/session/api.ts';
import { type SignedIn, useSignedIn } from '../../app/session/session.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { monthNameOf, useMonthSearch } from '../../shared/monthSearch.ts';
import { type FeeOpened, FeeTable } from './FeeTable.tsx';
import { savableEdits, saveFeeEdits } from './feeEdits.ts';
import { feeKey } from './feeGroups.ts';
import styles from './Settlement.module.css';
import { feeListQuery, LEADER_PARAM, leaderOfSearch, teachersQuery } from './settlementQueries.ts';
import { settlementTexts } from './texts.ts';
import { useFeeEdits } from './useFeeEdits.ts';

registerTexts(settlementTexts);

// Opened from a row: they load when first opened.
const UserDetailDialog = lazy(() => import('../users/detail/UserDetailDialog.tsx'));
const JoinHistoryDialog = lazy(() => import('./JoinHistoryDialog.tsx'));

/**
 * The settlement (issue 21 item 6; screens.md §10 Settlement): a month (the picker stops at the
 * current one), the fees of a teacher's classes in it grouped by student with subtotals and the
 * teacher's total, in won. meet/listAmount is a teacher's own (their total on top);
 * manage/amount/list has a teacher selector, and each amount is editable (digits only, up to 9)
 * and saved row by row: a row that fails keeps its value and its error, the others are saved. A
 * student's name opens the user detail, the time in class the entries and exits, which a manager
 * corrects with the time input (the amount they work out to is what is saved).
 */
export function SettlementScreen({ manage, titleKey }: { manage: boolean; titleKey: TextKey }) {
  const signedIn = useSignedIn();
  if (!signedIn) return null;
  return <Settlement manage={manage} titleKey={titleKey} signedIn={signedIn} />;
}

function Settlement({
  manage,
  titleKey,
  signedIn,
}: {
  manage: boolean;
  titleKey: TextKey;
  signedIn: SignedIn;
}) {
  const t = useT();
  const { locale } = useLocale();
  const [month, setMonth] = useMonthSearch();
  const [search, setSearch] = useSearchParams();
  const leaderIdx = manage ? leaderOfSearch(search) : undefined;
  const chosen = !manage || leaderIdx !== undefined;
  const fees = useQuery({
    ...feeListQuery(month, leaderIdx),
    ...takesLoaderRead,
    enabled: chosen,
  });
  const monthName = monthNameOf(month, locale);

  const chooseTeacher = (value: string) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(LEADER_PARAM, value);
      else next.delete(LEADER_PARAM);
      return next;
    });

  return (
    <section className={styles.page} aria-labelledby="settlement-title">
      <header className={styles.header}>
        <h1 id="settlement-title" className={styles.title}>
          {t(titleKey)}
        </h1>
      </header>
      <p className={styles.lead}>{t('settlement.lead')}</p>
      <div className={styles.filters}>
        <MonthPicker label={t('settlement.month')} value={month} onChange={setMonth} />
        {manage && <TeacherSelect value={leaderIdx} onChange={chooseTeacher} />}
      </div>
      {!chosen ? (
        <EmptyState title={t('settlement.chooseTeacher')} />
      ) : fees.isPending ? (
        <Skeleton variant="block" label={t('settlement.loading')} />
      ) : fees.isError ? (
        <EmptyState
          title={apiErrorMessage(fees.error, t)}
          action={
            <Button variant="secondary" onClick={() => void fees.refetch()}>
              {t('table.retry')}
            </Button>
          }
        />
      ) : (
        <Fees
          key={`${month}:${leaderIdx ?? signedIn.user.userIdx}`}
          rows={fees.data}
          manage={manage}
          monthName={monthName}
        />
      )}
    </section>
  );
}

function TeacherSelect({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const teachers = useQuery(teachersQuery());
  const options = (teachers.data ?? [])
    .map((user) => ({ value: String(user.userIdx), label: `${user.userName} (${user.userId})` }))
    .sort((a, b) => a.label.localeCompare(b.label, 'ko'));
  return (
    <Select
      label={t('settlement.teacher')}
      placeholder={t('settlement.teacherPlaceholder')}
      options={options}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.target.value)}
      disabled={teachers.isPending}
    />
  );
}

function Fees({
  rows,
  manage,
  monthName,
}: {
  rows: readonly FeeRow[];
  manage: boolean;
  monthName: string;
}) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const guard = useSubmitGuard();
  const [opened, setOpened] = useState<FeeOpened>(null);
  const { groups, totals, edits, setEdits, type, correct } = useFeeEdits(rows);

  const save = () =>
    guard.run(async () => {
      const result = await saveFeeEdits(
        edits,
        (edit) => api.call('logMeetFee.SAVE', edit),
        (error) => apiErrorMessage(error, t),
      );
      // The saved amounts are read back before their edits go, so that no field shows the old
      // amount in between.
      if (result.saved > 0) await invalidateEndpoints(queryClient, 'logMeet.LIST_AMOUNT');
      setEdits(result.remaining);
      if (result.saved > 0) toast.success(t('settlement.saved', { count: result.saved }));
      if (result.failed > 0) toast.error(t('settlement.failed', { count: result.failed }));
    });

  if (groups.length === 0) {
    return (
      <EmptyState
        title={t('settlement.empty.title')}
        description={t('settlement.empty.description')}
      />
    );
  }

  const savable = savableEdits(edits).length;
  const failed = [...edits.values()].filter((edit) => edit.error).length;
  const openedRow = opened?.kind === 'times' ? opened.row : null;
  return (
    <>
      {!manage && (
        <p className={styles.ownTotal} data-slot="settlement-own-total">
          <span>{t('settlement.ownTotal', { month: monthName })}</span>
          <strong>{t('settlement.won', { amount: totals.total })}</strong>
        </p>
      )}
      {manage && (
        <div className={styles.saveRow}>
          <p className={styles.lead} aria-live="polite">
            {t('settlement.unsaved', { count: edits.size })}
          </p>
          <Button onClick={save} loading={guard.pending} disabled={savable === 0}>
            {t('settlement.save')}
          </Button>
        </div>
      )}
      {failed > 0 && (
        <InlineAlert tone="danger">{t('settlement.failed', { count: failed })}</InlineAlert>
      )}
      <FeeTable
        groups={groups}
        totals={totals}
        manage={manage}
        monthName={monthName}
        edits={edits}
        onType={type}
        onOpen={setOpened}
      />
      <Suspense fallback={null}>
        {opened?.kind === 'user' && (
          <UserDetailDialog
            open
            userIdx={opened.userIdx}
            onOpenChange={(open) => !open && setOpened(null)}
          />
        )}
        {openedRow && (
          <JoinHistoryDialog
            row={openedRow}
            {...(manage
              ? {
                  corrected: edits.get(feeKey(openedRow))?.stays ?? null,
                  onCorrect: (stays, amount) => correct(openedRow, stays, amount),
                }
              : {})}
            onClose={() => setOpened(null)}
          />
        )}
      </Suspense>
    </>
  );
}
