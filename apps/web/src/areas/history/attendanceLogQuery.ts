import { ATTENDANCE_SEARCH_FILTERS, type AttendanceSearchFilter } from '@platform/contract';
import { endpointQuery } from '../../app/endpointQuery.ts';
import { type LogSearch, logListParams } from './logSearch.ts';

/**
 * What the attendance log's keyword searches, the default first. assumed: the attendee's name, as
 * a manager looks a person up; the statistics' links ask for the ID.
 */
export const ATTENDANCE_FILTERS = [
  'userName',
  ...ATTENDANCE_SEARCH_FILTERS.filter((filter) => filter !== 'userName'),
] as [AttendanceSearchFilter, ...AttendanceSearchFilter[]];

export type AttendanceSearch = LogSearch<AttendanceSearchFilter>;

/** One page of the attendance log of a search (logMeetUserJoin.LIST without a class). */
export const attendanceLogQuery = (search: AttendanceSearch, page: number, size: number) =>
  endpointQuery('logMeetUserJoin.LIST', logListParams(search, page, size), 'page');
