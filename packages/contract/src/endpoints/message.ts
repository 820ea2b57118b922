import { messageTypeValue } from '../schemas/codeValues.ts';
import { envelope } from '../schemas/envelope.ts';
import { messageSchema } from '../schemas/message.ts';
import { fileParts, pagingQuery, wireInt } from '../schemas/primitives.ts';
import { z } from '../zod.ts';
import { del, type EndpointGroup, get, post } from './define.ts';
import {
  downloadByFileIdx,
  fileInfoQuery,
  fileInfoReply,
  noFields,
  writeReply,
} from './requestParts.ts';

const spec = 'foundation.md §7 Message; screens.md §7 Messages';

/** The `{messageType}` path parameter of /message/{messageType} (screens.md §3 types). */
const byType = { messageType: messageTypeValue } as const;

export const messageEndpoints = {
  /**
   * The send form. foundation.md §7 names the parts message, receiverList, beforeIdx,
   * removeFileIdxList, uploadFile; screens.md §3 writes the removed files as `removedFileList`.
   * Both names are accepted, byte for byte, until the server tells which one it reads.
   */
  'message.SAVE': post('/message', 'SAVE', {
    body: 'multipart',
    request: z.strictObject({
      message: z.strictObject({
        messageIdx: z.optional(z.number().check(z.int())),
        title: z.string(),
        contents: z.string(),
        /**
         * The message action of foundation.md §9 (1 save, 2 send). assumed: it travels as the
         * entity's messageStatus; absent means send. A draft (1) is sent later by a SAVE with its
         * messageIdx and 2.
         */
        messageStatus: z.optional(z.literal([1, 2])),
      }),
      receiverList: z.array(z.strictObject({ receiverIdx: z.number().check(z.int()) })),
      beforeIdx: z.optional(wireInt),
      removeFileIdxList: z.optional(z.array(z.number().check(z.int()))),
      removedFileList: z.optional(z.array(z.number().check(z.int()))),
      uploadFile: z.optional(fileParts),
    }),
    response: envelope(messageSchema),
    spec,
    assumed:
      'beforeIdx is the message replied to, forwarded or resent; receiverList items carry receiverIdx (the receiver fields of foundation.md §3)',
  }),
  'message.GET_FILE': get('/message', 'GET_FILE', {
    request: fileInfoQuery,
    response: fileInfoReply,
    spec: `${spec}; foundation.md §7 File downloads`,
  }),
  'message.DOWNLOAD_FILE': get('/message', 'DOWNLOAD_FILE', {
    request: downloadByFileIdx,
    reply: 'file',
    spec,
  }),
  'messageByType.GET': get('/message/{messageType}', 'GET', {
    request: z.strictObject({ ...byType, messageIdx: wireInt }),
    response: envelope(messageSchema),
    spec,
  }),
  'messageByType.LIST': get('/message/{messageType}', 'LIST', {
    request: z.strictObject({
      ...byType,
      ...pagingQuery,
      messageSearch: z.optional(z.string()),
    }),
    response: envelope(messageSchema),
    spec,
    assumed: 'messageSearch is the keyword (manager only, screens.md §6)',
  }),
  'messageByType.REMOVE': del('/message/{messageType}', 'REMOVE', {
    request: z.strictObject({ ...byType, messageIdx: z.number().check(z.int()) }),
    response: writeReply,
    spec,
  }),
  'messageByType.REMOVE_LIST': del('/message/{messageType}', 'REMOVE_LIST', {
    request: z.strictObject({
      ...byType,
      messageIdxList: z.array(z.number().check(z.int())).check(z.minLength(1)),
    }),
    response: writeReply,
    spec,
  }),
  'messageRecv.EXIST_NEW': get('/message/recv', 'EXIST_NEW', {
    request: noFields,
    response: envelope(z.boolean()),
    spec: `${spec} (unread check every 60 s, on focus and on demand)`,
    assumed: 'result is true when an unread message exists',
  }),
} as const satisfies EndpointGroup;
