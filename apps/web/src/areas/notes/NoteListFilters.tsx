import { QUICK_RANGE } from '@platform/contract';
import { DateRangePicker, type DateRangeValue, SearchBox, useT } from '@platform/ui';
import { useState } from 'react';
import styles from './NotePages.module.css';

export interface NoteListFiltersProps {
  range: DateRangeValue;
  onRangeChange: (range: DateRangeValue) => void;
  onSearch: (keyword: string) => void;
}

/**
 * The note lists' search (screens.md §7 Notes: searchStartDate, searchEndDate, searchKeyword): the
 * submit date range with the quick ranges, and the keyword (note title or name), searched after
 * the text debounce and never in the middle of a composed syllable (the SearchBox's own rule).
 */
export function NoteListFilters({ range, onRangeChange, onSearch }: NoteListFiltersProps) {
  const t = useT();
  // What the picker shows, half-typed dates included; the list follows only a whole valid range.
  const [shown, setShown] = useState(range);
  return (
    <div className={styles.filters}>
      <DateRangePicker
        label={t('notes.filter.period')}
        value={shown}
        quickRanges={[QUICK_RANGE.ONE_WEEK, QUICK_RANGE.THIRTY_DAYS]}
        onChange={(value, fault) => {
          setShown(value);
          if (!fault && value.start && value.end) onRangeChange(value);
        }}
      />
      <SearchBox
        className={styles.search}
        label={t('notes.filter.keyword')}
        placeholder={t('notes.filter.keywordPlaceholder')}
        debounce="text"
        onSearch={(text) => onSearch(text.trim())}
      />
    </div>
  );
}
