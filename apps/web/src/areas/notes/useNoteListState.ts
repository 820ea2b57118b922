import { defaultSearchRange, formatWireDate } from '@platform/contract';
import type { DateRangeValue } from '@platform/ui';
import { useState } from 'react';

/** The default range of the note lists: the last 7 days (screens.md §9), as wire dates. */
export function defaultNoteRange(now: Date): DateRangeValue {
  const { start, end } = defaultSearchRange('notes', now);
  return { start: formatWireDate(start), end: formatWireDate(end) };
}

/** What a note list searches: its range, keyword and page; a new search starts at page 1. */
export function useNoteListState() {
  const [range, setRange] = useState(() => defaultNoteRange(new Date()));
  const [keyword, setKeyword] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  return {
    range,
    keyword,
    pageIndex,
    setPageIndex,
    setRange: (next: DateRangeValue) => {
      setRange(next);
      setPageIndex(0);
    },
    setKeyword: (next: string) => {
      setKeyword(next);
      setPageIndex(0);
    },
  };
}
