import { envelope } from '../schemas/envelope.ts';
import {
  pagingQuery,
  searchQuery,
  wireBool,
  wireDatetime,
  wireInt,
} from '../schemas/primitives.ts';
import { taskSchema, taskUserSchema } from '../schemas/task.ts';
import { z } from '../zod.ts';
import { del, type EndpointGroup, get, post } from './define.ts';
import { writeReply } from './requestParts.ts';

const spec = 'foundation.md §7 Task; screens.md §7 Tasks';
const idx = z.number().check(z.int());

/**
 * The task part of ADD and of book ADD_DEPLOY. assumed: the fields of the task entity the
 * homework form sets (screens.md §5: name, start, deadline; §10: auto review).
 */
export const taskInput = z.strictObject({
  taskName: z.string(),
  bookIdx: z.optional(idx),
  startDatetime: wireDatetime,
  submitLimitDatetime: wireDatetime,
  autoReview: z.optional(z.literal([0, 1])),
  startPage: z.optional(idx),
  endPage: z.optional(idx),
});

export const taskEndpoints = {
  'task.ADD': post('/task', 'ADD', {
    request: z.strictObject({ task: taskInput, userIdxList: z.array(idx).check(z.minLength(1)) }),
    response: envelope(taskSchema),
    spec,
    assumed:
      'the body is task plus the submitters userIdxList; startPage and endPage the page range',
  }),
  'task.delete': del('/task', undefined, {
    request: z.strictObject({ task: z.strictObject({ taskIdx: idx }) }),
    response: writeReply,
    spec: `${spec} ("DELETE (task with taskIdx)", "delete {task:{taskIdx}}"); WB-400-302 once anyone submitted`,
    assumed: 'no command: the spec gives none for this DELETE',
  }),
  'task.SEND_HURRY': post('/task', 'SEND_HURRY', {
    request: z.strictObject({ taskIdx: idx, userIdxList: z.array(idx).check(z.minLength(1)) }),
    response: writeReply,
    spec,
  }),
  'task.LIST': get('/task', 'LIST', {
    request: z.strictObject({
      ...pagingQuery,
      ...searchQuery,
      taskIdx: z.optional(wireInt),
      bookIdx: z.optional(wireInt),
      joinBook: z.optional(wireBool),
      joinRegUser: z.optional(wireBool),
      order: z.optional(z.string()),
    }),
    response: envelope(taskSchema),
    spec: `${spec} (the start lookup is LIST with searchType 3, taskIdx, bookIdx)`,
  }),
  'task.VIEW': get('/task', 'VIEW', {
    request: z.strictObject({ taskIdx: wireInt }),
    response: envelope(taskSchema),
    spec,
  }),
  'taskUser.LIST': get('/taskUser', 'LIST', {
    request: z.strictObject({ taskIdx: wireInt, taskStatus: z.optional(wireInt), ...pagingQuery }),
    response: envelope(taskUserSchema),
    spec,
    assumed:
      'the submitters and non-submitters of one task, by taskIdx; taskStatus 2 lists the ' +
      'submitters, any other value the non-submitters, none all of them',
  }),
} as const satisfies EndpointGroup;
