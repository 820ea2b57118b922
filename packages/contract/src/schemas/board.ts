import { z } from '../zod.ts';
import { boardTypeValue } from './codeValues.ts';
import { datetimeText, int, opt } from './primitives.ts';

/** An attached file of a post (foundation.md §3: "attached files (fileIdx, orgFileName)"). */
export const boardFileSchema = z.looseObject({
  fileIdx: int,
  orgFileName: z.string(),
});
export type BoardFile = z.infer<typeof boardFileSchema>;

/**
 * Board post (foundation.md §3, screens.md §3). `content` is HTML. assumed: boardIdx, boardType
 * and title required; the publish window and counters optional.
 */
export const boardPostSchema = z.looseObject({
  boardType: boardTypeValue,
  boardIdx: int,
  title: z.string(),
  content: opt(z.string()),
  publishStartDatetime: opt(datetimeText),
  publishEndDatetime: opt(datetimeText),
  regDatetime: opt(datetimeText),
  readCount: opt(int),
  /**
   * foundation.md §3 names only regUser.userName. assumed: the author's userIdx comes with it, so
   * that the author of an inquiry may be offered its removal (canChangeBoardPost).
   */
  regUser: opt(z.looseObject({ userIdx: opt(int), userName: opt(z.string()) })),
  /** assumed: a list row may carry its files under `fileList` (the detail returns them beside). */
  fileList: opt(z.array(boardFileSchema)),
});
export type BoardPost = z.infer<typeof boardPostSchema>;

/**
 * A notice the user chose not to see again, kept in the browser (screens.md §3: "boardIdx and
 * endDatetime"; §4: hidden until its publish end date, expired entries purged on load).
 */
export const hiddenNoticeSchema = z.object({
  boardIdx: int,
  endDatetime: z.string(),
});
export type HiddenNotice = z.infer<typeof hiddenNoticeSchema>;
