import { useId, useMemo } from 'react';
import { useLocale, useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { datesTexts } from '../i18n/texts/dates.ts';
import { ChevronIcon } from '../internal/icons/ChevronIcon.tsx';
import { useControllableState } from '../internal/useControllableState.ts';
import styles from './MonthPicker.module.css';
import {
  clampYearMonth,
  compareYearMonth,
  defaultFirstMonth,
  firstDayOf,
  monthsNewestFirst,
  shiftYearMonth,
  type YearMonth,
  yearMonthOf,
} from './yearMonth.ts';

// This component's texts come with it: pages without it do not carry them.
registerTexts(datesTexts);

export interface MonthPickerProps {
  /** The visible name of the picker, e.g. 'Settlement month'. */
  label: string;
  /** Controlled value, `YYYY-MM`. */
  value?: YearMonth;
  /** Uncontrolled start; the current month when neither is given. */
  defaultValue?: YearMonth;
  onChange?: (value: YearMonth) => void;
  /** The earliest month offered (default: January five years ago, assumed). */
  min?: YearMonth;
  /** Today, which decides the current month (the cap); injectable for tests. */
  now?: Date;
  disabled?: boolean;
}

/**
 * A year-month with previous/next buttons and a select, capped at the current month (screens.md
 * §10 Settlement "month picker capped at current month"). At the cap the next button stays
 * focusable but does nothing, and says why.
 */
export function MonthPicker({
  label,
  value,
  defaultValue,
  onChange,
  min,
  now: nowProp,
  disabled = false,
}: MonthPickerProps) {
  const t = useT();
  const { locale } = useLocale();
  const id = useId();
  const now = nowProp ?? new Date();
  const max = yearMonthOf(now);
  const first = min ?? defaultFirstMonth(now);
  const [chosen, setChosen] = useControllableState<YearMonth>({
    value,
    defaultValue: defaultValue ?? max,
    onChange,
    name: 'MonthPicker `value`',
  });
  const current = clampYearMonth(chosen, first, max);
  const atMax = compareYearMonth(current, max) >= 0;
  const atMin = compareYearMonth(current, first) <= 0;

  const monthName = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long' });
    return (month: YearMonth) => format.format(firstDayOf(month));
  }, [locale]);

  const choose = (next: YearMonth) => {
    const allowed = clampYearMonth(next, first, max);
    if (allowed === current) return;
    setChosen(allowed);
  };

  const labelId = `${id}-label`;
  const cappedId = `${id}-capped`;
  const firstId = `${id}-first`;

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend cannot sit beside its controls in one row; a labelled group reads the same.
    <div className={styles.root} role="group" aria-labelledby={labelId} data-slot="month-picker">
      <span id={labelId} className={styles.label} data-slot="month-picker-label">
        {label}
      </span>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.step}
          data-slot="month-picker-previous"
          aria-label={t('dates.month.previous')}
          // aria-disabled, not disabled: the button stays reachable so its explanation is heard.
          aria-disabled={atMin || undefined}
          aria-describedby={atMin ? firstId : undefined}
          disabled={disabled}
          onClick={() => !atMin && choose(shiftYearMonth(current, -1))}
        >
          <ChevronIcon direction="left" />
        </button>
        <select
          className={styles.select}
          data-slot="month-picker-select"
          aria-label={`${label} ${t('dates.month.select')}`}
          value={current}
          disabled={disabled}
          onChange={(event) => choose(event.target.value)}
        >
          {monthsNewestFirst(first, max).map((month) => (
            <option key={month} value={month}>
              {monthName(month)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={styles.step}
          data-slot="month-picker-next"
          aria-label={t('dates.month.next')}
          aria-disabled={atMax || undefined}
          aria-describedby={atMax ? cappedId : undefined}
          disabled={disabled}
          onClick={() => !atMax && choose(shiftYearMonth(current, 1))}
        >
          <ChevronIcon direction="right" />
        </button>
      </div>
      {atMax && (
        <p id={cappedId} className={styles.hint} data-slot="month-picker-hint">
          {t('dates.month.capped')}
        </p>
      )}
      {atMin && (
        <p id={firstId} className={styles.hint} data-slot="month-picker-hint">
          {t('dates.month.first')}
        </p>
      )}
    </div>
  );
}
