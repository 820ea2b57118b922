import { z } from '../zod.ts';
import { datetimeText, int, opt } from './primitives.ts';

/**
 * Unit price (foundation.md §3, screens.md §3). endDate is optional (open-ended); roomCode is
 * optional ("classroom optional", screens.md §5). assumed: dates as `YYYY-MM-DD` text.
 */
export const unitPriceSchema = z.looseObject({
  priceIdx: int,
  userIdx: int,
  roomCode: opt(z.string()),
  startDate: z.string(),
  endDate: opt(z.string()),
  price: z.number(),
  room: opt(z.looseObject({ roomTitle: opt(z.string()) })),
});
export type UnitPrice = z.infer<typeof unitPriceSchema>;

/** One entry and exit of a fee row's user (screens.md §3: logMeetUserJoinList[joinDatetime,quitDatetime]). */
export const joinIntervalSchema = z.looseObject({
  joinDatetime: opt(datetimeText),
  quitDatetime: opt(datetimeText),
});

/**
 * Fee row (settlement, screens.md §3): meetIdx, meetTitle, open/start/end datetimes, price.price,
 * logMeetUser{userIdx,userId,userName,amount,totalJoinTimeSec,logMeetUserJoinList[...]}.
 */
export const feeRowSchema = z.looseObject({
  meetIdx: int,
  meetTitle: opt(z.string()),
  openDatetime: opt(datetimeText),
  startDatetime: opt(datetimeText),
  endDatetime: opt(datetimeText),
  price: opt(z.looseObject({ price: opt(z.number()) })),
  logMeetUser: opt(
    z.looseObject({
      userIdx: int,
      userId: opt(z.string()),
      userName: opt(z.string()),
      amount: opt(z.number()),
      totalJoinTimeSec: opt(z.number()),
      logMeetUserJoinList: opt(z.array(joinIntervalSchema)),
    }),
  ),
});
export type FeeRow = z.infer<typeof feeRowSchema>;
