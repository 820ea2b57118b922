import { type FeeRow, LIMITS } from '@platform/contract';
import { DateText, DigitsField, registerTexts, useT } from '@platform/ui';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, type Ref, useLayoutEffect, useRef, useState } from 'react';
import { formatStay } from '../history/logSearch.ts';
import { type FeeEdit, type FeeEdits, feeFault } from './feeEdits.ts';
import { type FeeGroup, type FeeTotals, feeKey, serverAmountOf } from './feeGroups.ts';
import styles from './Settlement.module.css';
import { secondsOfStays } from './stayCorrections.ts';
import { settlementTexts } from './texts.ts';

registerTexts(settlementTexts);

/** Who or what a row opened: a student's detail, or a row's entries and exits. */
export type FeeOpened = { kind: 'user'; userIdx: number } | { kind: 'times'; row: FeeRow } | null;

export interface FeeTableProps {
  groups: readonly FeeGroup[];
  totals: FeeTotals;
  /** Manage mode: each amount is a field. */
  manage: boolean;
  monthName: string;
  edits: FeeEdits;
  /** Stable across renders (a state setter's callback), so that a keystroke draws one group. */
  onType: (row: FeeRow, text: string) => void;
  onOpen: (opened: FeeOpened) => void;
  /** From how many rows on only the students near the screen are rendered (the benchmark's). */
  rowsInViewFrom?: number;
}

/**
 * From this many rows on, only the students near the screen are in the table (assumed: below it
 * every row is there, so that the browser's find sees them all). A month of 3,000 rows took 3 s
 * to its first frame on a desktop (BENCHMARKS.md, issue 21 item 9).
 */
export const FEE_ROWS_IN_VIEW_FROM = 400;

/** A student's rows before they are measured: the name row, the classes, the subtotal. */
const estimatedGroupHeight = (group: FeeGroup) => 56 * (group.rows.length + 2);

/**
 * The fees of a teacher's month, one row group per student with their subtotal, and the total.
 * A month can hold thousands of rows (issue 21 item 9): a typed amount draws again only the
 * group it is in, and the total; a long month renders the students near the screen only, between
 * two spacer rows that hold the height of the others (the page scrolls, the table does not).
 */
export function FeeTable({
  groups,
  totals,
  manage,
  monthName,
  edits,
  onType,
  onOpen,
  rowsInViewFrom = FEE_ROWS_IN_VIEW_FROM,
}: FeeTableProps) {
  const t = useT();
  const rowCount = groups.reduce((sum, group) => sum + group.rows.length, 0);
  const inView = useGroupsInView(groups, rowCount >= rowsInViewFrom);
  return (
    <section
      className={styles.frame}
      aria-label={t('settlement.frame')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame scrolls sideways on a phone; keyboard users scroll it from here (axe scrollable-region-focusable)
      tabIndex={0}
    >
      <table className={styles.table} ref={inView.tableRef}>
        <caption className={styles.caption}>{t('settlement.table', { month: monthName })}</caption>
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
        {inView.before > 0 && <SpacerRows height={inView.before} />}
        {inView.groups.map(({ group, index }) => (
          <StudentFees
            key={group.userIdx}
            index={index}
            measure={inView.measure}
            group={group}
            subtotal={totals.subtotals.get(group.userIdx) ?? 0}
            manage={manage}
            edits={edits}
            onType={onType}
            onOpen={onOpen}
          />
        ))}
        {inView.after > 0 && <SpacerRows height={inView.after} />}
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              {t('settlement.total')}
            </th>
            <td className={styles.end}>{t('settlement.won', { amount: totals.total })}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/**
 * The groups to render: all of them, or (`windowed`) those near the screen, with the heights the
 * spacers above and below them hold.
 */
function useGroupsInView(groups: readonly FeeGroup[], windowed: boolean) {
  const tableRef = useRef<HTMLTableElement>(null);
  const [tableTop, setTableTop] = useState(0);
  // Where the table starts in the page, read again after each render: an alert above it (a failed
  // save) moves it down, and the window of students must move with it.
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!windowed || !table) return;
    const top = Math.round(table.getBoundingClientRect().top + window.scrollY);
    if (top !== tableTop) setTableTop(top);
  });
  const virtualizer = useWindowVirtualizer({
    count: windowed ? groups.length : 0,
    estimateSize: (index) => estimatedGroupHeight(groups[index] as FeeGroup),
    getItemKey: (index) => groups[index]?.userIdx ?? index,
    overscan: 2,
    scrollMargin: tableTop,
  });
  if (!windowed) {
    return {
      tableRef,
      groups: groups.map((group, index) => ({ group, index })),
      before: 0,
      after: 0,
      measure: undefined,
    };
  }
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    tableRef,
    groups: items.map((item) => ({ group: groups[item.index] as FeeGroup, index: item.index })),
    before: first ? first.start - tableTop : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - tableTop) : 0,
    measure: virtualizer.measureElement,
  };
}

