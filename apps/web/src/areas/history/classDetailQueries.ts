import {
  type ClassLog,
  MEET_FILE_TYPE,
  NOTE_LIST_SEARCH_TYPE,
  SUMMARY_STATUS,
} from '@platform/contract';
import { endpointQuery } from '../../app/endpointQuery.ts';

/**
 * How often the detail asks again while a summary is being made (assumed: the spec names the
 * states, not how the page learns of the change).
 */
export const SUMMARY_POLL_MS = 2_000;

/** The class a detail is of: its meetIdx, and its room when the list named one. */
type ClassRef = Pick<ClassLog, 'meetIdx' | 'roomCode'>;

const byClass = (log: ClassRef) => ({
  meetIdx: log.meetIdx,
  ...(log.roomCode ? { roomCode: log.roomCode } : {}),
});

/**
 * The class log itself (screens.md §7 "detail (roomCode, meetIdx, withTemplate)"), asked again
 * while its summary is in progress so that the page sees it become ready, or fail.
 */
export const classDetailQuery = (log: ClassRef) => ({
  ...endpointQuery('logMeet.VIEW', { ...byClass(log), withTemplate: true }, 'result'),
  refetchInterval: (query: { state: { data?: ClassLog | null | undefined } }) =>
    query.state.data?.summaryStatus === SUMMARY_STATUS.IN_PROGRESS ? SUMMARY_POLL_MS : false,
});

/** The attendees, one row each with first entry, last exit and time inside (screens.md §7). */
export const classAttendeesQuery = (log: ClassRef) =>
  endpointQuery('logMeetUser.LIST', { ...byClass(log), paging: false });

/** Every record of the class: recordings, chat logs and AI summaries (screens.md §3 Meet files). */
export const classRecordsQuery = (log: ClassRef) =>
  endpointQuery('recordLog.LIST_ROOM', byClass(log));

/**
 * The reference materials shared in the class (screens.md §7 "list (roomCode, meetIdx, fileType
 * 1)"): by meetIdx alone, the files of that class; with the room, the mock lists every file of the
 * room whatever class it came with (mocks/src/handlers/meets.ts).
 */
export const classReferencesQuery = (log: ClassRef) =>
  endpointQuery('meetFile.LIST', { meetIdx: log.meetIdx, fileType: MEET_FILE_TYPE.REFERENCE });

/** The class notes written in the class, to find each attendee's (searchType 4: class notes). */
export const classNotesQuery = (log: ClassRef) =>
  endpointQuery('note.LIST', {
    meetIdx: log.meetIdx,
    searchType: NOTE_LIST_SEARCH_TYPE.CLASS,
    paging: false,
  });

/** The room templates, to name the class's layout (screens.md §7 Class history "templates"). */
export const roomTemplatesQuery = () => endpointQuery('roomTemplate.LIST');
