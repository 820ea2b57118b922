import {
  MEET_FILE_TYPE,
  PAGE_SIZE,
  ROOM_LIST_SEARCH_TYPE,
  type Room,
  USER_TYPE,
} from '@platform/contract';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { endpointQuery, invalidateEndpoints } from '../../app/endpointQuery.ts';
import { takesLoaderRead } from '../../app/screenLoader.ts';

/*
 * The reads of the rooms area (screens.md §7 Rooms): the class page's rooms, the institution's
 * rooms of manage/room/list and one room's detail. Every change of a room asks all of them again
 * (ROOM_READS): a card, a table row and an open detail show the change together.
 */

export const ROOM_READS = [
  'room.LIST',
  'room.VIEW',
  'roomUser.LIST',
  'roomBook.LIST',
  'meet.LIST',
  'meetUser.LIST',
  'meetFile.LIST',
] as const;

/**
 * The class page's rooms: the caller's own and attended rooms, with their live classes, the first
 * `pages` pages of 20 (screens.md §9 "class ... 20"). assumed: the page grows by "load more" and
 * asks for the whole head again (one read, in order, live classes first); a teacher with 500 rooms
 * no longer draws 500 cards, nor downloads them, before the first tap (BENCHMARKS.md, class page).
 */
export const myRoomsQuery = (pages = 1) =>
  endpointQuery(
    'room.LIST',
    { searchType: ROOM_LIST_SEARCH_TYPE.MINE, page: 0, size: PAGE_SIZE.CLASS * pages },
    'page',
  );

export function useMyRooms(enabled: boolean, pages = 1) {
  return useQuery({
    ...myRoomsQuery(pages),
    ...takesLoaderRead,
    enabled,
    placeholderData: keepPreviousData,
  });
}

export interface InstitutionRoomsQuery {
  keyword: string;
  /** Counted from 0. */
  pageIndex: number;
}

/** One page of the institution's rooms (manage/room/list). assumed: the class list's size, 20. */
export const institutionRoomsQuery = ({ keyword, pageIndex }: InstitutionRoomsQuery) =>
  endpointQuery(
    'room.LIST',
    {
      searchType: ROOM_LIST_SEARCH_TYPE.INSTITUTION,
      page: pageIndex,
      size: PAGE_SIZE.CLASS,
      ...(keyword ? { searchKeyword: keyword } : {}),
    },
    'page',
  );

export function useInstitutionRooms(query: InstitutionRoomsQuery) {
  return useQuery({
    ...institutionRoomsQuery(query),
    ...takesLoaderRead,
    placeholderData: keepPreviousData,
  });
}

/** The room templates (class types) of the institution, for the room form. */
export function useRoomTemplates(enabled = true) {
  return useQuery({ ...endpointQuery('roomTemplate.LIST'), enabled, staleTime: 60_000 });
}

/** One room with its attendees and books (room VIEW). */
export function useRoomDetail(roomCode: string) {
  return useQuery(endpointQuery('room.VIEW', { roomCode }, 'result'));
}

/** A page of a room's attendees, 1000 a page (screens.md §9 "room users 1000"). */
export function useRoomUsers(roomCode: string, pageIndex: number) {
  return useQuery({
    ...endpointQuery(
      'roomUser.LIST',
      { roomCode, page: pageIndex, size: PAGE_SIZE.ROOM_USERS },
      'page',
    ),
    placeholderData: keepPreviousData,
  });
}

/** A room's books with their last-read ranges (screens.md §7 "list (roomCode, paging false)"). */
export function useRoomBooks(roomCode: string, enabled: boolean) {
  return useQuery({
    ...endpointQuery('roomBook.LIST', { roomCode, paging: false }),
    enabled,
  });
}

/**
 * The class running in a room, by its meetIdx; 0 when none runs (the reference files' calls then
 * name the room, see useReferenceFiles).
 */
export function runningMeetIdx(room: Pick<Room, 'meet'>): number {
  return room.meet?.exist ? (room.meet.meetIdx ?? 0) : 0;
}

/**
 * The reference files of a room (screens.md §7 "list (roomCode, meetIdx, fileType 1)"). assumed:
 * meetIdx 0 when no class runs, as the upload names the room then (meetFile.ADD's roomCode).
 */
export function useReferenceFiles(roomCode: string, meetIdx: number) {
  return useQuery(
    endpointQuery('meetFile.LIST', { roomCode, meetIdx, fileType: MEET_FILE_TYPE.REFERENCE }),
  );
}

/** After any change of a room or its class: every read of rooms is asked again. */
export function refreshRooms(queryClient: QueryClient): Promise<void> {
  return invalidateEndpoints(queryClient, ...ROOM_READS);
}

/**
 * The institution's teachers, who may lead a room (screens.md §6 "change leader (only teachers
 * selectable)"; §7 "Teacher list (userType teacher or open teacher)").
 */
export function useTeachers(enabled = true) {
  return useQuery({
    ...endpointQuery('user.LIST', {
      paging: false,
      userType: [USER_TYPE.TEACHER, USER_TYPE.OPEN_TEACHER],
    }),
    enabled,
  });
}
