import { QUICK_RANGE, type QuickRange } from '@platform/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/index.ts';
import { useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { datesTexts } from '../i18n/texts/dates.ts';
import fields from '../styles/dateFields.module.css';
import styles from './DateRangePicker.module.css';
import {
  checkBounds,
  checkOrder,
  type DateBounds,
  type DateFault,
  type DateRangeValue,
  EMPTY_RANGE,
  quickRangeValue,
} from './dateRange.ts';

// This component's texts come with it: pages without it do not carry them.
registerTexts(datesTexts);

export interface DateRangePickerProps {
  /** The legend of the pair, e.g. 'Publish period' or 'Search period'. */
  label: string;
  /** Controlled value: wire dates `YYYY-MM-DD` ('' while empty). */
  value?: DateRangeValue;
  defaultValue?: DateRangeValue;
  /**
   * Called with every accepted change and the order fault, if any (start after end, or a
   * missing date when `required`). A date outside `min`/`max` is refused: it is shown with its
   * message but not passed on.
   */
  onChange?: (value: DateRangeValue, fault: DateFault | null) => void;
  /** Earliest day allowed, inclusive (`periodBounds(now)` gives today to one year ahead). */
  min?: string;
  /** Latest day allowed, inclusive. */
  max?: string;
  /** The quick-range buttons to show (default: one week and 30 days); `[]` shows none. */
  quickRanges?: readonly QuickRange[];
  /** Today, for the quick ranges and the display of the bounds; injectable for tests. */
  now?: Date;
  required?: boolean;
  disabled?: boolean;
  /** Form field names of the two inputs, for a native form post. */
  name?: { start: string; end: string };
}

const ALL_QUICK_RANGES = Object.values(QUICK_RANGE);

/**
 * Start and end dates as a pair of native date inputs (keyboard and phone friendly), with the
 * quick ranges of foundation.md §9 and optional bounds (screens.md §5 board period, §9 room use
 * period). The order rule and its message are the contract's.
 */
export function DateRangePicker({
  label,
  value,
  defaultValue,
  onChange,
  min,
  max,
  quickRanges = ALL_QUICK_RANGES,
  now: nowProp,
  required = false,
  disabled = false,
  name,
}: DateRangePickerProps) {
  const t = useT();
  const id = useId();
  const now = nowProp ?? new Date();
  const bounds: DateBounds = { min, max };

  const [draft, setDraft] = useState<DateRangeValue>(value ?? defaultValue ?? EMPTY_RANGE);
  // The last value passed on: a refused date leaves its side of it unchanged.
  const accepted = useRef<DateRangeValue>(draft);
  const [quickFault, setQuickFault] = useState<DateFault | null>(null);

  // A controlled value replaces the drafts when it changes (not on every render of the parent).
  const valueStart = value?.start;
  const valueEnd = value?.end;
  useEffect(() => {
    if (valueStart === undefined || valueEnd === undefined) return;
    const next = { start: valueStart, end: valueEnd };
    accepted.current = next;
    setDraft(next);
  }, [valueStart, valueEnd]);

  const startFault = checkBounds(draft.start, bounds, now);
  const endFault = checkBounds(draft.end, bounds, now);
  const orderFault = startFault || endFault ? null : checkOrder(draft, required);

  const accept = (next: DateRangeValue) => {
    accepted.current = next;
    onChange?.(next, checkOrder(next, required));
  };

  const changeSide = (side: keyof DateRangeValue, text: string) => {
    setQuickFault(null);
    setDraft((current) => ({ ...current, [side]: text }));
    if (checkBounds(text, bounds, now)) return;
    accept({ ...accepted.current, [side]: text });
  };

  const applyQuickRange = (kind: QuickRange) => {
    const next = quickRangeValue(kind, now);
    const refused = checkBounds(next.start, bounds, now) ?? checkBounds(next.end, bounds, now);
    setQuickFault(refused);
    if (refused) return;
    setDraft(next);
    accept(next);
  };

  const message = (fault: DateFault | null) => (fault ? t(fault.key, fault.params) : '');
  const startMessageId = `${id}-start-message`;
  const endMessageId = `${id}-end-message`;
  const rangeMessageId = `${id}-range-message`;
  const rangeMessage = message(quickFault ?? orderFault);

  const describedBy = (own: string, fault: DateFault | null) =>
    [fault ? own : null, rangeMessage ? rangeMessageId : null].filter(Boolean).join(' ') ||
    undefined;

  return (
    <fieldset className={fields.root} data-slot="date-range-picker" disabled={disabled}>
      <legend className={fields.legend} data-slot="date-range-legend">
        {label}
      </legend>
      <div className={`${fields.inputs} ${styles.inputs}`} data-slot="date-range-inputs">
        <label className={fields.field} data-slot="date-range-start">
          <span className={fields.fieldLabel}>{t('dates.range.start')}</span>
          <input
            type="date"
            className={fields.input}
            value={draft.start}
            min={min}
            max={max}
            name={name?.start}
            required={required}
            aria-invalid={Boolean(startFault || orderFault) || undefined}
            aria-describedby={describedBy(startMessageId, startFault)}
            onChange={(event) => changeSide('start', event.target.value)}
          />
        </label>
        <span className={`${fields.separator} ${styles.separator}`} aria-hidden="true">
          ~
        </span>
        <label className={fields.field} data-slot="date-range-end">
          <span className={fields.fieldLabel}>{t('dates.range.end')}</span>
          <input
            type="date"
            className={fields.input}
            value={draft.end}
            min={min}
            max={max}
            name={name?.end}
            required={required}
            aria-invalid={Boolean(endFault || orderFault) || undefined}
            aria-describedby={describedBy(endMessageId, endFault)}
            onChange={(event) => changeSide('end', event.target.value)}
          />
        </label>
      </div>
      {quickRanges.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a fieldset inside the fieldset would add a second legend to read; a labelled group is enough.
        <div
          className={styles.quick}
          role="group"
          aria-label={t('dates.range.quick')}
          data-slot="date-range-quick"
        >
          {quickRanges.map((kind) => (
            <Button
              key={kind}
              variant="secondary"
              size="sm"
              disabled={disabled}
              onClick={() => applyQuickRange(kind)}
            >
              {t(`date.quickRange.${kind}`)}
            </Button>
          ))}
        </div>
      )}
      {/* Always in the DOM so that a new message is announced. */}
      <div className={fields.messages} aria-live="polite" data-slot="date-range-messages">
        {startFault && (
          <p id={startMessageId} className={fields.message}>
            {`${t('dates.range.start')}: ${message(startFault)}`}
          </p>
        )}
        {endFault && (
          <p id={endMessageId} className={fields.message}>
            {`${t('dates.range.end')}: ${message(endFault)}`}
          </p>
        )}
        {rangeMessage && (
          <p id={rangeMessageId} className={fields.message}>
            {rangeMessage}
          </p>
        )}
      </div>
    </fieldset>
  );
}
