import {
  classAt,
  classEnd,
  classMinutes,
  classSlotStarts,
  ENQUIRY_DAYS,
  ENQUIRY_SLOT_STARTS,
  type EnquiryDay,
  type EnquiryGrade,
  type EnquiryTimeSlot,
  LIMITS,
  lastClassStart,
  pickTimeSlot,
} from '@platform/contract';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import type { FieldErrorValue } from '../Field/index.ts';
import { type Translate, useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { timeSlotsTexts } from '../i18n/texts/timeSlots.ts';
import { useChoiceField } from '../internal/field/choiceField.tsx';
import fieldStyles from '../internal/field/field.module.css';
import { CheckMarkIcon } from '../internal/icons/CheckMarkIcon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import styles from './TimeSlotGrid.module.css';

// The widget's texts come with it: pages without it do not carry them.
registerTexts(timeSlotsTexts);

export interface TimeSlotGridProps {
  /** The chosen classes, one entry a class: its day and first slot (the enquiry's `timeSlots`). */
  value: readonly EnquiryTimeSlot[];
  onChange: (value: EnquiryTimeSlot[]) => void;
  /** The enquiry's grade: an elementary class is one hour (two slots), the others two hours. */
  grade?: EnquiryGrade | null;
  /** The grid's name; "Preferred class times" when not given. */
  label?: ReactNode;
  /** Help under the name, read with the grid. */
  description?: ReactNode;
  disabled?: boolean;
  /**
   * A message, a text key or a contract fault, e.g. `validateEnquiryTimeSlots(value, { grade,
   * individualPace })` after a submit.
   */
  error?: FieldErrorValue;
  id?: string;
  className?: string;
}

interface Position {
  column: number;
  row: number;
}

const LAST_COLUMN = ENQUIRY_DAYS.length - 1;
const LAST_ROW = ENQUIRY_SLOT_STARTS.length - 1;

const dayName = (t: Translate, day: EnquiryDay) => t(`timeSlots.dayName.${day}`);

const rangeOf = (t: Translate, chosen: EnquiryTimeSlot, grade?: EnquiryGrade | null) =>
  t('timeSlots.range', { start: chosen.start, end: classEnd(chosen.start, grade) });

/** Where the roving tab stop starts: the first chosen class, else the grid's first slot. */
function initialPosition(value: readonly EnquiryTimeSlot[]): Position {
  const first = value[0];
  if (!first) return { column: 0, row: 0 };
  return {
    column: Math.max(0, ENQUIRY_DAYS.indexOf(first.day)),
    row: Math.max(0, ENQUIRY_SLOT_STARTS.indexOf(first.start)),
  };
}

/** The position a navigation key moves to, or null for another key (APG grid pattern). */
function moveFor(event: KeyboardEvent, at: Position): Position | null {
  const clampRow = (row: number) => Math.max(0, Math.min(LAST_ROW, row));
  const clampColumn = (column: number) => Math.max(0, Math.min(LAST_COLUMN, column));
  switch (event.key) {
    case 'ArrowRight':
      return { ...at, column: clampColumn(at.column + 1) };
    case 'ArrowLeft':
      return { ...at, column: clampColumn(at.column - 1) };
    case 'ArrowDown':
      return { ...at, row: clampRow(at.row + 1) };
    case 'ArrowUp':
      return { ...at, row: clampRow(at.row - 1) };
    case 'Home':
      return event.ctrlKey ? { column: 0, row: 0 } : { ...at, column: 0 };
    case 'End':
      return event.ctrlKey
        ? { column: LAST_COLUMN, row: LAST_ROW }
        : { ...at, column: LAST_COLUMN };
    case 'PageUp':
      return { ...at, row: 0 };
    case 'PageDown':
      return { ...at, row: LAST_ROW };
    default:
      return null;
  }
}

/**
 * The enquiry's weekly time grid (screens.md §5 Enquiry): Monday to Friday, 30-minute slots from
 * 18:30 to 23:00. A click, or Enter or Space on the focused slot, picks the class starting there
 * (two hours; one hour for an elementary grade) and replaces that day's other class; on a chosen
 * class it unselects it. A start too late for the class to end by 23:00, or a fifth class, is
 * refused and the reason announced. The rules are the contract's (`pickTimeSlot`), so the form
 * and the server agree. An APG grid: one tab stop, arrow keys, Home and End (with Ctrl: the
 * grid's first and last slot), Page Up and Page Down (the column's first and last slot).
 */
export function TimeSlotGrid({
  value,
  onChange,
  grade,
  label,
  description,
  disabled = false,
  error,
  id,
  className,
}: TimeSlotGridProps) {
  const t = useT();
  const gridRef = useRef<HTMLTableElement>(null);
  const [active, setActive] = useState<Position>(() => initialPosition(value));
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const { controlId, message, describedBy, descriptionNote, errorNote } = useChoiceField({
    idPrefix: 'time-slots',
    id,
    description,
    error,
  });
  const labelId = `${controlId}-label`;
  const hintId = `${controlId}-hint`;
  const summaryId = `${controlId}-summary`;

  const announce = (text: string) =>
    setAnnouncement((current) => ({ text, count: current.count + 1 }));

  const pick = (day: EnquiryDay, slotStart: string) => {
    if (disabled) return;
    const result = pickTimeSlot(value, day, slotStart, grade);
    const name = dayName(t, day);
    if (result.outcome === 'refused') {
      announce(
        result.reason === 'lastStart'
          ? t('timeSlots.refusedLastStart', {
              day: name,
              time: slotStart,
              last: lastClassStart(grade),
            })
          : t('timeSlots.refusedMax', { max: LIMITS.ENQUIRY_WEEKLY_CLASSES_MAX }),
      );
      return;
    }
    const range = rangeOf(t, result.slot, grade);
    if (result.outcome === 'unpicked') announce(t('timeSlots.unpicked', { day: name, range }));
    else if (result.replaced) {
      const previous = rangeOf(t, result.replaced, grade);
      announce(t('timeSlots.replaced', { day: name, range, previous }));
    } else announce(t('timeSlots.picked', { day: name, range }));
    onChange(result.selection);
  };

  const cellAt = (at: Position) =>
    gridRef.current?.querySelector<HTMLElement>(
      `[data-day="${ENQUIRY_DAYS[at.column]}"][data-start="${ENQUIRY_SLOT_STARTS[at.row]}"]`,
    );

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (disabled) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const day = ENQUIRY_DAYS[active.column];
      const slotStart = ENQUIRY_SLOT_STARTS[active.row];
      if (day && slotStart) pick(day, slotStart);
      return;
    }
    const next = moveFor(event, active);
    if (!next) return;
    event.preventDefault();
    setActive(next);
    cellAt(next)?.focus();
  };

  const last = lastClassStart(grade);
  const summary =
    value.length === 0
      ? t('timeSlots.summaryNone')
      : t('timeSlots.summary', {
          count: value.length,
          list: value
            .map((chosen) =>
              t('timeSlots.summaryItem', {
                day: t(`timeSlots.day.${chosen.day}`),
                range: rangeOf(t, chosen, grade),
              }),
            )
            .join(', '),
        });

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-slot="time-slot-grid"
      data-invalid={message ? true : undefined}
      data-disabled={disabled || undefined}
    >
      <span id={labelId} className={fieldStyles.label}>
        {label ?? t('timeSlots.label')}
      </span>
      {descriptionNote}
      <p id={hintId} className={styles.hint}>
        {t('timeSlots.hint', {
          minutes: classMinutes(grade),
          max: LIMITS.ENQUIRY_WEEKLY_CLASSES_MAX,
        })}
      </p>
      <table
        ref={gridRef}
        id={controlId}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG data grid on a table, so that it still reads as a table of days and times where grid roles are not supported.
        role="grid"
        className={styles.grid}
        aria-labelledby={labelId}
        aria-describedby={[hintId, summaryId, describedBy].filter(Boolean).join(' ')}
        aria-multiselectable="true"
        aria-invalid={message ? true : undefined}
        aria-disabled={disabled || undefined}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            <th scope="col" className={styles.corner}>
              <VisuallyHidden>{t('timeSlots.timeHeader')}</VisuallyHidden>
            </th>
            {ENQUIRY_DAYS.map((day) => (
              <th key={day} scope="col" className={styles.day}>
                <span aria-hidden="true">{t(`timeSlots.day.${day}`)}</span>
                <VisuallyHidden>{dayName(t, day)}</VisuallyHidden>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ENQUIRY_SLOT_STARTS.map((slotStart, row) => (
            <tr key={slotStart}>
              <th scope="row" className={styles.time}>
                {slotStart}
              </th>
              {ENQUIRY_DAYS.map((day, column) => {
                const chosen = classAt(value, day, slotStart, grade);
                const slots = chosen ? classSlotStarts(chosen.start, grade) : [];
                const edge =
                  [
                    slots[0] === slotStart ? 'first' : null,
                    slots[slots.length - 1] === slotStart ? 'last' : null,
                  ]
                    .filter(Boolean)
                    .join(' ') || undefined;
                const late = !chosen && slotStart > last;
                const name = dayName(t, day);
                const cellName = chosen
                  ? t('timeSlots.cellInClass', {
                      day: name,
                      time: slotStart,
                      range: rangeOf(t, chosen, grade),
                    })
                  : t(late ? 'timeSlots.cellLate' : 'timeSlots.cell', {
                      day: name,
                      time: slotStart,
                    });
                const isActive = active.column === column && active.row === row;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the grid's keydown picks the focused slot with Enter and Space.
                  <td
                    key={day}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the grid table (see above).
                    role="gridcell"
                    className={styles.slot}
                    aria-label={cellName}
                    aria-selected={chosen !== null}
                    aria-disabled={disabled || undefined}
                    tabIndex={!disabled && isActive ? 0 : -1}
                    data-day={day}
                    data-start={slotStart}
                    data-edge={edge}
                    data-late={late || undefined}
                    onClick={() => pick(day, slotStart)}
                    onFocus={() => setActive({ column, row })}
                  >
                    {chosen && <CheckMarkIcon className={styles.mark} />}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={summaryId} className={styles.summary} data-slot="time-slot-summary">
        {summary}
      </p>
      {errorNote}
      <VisuallyHidden role="status" data-slot="time-slot-announcement">
        <span key={announcement.count}>{announcement.text}</span>
      </VisuallyHidden>
    </div>
  );
}
