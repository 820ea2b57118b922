import { boardsArea } from './boards.ts';
import { booksArea } from './books.ts';
import { classesArea } from './classes.ts';
import { classFeesArea } from './classFees.ts';
import { classLogsArea } from './classLogs.ts';
import { classRecordsArea } from './classRecords.ts';
import { classSummariesArea } from './classSummaries.ts';
import { introArea } from './intro.ts';
import { memosArea } from './memos.ts';
import { messageMailboxArea, messagesArea } from './messages.ts';
import { notesArea } from './notes.ts';
import { pricesArea } from './prices.ts';
import { roomsArea } from './rooms.ts';
import { statisticsArea } from './statistics.ts';
import { tasksArea } from './tasks.ts';
import type { SeedArea } from './types.ts';

/**
 * The seed areas in the order they are seeded. A later issue adds its module here (one line),
 * after the areas its data refers to (rooms before tasks, tasks before notes). The class page's
 * rooms and classes come last (classes.ts), so that they renumber nothing seeded before them.
 */
export const seedAreas: readonly SeedArea[] = [
  messagesArea,
  roomsArea,
  memosArea,
  pricesArea,
  booksArea,
  tasksArea,
  notesArea,
  classLogsArea,
  classesArea,
  introArea,
  statisticsArea,
  // The stored classes' records and summary requests: last, so that they renumber nothing.
  classRecordsArea,
  classSummariesArea,
  // The fees saved (logMeetFee.SAVE): an overlay of the class history, empty in the seed.
  classFeesArea,
  // The demo accounts' mailbox and the boards (issue 20 item 6): last, so that their attachments
  // renumber no file seeded before them.
  messageMailboxArea,
  boardsArea,
];

export type { SeedArea } from './types.ts';
