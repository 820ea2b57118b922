import { companySchema } from '../schemas/company.ts';
import { envelope } from '../schemas/envelope.ts';
import { int, opt, wireInt } from '../schemas/primitives.ts';
import { z } from '../zod.ts';

// Shared by the meet area (signed-in) and the open area (guests): a module of its own, so that a
// page calling open calls does not load the whole meet area.

/**
 * The invite lookup (foundation.md §7: "sends inviteCode (and searchType) and returns result
 * (meetIdx, meetTitle, roomCode) and defaultSetting (company code and id)"; screens.md §7:
 * "defaultSetting.company"). `result.meetIdx` 0 means open-join (screens.md §4).
 */
export const inviteLookupQuery = z.strictObject({
  inviteCode: z.string().check(z.regex(/^\d{9}$/)),
  searchType: z.optional(wireInt),
});
export const inviteLookupReply = envelope(
  z.looseObject({ meetIdx: int, meetTitle: opt(z.string()), roomCode: opt(z.string()) }),
  {
    defaultSetting: opt(z.looseObject({ company: opt(z.partial(companySchema)) })),
  },
);
