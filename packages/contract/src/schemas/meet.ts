import { z } from '../zod.ts';
import { recordTypeValue, summaryStatusValue } from './codeValues.ts';
import { datetimeText, int, opt } from './primitives.ts';

/**
 * Meet (foundation.md §3): one class session of a room. assumed: meetIdx required.
 * inviteCode is the 9-digit code (foundation.md §9).
 */
export const meetSchema = z.looseObject({
  meetIdx: int,
  roomCode: opt(z.string()),
  meetTitle: opt(z.string()),
  leaderName: opt(z.string()),
  openDatetime: opt(datetimeText),
  startDatetime: opt(datetimeText),
  endDatetime: opt(datetimeText),
  userCount: opt(int),
  inviteCode: opt(z.string()),
  joinCode: opt(z.string()),
  meetPwd: opt(z.string()),
});
export type Meet = z.infer<typeof meetSchema>;

/**
 * Class log (screens.md §3). `userName` is the opener. `summaryJson` is "keyed by user idx or
 * ALL"; assumed: an object from that key to the summary text.
 */
export const classLogSchema = z.looseObject({
  roomCode: opt(z.string()),
  meetIdx: int,
  meetTitle: opt(z.string()),
  leaderName: opt(z.string()),
  leaderId: opt(z.string()),
  userName: opt(z.string()),
  userCount: opt(int),
  openDatetime: opt(datetimeText),
  startDatetime: opt(datetimeText),
  endDatetime: opt(datetimeText),
  templateIdx: opt(int),
  summaryStatus: opt(summaryStatusValue),
  summaryJson: opt(z.record(z.string(), z.string())),
});
export type ClassLog = z.infer<typeof classLogSchema>;

/** The key of the whole-class summary in summaryJson (screens.md §3: "keyed by user idx or ALL"). */
export const SUMMARY_ALL_KEY = 'ALL';

/**
 * A meet file: a recording, chat log or AI summary of a class (screens.md §3: recordIdx,
 * recordType (17/18 video, 64 chat, 65 AI summary), recordTitle, recUser, fileIdx, orgFileName,
 * userNm). assumed: recUser is the recording user's name.
 */
export const meetRecordFileSchema = z.looseObject({
  recordIdx: int,
  recordType: recordTypeValue,
  recordTitle: opt(z.string()),
  recUser: opt(z.union([z.string(), int])),
  fileIdx: opt(int),
  orgFileName: opt(z.string()),
  userNm: opt(z.string()),
});
export type MeetRecordFile = z.infer<typeof meetRecordFileSchema>;

/**
 * The `fileType` of the meet file calls (screens.md §7 Rooms: "Reference files: list (roomCode,
 * meetIdx, fileType 1)"): 1 is a reference file, the only type the spec names.
 */
export const MEET_FILE_TYPE = {
  REFERENCE: 1,
} as const;

/** A reference file of a class (screens.md §3: fileIdx, orgFileName, userNm, regUserIdx, regDatetime, type MEET_FILE). */
export const referenceFileSchema = z.looseObject({
  fileIdx: int,
  orgFileName: z.string(),
  userNm: opt(z.string()),
  regUserIdx: opt(int),
  regDatetime: opt(datetimeText),
  type: opt(z.literal('MEET_FILE')),
  /**
   * assumed: the size in bytes. Not in the spec's field list, but the reference-file list shows
   * a size (issue 19 item 5); a list without it shows none.
   */
  fileSize: opt(int),
});
export type ReferenceFile = z.infer<typeof referenceFileSchema>;

/**
 * An attendee row of a class log (GET /logMeet/user LIST) and the attendance log (screens.md §10
 * History: "columns class, attendee, join, exit, duration"). Fields not shown; assumed from the fee
 * row's logMeetUser.
 */
export const meetUserLogSchema = z.looseObject({
  meetIdx: opt(int),
  meetTitle: opt(z.string()),
  userIdx: opt(int),
  userId: opt(z.string()),
  userName: opt(z.string()),
  joinDatetime: opt(datetimeText),
  quitDatetime: opt(datetimeText),
  totalJoinTimeSec: opt(z.number()),
});
export type MeetUserLog = z.infer<typeof meetUserLogSchema>;
