import {
  BOARD_TYPE,
  type BoardPost,
  canChangeBoardPost,
  canManageBoards,
  canWriteBoardPost,
  formatWireDateTime,
  isBlankRichText,
  PAGE_SIZE,
  parseWireDateTime,
  richTextOf,
  UPLOAD_RULE,
} from '@platform/contract';
import { ok, okList, okPage, pageOf } from '../api.ts';
import { type MockBoard, publishTime } from '../db/areas/boards.ts';
import { nextIdx } from '../db/context.ts';
import { db } from '../db/index.ts';
import { userByIdx } from '../db/queries.ts';
import type { MockAttachment, MockUser } from '../db/types.ts';
import { MOCK_ERROR } from '../errors.ts';
import { implementAuthorised, refuse } from '../server/router.ts';
import {
  askedFileIdx,
  checkNewFiles,
  dropFiles,
  fileDownload,
  fileInfo,
  formFiles,
  keptAttachments,
  storeFiles,
} from './attachments.ts';

/*
 * The board calls (foundation.md §7 Board: "POST SAVE (form: board json, uploadFile files,
 * removeFileIdxList); DELETE REMOVE; GET GET, GET_FILE, LIST, LIST_PUBLISH"; screens.md §7 Board;
 * screens.md §4 "same form creates (no boardIdx) or modifies (boardIdx>0)"; §5 Board editor;
 * §6 "Admin-like users create, modify, delete notices and posts").
 *
 * assumed, where the spec is silent:
 * - "Admin-like users" are the user types admin (3) and operator (5): they create, modify and
 *   delete notices (1) and free-board posts (3), anyone's. An inquiry (2) is what any user of the
 *   institution asks: anyone may write one, its author may modify or delete it, and so may an
 *   admin or operator. Everyone else is refused with WB-403-102.
 * - Notices and free-board posts are read by every user of the institution; an inquiry only by
 *   its author and the admins and operators (a list shows the others none of theirs; GET of one
 *   is WB-403-102). A post of another institution, of another boardType than asked, or removed is
 *   a bad request (WB-400-212), as an unknown memo is.
 * - Title and content are required (screens.md §5), the content as HTML holding some text or an
 *   image. The publishing period is both datetimes or neither; the end is at 23:59:59 and not
 *   before the start, else WB-400-212. The "today to one year ahead" of the picker is the form's:
 *   a modified notice keeps its past start.
 * - Attachments: UPLOAD_RULE.board (5 at most, those kept counted; the shared types and size),
 *   refused with WB-400-401 / 402 / 403. removeFileIdxList names files of the post; another is
 *   WB-400-212. A removed file is gone from the files table.
 * - GET counts a reader once (readCount grows at a user's first GET) and records the reading,
 *   which withBoardRead_userIdx joins as `boardRead` ({ userIdx, readDatetime }, or null while
 *   unread) on every row of LIST or LIST_PUBLISH; it must be the caller's own userIdx
 *   (WB-403-102 otherwise). `regUser` ({ userIdx, userName }) comes with withRegUser true only.
 * - LIST is paged, 30 a page unless size says otherwise (screens.md §9), newest first, or the
 *   whole list with paging false; searchKeyword matches part of the title, the content's text or
 *   the author's name, case-insensitively. LIST_PUBLISH is the notice popups' list: the posts of
 *   boardType (notices unless told) whose publishing period holds now, newest first, whole
 *   (paging false, as the popups ask) or paged when page or size is sent.
 * - GET_FILE names the file by fileIdx, or by searchIdx with fileType BOARD; both steps answer a
 *   file of a post the caller may read, else WB-404-102.
 */

const BOARD_TYPES: ReadonlySet<number> = new Set(Object.values(BOARD_TYPE));

/** An admin or operator of the institution (the contract's canManageBoards). */
export const isBoardManager = (me: MockUser) => canManageBoards(me.userType);

const mayWrite = (me: MockUser, boardType: number) => canWriteBoardPost(me.userType, boardType);

const mayChange = (me: MockUser, post: MockBoard) => canChangeBoardPost(me, post);

const mayRead = (me: MockUser, post: MockBoard) =>
  post.companyIdx === me.companyIdx &&
  (post.boardType !== BOARD_TYPE.INQUIRY || isBoardManager(me) || post.regUserIdx === me.userIdx);

/** The text of editor HTML, tags dropped and the common entities read (the contract's). */
export const htmlText = richTextOf;

/** A post of the institution of that type, else WB-400-212. */
function postOf(me: MockUser, boardType: number, boardIdx: number): MockBoard {
  const post = db.boards.find(
    (candidate) =>
      candidate.boardIdx === boardIdx &&
      candidate.companyIdx === me.companyIdx &&
      candidate.boardType === boardType,
  );
  if (!post) refuse(MOCK_ERROR.badRequest);
  return post;
}