/** The height of the students not rendered, above or below those that are. */
function SpacerRows({ height }: { height: number }) {
  return (
    <tbody aria-hidden="true" className={styles.spacer}>
      <tr>
        <td colSpan={5} style={{ blockSize: height }} />
      </tr>
    </tbody>
  );
}

interface StudentFeesProps {
  /** The group's place in the month, which the windowed table measures it by. */
  index: number;
  measure: Ref<HTMLTableSectionElement> | undefined;
  group: FeeGroup;
  subtotal: number;
  manage: boolean;
  edits: FeeEdits;
  onType: (row: FeeRow, text: string) => void;
  onOpen: (opened: FeeOpened) => void;
}

/** A group draws again only when one of its own edits, its subtotal or the handlers changed. */
const sameStudentFees = (before: StudentFeesProps, after: StudentFeesProps) =>
  before.group === after.group &&
  before.index === after.index &&
  before.measure === after.measure &&
  before.subtotal === after.subtotal &&
  before.manage === after.manage &&
  before.onType === after.onType &&
  before.onOpen === after.onOpen &&
  (before.edits === after.edits ||
    before.group.rows.every(
      (row) => before.edits.get(feeKey(row)) === after.edits.get(feeKey(row)),
    ));

/** One student's rows: a heading row naming them, their classes, and their subtotal. */
const StudentFees = memo(function StudentFees({
  index,
  measure,
  group,
  subtotal,
  manage,
  edits,
  onType,
  onOpen,
}: StudentFeesProps) {
  const t = useT();
  return (
    <tbody data-slot="settlement-student" data-index={index} ref={measure}>
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
      {group.rows.map((row) => (
        <FeeRowView
          key={feeKey(row)}
          row={row}
          userName={group.userName}
          manage={manage}
          edit={edits.get(feeKey(row))}
          onType={onType}
          onOpen={onOpen}
        />
      ))}
      <tr className={styles.subtotalRow}>
        <th scope="row" colSpan={4}>
          {t('settlement.subtotal', { name: group.userName })}
        </th>
        <td className={styles.end}>{t('settlement.won', { amount: subtotal })}</td>
      </tr>
    </tbody>
  );
}, sameStudentFees);

function FeeRowView({
  row,
  userName,
  manage,
  edit,
  onType,
  onOpen,
}: {
  row: FeeRow;
  userName: string;
  manage: boolean;
  edit: FeeEdit | undefined;
  onType: (row: FeeRow, text: string) => void;
  onOpen: (opened: FeeOpened) => void;
}) {
  const t = useT();
  const won = (amount: number) => t('settlement.won', { amount });
  const title = row.meetTitle ?? String(row.meetIdx);
  const price = row.price?.price;
  const time = formatStay(
    edit?.stays ? secondsOfStays(edit.stays) : row.logMeetUser?.totalJoinTimeSec,
  );
  return (
    <tr data-edited={edit ? true : undefined}>
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
          aria-label={t(edit?.stays ? 'settlement.openCorrectedTimes' : 'settlement.openTimes', {
            time,
            name: userName,
            class: title,
          })}
          onClick={() => onOpen({ kind: 'times', row })}
        >
          {time}
        </button>
        {edit?.stays && (
          <span className={styles.corrected} data-slot="settlement-corrected">
            {t('settlement.corrected')}
          </span>
        )}
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
            label={t('settlement.amountOf', { name: userName, class: title })}
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
}
