import { screenLoader } from '../../app/screenLoader.ts';
import { myRoomsQuery } from './roomQueries.ts';

/** meet/list: the user's rooms, for those who see them (MEET_OPEN, screens.md §6). */
export const loader = screenLoader(
  () => [myRoomsQuery()],
  (signedIn) => signedIn.can('meetOpen'),
);
