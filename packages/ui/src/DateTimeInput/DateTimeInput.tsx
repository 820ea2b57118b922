import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { datesTexts } from '../i18n/texts/dates.ts';
import fields from '../styles/dateFields.module.css';
import styles from './DateTimeInput.module.css';
import {
  checkHour,
  checkMinute,
  type DateTimeParts,
  joinWireDateTime,
  splitWireDateTime,
} from './dateTime.ts';

// This component's texts come with it: pages without it do not carry them.
registerTexts(datesTexts);

export interface DateTimeInputProps {
  /** The legend of the three inputs, e.g. 'Submit deadline'. */
  label: string;
  /** Controlled value: a wire datetime `YYYY-MM-DD HH:mm:ss`, or '' for none. */
  value?: string;
  defaultValue?: string;
  /**
   * Called with the wire datetime (seconds 00) when date, hour and minute are complete and
   * valid, and with '' when they stop being so: an hour of 24 or a minute of 60 is refused with
   * the contract's message and never reaches the form as a value.
   */
  onChange?: (value: string) => void;
  /** Earliest and latest day of the date input, as wire dates. */
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A date plus an hour (0-23) and a minute (0-59) (screens.md §5 "Time input"), typed or stepped
 * with the arrow keys; output as the wire datetime of foundation.md §9.
 */
export function DateTimeInput({
  label,
  value,
  defaultValue,
  onChange,
  min,
  max,
  required = false,
  disabled = false,
}: DateTimeInputProps) {
  const t = useT();
  const id = useId();
  const [parts, setParts] = useState<DateTimeParts>(() => splitWireDateTime(value ?? defaultValue));
  const emitted = useRef(joinWireDateTime(parts));

  useEffect(() => {
    if (value === undefined || value === emitted.current) return;
    emitted.current = value;
    setParts(splitWireDateTime(value));
  }, [value]);

  const change = (part: keyof DateTimeParts, text: string) => {
    const next = { ...parts, [part]: text };
    setParts(next);
    const wire = joinWireDateTime(next);
    if (wire === emitted.current) return;
    emitted.current = wire;
    onChange?.(wire);
  };

  const hourFault = checkHour(parts.hour);
  const minuteFault = checkMinute(parts.minute);
  const hourMessageId = `${id}-hour-message`;
  const minuteMessageId = `${id}-minute-message`;

  return (
    <fieldset className={fields.root} data-slot="date-time-input" disabled={disabled}>
      <legend className={fields.legend}>{label}</legend>
      <div className={fields.inputs}>
        <label className={`${fields.field} ${styles.dateField}`} data-slot="date-time-date">
          <span className={fields.fieldLabel}>{t('dates.dateTime.date')}</span>
          <input
            type="date"
            className={fields.input}
            value={parts.date}
            min={min}
            max={max}
            required={required}
            onChange={(event) => change('date', event.target.value)}
          />
        </label>
        <label className={`${fields.field} ${styles.numberField}`} data-slot="date-time-hour">
          <span className={fields.fieldLabel}>{t('dates.dateTime.hour')}</span>
          <input
            type="number"
            inputMode="numeric"
            className={`${fields.input} ${styles.number}`}
            value={parts.hour}
            min={0}
            max={23}
            step={1}
            required={required}
            aria-invalid={hourFault ? true : undefined}
            aria-describedby={hourFault ? hourMessageId : undefined}
            onChange={(event) => change('hour', event.target.value)}
          />
        </label>
        <span className={fields.separator} aria-hidden="true">
          :
        </span>
        <label className={`${fields.field} ${styles.numberField}`} data-slot="date-time-minute">
          <span className={fields.fieldLabel}>{t('dates.dateTime.minute')}</span>
          <input
            type="number"
            inputMode="numeric"
            className={`${fields.input} ${styles.number}`}
            value={parts.minute}
            min={0}
            max={59}
            step={1}
            required={required}
            aria-invalid={minuteFault ? true : undefined}
            aria-describedby={minuteFault ? minuteMessageId : undefined}
            onChange={(event) => change('minute', event.target.value)}
          />
        </label>
      </div>
      <div className={fields.messages} aria-live="polite" data-slot="date-time-messages">
        {hourFault && (
          <p id={hourMessageId} className={fields.message}>
            {t(hourFault.key, hourFault.params)}
          </p>
        )}
        {minuteFault && (
          <p id={minuteMessageId} className={fields.message}>
            {t(minuteFault.key, minuteFault.params)}
          </p>
        )}
      </div>
    </fieldset>
  );
}
