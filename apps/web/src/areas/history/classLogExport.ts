import { LIMITS, type Locale, USER_TYPE } from '@platform/contract';
import { api } from '../../app/session/api.ts';
import { saveFile } from '../../shared/saveFile.ts';
import type { LogSearch } from './logSearch.ts';

/** The two exports of the history and the server's commands for them (foundation.md §7). */
export const CLASS_LOG_EXPORTS = {
  attendance: 'logMeetExcel.USER_JOIN_GNE',
  score: 'logMeetExcel.USER_SCORE',
} as const;
export type ClassLogExport = keyof typeof CLASS_LOG_EXPORTS;

/**
 * screens.md §6: teachers and open teachers "select rows and export attendance"; assumed: so does
 * every user but a student (the managers of the manage area among them).
 */
export function mayExportClassLog(userType: number): boolean {
  return userType !== USER_TYPE.STUDENT;
}

/**
 * The export's parameters (foundation.md §7; screens.md §5 Export "selected rows max 50
 * (valid.selectUpTo); no selection exports whole date range"): the selected classes, or none for
 * the whole period; always the period, and the user's language. More than the limit selected is
 * the caller's error: the table stops the selection there.
 */
export function classLogExportParams(
  search: Pick<LogSearch, 'startDate' | 'endDate'>,
  selected: readonly number[],
  language: Locale,
) {
  if (selected.length > LIMITS.EXPORT_SELECTION_MAX) {
    throw new RangeError(`At most ${LIMITS.EXPORT_SELECTION_MAX} classes export at once`);
  }
  return {
    ...(selected.length > 0 ? { excelRoomMeet: [...selected] } : {}),
    searchStartDate: search.startDate,
    searchEndDate: search.endDate,
    language,
  };
}

/** Asks the server for the .xls and saves it under the content disposition's name. */
export async function exportClassLog(
  kind: ClassLogExport,
  search: Pick<LogSearch, 'startDate' | 'endDate'>,
  selected: readonly number[],
  language: Locale,
): Promise<void> {
  saveFile(
    await api.file(CLASS_LOG_EXPORTS[kind], classLogExportParams(search, selected, language)),
  );
}