function readablePost(me: MockUser, boardType: number, boardIdx: number): MockBoard {
  const post = postOf(me, boardType, boardIdx);
  if (!mayRead(me, post)) refuse(MOCK_ERROR.noPermission);
  return post;
}

interface WireOptions {
  withRegUser?: boolean | undefined;
  /** Joins this user's reading as `boardRead`. */
  readerIdx?: number | undefined;
  now?: Date;
}

/** The post as the wire shows it (foundation.md §3 Board post), its period read at `now`. */
function wireBoard(post: MockBoard, options: WireOptions = {}): BoardPost {
  const now = options.now ?? new Date();
  const author = userByIdx(db, post.regUserIdx);
  const wire: BoardPost = {
    boardType: post.boardType,
    boardIdx: post.boardIdx,
    title: post.title,
    content: post.content,
    publishStartDatetime:
      post.publishStartDatetime === null ? null : publishTime(post.publishStartDatetime, now),
    publishEndDatetime:
      post.publishEndDatetime === null ? null : publishTime(post.publishEndDatetime, now),
    regDatetime: post.regDatetime,
    readCount: post.readCount,
    fileList: post.fileList.map((file) => ({ ...file })),
  };
  if (options.withRegUser) {
    wire.regUser = { userIdx: post.regUserIdx, userName: author?.userName ?? null };
  }
  if (options.readerIdx !== undefined) {
    const read = db.boardReads.find(
      (row) => row.boardIdx === post.boardIdx && row.userIdx === options.readerIdx,
    );
    wire.boardRead = read ? { userIdx: read.userIdx, readDatetime: read.readDatetime } : null;
  }
  return wire;
}

/** Whether `now` is inside the post's publishing period (start and end included). */
function publishedAt(post: MockBoard, now: Date): boolean {
  if (post.publishStartDatetime === null || post.publishEndDatetime === null) return false;
  const start = parseWireDateTime(publishTime(post.publishStartDatetime, now));
  const end = parseWireDateTime(publishTime(post.publishEndDatetime, now));
  return start !== null && end !== null && start <= now && now <= end;
}

const newestFirst = (a: MockBoard, b: MockBoard) =>
  b.regDatetime.localeCompare(a.regDatetime) || b.boardIdx - a.boardIdx;

function matchesKeyword(post: MockBoard, keyword: string | undefined): boolean {
  const wanted = keyword?.trim().toLowerCase() ?? '';
  if (wanted === '') return true;
  return [post.title, htmlText(post.content), userByIdx(db, post.regUserIdx)?.userName ?? '']
    .map((text) => text.toLowerCase())
    .some((text) => text.includes(wanted));
}

interface ListFields {
  page?: number | undefined;
  size?: number | undefined;
  paging?: boolean | undefined;
  boardType?: number | undefined;
  withRegUser?: boolean | undefined;
  searchKeyword?: string | undefined;
  withBoardRead_userIdx?: number | undefined;
}

/** withBoardRead_userIdx names the caller (assumed), else WB-403-102; boardType is 1, 2 or 3. */
function readerOf(me: MockUser, fields: ListFields): number | undefined {
  if (fields.boardType !== undefined && !BOARD_TYPES.has(fields.boardType)) {
    refuse(MOCK_ERROR.badRequest);
  }
  const reader = fields.withBoardRead_userIdx;
  if (reader !== undefined && reader !== me.userIdx) refuse(MOCK_ERROR.noPermission);
  return reader;
}

/** The publishing period of a save: both or neither, wire datetimes, the end at 23:59:59. */
function checkPeriod(start: string | undefined, end: string | undefined): void {
  if (start === undefined && end === undefined) return;
  if (start === undefined || end === undefined) refuse(MOCK_ERROR.badRequest);
  const from = parseWireDateTime(start);
  const to = parseWireDateTime(end);
  if (!from || !to || !end.endsWith(' 23:59:59') || from > to) refuse(MOCK_ERROR.badRequest);
}

/** The post holding a file the caller may read, else WB-404-102. */
function readableFile(me: MockUser, fileIdx: number): MockAttachment {
  for (const post of db.boards) {
    const file = post.fileList.find((candidate) => candidate.fileIdx === fileIdx);
    if (file && mayRead(me, post)) return file;
  }
  refuse(MOCK_ERROR.fileNotFound);
}

