import { z } from '../zod.ts';

/**
 * The code values the entity schemas accept, as literal unions.
 *
 * The named code tables themselves are owned by src/codes (issue 3 item 1, another engineer,
 * written at the same time). To stay independent of its names these schemas spell the values
 * out, each citing its table; swapping a union for `z.enum(<table>)` later changes no wire value.
 * Where the spec lists values but a server could plausibly send others (statuses that grow),
 * the union is still strict: a new value is a contract change the mocks should notice.
 */

/** foundation.md §6: user type codes 3 admin, 4 monitor, 5 operator, 10 user, 11 teacher, 12 student, 13 open teacher, 15 other. */
export const userTypeValue = z.literal([3, 4, 5, 10, 11, 12, 13, 15]);

/**
 * foundation.md §9 login providers, which are the account owner types (foundation.md §2: "account
 * owner types 4 and 5 go to /" after a failed refresh): 1 own, 2 GG, 3 AP, 4 WS, 5 DC, 21
 * government e-signature, 31 linked.
 */
export const accountOwnerTypeValue = z.literal([1, 2, 3, 4, 5, 21, 31]);

/**
 * `userRole` "(user or operator)" (foundation.md §3), a different thing from user type 5
 * (operator). assumed: the role levels of foundation.md §6 (guest 0, admin 1, oper 2, user 3)
 * are its values; the spec says only user (3) or operator (2) occur, the union takes all four.
 */
export const userRoleValue = z.literal([0, 1, 2, 3]);

/** foundation.md §9 account status: 1 in use, 2 paused, 3 withdrawn, 11 incomplete. */
export const userStatusValue = z.literal([1, 2, 3, 11]);

/** foundation.md §9 / screens.md §3 board types: 1 notice, 2 inquiry, 3 board. */
export const boardTypeValue = z.literal([1, 2, 3]);

/**
 * `bookType` of screens.md §3: class book 1, task book 2, test book 3 (foundation.md §9 "book
 * usage"). Not the "book kinds" textbook 1 / workbook 2, which follow from questionCount.
 */
export const bookTypeValue = z.literal([1, 2, 3]);

/** screens.md §3 bookStatus: writing 0, completed 1, used 2. */
export const bookStatusValue = z.literal([0, 1, 2]);

/** foundation.md §9 note status: 0 none, 1 save, 2 submit, 3 verified, 4 inspection, 5 completed. */
export const noteStatusValue = z.literal([0, 1, 2, 3, 4, 5]);

/** foundation.md §9 room kinds (roomType): 1 meeting, 2 class, 3 homework, 4 test. */
export const roomTypeValue = z.literal([1, 2, 3, 4]);

/** foundation.md §9 room state (roomStatus): 0 none, 1 use, 9 hide, 99 close. */
export const roomStatusValue = z.literal([0, 1, 9, 99]);

/**
 * `roomShowType` "(instant or reserved)", screens.md §3: the room open type table of
 * foundation.md §9 (0 none, 1 instant, 2 reserved, 3 task).
 */
export const roomShowTypeValue = z.literal([0, 1, 2, 3]);

/**
 * `roomOpenType` "(anyone or author first)", screens.md §3: the entry mode table of foundation.md
 * §9 (0 anyone first, 1 author first). Not the room open type above, despite the name.
 */
export const roomOpenTypeValue = z.literal([0, 1]);

/** screens.md §3 summaryStatus: 0 summarizing, 1 in progress, 2 ready. */
export const summaryStatusValue = z.literal([0, 1, 2]);

/** screens.md §3 meet file recordType: 17/18 video, 64 chat, 65 AI summary. */
export const recordTypeValue = z.literal([17, 18, 64, 65]);

/** foundation.md §9 license billing: 0 concurrent users, 1 registered users, 2 monthly connected accounts. */
export const licenseTypeValue = z.literal([0, 1, 2]);

/** foundation.md §9 file output: 2 image (png), 4 PDF; noteSaveFormat holds them as bit flags. */
export const fileOutputValue = z.literal([2, 4]);

/** screens.md §7 file-info fileType of the two-step download. */
export const downloadFileTypeValue = z.enum([
  'BOARD',
  'MANUAL',
  'NOTE_PDF',
  'MESSAGE',
  'MEET_FILE',
]);

/** screens.md §3 message types: recv, send, delivery (forward), reply, resend. */
export const messageTypeValue = z.enum(['recv', 'send', 'delivery', 'reply', 'resend']);
