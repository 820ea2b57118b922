import { z } from '../zod.ts';
import { int, opt } from './primitives.ts';

/**
 * The page of `resultPage`. foundation.md §7 says only that company search "returns a content
 * list"; `content` is the spec's word. assumed: the rest is the Spring Data page the `content`
 * name points to (totalElements, totalPages, number counted from 0, size), the counters optional
 * except `content` and `totalElements`, which the lists need for paging and row numbers (screens.md
 * §9: "Row number = total minus page-based offset minus row index").
 */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.looseObject({
    content: z.array(item),
    totalElements: int,
    totalPages: opt(int),
    /** assumed: the page index, counted from 0 as in Spring Data. */
    number: opt(int),
    size: opt(int),
    numberOfElements: opt(int),
    first: opt(z.boolean()),
    last: opt(z.boolean()),
    empty: opt(z.boolean()),
  });
}

export type Page<T> = {
  content: T[];
  totalElements: number;
  totalPages?: number | null;
  number?: number | null;
  size?: number | null;
  numberOfElements?: number | null;
  first?: boolean | null;
  last?: boolean | null;
  empty?: boolean | null;
};

/**
 * The response envelope (foundation.md §7: "Responses wrap data in the fields result, resultPage,
 * resultList, success and errorCode"). `item` is the entity of the call: a single one travels in
 * `result`, a list in `resultList`, a page in `resultPage`. `extra` adds the named top-level fields
 * some calls return beside them (the board detail's `fileList`, the invite lookup's
 * `defaultSetting`, ...).
 *
 * assumed: `success` is a boolean and always present; `errorCode` is the WB-... code of a failure
 * and absent or null on success; the three data fields are each optional and nullable.
 */
export function envelope<
  T extends z.ZodMiniType,
  X extends z.core.$ZodShape = Record<never, never>,
>(item: T, extra?: X) {
  return z.looseObject({
    success: z.boolean(),
    errorCode: opt(z.string()),
    result: opt(item),
    resultList: opt(z.array(item)),
    resultPage: opt(pageOf(item)),
    ...((extra ?? {}) as X),
  });
}

/** The envelope of a call whose data the spec does not show: any `result`. */
export const anyEnvelope = envelope(z.unknown());

/** The envelope of a failed call, as the client reads it before looking the code up. */
export const errorEnvelope = z.looseObject({
  success: z.literal(false),
  errorCode: opt(z.string()),
  /** assumed: a server text may come along; the client shows its own catalogue text instead. */
  message: opt(z.string()),
});
