import { codeLabel, QUICK_RANGE, ROOM_KIND, type RoomKind } from '@platform/contract';
import {
  Checkbox,
  DateRangePicker,
  RadioGroup,
  SearchBox,
  Select,
  type TextKey,
  useLocale,
  useT,
} from '@platform/ui';
import { useState } from 'react';
import styles from './History.module.css';
import type { LogSearch } from './logSearch.ts';

export interface LogSearchFormProps<Filter extends string> {
  search: LogSearch<Filter>;
  /** What the keyword searches, in the radio's order, each with its label's text key. */
  filters: readonly { value: Filter; labelKey: TextKey }[];
  onChange: (change: Partial<LogSearch<Filter>>) => void;
  /** Only the period and the keyword: a list without room kinds or search columns (homework). */
  periodAndKeyword?: boolean;
}

/**
 * The history's search (screens.md §10 History): the period with the quick ranges, the room kind,
 * what the keyword searches, whole or part match, and the keyword, searched after the text
 * debounce and never inside a composed syllable (the SearchBox's own rule). It shows the search it
 * is given: a log opened from a link shows the link's search.
 */
export function LogSearchForm<Filter extends string>({
  search,
  filters,
  onChange,
  periodAndKeyword = false,
}: LogSearchFormProps<Filter>) {
  const t = useT();
  const { locale } = useLocale();
  // What the picker shows, half-typed dates included; the search follows a whole valid range.
  const [shownRange, setShownRange] = useState({ start: search.startDate, end: search.endDate });
  const roomOptions = [
    { value: '', label: t('history.search.roomType.all') },
    ...Object.values(ROOM_KIND).map((kind) => ({
      value: String(kind),
      label: codeLabel(locale, 'ROOM_KIND', kind),
    })),
  ];
  return (
    <>
      <div className={styles.filters}>
        <DateRangePicker
          label={t('history.search.period')}
          value={shownRange}
          quickRanges={[QUICK_RANGE.ONE_WEEK, QUICK_RANGE.THIRTY_DAYS]}
          onChange={(value, fault) => {
            setShownRange(value);
            if (!fault && value.start && value.end) {
              onChange({ startDate: value.start, endDate: value.end });
            }
          }}
        />
        {!periodAndKeyword && (
          <Select
            label={t('history.search.roomType')}
            options={roomOptions}
            value={search.roomType === null ? '' : String(search.roomType)}
            onChange={(event) =>
              onChange({
                roomType: event.target.value ? (Number(event.target.value) as RoomKind) : null,
              })
            }
          />
        )}
      </div>
      <div className={styles.filters}>
        {!periodAndKeyword && (
          <RadioGroup
            label={t('history.search.filter')}
            orientation="horizontal"
            value={search.filter}
            onValueChange={(value) => {
              const chosen = filters.find((filter) => filter.value === value);
              if (chosen) onChange({ filter: chosen.value } as Partial<LogSearch<Filter>>);
            }}
            options={filters.map((filter) => ({ value: filter.value, label: t(filter.labelKey) }))}
          />
        )}
        {!periodAndKeyword && (
          <Checkbox
            label={t('history.search.match')}
            checked={search.match}
            onCheckedChange={(checked) => onChange({ match: checked === true })}
          />
        )}
        <SearchBox
          className={styles.search}
          label={t('history.search.keyword')}
          placeholder={t('history.search.keywordPlaceholder')}
          defaultValue={search.keyword}
          debounce="text"
          onSearch={(text) => onChange({ keyword: text.trim() })}
        />
      </div>
    </>
  );
}
