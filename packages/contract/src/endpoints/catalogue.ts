import { boardEndpoints } from './board.ts';
import { bookEndpoints } from './book.ts';
import { classLogEndpoints } from './classLog.ts';
import { groupEndpoints } from './group.ts';
import { meetEndpoints } from './meet.ts';
import { messageEndpoints } from './message.ts';
import { noteEndpoints } from './note.ts';
import { openEndpoints } from './open.ts';
import { priceEndpoints } from './price.ts';
import { roomEndpoints } from './room.ts';
import { statisticsEndpoints } from './statistics.ts';
import { taskEndpoints } from './task.ts';
import { userEndpoints } from './user.ts';

/**
 * The area groups in the order of foundation.md §7. Kept as a list as well, so that a test can
 * prove no key of one group silently replaces a key of another when they are merged.
 */
export const endpointGroups = {
  board: boardEndpoints,
  statistics: statisticsEndpoints,
  group: groupEndpoints,
  classLog: classLogEndpoints,
  meet: meetEndpoints,
  message: messageEndpoints,
  note: noteEndpoints,
  room: roomEndpoints,
  task: taskEndpoints,
  book: bookEndpoints,
  user: userEndpoints,
  price: priceEndpoints,
  open: openEndpoints,
} as const;

/**
 * Every call of foundation.md §7 and screens.md §7, one entry per method, path and command, keyed
 * by a stable key `<area>.<COMMAND>`; a call without a command has a lower-case name after the dot
 * (`openLogin.loginBoda`). The area is the path under the api prefix in camel case
 * (`/room/user` -> `roomUser`).
 */
export const endpoints = {
  ...boardEndpoints,
  ...statisticsEndpoints,
  ...groupEndpoints,
  ...classLogEndpoints,
  ...meetEndpoints,
  ...messageEndpoints,
  ...noteEndpoints,
  ...roomEndpoints,
  ...taskEndpoints,
  ...bookEndpoints,
  ...userEndpoints,
  ...priceEndpoints,
  ...openEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