export const boardImplementations = [
  implementAuthorised('board.SAVE', async ({ me, fields }) => {
    const input = fields.board;
    const creating = input.boardIdx === undefined || input.boardIdx === 0;
    if (input.boardIdx !== undefined && input.boardIdx < 0) refuse(MOCK_ERROR.badRequest);
    const post = creating ? undefined : postOf(me, input.boardType, input.boardIdx ?? 0);
    if (post ? !mayChange(me, post) : !mayWrite(me, input.boardType)) {
      refuse(MOCK_ERROR.noPermission);
    }
    const title = input.title.trim();
    if (title === '' || isBlankRichText(input.content)) refuse(MOCK_ERROR.badRequest);
    checkPeriod(input.publishStartDatetime, input.publishEndDatetime);
    const kept = keptAttachments(post?.fileList ?? [], fields.removeFileIdxList ?? []);
    const files = formFiles(fields.uploadFile);
    // Every file is checked, its bytes too, before anything changes.
    await checkNewFiles(files, UPLOAD_RULE.board, kept);
    const added = await storeFiles(db, me, files);
    const now = new Date();
    const saved: MockBoard = post ?? {
      boardIdx: nextIdx(db, 'boardIdx'),
      companyIdx: me.companyIdx,
      boardType: input.boardType,
      title,
      content: input.content,
      publishStartDatetime: null,
      publishEndDatetime: null,
      regUserIdx: me.userIdx,
      regDatetime: formatWireDateTime(now),
      readCount: 0,
      fileList: [],
    };
    if (post) dropFiles(db, keptRemoved(post.fileList, kept));
    saved.title = title;
    saved.content = input.content;
    saved.publishStartDatetime = input.publishStartDatetime ?? null;
    saved.publishEndDatetime = input.publishEndDatetime ?? null;
    saved.fileList = [...kept, ...added];
    if (!post) db.boards.push(saved);
    return ok(wireBoard(saved, { withRegUser: true, now }));
  }),

  implementAuthorised('board.REMOVE', ({ me, fields }) => {
    const post = postOf(me, fields.boardType, fields.boardIdx);
    if (!mayChange(me, post)) refuse(MOCK_ERROR.noPermission);
    db.boards = db.boards.filter((candidate) => candidate !== post);
    db.boardReads = db.boardReads.filter((row) => row.boardIdx !== post.boardIdx);
    dropFiles(db, post.fileList);
    return ok(null);
  }),

  implementAuthorised('board.GET', ({ me, fields }) => {
    const post = readablePost(me, fields.boardType, fields.boardIdx);
    const now = new Date();
    if (
      !db.boardReads.some((row) => row.boardIdx === post.boardIdx && row.userIdx === me.userIdx)
    ) {
      db.boardReads.push({
        boardIdx: post.boardIdx,
        userIdx: me.userIdx,
        readDatetime: formatWireDateTime(now),
      });
      post.readCount += 1;
    }
    const board = wireBoard(post, { withRegUser: fields.withRegUser, now });
    return ok({ board, fileList: board.fileList ?? [] });
  }),

  implementAuthorised('board.LIST', ({ me, fields }) => {
    const readerIdx = readerOf(me, fields);
    const now = new Date();
    const rows = db.boards
      .filter(
        (post) =>
          (fields.boardType === undefined || post.boardType === fields.boardType) &&
          mayRead(me, post) &&
          matchesKeyword(post, fields.searchKeyword),
      )
      .sort(newestFirst)
      .map((post) => wireBoard(post, { withRegUser: fields.withRegUser, readerIdx, now }));
    if (fields.paging === false) return okList(rows);
    return okPage(pageOf(rows, fields.page ?? 0, fields.size ?? PAGE_SIZE.BOARD));
  }),

  implementAuthorised('board.LIST_PUBLISH', ({ me, fields }) => {
    const readerIdx = readerOf(me, fields);
    const now = new Date();
    const boardType = fields.boardType ?? BOARD_TYPE.NOTICE;
    const rows = db.boards
      .filter(
        (post) =>
          post.boardType === boardType &&
          mayRead(me, post) &&
          publishedAt(post, now) &&
          matchesKeyword(post, fields.searchKeyword),
      )
      .sort(newestFirst)
      .map((post) => wireBoard(post, { withRegUser: fields.withRegUser, readerIdx, now }));
    const paged =
      fields.paging !== false && (fields.page !== undefined || fields.size !== undefined);
    return paged
      ? okPage(pageOf(rows, fields.page ?? 0, fields.size ?? PAGE_SIZE.BOARD))
      : okList(rows);
  }),

  implementAuthorised('board.GET_FILE', ({ me, fields }) =>
    ok(fileInfo(readableFile(me, askedFileIdx(fields, 'BOARD')))),
  ),

  implementAuthorised('board.DOWNLOAD_FILE', ({ me, fields }) => {
    const file = readableFile(me, fields.fileIdx);
    return fileDownload(db, file, `board_${file.fileIdx}`);
  }),
];

/** The files of `before` that are not in `kept`. */
function keptRemoved(before: readonly MockAttachment[], kept: readonly MockAttachment[]) {
  const stays = new Set(kept.map((file) => file.fileIdx));
  return before.filter((file) => !stays.has(file.fileIdx));
}
