import { z } from '../zod.ts';
import { licenseTypeValue } from './codeValues.ts';
import { int, opt } from './primitives.ts';

/** The class/homework split of a joins or open-meet day (screens.md §3: resultData{classCount,taskCount}). */
export const statsResultDataSchema = z.looseObject({
  classCount: opt(int),
  taskCount: opt(int),
});

/**
 * A statistics row of a day (screens.md §3 "Statistics rows": logDate, customInt1 (daily count),
 * userCount, licenseUsage, joinResult[resultCount, resultData{classCount,taskCount}]).
 * assumed: logDate is `YYYY-MM-DD` text; licenseUsage a number (a count or a ratio).
 */
export const statsRowSchema = z.looseObject({
  logDate: z.string(),
  customInt1: opt(int),
  userCount: opt(int),
  licenseUsage: opt(z.number()),
  joinResult: opt(
    z.array(
      z.looseObject({
        resultCount: opt(int),
        resultData: opt(statsResultDataSchema),
      }),
    ),
  ),
});
export type StatsRow = z.infer<typeof statsRowSchema>;

/** An access user of a day (screens.md §3: userId, userName, joinCount). */
export const accessUserRowSchema = z.looseObject({
  userId: z.string(),
  userName: opt(z.string()),
  joinCount: opt(int),
});
export type AccessUserRow = z.infer<typeof accessUserRowSchema>;

/**
 * An open-meet day (screens.md §3: logDate, resultCount, resultData). assumed: resultData has the
 * class/homework split, matching the chart's lines total, class, task (screens.md §10).
 */
export const openMeetDayRowSchema = z.looseObject({
  logDate: z.string(),
  resultCount: opt(int),
  resultData: opt(statsResultDataSchema),
});
export type OpenMeetDayRow = z.infer<typeof openMeetDayRowSchema>;

/**
 * License info (GET /license GET; screens.md §7 "license info (licenseType)"). Fields beyond
 * licenseType not shown. assumed: the licensed count and the period.
 */
export const licenseSchema = z.looseObject({
  licenseType: licenseTypeValue,
  licenseCount: opt(int),
  startDate: opt(z.string()),
  endDate: opt(z.string()),
});
export type License = z.infer<typeof licenseSchema>;
