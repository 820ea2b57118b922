import type { CodeOf } from './codeTable.ts';

/**
 * Task user status (`taskStatus`), foundation.md §4: "1 in progress, 2 submitted, otherwise not
 * started". assumed: NOT_STARTED is written 0; any other value reads as not started too
 * (`taskUserStatusOf`).
 */
export const TASK_USER_STATUS = {
  NOT_STARTED: 0,
  IN_PROGRESS: 1,
  SUBMITTED: 2,
} as const;
export type TaskUserStatus = CodeOf<typeof TASK_USER_STATUS>;

/** Reads a wire `taskStatus`: anything but 1 and 2 (null, absent, 0, 7) is not started. */
export function taskUserStatusOf(value: unknown): TaskUserStatus {
  if (value === TASK_USER_STATUS.IN_PROGRESS) return TASK_USER_STATUS.IN_PROGRESS;
  if (value === TASK_USER_STATUS.SUBMITTED) return TASK_USER_STATUS.SUBMITTED;
  return TASK_USER_STATUS.NOT_STARTED;
}

/**
 * Summary status (`summaryStatus`), foundation.md §4 and screens.md §3: 0 summarizing,
 * 1 in progress, 2 ready; "on error it resets to 0".
 */
export const SUMMARY_STATUS = {
  SUMMARIZING: 0,
  IN_PROGRESS: 1,
  READY: 2,
} as const;
export type SummaryStatus = CodeOf<typeof SUMMARY_STATUS>;

/**
 * Record types of meet files (`recordType`), screens.md §3: "17/18 video, 64 chat, 65 AI
 * summary". The spec does not tell 17 from 18; both are video (`isVideoRecord`).
 */
export const RECORD_TYPE = {
  VIDEO: 17,
  VIDEO_18: 18,
  CHAT: 64,
  AI_SUMMARY: 65,
} as const;
export type RecordType = CodeOf<typeof RECORD_TYPE>;

export function isVideoRecord(recordType: number): boolean {
  return recordType === RECORD_TYPE.VIDEO || recordType === RECORD_TYPE.VIDEO_18;
}
