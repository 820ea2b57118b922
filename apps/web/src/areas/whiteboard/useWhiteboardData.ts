import {
  readWhiteboardData,
  WHITEBOARD_DATA_PARAM,
  type WhiteboardPageData,
} from '@platform/contract';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The page's data parameter as the whiteboard passed it (screens.md §10). */
export function useWhiteboardData(): WhiteboardPageData {
  const [search] = useSearchParams();
  const raw = search.get(WHITEBOARD_DATA_PARAM);
  return useMemo(() => readWhiteboardData(raw), [raw]);
}
