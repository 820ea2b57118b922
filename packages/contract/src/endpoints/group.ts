import { z } from 'zod';
import { envelope } from '../schemas/envelope.ts';
import { wireInt } from '../schemas/primitives.ts';
import { groupSchema } from '../schemas/user.ts';
import { del, type EndpointGroup, get, post } from './define.ts';
import { writeReply } from './requestParts.ts';

const spec = 'foundation.md §7 Group; screens.md §7 Users and groups';
const byGroup = z.strictObject({ groupIdx: z.number().int() });

export const groupEndpoints = {
  'group.SAVE': post('/group', 'SAVE', {
    request: z.strictObject({
      group: z.strictObject({
        groupIdx: z.number().int().optional(),
        upGroupIdx: z.number().int(),
        groupName: z.string(),
      }),
    }),
    response: envelope(groupSchema),
    spec,
    assumed:
      'the fields (groupIdx, upGroupIdx, groupName) travel inside `group`; no groupIdx creates',
  }),
  'group.DEL': del('/group', 'DEL', {
    request: byGroup,
    response: writeReply,
    spec,
    assumed: 'DEL removes one group by groupIdx',
  }),
  'group.DEL_ALL': del('/group', 'DEL_ALL', {
    request: byGroup,
    response: writeReply,
    spec,
    assumed: 'DEL_ALL removes a group with its subgroups, by groupIdx',
  }),
  'group.DEL_USER': del('/group', 'DEL_USER', {
    request: z.strictObject({
      groupIdx: z.number().int(),
      userIdxList: z.array(z.number().int()).optional(),
    }),
    response: writeReply,
    spec,
    assumed: 'screens.md §7 "delete group users (groupIdx)"; userIdxList narrows it to some users',
  }),
  'group.LIST': get('/group', 'LIST', {
    request: z.strictObject({ companyIdx: wireInt.optional(), searchType: wireInt.optional() }),
    response: envelope(groupSchema),
    spec,
  }),
} as const satisfies EndpointGroup;
