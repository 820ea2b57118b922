import { ROOM_STATE } from '@platform/contract';
import { okList, okPage, pageOf } from '../api.ts';
import type { MockRoom } from '../db/areas/rooms.ts';
import { db } from '../db/index.ts';
import { MOCK_ERROR } from '../errors.ts';
import { implementAuthorised, refuse } from '../server/router.ts';

/*
 * The room list (foundation.md §7 Room "GET LIST (searchType 2)"), as far as the screens built so
 * far use it: the unit-price tab of the user detail picks a classroom from it. The class rooms
 * page of the rooms issue adds its own reading of the other search types.
 *
 * assumed: searchType 2 lists every room of the caller's institution that is not hidden or
 * closed, by title; searchKeyword matches part of the title; a page when page or size is sent
 * (and paging is not false), else the whole list.
 */

const INSTITUTION_ROOMS = 2;

const wireRoom = ({ companyIdx: _companyIdx, ...room }: MockRoom) => room;

const listed = (room: MockRoom) =>
  room.roomStatus !== ROOM_STATE.HIDE && room.roomStatus !== ROOM_STATE.CLOSE;

export const roomImplementations = [
  implementAuthorised('room.LIST', ({ me, fields }) => {
    if (fields.searchType !== undefined && fields.searchType !== INSTITUTION_ROOMS) {
      refuse(MOCK_ERROR.badRequest);
    }
    const keyword = fields.searchKeyword?.trim().toLowerCase() ?? '';
    const rooms = db.rooms
      .filter((room) => room.companyIdx === me.companyIdx && listed(room))
      .filter((room) => keyword === '' || room.roomTitle.toLowerCase().includes(keyword))
      .sort((a, b) => a.roomTitle.localeCompare(b.roomTitle, 'ko'))
      .map(wireRoom);
    const paged =
      fields.paging !== false && (fields.page !== undefined || fields.size !== undefined);
    return paged ? okPage(pageOf(rooms, fields.page ?? 0, fields.size ?? 20)) : okList(rooms);
  }),
];
