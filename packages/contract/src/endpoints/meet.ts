import { userTypeValue } from '../schemas/codeValues.ts';
import { envelope } from '../schemas/envelope.ts';
import { meetSchema, referenceFileSchema } from '../schemas/meet.ts';
import { int, opt, pagingQuery, wireInt } from '../schemas/primitives.ts';
import { z } from '../zod.ts';
import { del, type EndpointGroup, get, post } from './define.ts';
import { inviteLookupQuery, inviteLookupReply } from './inviteLookup.ts';
import { fileInfoQuery, fileInfoReply, formWithNumberedFiles, writeReply } from './requestParts.ts';

const spec = 'foundation.md §7 Meet';

/** A current attendee of a class (screens.md §7 Monitoring "current attendees"). assumed fields. */
const meetUserSchema = z.looseObject({
  userIdx: int,
  userName: opt(z.string()),
  userType: opt(userTypeValue),
  joinDatetime: opt(z.string()),
});

export const meetEndpoints = {
  'meet.VIEW': get('/meet', 'VIEW', {
    request: z.strictObject({ meetIdx: wireInt, roomCode: z.optional(z.string()) }),
    response: envelope(meetSchema),
    spec,
  }),
  'meet.VIEW_INVITE': get('/meet', 'VIEW_INVITE', {
    request: inviteLookupQuery,
    response: inviteLookupReply,
    spec: `${spec}; screens.md §7 Invite`,
    assumed: 'the signed-in form of the invite lookup; the guest form is /open/meet VIEW',
  }),
  'meet.LIST': get('/meet', 'LIST', {
    request: z.strictObject({
      ...pagingQuery,
      searchKeyword: z.optional(z.string()),
      searchType: z.optional(wireInt),
    }),
    response: envelope(meetSchema),
    spec: `${spec}; screens.md §7 Monitoring ("list")`,
  }),
  'meetFile.VIEW': get('/meet/file', 'VIEW', {
    request: fileInfoQuery,
    response: fileInfoReply,
    spec: `${spec}; foundation.md §7 File downloads ("meet files")`,
    assumed: 'VIEW is the file-info step of a reference file',
  }),
  'meetFile.LIST': get('/meet/file', 'LIST', {
    request: z.strictObject({
      roomCode: z.optional(z.string()),
      meetIdx: wireInt,
      fileType: z.optional(wireInt),
    }),
    response: envelope(referenceFileSchema),
    spec: `${spec}; screens.md §7 Rooms ("Reference files: list (roomCode, meetIdx, fileType 1)")`,
  }),
  'meetFile.ADD': post('/meet/file', 'ADD', {
    body: 'multipart',
    request: formWithNumberedFiles(
      {
        meetFile: z.strictObject({
          meetIdx: wireInt,
          fileType: wireInt,
          roomCode: z.optional(z.string()),
        }),
      },
      'uploadFile_',
    ),
    response: envelope(referenceFileSchema),
    spec: `${spec} ("form meetFile plus uploadFile_{idx}"); screens.md §7 Rooms`,
    assumed:
      'meetFile may name the room (roomCode): the room detail dialog uploads to a room whose class is not running (meetIdx 0)',
  }),
  'meetFile.DEL': del('/meet/file', 'DEL', {
    request: z.strictObject({ fileIdx: z.number().check(z.int()) }),
    response: writeReply,
    spec: `${spec}; screens.md §7 Rooms ("delete {fileIdx}")`,
  }),
  'meetUser.GET': get('/meet/user', 'GET', {
    request: z.strictObject({ meetIdx: wireInt, userIdx: wireInt }),
    response: envelope(meetUserSchema),
    spec: `${spec} ("/user: GET, LIST")`,
    assumed: '"GET, LIST" read as the two commands GET and LIST; GET is one attendee',
  }),
  'meetUser.LIST': get('/meet/user', 'LIST', {
    request: z.strictObject({ meetIdx: wireInt, roomCode: z.optional(z.string()), ...pagingQuery }),
    response: envelope(meetUserSchema),
    spec: `${spec}; screens.md §7 Monitoring ("current attendees")`,
  }),
} as const satisfies EndpointGroup;
