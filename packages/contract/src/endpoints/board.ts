import { boardFileSchema, boardPostSchema } from '../schemas/board.ts';
import { boardTypeValue } from '../schemas/codeValues.ts';
import { envelope } from '../schemas/envelope.ts';
import { fileParts, pagingQuery, wireBool, wireDatetime, wireInt } from '../schemas/primitives.ts';
import { z } from '../zod.ts';
import { del, type EndpointGroup, get, post } from './define.ts';
import { downloadByFileIdx, fileInfoQuery, fileInfoReply, writeReply } from './requestParts.ts';

const spec = 'foundation.md §7 Board; screens.md §7 Board';

/**
 * The post part of board SAVE. Create when boardIdx is absent, modify when it is above 0
 * (screens.md §4). The saved end of the publish window is 23:59:59 (screens.md §5).
 */
const boardInput = z.strictObject({
  boardIdx: z.optional(z.number().check(z.int())),
  boardType: boardTypeValue,
  title: z.string(),
  content: z.string(),
  publishStartDatetime: z.optional(wireDatetime),
  publishEndDatetime: z.optional(wireDatetime),
});

/** The list filters (foundation.md §7: page, size, boardType, withRegUser, searchKeyword, withBoardRead_userIdx). */
const listQuery = z.strictObject({
  ...pagingQuery,
  boardType: z.optional(wireInt),
  withRegUser: z.optional(wireBool),
  searchKeyword: z.optional(z.string()),
  withBoardRead_userIdx: z.optional(wireInt),
});

export const boardEndpoints = {
  'board.SAVE': post('/board', 'SAVE', {
    body: 'multipart',
    request: z.strictObject({
      board: boardInput,
      uploadFile: z.optional(fileParts),
      removeFileIdxList: z.optional(z.array(z.number().check(z.int()))),
    }),
    response: envelope(boardPostSchema),
    spec,
  }),
  'board.REMOVE': del('/board', 'REMOVE', {
    request: z.strictObject({ boardType: boardTypeValue, boardIdx: z.number().check(z.int()) }),
    response: writeReply,
    spec,
    assumed: 'the body boardType, boardIdx is from screens.md §7 "delete (boardType, boardIdx)"',
  }),
  'board.GET': get('/board', 'GET', {
    request: z.strictObject({
      boardType: wireInt,
      boardIdx: wireInt,
      withRegUser: z.optional(wireBool),
    }),
    response: envelope(
      z.looseObject({ board: boardPostSchema, fileList: z.nullish(z.array(boardFileSchema)) }),
    ),
    spec,
    assumed: '"returns board and fileList": both inside result',
  }),
  'board.GET_FILE': get('/board', 'GET_FILE', {
    request: fileInfoQuery,
    response: fileInfoReply,
    spec: `${spec}; foundation.md §7 File downloads`,
  }),
  'board.DOWNLOAD_FILE': get('/board', 'DOWNLOAD_FILE', {
    request: downloadByFileIdx,
    reply: 'file',
    spec: 'foundation.md §7 File downloads ("Used for ... board files")',
    assumed:
      'the second step of a board file is DOWNLOAD_FILE on /board, which §7 Board does not list',
  }),
  'board.LIST': get('/board', 'LIST', {
    request: listQuery,
    response: envelope(boardPostSchema),
    spec,
  }),
  'board.LIST_PUBLISH': get('/board', 'LIST_PUBLISH', {
    request: listQuery,
    response: envelope(boardPostSchema),
    spec,
    assumed:
      'LIST_PUBLISH is the notice-popup list (paging false, withBoardRead_userIdx): the posts inside their publish window',
  }),
} as const satisfies EndpointGroup;
