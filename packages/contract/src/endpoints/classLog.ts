import { ATTENDANCE_SEARCH_FILTERS, CLASS_LOG_SEARCH_FILTERS } from '../codes/rooms.ts';
import { envelope } from '../schemas/envelope.ts';
import { classLogSchema, meetRecordFileSchema, meetUserLogSchema } from '../schemas/meet.ts';
import { feeRowSchema } from '../schemas/price.ts';
import {
  pagingQuery,
  searchQuery,
  wireBool,
  wireDate,
  wireInt,
  wireIntList,
} from '../schemas/primitives.ts';
import { z } from '../zod.ts';
import { type EndpointGroup, get, post } from './define.ts';
import { fileInfoQuery, fileInfoReply, writeReply } from './requestParts.ts';

const spec = 'foundation.md §7 Class and record logs; screens.md §7 Class history';

/**
 * The excel export (foundation.md §7: command USER_JOIN_GNE or USER_SCORE, excelRoomMeet "comma
 * list of meetIdx, optional", searchStartDate, searchEndDate and language; screens.md §5: at most
 * 50 selected rows, none exports the whole range). The reply is an .xls file.
 */
const excelQuery = z.strictObject({
  excelRoomMeet: z.optional(wireIntList),
  searchStartDate: wireDate,
  searchEndDate: wireDate,
  language: z.enum(['ko', 'en']),
});

/** A meet of a room (screens.md §7 "detail (roomCode, meetIdx, withTemplate)"). */
const byMeet = z.strictObject({
  roomCode: z.optional(z.string()),
  meetIdx: wireInt,
});

export const classLogEndpoints = {
  'logMeet.VIEW': get('/logMeet', 'VIEW', {
    request: z.extend(byMeet, { withTemplate: z.optional(wireBool) }),
    response: envelope(classLogSchema),
    spec,
  }),
  'logMeet.LIST': get('/logMeet', 'LIST', {
    request: z.strictObject({
      ...pagingQuery,
      ...searchQuery,
      searchFilter: z.optional(z.enum(CLASS_LOG_SEARCH_FILTERS)),
      searchMatch: z.optional(wireBool),
      roomType: z.optional(wireInt),
      roomCode: z.optional(z.string()),
    }),
    response: envelope(classLogSchema),
    spec,
    assumed:
      'searchFilter names the searched column (meetTitle, leaderId or leaderName: title, leader ' +
      'ID, leader name; screens.md §10); searchMatch true for a whole match, else part',
  }),
  'logMeet.LIST_AMOUNT': get('/logMeet', 'LIST_AMOUNT', {
    request: z.strictObject({
      ...pagingQuery,
      ...searchQuery,
      leaderIdx: z.optional(wireInt),
    }),
    response: envelope(feeRowSchema),
    spec: 'foundation.md §7; screens.md §7 Fees ("leaderIdx, searchStartDate, searchEndDate, searchType 5, paging false")',
  }),
  'logMeetUser.LIST': get('/logMeet/user', 'LIST', {
    request: z.extend(byMeet, { ...pagingQuery }),
    response: envelope(meetUserLogSchema),
    spec,
    assumed: 'the attendees of one class, by meetIdx',
  }),
  'logMeetUserJoin.LIST': get('/logMeet/userJoin', 'LIST', {
    request: z.strictObject({
      ...pagingQuery,
      ...searchQuery,
      roomCode: z.optional(z.string()),
      meetIdx: z.optional(wireInt),
      userIdx: z.optional(wireInt),
      searchFilter: z.optional(z.enum(ATTENDANCE_SEARCH_FILTERS)),
      searchMatch: z.optional(wireBool),
      roomType: z.optional(wireInt),
    }),
    response: envelope(meetUserLogSchema),
    spec: `${spec}; screens.md §10 "Attendance log columns class, attendee, join, exit, duration", Statistics`,
    assumed:
      'the attendance list (entries and exits): of one class by meetIdx, optionally of one user; ' +
      "without meetIdx, the attendance log (manage/log/joinLog/list): every entry into the institution's " +
      'classes that ended in the period, searched as the statistics screens link it (searchFilter ' +
      'userId, userName or meetTitle; searchMatch true for a whole match, else part)',
  }),
  'logMeetFee.SAVE': post('/logMeet/fee', 'SAVE', {
    request: z.strictObject({
      meetIdx: z.number().check(z.int()),
      userIdx: z.number().check(z.int()),
      amount: z.number().check(z.int(), z.nonnegative()),
    }),
    response: writeReply,
    spec: 'foundation.md §7; screens.md §7 Fees ("save per meetIdx and userIdx with amount")',
  }),
  'logMeetSummary.SAVE': post('/logMeet/summary', 'SAVE', {
    request: z.strictObject({ meetIdx: z.number().check(z.int()) }),
    response: writeReply,
    spec,
  }),
  'logMeetExcel.USER_JOIN_GNE': get('/logMeet/excel', 'USER_JOIN_GNE', {
    request: excelQuery,
    reply: 'file',
    spec: `${spec} (attendance export)`,
  }),
  'logMeetExcel.USER_SCORE': get('/logMeet/excel', 'USER_SCORE', {
    request: excelQuery,
    reply: 'file',
    spec: `${spec} (score export)`,
  }),
  'recordLog.LIST_ROOM': get('/recordLog', 'LIST_ROOM', {
    request: z.partial(byMeet),
    response: envelope(meetRecordFileSchema),
    spec,
    assumed: 'the records of a room or one of its classes',
  }),
  'recordLogVideo.LIST': get('/recordLog/video', 'LIST', {
    request: z.extend(z.partial(byMeet), { ...pagingQuery }),
    response: envelope(meetRecordFileSchema),
    spec,
  }),
  'recordLogVideo.LIST_ROOM': get('/recordLog/video', 'LIST_ROOM', {
    request: z.partial(byMeet),
    response: envelope(meetRecordFileSchema),
    spec,
  }),
  'recordLogVideo.GET_FILE': get('/recordLog/video', 'GET_FILE', {
    request: z.extend(fileInfoQuery, { recordIdx: z.optional(wireInt) }),
    response: fileInfoReply,
    spec: `${spec}; foundation.md §7 File downloads ("Used for recordings")`,
  }),
  'recordLogVideo.DOWNLOAD_FILE': get('/recordLog/video', 'DOWNLOAD_FILE', {
    request: z.strictObject({ recordIdx: wireInt, fileIdx: z.optional(wireInt) }),
    reply: 'file',
    spec,
  }),
  'recordLogChat.LIST_ROOM': get('/recordLog/chat', 'LIST_ROOM', {
    request: z.partial(byMeet),
    response: envelope(meetRecordFileSchema),
    spec,
  }),
} as const satisfies EndpointGroup;
