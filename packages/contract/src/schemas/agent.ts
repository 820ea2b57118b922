import { z } from '../zod.ts';
import { int } from './primitives.ts';

/**
 * The launch request given to the local agent, the program on the user's machine that starts the
 * classroom client (screens.md §7 Invite: "A local agent call launches the client with command,
 * room, user, platform, language"). The agent is not under the api prefix and its protocol is not
 * shown. assumed: command a text (join, open, ...); room and user as the invite flow knows them;
 * platform the code of foundation.md §9 (1 app, 2 web, 3 both); language ko or en.
 */
export const agentLaunchSchema = z.strictObject({
  command: z.string().check(z.minLength(1)),
  room: z.looseObject({
    roomCode: z.nullish(z.string()),
    meetIdx: z.nullish(int),
    inviteCode: z.nullish(z.string()),
    roomTitle: z.nullish(z.string()),
  }),
  user: z.looseObject({
    userIdx: z.nullish(int),
    userName: z.nullish(z.string()),
    userType: z.nullish(int),
    companyIdx: z.nullish(int),
  }),
  platform: z.literal([1, 2, 3]),
  language: z.enum(['ko', 'en']),
});
export type AgentLaunch = z.infer<typeof agentLaunchSchema>;

/**
 * The static FAQ data of /intro/help/faq (screens.md §2.1: "categories with id and name; questions
 * with questionTitle and questionContent"). assumed: each question names its category by id.
 */
export const faqSchema = z.looseObject({
  categories: z.array(z.looseObject({ id: z.union([z.string(), int]), name: z.string() })),
  questions: z.array(
    z.looseObject({
      categoryId: z.nullish(z.union([z.string(), int])),
      questionTitle: z.string(),
      questionContent: z.string(),
    }),
  ),
});
export type Faq = z.infer<typeof faqSchema>;
