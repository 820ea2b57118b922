import {
  roomOpenTypeValue,
  roomShowTypeValue,
  roomStatusValue,
  roomTypeValue,
} from '../schemas/codeValues.ts';
import { envelope } from '../schemas/envelope.ts';
import { pagingQuery, wireBool, wireDatetime, wireInt } from '../schemas/primitives.ts';
import { roomBookSchema, roomSchema, roomTemplateSchema, roomUserSchema } from '../schemas/room.ts';
import { LIMITS } from '../validation/limits.ts';
import { z } from '../zod.ts';
import { del, type EndpointGroup, get, post } from './define.ts';
import { noFields, writeReply } from './requestParts.ts';

const spec = 'foundation.md §7 Room; screens.md §7 Rooms';
const idx = z.number().check(z.int());
const idxList = z.array(idx).check(z.minLength(1));

/**
 * The room part of ADD and MOD. Every field optional so that MOD can change one thing (screens.md
 * §7: "change owner (room{roomCode,ownerUserIdx})"). assumed: the template travels as templateIdx,
 * the join password as meetPwd.
 */
const roomInput = z.strictObject({
  roomCode: z.optional(z.string()),
  roomTitle: z.optional(z.string()),
  roomDesc: z.optional(z.string().check(z.maxLength(LIMITS.DESCRIPTION_MAX))),
  roomType: z.optional(roomTypeValue),
  templateIdx: z.optional(idx),
  showDatetime: z.optional(wireDatetime),
  showEndDatetime: z.optional(wireDatetime),
  ownerUserIdx: z.optional(idx),
  roomStatus: z.optional(roomStatusValue),
  roomShowType: z.optional(roomShowTypeValue),
  roomOpenType: z.optional(roomOpenTypeValue),
  meetPwd: z.optional(z.string()),
});

/** assumed: the attendees of ADD and MOD are listed by userIdx. */
const userRefList = z.array(z.strictObject({ userIdx: idx }));

export const roomEndpoints = {
  'room.ADD': post('/room', 'ADD', {
    request: z.strictObject({ room: roomInput, roomUserList: z.optional(userRefList) }),
    response: envelope(roomSchema),
    spec,
  }),
  'room.MOD': post('/room', 'MOD', {
    request: z.strictObject({
      room: z.extend(roomInput, { roomCode: z.string() }),
      roomUserList: z.optional(userRefList),
      delUserList: z.optional(userRefList),
    }),
    response: envelope(roomSchema),
    spec,
  }),
  'room.DEL': del('/room', 'DEL', {
    request: z.strictObject({ roomCode: z.string() }),
    response: writeReply,
    spec: `${spec}; screens.md §8 (WB-403-105 on removal: no delete permission)`,
  }),
  'room.LIST': get('/room', 'LIST', {
    request: z.strictObject({
      ...pagingQuery,
      searchType: z.optional(wireInt),
      searchKeyword: z.optional(z.string()),
    }),
    response: envelope(roomSchema),
    spec,
  }),
  'room.VIEW': get('/room', 'VIEW', {
    request: z.strictObject({
      roomCode: z.string(),
      ownerUserIdx: z.optional(wireInt),
      regUserIdx: z.optional(wireInt),
    }),
    response: envelope(roomSchema),
    spec,
  }),
  'roomUser.ADD': post('/room/user', 'ADD', {
    request: z.strictObject({ roomCode: z.string(), userIdx: idx }),
    response: writeReply,
    spec: `${spec} ("register reserved attendee (roomCode, userIdx)")`,
  }),
  'roomUser.ADD_LIST': post('/room/user', 'ADD_LIST', {
    request: z.strictObject({ roomCode: z.string(), userIdxList: idxList }),
    response: writeReply,
    spec: `${spec} ("add/remove attendees (roomCode, userIdxList)")`,
  }),
  'roomUser.LIST': get('/room/user', 'LIST', {
    request: z.strictObject({ roomCode: z.string(), ...pagingQuery }),
    response: envelope(roomUserSchema),
    spec: `${spec} ("users paged (size 1000)")`,
  }),
  'roomUser.DEL': del('/room/user', 'DEL', {
    request: z.strictObject({ roomCode: z.string(), userIdx: idx }),
    response: writeReply,
    spec,
    assumed: 'DEL removes one attendee by roomCode and userIdx',
  }),
  'roomUser.DEL_LIST': del('/room/user', 'DEL_LIST', {
    request: z.strictObject({ roomCode: z.string(), userIdxList: idxList }),
    response: writeReply,
    spec,
  }),
  'roomTemplate.LIST': get('/room/template', 'LIST', {
    request: noFields,
    response: envelope(roomTemplateSchema),
    spec,
  }),
  'roomBook.LIST': get('/room/book', 'LIST', {
    request: z.strictObject({ roomCode: z.string(), paging: z.optional(wireBool) }),
    response: envelope(roomBookSchema),
    spec: `${spec} ("Room books: list (roomCode, paging false)")`,
  }),
  'roomBook.ADD_MULTI': post('/room/book', 'ADD_MULTI', {
    request: z.strictObject({ roomCode: z.string(), bookIdxList: idxList }),
    response: writeReply,
    spec: `${spec} ("add/remove books (roomCode, bookIdxList)")`,
  }),
  'roomBook.MOD': post('/room/book', 'MOD', {
    request: z.strictObject({
      roomBook: z.strictObject({
        roomCode: z.string(),
        bookIdx: idx,
        lastReadStart: z.optional(idx),
        lastReadEnd: z.optional(idx),
      }),
    }),
    response: writeReply,
    spec: `${spec} ("update roomBook{roomCode,bookIdx,lastReadStart,lastReadEnd}")`,
  }),
  'roomBook.DEL_MULTI': del('/room/book', 'DEL_MULTI', {
    request: z.strictObject({ roomCode: z.string(), bookIdxList: idxList }),
    response: writeReply,
    spec,
    assumed: 'DEL_MULTI is a DELETE (foundation.md §7 gives it without a method)',
  }),
  'roomJoin.CLOSE': post('/room/join', 'CLOSE', {
    request: z.strictObject({ roomCode: z.string(), meetIdx: idx, remove: z.literal(false) }),
    response: writeReply,
    spec: `${spec}; screens.md §7 Monitoring ("close class (roomCode, meetIdx, remove false)")`,
  }),
} as const satisfies EndpointGroup;
