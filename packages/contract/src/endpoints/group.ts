import { envelope } from '../schemas/envelope.ts';
import { wireInt } from '../schemas/primitives.ts';
import { groupSchema } from '../schemas/user.ts';
import { z } from '../zod.ts';
import { del, type EndpointGroup, get, post } from './define.ts';
import { writeReply } from './requestParts.ts';

const spec = 'foundation.md §7 Group; screens.md §7 Users and groups';
const byGroup = z.strictObject({ groupIdx: z.number().check(z.int()) });

export const groupEndpoints = {
  'group.SAVE': post('/group', 'SAVE', {
    request: z.strictObject({
      group: z.strictObject({
        groupIdx: z.optional(z.number().check(z.int())),
        upGroupIdx: z.number().check(z.int()),
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
      groupIdx: z.number().check(z.int()),
      userIdxList: z.optional(z.array(z.number().check(z.int()))),
    }),
    response: writeReply,
    spec,
    assumed: 'screens.md §7 "delete group users (groupIdx)"; userIdxList narrows it to some users',
  }),
  'group.LIST': get('/group', 'LIST', {
    request: z.strictObject({ companyIdx: z.optional(wireInt), searchType: z.optional(wireInt) }),
    response: envelope(groupSchema),
    spec,
  }),
} as const satisfies EndpointGroup;
