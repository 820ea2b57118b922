import { LIMITS } from '../validation/limits.ts';
import { z } from '../zod.ts';

/**
 * Building blocks shared by the entity schemas.
 *
 * Responses are lenient (`z.looseObject`: fields we do not know pass through), because the server
 * sends more than the spec lists ("Response shapes for calls other than those named: not shown",
 * foundation.md §7). Requests are strict (`z.strictObject`) so that the mocks reject what the
 * server would not understand (ARCHITECTURE.md: mocks "validate what they receive").
 */

/**
 * An optional response field. assumed: the server (a Java back end, judging by the Spring-style
 * `content` page of foundation.md §7) may send `null` as well as leave a field out, so both pass.
 */
export const opt = <T extends z.ZodMiniType>(schema: T) => z.nullish(schema);

/** An integer id or count. */
export const int = z.number().check(z.int());

/**
 * An integer that arrives as a number (JSON body, typed client input) or as a decimal string (a
 * query parameter read by the mock from the URL). Output is always a number.
 */
export const wireInt = z.union([
  int,
  z.pipe(z.string().check(z.regex(/^-?\d+$/)), z.transform(Number)),
]);

/** A boolean that arrives as `true`/`false` or, from a query string, as `'true'`/`'false'`. */
export const wireBool = z.union([
  z.boolean(),
  z.pipe(
    z.enum(['true', 'false']),
    z.transform((value) => value === 'true'),
  ),
]);

/**
 * A list of integers sent either as an array or as a comma list (foundation.md §7 writes
 * `excelRoomMeet` as a "comma list of meetIdx"; the mock reads repeated query values as strings).
 */
export const wireIntList = z.union([
  z.array(wireInt),
  z.pipe(
    z.string().check(z.regex(/^-?\d+(,-?\d+)*$/)),
    z.transform((text) => text.split(',').map(Number)),
  ),
]);

/** A 0/1 value: the marking result and the page check of foundation.md §7 (Note). */
export const zeroOrOne = z.literal([0, 1]);

/**
 * A datetime as the server writes it. foundation.md §9: "Datetimes are sent as YYYY-MM-DD
 * HH:mm:ss". Responses accept any string (lenient); requests use `wireDatetime`.
 */
export const datetimeText = z.string();

/** foundation.md §9: datetimes sent as `YYYY-MM-DD HH:mm:ss`. */
export const wireDatetime = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/));

/**
 * A search date of a list filter (searchStartDate, searchEndDate). assumed: `YYYY-MM-DD`, or a
 * full wire datetime, since the spec does not show which one the lists send.
 */
export const wireDate = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, 'YYYY-MM-DD or YYYY-MM-DD HH:mm:ss'));

/** A month as `YYYY-MM` (searchYm, screens.md §7 Statistics). assumed: also `YYYYMM`. */
export const wireYearMonth = z.string().check(z.regex(/^\d{4}-?\d{2}$/));

/**
 * A file part of a multipart form. `Blob` covers `File`; both exist in browsers and in Node 20.
 */
export const filePart = z.instanceof(Blob);

/** One or more files under the same form field name (the shared uploader takes up to 5). */
export const fileParts = z.union([filePart, z.array(filePart)]);

/** A page index, counted from 0 (the Spring page of the envelope). */
export const pageIndex = z.pipe(wireInt, z.number().check(z.int(), z.gte(0)));

/** A page size, from 1 to LIMITS.PAGE_SIZE_MAX: a size of 0 is refused, not read as 1. */
export const pageSize = z.pipe(
  wireInt,
  z.number().check(z.int(), z.gte(1), z.lte(LIMITS.PAGE_SIZE_MAX)),
);

/**
 * Paging fields of the list calls (foundation.md §7: "page, size"; screens.md §7: "paging
 * false"). Bounded (issue 17 item 4: `page=-2` answered rows, `size=0` was silently 1), so every
 * paged call refuses what breaks them with WB-400-212.
 */
export const pagingQuery = {
  page: z.optional(pageIndex),
  size: z.optional(pageSize),
  paging: z.optional(wireBool),
} as const;

/** The date-range and keyword filters shared by the list calls (foundation.md §7, screens.md §7). */
export const searchQuery = {
  searchType: z.optional(wireInt),
  searchStartDate: z.optional(wireDate),
  searchEndDate: z.optional(wireDate),
  searchKeyword: z.optional(z.string()),
} as const;
