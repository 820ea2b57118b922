import { type FeeRow, LIMITS } from '@platform/contract';
import {
  Button,
  DateText,
  DigitsField,
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
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { invalidateEndpoints } from '../../app/endpointQuery.ts';
import { takesLoaderRead } from '../../app/screenLoader.ts';
import { api } from '../../app/session/api.ts';
import { type SignedIn, useSignedIn } from '../../app/session/session.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { monthNameOf, useMonthSearch } from '../../shared/monthSearch.ts';
import { formatStay } from '../history/logSearch.ts';
import { type FeeEdit, feeFault, savableEdits, saveFeeEdits } from './feeEdits.ts';
import { type FeeGroup, feeKey, groupFees, serverAmountOf } from './feeGroups.ts';
import styles from './Settlement.module.css';
import { feeListQuery, LEADER_PARAM, leaderOfSearch, teachersQuery } from './settlementQueries.ts';
import { settlementTexts } from './texts.ts';

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
 * student's name opens the user detail, the time in class the entries and exits.
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

/** Who or what a row opened: a student's detail, or a row's entries and exits. */
type Opened = { kind: 'user'; userIdx: number } | { kind: 'times'; row: FeeRow } | null;

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
  const [edits, setEdits] = useState<Map<string, FeeEdit>>(new Map());
  const [opened, setOpened] = useState<Opened>(null);

  const totals = useMemo(
    () =>
      groupFees(rows, (row) => {
        const edit = edits.get(feeKey(row));
        return edit && feeFault(edit.text) === null ? Number(edit.text) : serverAmountOf(row);
      }),
    [rows, edits],
  );
  const won = (amount: number) => t('settlement.won', { amount });

  const type = (row: FeeRow, text: string) => {
    const user = row.logMeetUser;
    if (!user) return;
    setEdits((previous) => {
      const next = new Map(previous);
      const key = feeKey(row);
      if (text === String(serverAmountOf(row))) next.delete(key);
      else next.set(key, { meetIdx: row.meetIdx, userIdx: user.userIdx, text });
      return next;
    });
  };

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

  if (totals.groups.length === 0) {
    return (
      <EmptyState
        title={t('settlement.empty.title')}
        description={t('settlement.empty.description')}
      />
    );
  }

  const savable = savableEdits(edits).length;
  const failed = [...edits.values()].filter((edit) => edit.error).length;
  return (
    <>
      {!manage && (
        <p className={styles.ownTotal} data-slot="settlement-own-total">
          <span>{t('settlement.ownTotal', { month: monthName })}</span>
          <strong>{won(totals.total)}</strong>
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
      <section
        className={styles.frame}
        aria-label={t('settlement.frame')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame scrolls sideways on a phone; keyboard users scroll it from here (axe scrollable-region-focusable)
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption className={styles.caption}>
            {t('settlement.table', { month: monthName })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('settlement.column.class')}</th>
              <th scope="col">{t('settlement.column.date')}</th>
              <th scope="col" className={styles.end}>
                {t('settlement.column.time')}
              </th>
              <th scope="col" className={styles.end}>
                {t('settlement.column.price')}
              </th>
              <th scope="col" className={styles.end}>
                {t('settlement.column.amount')}
              </th>
            </tr>
          </thead>
          {totals.groups.map((group) => (
            <StudentFees
              key={group.userIdx}
              group={group}
              manage={manage}
              edits={edits}
              onType={type}
              onOpen={setOpened}
            />
          ))}
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t('settlement.total')}
              </th>
              <td className={styles.end}>{won(totals.total)}</td>
            </tr>
          </tfoot>
        </table>
      </section>
      <Suspense fallback={null}>
        {opened?.kind === 'user' && (
          <UserDetailDialog
            open
            userIdx={opened.userIdx}
            onOpenChange={(open) => !open && setOpened(null)}
          />
        )}
        {opened?.kind === 'times' && (
          <JoinHistoryDialog row={opened.row} onClose={() => setOpened(null)} />
        )}
      </Suspense>
    </>
  );
}

/** One student's rows: a heading row naming them, their classes, and their subtotal. */
function StudentFees({
  group,
  manage,
  edits,
  onType,
  onOpen,
}: {
  group: FeeGroup;
  manage: boolean;
  edits: ReadonlyMap<string, FeeEdit>;
  onType: (row: FeeRow, text: string) => void;
  onOpen: (opened: Opened) => void;
}) {
  const t = useT();
  const won = (amount: number) => t('settlement.won', { amount });
  return (
    <tbody data-slot="settlement-student">
      <tr className={styles.groupRow}>
        <th scope="rowgroup" colSpan={5}>
          <button
            type="button"
            className={styles.link}
            aria-label={t('settlement.openUser', { name: group.userName })}
            onClick={() => onOpen({ kind: 'user', userIdx: group.userIdx })}
          >
            {group.userName}
          </button>
          {group.userId && <span className={styles.muted}> {group.userId}</span>}
        </th>
      </tr>
      {group.rows.map((row) => {
        const key = feeKey(row);
        const edit = edits.get(key);
        const title = row.meetTitle ?? String(row.meetIdx);
        const price = row.price?.price;
        const time = formatStay(row.logMeetUser?.totalJoinTimeSec);
        return (
          <tr key={key} data-edited={edit ? true : undefined}>
            <th scope="row" className={styles.classCell}>
              {title}
            </th>
            <td className={styles.nowrap}>
              <DateText value={row.startDatetime} />
            </td>
            <td className={styles.end}>
              <button
                type="button"
                className={styles.link}
                aria-label={t('settlement.openTimes', { time, name: group.userName, class: title })}
                onClick={() => onOpen({ kind: 'times', row })}
              >
                {time}
              </button>
            </td>
            <td className={styles.end}>
              {price == null ? (
                <span className={styles.muted}>{t('settlement.noPrice')}</span>
              ) : (
                won(price)
              )}
            </td>
            <td className={styles.end}>
              {manage ? (
                <DigitsField
                  className={styles.amount}
                  label={t('settlement.amountOf', { name: group.userName, class: title })}
                  hideLabel
                  maxLength={LIMITS.FEE_DIGITS_MAX}
                  value={edit?.text ?? String(serverAmountOf(row))}
                  onValueChange={(text) => onType(row, text)}
                  error={edit?.error ?? (edit ? (feeFault(edit.text) ?? undefined) : undefined)}
                />
              ) : (
                won(serverAmountOf(row))
              )}
            </td>
          </tr>
        );
      })}
      <tr className={styles.subtotalRow}>
        <th scope="row" colSpan={4}>
          {t('settlement.subtotal', { name: group.userName })}
        </th>
        <td className={styles.end}>{won(group.subtotal)}</td>
      </tr>
    </tbody>
  );
}
