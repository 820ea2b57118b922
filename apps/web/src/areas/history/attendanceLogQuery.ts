import { endpointQuery } from '../../app/endpointQuery.ts';
import { type AttendanceSearch, attendanceLogParams } from './attendanceSearch.ts';

/** One page of the attendance log of a search (logMeetUserJoin.LIST without a class). */
export const attendanceLogQuery = (search: AttendanceSearch, page: number, size: number) =>
  endpointQuery('logMeetUserJoin.LIST', attendanceLogParams(search, page, size), 'page');
