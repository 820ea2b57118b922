import { agentHandlers } from '../agent/handlers.ts';
import { createHttpHandlers } from '../server/router.ts';
import { booksAndTasksImplementations } from './books.ts';
import { companyImplementations } from './company.ts';
import { downloadImplementations } from './downloads.ts';
import { inviteImplementations } from './invite.ts';
import { meImplementations } from './me.ts';
import { noteImplementations } from './notes.ts';
import { roomImplementations } from './rooms.ts';
import { sessionImplementations } from './session.ts';
import { usersAreaImplementations } from './userExcel.ts';

/**
 * Every implemented call of the catalogue. A later issue adds its area's list here (one line),
 * written with `implement(name, resolver)` like these.
 */
export const implementations = [
  ...companyImplementations,
  ...sessionImplementations,
  ...meImplementations,
  ...usersAreaImplementations,
  ...inviteImplementations,
  ...downloadImplementations,
  ...noteImplementations,
  ...roomImplementations,
  ...booksAndTasksImplementations,
];

/** The mock server's handlers: the catalogue's calls and the local agent. */
export const handlers = [...createHttpHandlers(implementations), ...agentHandlers];
