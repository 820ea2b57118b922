import { z } from '../zod.ts';
import { noteStatusValue } from './codeValues.ts';
import { datetimeText, int, opt } from './primitives.ts';
import { taskSchema } from './task.ts';

/**
 * Note (foundation.md §3, screens.md §3). `noteSaveFormat` holds the file output codes as bit
 * flags (2 image, 4 PDF; foundation.md §9). assumed: noteIdx required, the rest optional;
 * `task` is a partial task ("task{...}").
 */
export const noteSchema = z.looseObject({
  noteIdx: int,
  noteTitle: opt(z.string()),
  noteStatus: opt(noteStatusValue),
  noteSaveFormat: opt(int),
  userIdx: opt(int),
  userName: opt(z.string()),
  submitDatetime: opt(datetimeText),
  scoreName: opt(z.string()),
  confirmComment: opt(z.string()),
  questionCount: opt(int),
  wrongCount: opt(int),
  solveCount: opt(int),
  /** assumed: seconds. */
  logNoteSpentTime: opt(z.number()),
  logNoteSubmitCount: opt(int),
  task: opt(z.partial(taskSchema)),
  book: opt(z.looseObject({ questionCount: opt(int) })),
  noteDir: opt(z.string()),
  companyIdx: opt(int),
  meetIdx: opt(int),
  logMeet: opt(z.looseObject({ meetTitle: opt(z.string()) })),
});
export type Note = z.infer<typeof noteSchema>;

/**
 * The `searchType` of the note list (screens.md §7 Notes: "searchType 4 or 5"). assumed: 4 lists
 * the class notes (meet/listNote), 5 the homework notes (task/listNote, manage/note/list).
 */
export const NOTE_LIST_SEARCH_TYPE = {
  CLASS: 4,
  TASK: 5,
} as const;
export type NoteListSearchType = (typeof NOTE_LIST_SEARCH_TYPE)[keyof typeof NOTE_LIST_SEARCH_TYPE];
