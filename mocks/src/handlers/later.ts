import type { Implementation } from '../server/router.ts';
import { attendanceLogImplementations } from './attendanceLog.ts';
import { boardImplementations } from './boards.ts';
import { booksAndTasksImplementations } from './books.ts';
import { classFeeImplementations } from './classFees.ts';
import { classLogImplementations } from './classLog.ts';
import { classLogExcelImplementations } from './classLogExcel.ts';
import { classRecordImplementations } from './classRecords.ts';
import { classSummaryImplementations } from './classSummary.ts';
import { meImplementations } from './me.ts';
import { meetImplementations } from './meets.ts';
import { messageImplementations } from './messages.ts';
import { noteImplementations } from './notes.ts';
import { roomImplementations } from './rooms.ts';
import { statisticsImplementations } from './statistics.ts';
import { usersAreaImplementations } from './userExcel.ts';

/** Every call outside first.ts: the demo loads these after its first page. */
export const laterImplementations: readonly Implementation[] = [
  ...meImplementations,
  ...usersAreaImplementations,
  ...noteImplementations,
  ...roomImplementations,
  ...meetImplementations,
  ...booksAndTasksImplementations,
  ...statisticsImplementations,
  ...attendanceLogImplementations,
  ...classLogImplementations,
  ...classRecordImplementations,
  ...classSummaryImplementations,
  ...classLogExcelImplementations,
  ...classFeeImplementations,
  ...messageImplementations,
  ...boardImplementations,
];
