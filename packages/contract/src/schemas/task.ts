import { z } from '../zod.ts';
import { datetimeText, int, opt } from './primitives.ts';

/** The note reference of a task's own task user (screens.md §3: note{companyIdx,meetIdx,noteDir,noteIdx}). */
const taskUserNoteRefSchema = z.looseObject({
  companyIdx: opt(int),
  meetIdx: opt(int),
  noteDir: opt(z.string()),
  noteIdx: opt(int),
});

/**
 * Task (foundation.md §3, screens.md §3). assumed: taskIdx and taskName required; `deleteYn` is
 * 'Y' or 'N' (the Yn suffix); `taskStatus` an integer where anything but 1 and 2 means not started.
 */
export const taskSchema = z.looseObject({
  taskIdx: int,
  taskName: z.string(),
  bookIdx: opt(int),
  /** assumed: the page range of the book the homework covers (the deploy form's page range). */
  startPage: opt(int),
  endPage: opt(int),
  book: opt(
    z.looseObject({
      bookIdx: opt(int),
      questionCount: opt(int),
      pageCount: opt(int),
      bookName: opt(z.string()),
    }),
  ),
  regUser: opt(z.looseObject({ userName: opt(z.string()) })),
  regDatetime: opt(datetimeText),
  startDatetime: opt(datetimeText),
  submitLimitDatetime: opt(datetimeText),
  totalUserCount: opt(int),
  submitUserCount: opt(int),
  /** 1 = on (foundation.md §3). */
  autoReview: opt(int),
  deleteYn: opt(z.enum(['Y', 'N'])),
  userIdxList: opt(z.array(int)),
  /** The signed-in student's own state of this task; taskStatus per TASK_USER_STATUS of src/codes. */
  taskUser: opt(
    z.looseObject({
      taskStatus: opt(int),
      noteIdx: opt(int),
      note: opt(taskUserNoteRefSchema),
    }),
  ),
});
export type Task = z.infer<typeof taskSchema>;

/** A row of GET /taskUser LIST (screens.md §3: "Task user: user{userIdx,userName,phone}, taskStatus, note{submitDatetime,wrongCount}"). */
export const taskUserSchema = z.looseObject({
  user: z.looseObject({
    userIdx: int,
    userName: opt(z.string()),
    phone: opt(z.string()),
  }),
  taskStatus: opt(int),
  note: opt(
    z.looseObject({
      submitDatetime: opt(datetimeText),
      wrongCount: opt(int),
    }),
  ),
});
export type TaskUser = z.infer<typeof taskUserSchema>;
